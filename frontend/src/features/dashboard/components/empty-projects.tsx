import type { Tier } from '@bb/backend/contracts';
import { FolderPlus, SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CreateProjectButton } from './create-project-button';

/** No projects at all: the way to the first one. */
export function EmptyProjects({ tier, tourTarget }: { tier: Tier | undefined; tourTarget?: boolean }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed bg-card/60 px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
        <FolderPlus className="size-7" aria-hidden="true" />
      </span>
      <h3 className="mt-4 text-lg font-semibold">No projects yet</h3>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">
        Start with an idea and the wizard takes you to a name, a brand and a development plan in 8 steps.
      </p>
      <CreateProjectButton tier={tier} tourTarget={tourTarget} size="lg" className="mt-6" />
    </div>
  );
}

/** A search without matches. */
export function NoMatches({ search, onClear }: { search: string; onClear: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed px-6 py-12 text-center">
      <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
      <h3 className="mt-3 font-semibold">No projects match “{search}”</h3>
      <p className="mt-1 text-sm text-muted-foreground">Try another word, or clear the search.</p>
      <Button variant="outline" className="mt-4" onClick={onClear}>
        Clear search
      </Button>
    </div>
  );
}
