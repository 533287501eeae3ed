import type { ApiKeySummary } from '@bb/backend/contracts';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
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
    <Dialog open={apiKey !== null} onOpenChange={(open) => !remove.isPending && onOpenChange(open)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete this API key?</DialogTitle>
          <DialogDescription>
            {apiKey ? (
              <>
                <strong className="text-foreground">{apiKey.keyName}</strong> ({apiKey.maskedKey}) will be
                removed permanently. Generation will use the platform&apos;s keys unless you add another one.
              </>
            ) : null}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? <Spinner label="Deleting key" /> : <Trash2 aria-hidden="true" />}
            Delete Key
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
