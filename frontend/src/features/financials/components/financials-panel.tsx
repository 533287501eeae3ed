import type { UpdateFinancialsRequest } from '@bb/backend/contracts';
import { AlertCircle, Calculator, Lightbulb, RefreshCw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { useFinancials, useUpdateFinancials } from '../api/financials';
import { formatMoney, formatMonth } from '../lib/format';
import { AssumptionsForm } from './assumptions-form';
import { AssumptionsSummary } from './assumptions-summary';
import { ScenarioTable } from './scenario-table';

// recharts is most of this panel's code: the assumptions and the table do not wait for it.
const ScenarioCharts = lazy(() =>
  import('./scenario-charts').then((module) => ({ default: module.ScenarioCharts })),
);

function PanelSkeleton() {
  return (
    <div role="status" className="grid gap-4" aria-busy="true" aria-label="Loading the financial model">
      <Skeleton className="h-16 w-full" />
      <div className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/**
 * The Financials panel (issue 16): the model's assumptions, editable one by one (each edit is a
 * saved field of the project with its history), the three scenarios as charts and a table.
 */
export function FinancialsPanel({
  projectId,
  headingLevel = 'h2',
}: {
  projectId: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const query = useFinancials(projectId);
  const update = useUpdateFinancials(projectId);
  const errors = isApiError(update.error) ? (update.error.details ?? {}) : {};
  const change = (patch: UpdateFinancialsRequest) => update.mutate(patch);

  let body;
  if (query.isPending) body = <PanelSkeleton />;
  else if (query.isError)
    body = (
      <Alert variant="destructive">
        <AlertCircle aria-hidden="true" />
        <AlertTitle>The financial model could not be loaded</AlertTitle>
        <AlertDescription>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  else if (!query.data.hasIdea)
    body = (
      <Alert variant="info">
        <Lightbulb aria-hidden="true" />
        <AlertTitle>No business idea yet</AlertTitle>
        <AlertDescription>
          Choose an idea and an industry in step 1: the projections start from that kind of business and your
          budget.
        </AlertDescription>
      </Alert>
    );
  else {
    const data = query.data;
    const base = data.model.scenarios.find((s) => s.name === 'base');
    body = (
      <div className="grid gap-8">
        <div className="grid gap-3 rounded-lg border bg-muted/30 p-4 sm:grid-cols-3" aria-live="polite">
          <p>
            <span className="block text-xs text-muted-foreground uppercase">Base break-even</span>
            <strong className="text-lg" data-testid="break-even-month">
              {formatMonth(base?.breakEvenMonth ?? null)}
            </strong>
          </p>
          <p>
            <span className="block text-xs text-muted-foreground uppercase">Revenue, year 3 (base)</span>
            <strong className="text-lg">{formatMoney(base?.years[2]?.revenue ?? 0)}</strong>
          </p>
          <p>
            <span className="block text-xs text-muted-foreground uppercase">Extra funding needed (base)</span>
            <strong className="text-lg">{formatMoney(base?.fundingNeeded ?? 0)}</strong>
          </p>
        </div>
        {update.isError && !isApiError(update.error) ? (
          <Alert variant="destructive">
            <AlertCircle aria-hidden="true" />
            <AlertTitle>Your change was not saved</AlertTitle>
            <AlertDescription>Please try again.</AlertDescription>
          </Alert>
        ) : null}
        {update.isError && isApiError(update.error) && Object.keys(errors).length === 0 ? (
          <Alert variant="destructive">
            <AlertCircle aria-hidden="true" />
            <AlertTitle>Your change was not saved</AlertTitle>
            <AlertDescription>{update.error.serverMessage ?? 'Please try again.'}</AlertDescription>
          </Alert>
        ) : null}
        <section aria-label="Assumptions" className="grid gap-2">
          <p className="text-sm text-muted-foreground">
            {data.defaultsBasis}{' '}
            {data.readOnly
              ? 'Every number below is an assumption;'
              : 'Every number below is an assumption you can change;'}{' '}
            the projections are estimates computed from them, not market data.
          </p>
          {data.readOnly ? (
            <AssumptionsSummary data={data} />
          ) : (
            <AssumptionsForm data={data} disabled={false} errors={errors} onChange={change} />
          )}
        </section>
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <ScenarioCharts model={data.model} />
        </Suspense>
        <ScenarioTable model={data.model} revenueKind={data.assumptions.revenueKind} />
      </div>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel} className="flex items-center gap-2">
          <Calculator className="size-5 text-primary" aria-hidden="true" />
          Financials
        </CardTitle>
        <CardDescription>
          Three scenarios over 36 months from your assumptions: revenue, costs, profit, cash and break-even.
          {query.data?.readOnly ? ' This project is completed, so the assumptions are read-only.' : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
