import type { ProjectListItem, Tier } from '@bb/backend/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import {
  projectTitle,
  showCreateFailure,
  useDeleteProject,
  useDuplicateProject,
  useExportProject,
} from '@/features/projects';
import { isApiError } from '@/lib/api';

type DashboardExport = 'complete-package' | 'business-plan';

const exportNames: Record<DashboardExport, string> = {
  'complete-package': 'complete package',
  'business-plan': 'business plan',
};

/** The card menu's actions, with their toasts, and which card is busy with what. */
export function useProjectActions(tier: Tier) {
  const navigate = useNavigate();
  const remove = useDeleteProject();
  const duplicate = useDuplicateProject();
  const exporter = useExportProject();
  const [toDelete, setToDelete] = useState<ProjectListItem | null>(null);
  const [busy, setBusy] = useState<{ id: string; label: string } | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        toast({ title: 'Project deleted successfully' });
      },
      onError: () => {
        setToDelete(null);
        toast({ variant: 'destructive', title: 'Error', description: 'Failed to delete project' });
      },
    });
  };

  const onDuplicate = (project: ProjectListItem) => {
    setBusy({ id: project.id, label: 'Duplicating…' });
    duplicate.mutate(project.id, {
      onSuccess: (copy) =>
        toast({ title: 'Project duplicated', description: `“${projectTitle(copy.title)}” is ready.` }),
      onError: (error) =>
        showCreateFailure(error, tier, () => void navigate('/pricing'), 'Failed to duplicate project'),
      onSettled: () => setBusy(null),
    });
  };

  const onExport = (project: ProjectListItem, format: DashboardExport) => {
    setBusy({ id: project.id, label: `Preparing ${exportNames[format]}…` });
    exporter.mutate(
      { projectId: project.id, format, title: project.summary.businessName ?? project.title },
      {
        onSuccess: ({ fileName }) =>
          toast({ title: 'Export Successful', description: `${fileName} has been downloaded.` }),
        onError: (error) => {
          const reason = isApiError(error) && error.status === 403 ? error.serverMessage : undefined;
          toast({
            variant: 'destructive',
            title: 'Export Failed',
            description: reason ? `Failed to export project. ${reason}` : 'Failed to export project',
          });
        },
        onSettled: () => setBusy(null),
      },
    );
  };

  return {
    toDelete,
    askDelete: setToDelete,
    cancelDelete: () => setToDelete(null),
    confirmDelete,
    deleting: remove.isPending,
    onDuplicate,
    onExport,
    busyLabel: (id: string) => (busy?.id === id ? busy.label : null),
  };
}
