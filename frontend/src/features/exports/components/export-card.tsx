import type { ExportType, SubscriptionStatusResponse, Tier } from '@bb/backend/contracts';
import {
  BookOpen,
  ClipboardList,
  Crown,
  Download,
  FileCode,
  Image,
  Lock,
  Package,
  Palette,
  type LucideIcon,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { useExportProjectFile, type ExportedProjectFile } from '../api/export-project-file';
import { exportAccess, exportFailureMessage, formatLabels, type ExportOption } from '../lib/export-catalog';
import type { ExportFormat } from '../lib/export-file-name';

const icons: Record<ExportType, LucideIcon> = {
  'complete-package': Package,
  'business-plan': BookOpen,
  'brand-guidelines': Palette,
  'technical-docs': FileCode,
  requirements: ClipboardList,
  'logo-files': Image,
};

export interface ExportCardProps {
  option: ExportOption;
  projectId: string;
  tier: Tier;
  status: SubscriptionStatusResponse | undefined;
  onExported?: (file: ExportedProjectFile, type: ExportType, format: ExportFormat | undefined) => void;
  /** Called before an export starts with the export itself: run it now, later or never (a warning first). */
  beforeExport?: (proceed: () => void) => void;
}

/** One export: what it holds, the format where there is a choice, Download (or why it is locked). */
export function ExportCard({ option, projectId, tier, status, onExported, beforeExport }: ExportCardProps) {
  const [format, setFormat] = useState<ExportFormat>('pdf');
  const exporter = useExportProjectFile();
  const id = useId();
  const Icon = icons[option.type];
  const access = exportAccess(option, tier, status);
  const locked = !access.allowed;
  const chosen = option.formats ? format : undefined;
  const fileKind = option.formats
    ? formatLabels[format].toUpperCase().replace('MARKDOWN', 'MD')
    : option.fileKind;

  const run = () =>
    exporter.mutate(
      { projectId, type: option.type, format: chosen },
      {
        onSuccess: (file) => {
          toast({ title: 'Export Successful', description: `${file.fileName} has been downloaded.` });
          onExported?.(file, option.type, chosen);
        },
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Export Failed', description: exportFailureMessage(error) }),
      },
    );

  const download = () => (beforeExport ? beforeExport(run) : run());

  return (
    <article
      aria-labelledby={`${id}-title`}
      aria-busy={exporter.isPending}
      data-export-type={option.type}
      className={cn(
        'relative flex flex-col overflow-hidden rounded-xl border bg-background p-4 transition',
        locked ? 'bg-muted/30' : 'hover:border-primary/40 hover:shadow-md',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-lg',
            locked ? 'bg-muted text-muted-foreground' : 'bg-accent text-primary',
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h4 id={`${id}-title`} className="flex flex-wrap items-center gap-2 font-semibold">
            {/* Its own element, so a lookup of the card's title finds exactly the title. */}
            <span>{option.title}</span>
            <span className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.65rem] font-semibold text-muted-foreground">
              {fileKind}
            </span>
          </h4>
          <p className="mt-0.5 text-sm text-muted-foreground">{option.description}</p>
        </div>
      </div>

      <ul className="mt-3 space-y-1 text-xs text-muted-foreground">
        {option.contents.map((line) => (
          <li key={line} className="flex gap-2">
            <span aria-hidden="true" className="mt-1.5 size-1 shrink-0 rounded-full bg-primary/60" />
            {line}
          </li>
        ))}
      </ul>

      <div className="mt-auto pt-4">
        {option.formats && !locked ? (
          // Named by aria-label, not a hidden legend: the title's text stays once on the page.
          <fieldset className="mb-3" disabled={exporter.isPending} aria-label={`${option.title} format`}>
            <div className="inline-flex rounded-lg bg-muted p-0.5">
              {option.formats.map((f) => (
                <label
                  key={f}
                  className={cn(
                    'cursor-pointer rounded-md px-3 py-1 text-xs font-medium transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                    format === f
                      ? 'bg-background text-foreground shadow-sm'
                      : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-format`}
                    value={f}
                    checked={format === f}
                    onChange={() => setFormat(f)}
                    className="sr-only"
                  />
                  {formatLabels[f]}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}

        {locked ? (
          <div className="space-y-2">
            <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
              <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
              {access.message}
            </p>
            <Button asChild size="sm" variant="outline" className="w-full">
              <Link to="/pricing" aria-label={`Upgrade to export ${option.title}`}>
                <Crown aria-hidden="true" />
                Upgrade
              </Link>
            </Button>
          </div>
        ) : (
          <Button
            className="w-full"
            variant={option.type === 'complete-package' ? 'brand' : 'outline'}
            onClick={download}
            disabled={exporter.isPending}
            aria-label={exporter.isPending ? `Preparing ${option.title}` : `Download ${option.title}`}
          >
            {exporter.isPending ? (
              <Spinner label={`Preparing ${option.title}`} />
            ) : (
              <Download aria-hidden="true" />
            )}
            {exporter.isPending ? 'Preparing…' : 'Download'}
          </Button>
        )}
      </div>

      {exporter.isPending ? (
        <div className="absolute inset-x-0 bottom-0 h-1 overflow-hidden bg-primary/15" aria-hidden="true">
          <div className="h-full w-1/3 animate-progress-indeterminate bg-gradient-brand" />
        </div>
      ) : null}
    </article>
  );
}
