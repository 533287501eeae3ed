import type { ProjectHistoryEntry, StepKey } from '@bb/backend/contracts';
import { fieldLabel } from '@bb/kernel';
import {
  Bot,
  Download,
  Eye,
  FilePlus2,
  Pencil,
  RotateCcw,
  Save,
  Trophy,
  User,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import {
  groupChanges,
  sourceLabel,
  stepNumberOf,
  stepTitleOf,
  type StepChangeGroup,
} from '../lib/history-entries';
import { historyTime } from '../lib/history-time';

function entryIcon(entry: ProjectHistoryEntry): LucideIcon {
  switch (entry.type) {
    case 'projects.project-created':
      return FilePlus2;
    case 'projects.project-renamed':
      return Pencil;
    case 'projects.step-data-restored':
      return RotateCcw;
    case 'projects.project-completed':
      return Trophy;
    case 'exports.export-created':
      return Download;
    default:
      return Save;
  }
}

/** One save in the project's history, with its changes grouped by step. */
export function HistoryEntry({
  entry,
  current,
  onPreview,
  onDownload,
  downloading = false,
}: {
  entry: ProjectHistoryEntry;
  current: Partial<Record<StepKey, number>>;
  onPreview: (step: StepKey) => void;
  /** Downloads the complete package as the project was at this version; absent for exports. */
  onDownload?: () => void;
  downloading?: boolean;
}) {
  const Icon = entryIcon(entry);
  const groups = groupChanges(entry);
  return (
    <li className="relative flex gap-3" data-version={entry.version}>
      <span className="relative z-10 mt-1 flex size-8 shrink-0 items-center justify-center rounded-full border bg-background text-muted-foreground">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 rounded-lg border bg-card p-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <p className="text-sm font-semibold">{entry.label}</p>
          <p className="text-xs text-muted-foreground">
            <time dateTime={entry.at}>{historyTime(entry.at)}</time> · v{entry.version}
          </p>
        </div>
        {entry.title ? (
          <p className="mt-0.5 truncate text-xs text-muted-foreground">Title: {entry.title}</p>
        ) : null}
        {onDownload && entry.type !== 'exports.export-created' ? (
          <Button
            variant="ghost"
            size="sm"
            className="mt-1 -ml-2 h-7 px-2 text-xs"
            onClick={onDownload}
            disabled={downloading}
            aria-label={`Download the complete package of version ${entry.version}`}
          >
            <Download aria-hidden="true" />
            {downloading ? 'Preparing…' : 'Download this version'}
          </Button>
        ) : null}
        {entry.type === 'projects.wizard-step-saved' && groups.length === 0 && entry.currentStep ? (
          <p className="mt-0.5 text-xs text-muted-foreground">Moved on to step {entry.currentStep}</p>
        ) : null}
        {groups.length > 0 ? (
          <ul className="mt-2 space-y-2">
            {groups.map((group) => (
              <ChangeGroup
                key={group.step}
                group={group}
                isCurrent={current[group.step] === entry.version}
                onPreview={() => onPreview(group.step)}
              />
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

function SourceBadge({ source }: { source: StepChangeGroup['source'] | 'user' | 'generator' }) {
  if (source === 'mixed') return <Badge variant="outline">You and AI</Badge>;
  return source === 'user' ? (
    <Badge variant="secondary">
      <User aria-hidden="true" />
      You
    </Badge>
  ) : (
    <Badge variant="soft">
      <Bot aria-hidden="true" />
      Generated
    </Badge>
  );
}

function ChangeGroup({
  group,
  isCurrent,
  onPreview,
}: {
  group: StepChangeGroup;
  isCurrent: boolean;
  onPreview: () => void;
}) {
  const title = stepTitleOf(group.step);
  return (
    <li className="rounded-md bg-surface p-2.5">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-xs font-semibold">
          Step {stepNumberOf(group.step)} · {title}
        </p>
        <SourceBadge source={group.source} />
        {isCurrent ? <Badge variant="success">Current</Badge> : null}
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto h-7 px-2"
          onClick={onPreview}
          aria-label={`Preview ${title} at this version`}
        >
          <Eye aria-hidden="true" />
          Preview
        </Button>
      </div>
      <p className="mt-1 text-xs text-muted-foreground">
        {group.fields.map((f, i) => (
          <span key={f.field}>
            {i > 0 ? ', ' : ''}
            <span className={cn(f.cleared && 'line-through')} title={sourceLabel(f.source)}>
              {fieldLabel(f.field)}
            </span>
            {f.cleared ? ' (cleared)' : ''}
            {group.source === 'mixed' ? ` (${f.source.source === 'user' ? 'you' : 'AI'})` : ''}
          </span>
        ))}
      </p>
    </li>
  );
}
