import { aiProviderLabels, type ApiKeySummary } from '@bb/backend/contracts';
import { KeyRound, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatLastUsed } from '../lib/labels';
import { DeleteApiKeyDialog } from './delete-api-key-dialog';

function EmptyKeys({ action }: { action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <KeyRound className="size-6" aria-hidden="true" />
      </span>
      <div>
        <p className="font-semibold">No API keys yet</p>
        <p className="mt-1 max-w-sm text-sm text-muted-foreground">
          Add a key from OpenAI, Anthropic or Google to generate with your own provider account.
        </p>
      </div>
      {action}
    </div>
  );
}

/** The user's keys: name, provider, masked key, last used ('Never' when unused), delete. */
export function ApiKeyList({
  keys,
  isPending,
  emptyAction,
}: {
  keys: readonly ApiKeySummary[] | undefined;
  isPending: boolean;
  emptyAction?: ReactNode;
}) {
  const [toDelete, setToDelete] = useState<ApiKeySummary | null>(null);
  if (isPending) {
    return (
      <div className="grid gap-2" role="status" aria-busy="true" aria-label="Loading your API keys">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (!keys || keys.length === 0) return <EmptyKeys action={emptyAction} />;
  return (
    <>
      <ul className="divide-y rounded-xl border" aria-label="Your API keys">
        {keys.map((key) => (
          <li key={key.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <KeyRound className="size-4" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="truncate font-medium">{key.keyName}</p>
                  <Badge variant="outline">{aiProviderLabels[key.provider]}</Badge>
                </div>
                <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                  <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-foreground">
                    {key.maskedKey}
                  </code>
                  <span>
                    Last used: <span data-testid="key-last-used">{formatLastUsed(key.lastUsed)}</span>
                  </span>
                </p>
              </div>
            </div>
            <Button
              variant="ghost"
              size="sm"
              className="self-end text-destructive hover:bg-destructive/10 hover:text-destructive sm:self-center"
              onClick={() => setToDelete(key)}
              aria-label={`Delete ${key.keyName}`}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </li>
        ))}
      </ul>
      <DeleteApiKeyDialog apiKey={toDelete} onOpenChange={(open) => !open && setToDelete(null)} />
    </>
  );
}
