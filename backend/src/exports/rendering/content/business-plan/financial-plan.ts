import { assumptionTerms, kindTerms, scenarioLabels } from '../../../../contracts/financials-terms';
import {
  financialAssumptionFieldNames,
  type FinancialAssumptions,
  type ScenarioResult,
} from '../../../../contracts/financials';
import type { PlanChart, PlanSection, PlanTableColumn } from './plan-blocks';
import type { PlanContext } from './plan-context';
import { capitalise, count, decimal, money, monthOrNever, percent, plural } from './plan-format';

/** The financial plan: assumptions, the three scenarios, charts, yearly and monthly tables. */

export const PROJECTION_NOTE =
  'All figures in this section are projections computed from the assumptions stated here. ' +
  'They are estimates for planning, not market data and not a forecast of what will happen.';

function assumptionValue(
  a: FinancialAssumptions,
  field: (typeof financialAssumptionFieldNames)[number],
): string {
  const terms = assumptionTerms(a.revenueKind);
  const value = a[field];
  if (field === 'revenueKind') return kindTerms[a.revenueKind].title;
  if (field === 'fixedCosts')
    return `${money(a.fixedCosts.reduce((s, c) => s + c.monthly, 0))} a month (below)`;
  if (typeof value !== 'number') return '';
  const unit = terms[field].unit;
  return unit === 'money' ? money(value) : unit === 'percent' ? percent(value) : decimal(value);
}

export function assumptionsTable(ctx: PlanContext): { columns: PlanTableColumn[]; rows: string[][] } {
  const a = ctx.financials.assumptions;
  const terms = assumptionTerms(a.revenueKind);
  const fields = financialAssumptionFieldNames.filter(
    (f) => f !== 'takeRate' || a.revenueKind === 'marketplace',
  );
  return {
    columns: [
      { header: 'Assumption', share: 4 },
      { header: 'Value', share: 2.4, numeric: true },
      { header: 'Source', share: 2 },
    ],
    rows: fields.map((f) => [
      terms[f].label,
      assumptionValue(a, f),
      ctx.financials.origins[f] === 'default' ? 'Default' : 'Your figure',
    ]),
  };
}

type Row = { label: string; value: (s: ScenarioResult) => string };
const scenarioRows = (horizon: number): Row[] => [
  { label: 'Revenue, year 1', value: (s) => money(s.years[0]?.revenue ?? 0) },
  { label: 'Revenue, year 2', value: (s) => money(s.years[1]?.revenue ?? 0) },
  { label: 'Revenue, year 3', value: (s) => money(s.years[2]?.revenue ?? 0) },
  { label: 'Profit, year 3', value: (s) => money(s.years[2]?.profit ?? 0) },
  {
    label: 'Break-even month',
    value: (s) => (s.breakEvenMonth === null ? `Not within ${horizon}` : `Month ${s.breakEvenMonth}`),
  },
  {
    label: 'Runway',
    value: (s) => (s.runwayMonths === null ? `All ${horizon} months` : plural(s.runwayMonths, 'month')),
  },
  { label: 'Lowest cash', value: (s) => `${money(s.lowestCash)} (month ${s.lowestCashMonth})` },
  { label: 'Extra funding needed', value: (s) => money(s.fundingNeeded) },
  { label: `Cash at month ${horizon}`, value: (s) => money(s.months.at(-1)?.cash ?? 0) },
];

export function scenarioTable(ctx: PlanContext): { columns: PlanTableColumn[]; rows: string[][] } {
  const scenarios = [ctx.conservative, ctx.base, ctx.optimistic];
  return {
    columns: [
      { header: 'Projection', share: 3.2 },
      ...scenarios.map((s) => ({ header: scenarioLabels[s.name], share: 2.2, numeric: true })),
    ],
    rows: scenarioRows(ctx.horizon).map((r) => [r.label, ...scenarios.map(r.value)]),
  };
}

export function unitEconomicsRows(ctx: PlanContext): string[][] {
  const u = ctx.base.unitEconomics;
  const one = ctx.terms.customers.replace(/s$/, '');
  return [
    [`Revenue per active ${one} per month`, money(u.revenuePerCustomer)],
    [
      'Contribution margin',
      u.contributionMargin === null ? 'No revenue at this price' : percent(u.contributionMargin),
    ],
    [
      `Expected lifetime of a ${one}`,
      u.expectedLifetimeMonths === null
        ? `No churn assumed: counted over ${ctx.horizon} months`
        : plural(u.expectedLifetimeMonths, 'month'),
    ],
    ['Lifetime value (contribution)', money(u.lifetimeValue)],
    ['Acquisition cost (CAC)', money(ctx.financials.assumptions.acquisitionCost)],
    ['LTV / CAC', u.ltvToCac === null ? 'No acquisition cost assumed' : `${decimal(u.ltvToCac)} : 1`],
    [
      'CAC payback',
      u.paybackMonths === null
        ? 'Never: each sale contributes nothing'
        : plural(Math.ceil(u.paybackMonths), 'month'),
    ],
  ];
}

function chart(ctx: PlanContext, metric: 'revenue' | 'cash'): PlanChart {
  const series = [ctx.conservative, ctx.base, ctx.optimistic].map((s) => ({
    label: scenarioLabels[s.name],
    values: s.months.map((m) => m[metric]),
    dash:
      s.name === 'conservative'
        ? ([5, 3] as [number, number])
        : s.name === 'optimistic'
          ? ([1.5, 2] as [number, number])
          : undefined,
    emphasis: s.name === 'base',
  }));
  const at36 = (s: ScenarioResult) => money(s.months.at(-1)?.[metric] ?? 0);
  const breakEven = ctx.base.breakEvenMonth;
  return {
    title:
      metric === 'revenue'
        ? 'Monthly revenue, three scenarios'
        : 'Cash at the end of each month, three scenarios',
    caption:
      `Month ${ctx.horizon} ${metric}: ${at36(ctx.conservative)} conservative, ${at36(ctx.base)} base, ` +
      `${at36(ctx.optimistic)} optimistic. Base break-even: ${monthOrNever(breakEven, ctx.horizon)}.`,
    series,
    marker: breakEven === null ? undefined : { month: breakEven, label: `Break-even, month ${breakEven}` },
    zeroLine: metric === 'cash',
  };
}

function yearTable(s: ScenarioResult): string[][] {
  return s.years.map((y) => {
    const rows = s.months.slice((y.year - 1) * 12, y.year * 12);
    const operating = rows.reduce((sum, r) => sum + r.operatingCosts, 0);
    return [
      `Year ${y.year}`,
      money(y.revenue),
      money(y.grossProfit),
      money(operating),
      money(y.profit),
      money(y.endCash),
    ];
  });
}

const money6: PlanTableColumn[] = [
  { header: 'Revenue', share: 2, numeric: true },
  { header: 'Gross profit', share: 2, numeric: true },
  { header: 'Operating costs', share: 2.2, numeric: true },
  { header: 'Profit', share: 2, numeric: true },
];

export function financialPlanSection(ctx: PlanContext, number: number): PlanSection {
  const a = ctx.financials.assumptions;
  const assumptions = assumptionsTable(ctx);
  const scenarios = scenarioTable(ctx);
  return {
    title: `${number}. Financial Plan`,
    blocks: [
      { kind: 'note', text: PROJECTION_NOTE },
      {
        kind: 'paragraph',
        text: `${ctx.financials.defaultsBasis} Figures marked "Your figure" were set by the founder.`,
      },
      { kind: 'heading', text: 'Assumptions' },
      { kind: 'table', ...assumptions },
      { kind: 'heading', text: 'Fixed monthly costs' },
      {
        kind: 'table',
        columns: [
          { header: 'Cost', share: 5 },
          { header: 'Per month', share: 2, numeric: true },
          { header: 'Per year', share: 2, numeric: true },
        ],
        rows: [
          ...a.fixedCosts.map((c) => [c.label, money(c.monthly), money(c.monthly * 12)]),
          [
            'Total',
            money(a.fixedCosts.reduce((s, c) => s + c.monthly, 0)),
            money(a.fixedCosts.reduce((s, c) => s + c.monthly * 12, 0)),
          ],
        ],
      },
      { kind: 'heading', text: 'Scenarios' },
      {
        kind: 'paragraph',
        text:
          `The conservative scenario wins ${percent(a.scenarioSpread)} fewer new ${ctx.terms.customers}, grows ${percent(a.scenarioSpread)} more slowly ` +
          `and loses ${percent(a.scenarioSpread)} more of them each month than the base; the optimistic scenario does the opposite. ` +
          'Prices and costs are the same in all three.',
      },
      { kind: 'table', ...scenarios },
      { kind: 'chart', chart: chart(ctx, 'revenue') },
      { kind: 'chart', chart: chart(ctx, 'cash') },
      { kind: 'heading', text: 'Profit and loss by year (base scenario)' },
      {
        kind: 'table',
        columns: [
          { header: 'Year', share: 1.4 },
          ...money6,
          { header: 'Cash at year end', share: 2.2, numeric: true },
        ],
        rows: yearTable(ctx.base),
      },
      { kind: 'heading', text: 'First 12 months (base scenario)' },
      {
        kind: 'table',
        columns: [
          { header: 'Month', share: 1.5 },
          { header: capitalise(ctx.terms.customers), share: 2.4, numeric: true },
          ...money6,
          { header: 'Cash', share: 2, numeric: true },
        ],
        rows: ctx.base.months
          .slice(0, 12)
          .map((m) => [
            String(m.month),
            count(m.activeCustomers),
            money(m.revenue),
            money(m.grossProfit),
            money(m.operatingCosts),
            money(m.profit),
            money(m.cash),
          ]),
      },
      { kind: 'heading', text: 'Unit economics (base scenario)' },
      {
        kind: 'table',
        columns: [
          { header: 'Measure', share: 5 },
          { header: 'Value', share: 3, numeric: true },
        ],
        rows: unitEconomicsRows(ctx),
      },
    ],
  };
}
