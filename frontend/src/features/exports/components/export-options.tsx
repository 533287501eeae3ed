import type { ExportType, SubscriptionStatusResponse, Tier } from '@bb/backend/contracts';
import { Link } from 'react-router';
import type { ExportedProjectFile } from '../api/export-project-file';
import { exportOptions, exportUsageLabel } from '../lib/export-catalog';
import type { ExportFormat } from '../lib/export-file-name';
import { ExportCard } from './export-card';

export interface ExportOptionsProps {
  projectId: string;
  tier: Tier;
  status: SubscriptionStatusResponse | undefined;
  onExported?: (file: ExportedProjectFile, type: ExportType, format: ExportFormat | undefined) => void;
  /** Runs before each export with the export itself (step 8 warns about stale steps first). */
  beforeExport?: (proceed: () => void) => void;
}

/** The six export cards (data-tour="export-options") with the month's export count. */
export function ExportOptions({ projectId, tier, status, onExported, beforeExport }: ExportOptionsProps) {
  return (
    <section aria-labelledby="export-options-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="export-options-heading" className="font-semibold">
          Export your project
        </h3>
        {status && status.exportLimit === 0 ? (
          <p className="text-sm text-muted-foreground">
            Your plan includes no exports.{' '}
            <Link to="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
              See plans
            </Link>
          </p>
        ) : status ? (
          <p className="text-sm text-muted-foreground">
            Exports this month:{' '}
            <span className="font-semibold text-foreground">{exportUsageLabel(status)}</span>
            {!status.canExport && tier !== 'free' ? (
              <>
                {' · '}
                <Link to="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
                  Upgrade for more
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      <div data-tour="export-options" className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {exportOptions.map((option) => (
          <ExportCard
            key={option.type}
            option={option}
            projectId={projectId}
            tier={tier}
            status={status}
            onExported={onExported}
            beforeExport={beforeExport}
          />
        ))}
      </div>
    </section>
  );
}
