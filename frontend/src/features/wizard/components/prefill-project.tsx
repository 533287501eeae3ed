import type { Tier } from '@bb/backend/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { createProject } from '@/features/projects/api/create-project';
import { isProjectLimitError } from '@/features/projects/lib/project-limit';
import { showCreateFailure } from '@/features/projects/lib/show-create-failure';
import { useQueryClient } from '@tanstack/react-query';
import { projectQueryKey } from '@/features/projects/api/get-project';
import { notHistory, PROJECTS_QUERY_KEY } from '@/features/projects/api/get-projects';
import { parsePrefill, prefillProject } from '../lib/prefill';
import { NoProjectSelected, WizardSkeleton } from './wizard-states';

/** One creation per prefill, even when React runs the effect twice (StrictMode) or remounts. */
const started = new Map<string, Promise<string>>();

/**
 * /wizard?prefill=<idea>: creates a project from the idea (titled after it, the idea selected in
 * step 1) and replaces the URL with /wizard/{id}.
 */
export function PrefillProject({ raw, tier }: { raw: string; tier: Tier | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const failed = useRef(false);
  const parsed = parsePrefill(raw);

  useEffect(() => {
    if (!parsed) {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to create project from idea' });
      return;
    }
    let promise = started.get(raw);
    if (!promise) {
      promise = createProject(prefillProject(parsed)).then((project) => {
        queryClient.setQueryData(projectQueryKey(project.id), project);
        void queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY, predicate: notHistory });
        void queryClient.invalidateQueries({ queryKey: ['/api/subscription-status'] });
        return project.id;
      });
      started.set(raw, promise);
      promise.catch(() => started.delete(raw));
    }
    let live = true;
    promise.then(
      (id) => {
        started.delete(raw);
        if (live) void navigate(`/wizard/${id}`, { replace: true });
      },
      (error: unknown) => {
        if (!live || failed.current) return;
        failed.current = true;
        if (isProjectLimitError(error)) showCreateFailure(error, tier, () => void navigate('/pricing'));
        else
          toast({
            variant: 'destructive',
            title: 'Error',
            description: 'Failed to create project from idea',
          });
        void navigate('/wizard', { replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, [raw]);

  if (!parsed) return <NoProjectSelected />;
  return <WizardSkeleton label="Creating your project from the idea" />;
}
