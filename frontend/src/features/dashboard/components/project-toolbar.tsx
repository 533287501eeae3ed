import type { ProjectSort } from '@bb/backend/contracts';
import { ArrowDownUp, Search, X } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { isProjectSort, sortOptions } from '../lib/sort-options';

export interface ProjectToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  sort: ProjectSort;
  onSortChange: (value: ProjectSort) => void;
}

/** The project search box and the sort select. */
export function ProjectToolbar({ search, onSearchChange, sort, onSortChange }: ProjectToolbarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center" data-tour="project-controls">
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          // Three ASCII dots, as a lookup by placeholder is typed ('Search projects...').
          placeholder="Search projects..."
          aria-label="Search projects"
          className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
          maxLength={200}
        />
        {search ? (
          <button
            type="button"
            onClick={() => onSearchChange('')}
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            aria-label="Clear search"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <div className="flex items-center gap-2">
        <ArrowDownUp className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <Select value={sort} onValueChange={(value) => isProjectSort(value) && onSortChange(value)}>
          <SelectTrigger className="w-full sm:w-44" aria-label="Sort projects">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {sortOptions.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
