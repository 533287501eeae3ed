import type { Tier } from '@bb/backend/contracts';
import { FolderPlus } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { isProjectLimitError, showCreateFailure, useCreateProject } from '@/features/projects';
import { parsePrefill, prefillProject } from '../lib/prefill';
import { NoProjectSelected } from './wizard-states';

function Detail({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <div>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5">{value}</dd>
    </div>
  );
}

/**
 * /wizard?prefill=<idea>: shows the project the idea would start (titled after it, the idea
 * selected in step 1) and creates it only when the user presses 'Create project'. Opening the link
 * alone never creates anything: a link must not be able to use up a user's project slots.
 */
export function PrefillProject({ raw, tier }: { raw: string; tier: Tier | undefined }) {
  const navigate = useNavigate();
  const create = useCreateProject();
  const parsed = parsePrefill(raw);
  if (!parsed) return <NoProjectSelected />;
  const { idea, title } = parsed;

  const confirm = () => {
    create.mutate(prefillProject(parsed), {
      onSuccess: (project) => void navigate(`/wizard/${project.id}`, { replace: true }),
      onError: (error) => {
        if (isProjectLimitError(error)) showCreateFailure(error, tier, () => void navigate('/pricing'));
        else
          toast({
            variant: 'destructive',
            title: 'Error',
            description: 'Failed to create project from idea',
          });
      },
    });
  };

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-16">
      <PageTitle title="Start a project from this idea" />
      <Card>
        <CardHeader>
          <p className="text-sm font-medium text-muted-foreground">Start a project from this idea</p>
          <CardTitle as="h1" className="text-2xl">
            {title}
          </CardTitle>
          <CardDescription>
            A new project with this idea selected in step 1 will be added to your dashboard. It counts towards
            your plan&apos;s project limit.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="space-y-3">
            {idea.businessIdea !== title && <Detail label="Business idea" value={idea.businessIdea} />}
            <Detail label="Description" value={idea.description} />
            <Detail label="Target audience" value={idea.targetAudience} />
            <Detail label="Revenue potential" value={idea.potentialRevenue} />
            {idea.keyFeatures.length > 0 && (
              <Detail label="Key features" value={idea.keyFeatures.join(', ')} />
            )}
          </dl>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button variant="brand" onClick={confirm} disabled={create.isPending || create.isSuccess}>
              <FolderPlus aria-hidden="true" />
              {create.isPending ? 'Creating project…' : 'Create project'}
            </Button>
            <Button asChild variant="outline">
              <Link to="/">Cancel</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
