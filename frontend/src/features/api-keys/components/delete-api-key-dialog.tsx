import type { ApiKeySummary } from '@bb/backend/contracts';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOf } from '@/lib/api-error-message';
import { useDeleteApiKey } from '../api/delete-api-key';

/** Asks before a key is removed for good. */
export function DeleteApiKeyDialog({
  apiKey,
  onOpenChange,
}: {
  apiKey: ApiKeySummary | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteApiKey();
  const confirm = () => {
    if (!apiKey) return;
    remove.mutate(apiKey.id, {
      onSuccess: () => {
        toast({ title: 'API Key Deleted', description: 'Your API key has been permanently removed.' });
        onOpenChange(false);
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: serverMessageOf(error) ?? 'Failed to delete API key',
        }),
    });
  };
  return (
    <ConfirmDeleteDialog
      open={apiKey !== null}
      title="Delete this API key?"
      description={
        apiKey ? (
          <>
            <strong className="text-foreground">{apiKey.keyName}</strong> ({apiKey.maskedKey}) will be removed
            permanently. Generation will use the platform&apos;s keys unless you add another one.
          </>
        ) : null
      }
      confirmLabel="Delete Key"
      pendingLabel="Deleting key"
      pending={remove.isPending}
      onConfirm={confirm}
      onCancel={() => onOpenChange(false)}
    />
  );
}
