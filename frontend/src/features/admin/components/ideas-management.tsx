import type { DailyIdea } from '@bb/backend/contracts';
import { CalendarDays, Lightbulb, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useCreateIdea } from '../api/create-idea';
import { useUpdateIdea } from '../api/update-idea';
import { formatDay, industryLabel } from '../lib/format';
import { emptyIdeaForm } from '../lib/idea-form';
import { newYorkDate } from '@bb/kernel';
import { DeleteIdeaDialog } from './delete-idea-dialog';
import { EditIdeaDialog } from './edit-idea-dialog';
import { applyIdeaServerErrors, IdeaForm } from './idea-form';

/** The create form; after a success it starts over with today's date. */
export function CreateIdeaForm() {
  const create = useCreateIdea();
  return (
    <IdeaForm
      idPrefix="new-idea"
      initialValues={emptyIdeaForm(newYorkDate(new Date()))}
      submitLabel="Create Idea"
      submitIcon={<Plus aria-hidden="true" />}
      isPending={create.isPending}
      onSubmit={(request, form) =>
        create.mutate(request, {
          onSuccess: () => {
            toast({ title: 'Idea created successfully' });
            form.reset(emptyIdeaForm(newYorkDate(new Date())));
          },
          onError: (error) => {
            if (isApiError(error)) applyIdeaServerErrors(error.details, form.setError);
            toast({ variant: 'destructive', title: 'Failed to create idea' });
          },
        })
      }
    />
  );
}

function IdeaRow({
  idea,
  today,
  onEdit,
  onDelete,
}: {
  idea: DailyIdea;
  today: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const update = useUpdateIdea();
  const switchId = `idea-active-${idea.id}`;
  const toggle = (isActive: boolean) =>
    update.mutate(
      { id: idea.id, patch: { isActive } },
      {
        onSuccess: () => toast({ title: 'Idea updated successfully' }),
        onError: () => toast({ variant: 'destructive', title: 'Failed to update idea' }),
      },
    );
  return (
    <li className={cn('rounded-xl border bg-card p-4', !idea.isActive && 'bg-surface')}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h4 className={cn('font-semibold break-words', !idea.isActive && 'text-muted-foreground')}>
            {idea.title}
          </h4>
          <div className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <Badge variant="soft">{industryLabel(idea.industry)}</Badge>
            <span className="flex items-center gap-1">
              <CalendarDays className="size-3.5" aria-hidden="true" />
              <time dateTime={idea.featuredDate}>{formatDay(idea.featuredDate)}</time>
            </span>
            {idea.featuredDate === today ? <Badge variant="brand">Today</Badge> : null}
          </div>
        </div>
        <div className="flex items-center gap-2">
          <Switch
            id={switchId}
            checked={idea.isActive}
            onCheckedChange={toggle}
            disabled={update.isPending}
            aria-label={`${idea.title} is active`}
          />
          <label htmlFor={switchId} className="w-14 text-xs font-medium text-muted-foreground">
            {idea.isActive ? 'Active' : 'Inactive'}
          </label>
        </div>
      </div>
      {idea.description ? (
        <p className="mt-2 line-clamp-2 text-sm text-muted-foreground">{idea.description}</p>
      ) : null}
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only">: {idea.title}</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
          Delete<span className="sr-only">: {idea.title}</span>
        </Button>
      </div>
    </li>
  );
}

/** Ideas Management: create an idea, and list, toggle, edit and delete the ideas admins created. */
export function IdeasManagement({
  ideas,
  isPending,
}: {
  ideas: readonly DailyIdea[] | undefined;
  isPending: boolean;
}) {
  const [editing, setEditing] = useState<DailyIdea | null>(null);
  const [deleting, setDeleting] = useState<DailyIdea | null>(null);
  const today = newYorkDate(new Date());
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <Card>
        <CardHeader>
          <CardTitle as="h3" className="flex items-center gap-2 text-base">
            <Plus className="size-4 text-primary" aria-hidden="true" />
            Create New Idea
          </CardTitle>
          <CardDescription>
            An active idea featured on a day replaces the catalogue&apos;s idea of that day.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CreateIdeaForm />
        </CardContent>
      </Card>

      <section aria-labelledby="admin-ideas-title">
        <h3 id="admin-ideas-title" className="mb-3 flex items-center gap-2 font-semibold">
          <Lightbulb className="size-4 text-primary" aria-hidden="true" />
          Scheduled Ideas
          {ideas ? <span className="text-sm font-normal text-muted-foreground">({ideas.length})</span> : null}
        </h3>
        {isPending ? (
          <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading ideas">
            <Skeleton className="h-28 w-full rounded-xl" />
            <Skeleton className="h-28 w-full rounded-xl" />
          </div>
        ) : !ideas || ideas.length === 0 ? (
          <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
            No ideas created yet. Days without one show an idea from the built-in catalogue.
          </p>
        ) : (
          <ul className="grid gap-3">
            {ideas.map((idea) => (
              <IdeaRow
                key={idea.id}
                idea={idea}
                today={today}
                onEdit={() => setEditing(idea)}
                onDelete={() => setDeleting(idea)}
              />
            ))}
          </ul>
        )}
      </section>

      <EditIdeaDialog idea={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <DeleteIdeaDialog idea={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </div>
  );
}
