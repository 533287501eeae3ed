import type { Tier } from '@bb/backend/contracts';
import { Plus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { EMPTY_PROJECT, showCreateFailure, useCreateProject } from '@/features/projects';

export interface CreateProjectButtonProps extends Omit<ButtonProps, 'onClick'> {
  tier: Tier | undefined;
  tourTarget?: boolean;
}

/** Creates an empty project (empty title, step 1, empty stepData) and opens it in the wizard. */
export function CreateProjectButton({ tier, tourTarget, children, ...props }: CreateProjectButtonProps) {
  const navigate = useNavigate();
  const create = useCreateProject();
  const onClick = () => {
    create.mutate(EMPTY_PROJECT, {
      onSuccess: (project) => void navigate(`/wizard/${project.id}`),
      onError: (error) => showCreateFailure(error, tier, () => void navigate('/pricing')),
    });
  };
  return (
    <Button
      variant="brand"
      {...props}
      onClick={onClick}
      disabled={create.isPending || props.disabled}
      data-tour={tourTarget ? 'create-project' : undefined}
    >
      {create.isPending ? <Spinner label="Creating project" /> : <Plus aria-hidden="true" />}
      {children ?? 'Create Project'}
    </Button>
  );
}
