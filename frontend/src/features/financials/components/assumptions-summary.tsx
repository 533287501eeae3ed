import { assumptionTerms, kindTerms, type FinancialsResponse } from '@bb/backend/contracts';
import { formatAmount, formatMoney, formatPercent, formatRatio } from '../lib/format';
import { ASSUMPTION_GROUPS, isShown } from '../lib/assumption-groups';

const formatted = (value: number, unit: string) =>
  unit === 'money' ? formatAmount(value) : unit === 'percent' ? formatPercent(value) : formatRatio(value);

/**
 * A completed project's assumptions, read as a document: each one's value in the business's own
 * terms, grouped as the form groups them, and the fixed costs as a list (no disabled inputs).
 */
export function AssumptionsSummary({ data }: { data: FinancialsResponse }) {
  const { assumptions, origins } = data;
  const terms = assumptionTerms(assumptions.revenueKind);
  const fixedTotal = assumptions.fixedCosts.reduce((sum, c) => sum + c.monthly, 0);
  const edited = (field: string) => origins[field] !== undefined && origins[field] !== 'default';
  const mark = (field: string) =>
    edited(field) ? <span className="ml-1.5 text-xs font-normal text-muted-foreground">(yours)</span> : null;

  return (
    <div className="grid gap-6">
      <dl className="grid gap-1">
        <dt className="text-sm text-muted-foreground">{terms.revenueKind.label}</dt>
        <dd className="font-medium">
          {kindTerms[assumptions.revenueKind].title}
          {mark('revenueKind')}
        </dd>
      </dl>
      {ASSUMPTION_GROUPS.map((group) => (
        <section key={group.title} aria-label={group.title} className="grid gap-3">
          <h4 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {group.title}
          </h4>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {group.fields
              .filter((field) => isShown(field, assumptions.revenueKind))
              .map((field) => (
                <div key={field}>
                  <dt className="text-sm text-muted-foreground">{terms[field].label}</dt>
                  <dd className="font-medium tabular-nums">
                    {formatted(assumptions[field], terms[field].unit)}
                    {mark(field)}
                  </dd>
                </div>
              ))}
          </dl>
          {group.title === 'Costs' ? (
            <div className="grid gap-1">
              <p className="text-sm text-muted-foreground">
                Fixed monthly costs: {formatMoney(fixedTotal)} a month{mark('fixedCosts')}
              </p>
              {assumptions.fixedCosts.length ? (
                <ul className="grid gap-1 text-sm">
                  {assumptions.fixedCosts.map((cost, i) => (
                    <li
                      key={i}
                      className="flex justify-between gap-4 border-b border-dashed pb-1 last:border-0"
                    >
                      <span>{cost.label}</span>
                      <span className="tabular-nums">{formatAmount(cost.monthly)}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
        </section>
      ))}
    </div>
  );
}
