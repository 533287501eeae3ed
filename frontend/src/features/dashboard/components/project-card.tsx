import type { ProjectListItem, Tier } from '@bb/backend/contracts';
import { CalendarClock, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { stepTitleOf } from '@/features/project-staleness';
import { Progress } from '@/components/ui/progress';
import { formatDate, formatRelative, projectTitle, statusLabels } from '@/features/projects';
import { cn } from '@/lib/utils';
import { ProjectCardMenu } from './project-card-menu';

const statusVariant: Record<ProjectListItem['status'], BadgeProps['variant']> = {
  draft: 'secondary',
  in_progress: 'soft',
  completed: 'success',
};

export interface ProjectCardProps {
  project: ProjectListItem;
  tier: Tier;
  /** The first card carries the dashboard tour's targets. */
  tourTargets?: boolean;
  busy?: string | null;
  onDelete: (project: ProjectListItem) => void;
  onDuplicate: (project: ProjectListItem) => void;
  onExport: (project: ProjectListItem, format: 'complete-package' | 'business-plan') => void;
}

/** One project: title, status, progress by completion percentage, 'Step X of 8', last update, menu. */
export function ProjectCard({
  project,
  tier,
  tourTargets,
  busy,
  onDelete,
  onDuplicate,
  onExport,
}: ProjectCardProps) {
  const title = projectTitle(project.title);
  const { summary } = project;
  const headingId = `project-${project.id}-title`;
  const stripe =
    summary.primaryColor && summary.secondaryColor
      ? { backgroundImage: `linear-gradient(90deg, ${summary.primaryColor}, ${summary.secondaryColor})` }
      : undefined;
  const blurb = summary.businessIdea || summary.description;

  return (
    <article
      aria-labelledby={headingId}
      className="group relative flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm shadow-slate-900/5 transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md focus-within:border-primary/50"
    >
      <div
        className={cn('h-1.5', !stripe && 'bg-gradient-brand opacity-80')}
        style={stripe}
        aria-hidden="true"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <h3 id={headingId} className="text-base leading-snug font-semibold">
              <Link
                to={`/wizard/${project.id}`}
                className={cn(
                  'rounded-sm outline-none after:absolute after:inset-0 after:content-[""] focus-visible:ring-2 focus-visible:ring-ring',
                  !project.title.trim() && 'text-muted-foreground italic',
                )}
              >
                <span className="line-clamp-2 break-words">{title}</span>
              </Link>
            </h3>
            {summary.businessName && summary.businessName !== project.title ? (
              <p className="mt-0.5 truncate text-xs text-muted-foreground">{summary.businessName}</p>
            ) : null}
          </div>
          <div className="relative z-10 flex shrink-0 items-center gap-1">
            {project.staleSteps.length > 0 ? (
              <Badge
                variant="warning"
                title={project.staleSteps.map((s) => stepTitleOf(s.step)).join(', ')}
                data-testid="stale-badge"
              >
                {project.staleSteps.length === 1
                  ? 'Update 1 step'
                  : `Update ${project.staleSteps.length} steps`}
              </Badge>
            ) : null}
            <Badge
              variant={statusVariant[project.status]}
              data-tour={tourTargets ? 'project-status' : undefined}
            >
              {statusLabels[project.status]}
            </Badge>
            <ProjectCardMenu
              project={project}
              title={title}
              tier={tier}
              tourTarget={tourTargets}
              onDelete={onDelete}
              onDuplicate={onDuplicate}
              onExport={onExport}
            />
          </div>
        </div>

        <p
          className={cn(
            'mt-3 line-clamp-2 text-sm',
            blurb ? 'text-muted-foreground' : 'text-muted-foreground italic',
          )}
        >
          {blurb || 'No business idea chosen yet'}
        </p>

        <div className="mt-auto pt-5">
          <div className="flex items-center justify-between text-xs font-medium">
            <span>{project.stepLabel}</span>
            <span className="text-muted-foreground">{project.completionPercentage}% complete</span>
          </div>
          <Progress
            value={project.completionPercentage}
            className="mt-2"
            aria-label={`${title}: ${project.completionPercentage}% complete`}
          />
          <div className="mt-4 flex items-center justify-between gap-2 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <CalendarClock className="size-3.5" aria-hidden="true" />
              <span>
                Updated{' '}
                <time dateTime={project.updatedAt} title={formatDate(project.updatedAt)}>
                  {formatRelative(project.updatedAt)}
                </time>
              </span>
            </span>
            {busy ? (
              <span className="inline-flex items-center gap-1.5 text-primary" role="status">
                <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />
                {busy}
              </span>
            ) : null}
          </div>
        </div>
      </div>
    </article>
  );
}

export function ProjectCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border bg-card" aria-hidden="true">
      <div className="h-1.5 animate-pulse bg-muted" />
      <div className="p-5">
        <div className="flex items-start gap-3">
          <div className="flex-1 space-y-2">
            <div className="h-5 w-2/3 animate-pulse rounded-md bg-muted" />
          </div>
          <div className="h-5 w-16 animate-pulse rounded-full bg-muted" />
          <div className="size-8 animate-pulse rounded-md bg-muted" />
        </div>
        <div className="mt-4 h-3 w-full animate-pulse rounded-md bg-muted" />
        <div className="mt-2 h-3 w-4/5 animate-pulse rounded-md bg-muted" />
        <div className="mt-6 flex justify-between">
          <div className="h-3 w-20 animate-pulse rounded-md bg-muted" />
          <div className="h-3 w-16 animate-pulse rounded-md bg-muted" />
        </div>
        <div className="mt-2 h-2 w-full animate-pulse rounded-full bg-muted" />
        <div className="mt-4 h-3 w-28 animate-pulse rounded-md bg-muted" />
      </div>
    </div>
  );
}
