import { CopyPlus, PartyPopper } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { showCreateFailure, useDuplicateProject } from '@/features/projects';
import type { Tier } from '@bb/backend/contracts';

/** A completed project is read-only; an editable copy is one click away. */
export function CompletedBanner({
  projectId,
  completedAt,
  tier,
}: {
  projectId: string;
  completedAt: string | null;
  tier: Tier;
}) {
  const navigate = useNavigate();
  const duplicate = useDuplicateProject();
  const when = completedAt
    ? new Date(completedAt).toLocaleDateString(undefined, { dateStyle: 'medium' })
    : null;
  const copy = () =>
    duplicate.mutate(projectId, {
      onSuccess: (created) => {
        toast({ title: 'Editable copy created', description: 'You are now editing the copy.' });
        void navigate(`/wizard/${created.id}`);
      },
      onError: (error) =>
        showCreateFailure(error, tier, () => void navigate('/pricing'), 'Failed to duplicate project'),
    });
  return (
    <Alert variant="success" className="items-center">
      <PartyPopper aria-hidden="true" />
      <AlertTitle>This project is completed{when ? ` (${when})` : ''}</AlertTitle>
      <AlertDescription className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <span>
          Completed projects are read-only. You can look through every step and export it from step 8 or the
          dashboard.
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={copy}
          disabled={duplicate.isPending}
          className="shrink-0"
        >
          {duplicate.isPending ? <Spinner label="Copying" /> : <CopyPlus aria-hidden="true" />}
          Make an editable copy
        </Button>
      </AlertDescription>
    </Alert>
  );
}
