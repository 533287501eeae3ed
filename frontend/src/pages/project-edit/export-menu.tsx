import type { ExportType, SubscriptionStatusResponse } from '@bb/backend/contracts';
import { Ban, ChevronDown, Download, FileCode2, FileText, Image, Package } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useExportProjectFile, useExportProjectPackage } from '@/features/exports/api/export-project-file';
import { exportAccess, exportOptions, formatLabels } from '@/features/exports/lib/export-catalog';
import type { ExportFormat } from '@/features/exports/lib/export-file-name';
import { isApiError } from '@/lib/api';

const icons: Record<ExportType, typeof Package> = {
  'complete-package': Package,
  'business-plan': FileText,
  'brand-guidelines': FileText,
  'technical-docs': FileCode2,
  requirements: FileText,
  'logo-files': Image,
};

/** The menu entries: each export, and each format of the documents that have a Markdown edition. */
const entries = exportOptions.flatMap((option) =>
  (option.formats ?? [undefined]).map((format) => ({
    option,
    format,
    label: format ? `${option.title} (${formatLabels[format]})` : `${option.title} (${option.fileKind})`,
  })),
);

/**
 * Export Project downloads the complete package (POST /api/export/{id} {format: 'complete'},
 * saved as project-{id}-export.zip); 'More export formats' beside it opens
 * the six exports and their formats, each locked with its reason when the plan lacks it. Both
 * become 'Export Limit Reached' (disabled) when the month has no export left or the plan none.
 */
export function ExportMenu({
  projectId,
  status,
}: {
  projectId: string;
  status: SubscriptionStatusResponse | undefined;
}) {
  const exporter = useExportProjectFile();
  const packager = useExportProjectPackage();
  const pending = exporter.isPending || packager.isPending;
  if (status && !status.canExport) {
    return (
      <Button
        variant="outline"
        disabled
        title={
          status.exportLimit === 0
            ? 'Your plan includes no exports'
            : 'You have used every export of this month'
        }
      >
        <Ban aria-hidden="true" />
        Export Limit Reached
      </Button>
    );
  }
  const outcome = {
    onSuccess: (file: { fileName: string }) =>
      toast({ title: 'Export successful', description: `${file.fileName} has been downloaded.` }),
    onError: (error: unknown) =>
      toast({
        variant: 'destructive',
        title: 'Export failed',
        description: (isApiError(error) && error.serverMessage) || 'Failed to export project.',
      }),
  };
  const run = (type: ExportType, format: ExportFormat | undefined) =>
    exporter.mutate({ projectId, type, format }, outcome);
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="outline"
        disabled={!status || pending}
        onClick={() => packager.mutate({ projectId }, outcome)}
      >
        {pending ? <Spinner label="Exporting" /> : <Download aria-hidden="true" />}
        {pending ? 'Exporting…' : 'Export Project'}
      </Button>
      <ExportFormatsMenu disabled={!status || pending} status={status} run={run} />
    </div>
  );
}

function ExportFormatsMenu({
  disabled,
  status,
  run,
}: {
  disabled: boolean;
  status: SubscriptionStatusResponse | undefined;
  run: (type: ExportType, format: ExportFormat | undefined) => void;
}) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="icon" disabled={disabled} aria-label="More export formats">
          <ChevronDown className="size-4" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">
          Download as
        </DropdownMenuLabel>
        {entries.map(({ option, format, label }, i) => {
          const access = status
            ? exportAccess(option, status.tier, status)
            : { allowed: false as const, message: '' };
          const Icon = icons[option.type];
          const previous = entries[i - 1];
          return (
            <div key={label}>
              {previous &&
              previous.option.type !== option.type &&
              (previous.option.formats || option.formats) ? (
                <DropdownMenuSeparator />
              ) : null}
              <DropdownMenuItem
                disabled={!access.allowed}
                onSelect={() => run(option.type, format)}
                className="items-start"
              >
                <Icon aria-hidden="true" className="mt-0.5" />
                <span className="grid">
                  <span>{label}</span>
                  {!access.allowed && access.message ? (
                    <span className="text-xs text-muted-foreground">{access.message}</span>
                  ) : null}
                </span>
              </DropdownMenuItem>
            </div>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
