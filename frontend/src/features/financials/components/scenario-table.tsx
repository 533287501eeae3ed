import {
  kindTerms,
  scenarioLabels,
  type FinancialModel,
  type RevenueKindOption,
  type ScenarioResult,
} from '@bb/backend/contracts';
import {
  formatCount,
  formatMoney,
  formatMonth,
  formatMonths,
  formatPercent,
  formatRatio,
} from '../lib/format';

const rows = (customers: string): { label: string; value: (s: ScenarioResult) => string }[] => [
  { label: 'Revenue, year 1', value: (s) => formatMoney(s.years[0]?.revenue ?? 0) },
  { label: 'Revenue, year 2', value: (s) => formatMoney(s.years[1]?.revenue ?? 0) },
  { label: 'Revenue, year 3', value: (s) => formatMoney(s.years[2]?.revenue ?? 0) },
  { label: 'Profit, year 3', value: (s) => formatMoney(s.years[2]?.profit ?? 0) },
  {
    label: 'Gross margin, year 3',
    value: (s) => margin(s.years[2]?.grossProfit ?? 0, s.years[2]?.revenue ?? 0),
  },
  {
    label: `Active ${customers}, month 36`,
    value: (s) => formatCount(s.months.at(-1)?.activeCustomers ?? 0),
  },
  { label: 'Break-even month', value: (s) => formatMonth(s.breakEvenMonth) },
  {
    label: 'Runway',
    value: (s) => (s.runwayMonths === null ? 'Cash lasts all 36 months' : formatMonths(s.runwayMonths)),
  },
  { label: 'Lowest cash', value: (s) => `${formatMoney(s.lowestCash)} (month ${s.lowestCashMonth})` },
  { label: 'Extra funding needed', value: (s) => formatMoney(s.fundingNeeded) },
  { label: 'Cash at month 36', value: (s) => formatMoney(s.months.at(-1)?.cash ?? 0) },
];

const unitRows: { label: string; value: (s: ScenarioResult) => string }[] = [
  {
    label: 'Contribution margin',
    value: (s) =>
      s.unitEconomics.contributionMargin === null
        ? 'No revenue'
        : formatPercent(s.unitEconomics.contributionMargin),
  },
  { label: 'Lifetime value', value: (s) => formatMoney(s.unitEconomics.lifetimeValue) },
  {
    label: 'LTV / CAC',
    value: (s) =>
      s.unitEconomics.ltvToCac === null
        ? 'No acquisition cost'
        : `${formatRatio(s.unitEconomics.ltvToCac)} : 1`,
  },
  {
    label: 'CAC payback',
    value: (s) =>
      s.unitEconomics.paybackMonths === null
        ? 'Never (no contribution)'
        : `${formatRatio(s.unitEconomics.paybackMonths)} months`,
  },
];

function margin(gross: number, revenue: number): string {
  return revenue > 0 ? formatPercent((gross / revenue) * 100) : 'No revenue';
}

/** The three scenarios side by side: yearly totals, break-even, runway and unit economics. */
export function ScenarioTable({
  model,
  revenueKind,
}: {
  model: FinancialModel;
  revenueKind: RevenueKindOption;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="sr-only">The three scenarios over 36 months</caption>
        <thead className="bg-muted/60 text-left text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Projection
            </th>
            {model.scenarios.map((s) => (
              <th key={s.name} scope="col" className="px-3 py-2 text-right font-semibold">
                {scenarioLabels[s.name]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...rows(kindTerms[revenueKind].customers), ...unitRows].map((row, i) => (
            <tr key={row.label} className={i % 2 === 1 ? 'bg-muted/30' : undefined}>
              <th scope="row" className="px-3 py-2 text-left font-medium">
                {row.label}
              </th>
              {model.scenarios.map((s) => (
                <td key={s.name} className="px-3 py-2 text-right tabular-nums" data-scenario={s.name}>
                  {row.value(s)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
