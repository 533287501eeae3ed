import { scenarioLabels, type FinancialModel } from '@bb/backend/contracts';
import { useId, type ReactNode } from 'react';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney, formatMoneyShort, formatMonth } from '../lib/format';

// Theme tokens, so the charts follow light and dark mode; three hues told apart by dash too.
const AXIS = { fontSize: 11, fill: 'var(--muted-foreground)' };
const LINES = [
  { key: 'conservative', color: 'var(--chart-conservative, #d97706)', dash: '6 4' },
  { key: 'base', color: 'var(--primary)', dash: undefined },
  { key: 'optimistic', color: 'var(--chart-optimistic, #0d9488)', dash: '2 3' },
] as const;
const TOOLTIP = {
  contentStyle: {
    background: 'var(--popover)',
    border: '1px solid var(--border)',
    borderRadius: 8,
    color: 'var(--popover-foreground)',
    fontSize: 12,
  },
  labelStyle: { color: 'var(--popover-foreground)', fontWeight: 600 },
};

type Metric = 'revenue' | 'cash';

function rowsOf(model: FinancialModel, metric: Metric) {
  const [first] = model.scenarios;
  return (first?.months ?? []).map((_, i) => {
    const row: Record<string, number> = { month: i + 1 };
    for (const s of model.scenarios) row[s.name] = Math.round(s.months[i]?.[metric] ?? 0);
    return row;
  });
}

function Chart({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  const id = useId();
  return (
    <figure className="min-w-0" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`}>
      <figcaption id={`${id}-title`} className="mb-2 text-sm font-semibold">
        {title}
      </figcaption>
      <div className="h-64" role="img" aria-labelledby={`${id}-summary`}>
        {children}
      </div>
      <p id={`${id}-summary`} className="mt-1 text-xs text-muted-foreground">
        {summary}
      </p>
    </figure>
  );
}

/** Revenue and cash over 36 months for the three scenarios, the base break-even month marked. */
export function ScenarioCharts({ model }: { model: FinancialModel }) {
  const base = model.scenarios.find((s) => s.name === 'base');
  const breakEven = base?.breakEvenMonth ?? null;
  const marker =
    breakEven === null ? null : (
      <ReferenceLine
        x={breakEven}
        stroke="var(--foreground)"
        strokeDasharray="4 3"
        label={{
          value: `Break-even: month ${breakEven}`,
          position: 'insideTopLeft',
          fontSize: 11,
          fill: 'var(--foreground)',
        }}
      />
    );
  const lines = LINES.map((l) => (
    <Line
      key={l.key}
      type="monotone"
      dataKey={l.key}
      name={scenarioLabels[l.key]}
      stroke={l.color}
      strokeDasharray={l.dash}
      strokeWidth={l.key === 'base' ? 2.5 : 1.8}
      dot={false}
      isAnimationActive={false}
    />
  ));
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
      <XAxis dataKey="month" tick={AXIS} tickLine={false} ticks={[1, 6, 12, 18, 24, 30, 36]} />
      <YAxis tick={AXIS} tickLine={false} width={64} tickFormatter={(v: number) => formatMoneyShort(v)} />
      <Tooltip
        {...TOOLTIP}
        labelFormatter={(m) => `Month ${Number(m)}`}
        formatter={(v) => formatMoney(Number(v))}
      />
      <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
    </>
  );
  const last = (name: string, metric: Metric) =>
    formatMoney(model.scenarios.find((s) => s.name === name)?.months.at(-1)?.[metric] ?? 0);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Chart
        title="Monthly revenue"
        summary={`Month 36 revenue: ${last('conservative', 'revenue')} conservative, ${last('base', 'revenue')} base, ${last('optimistic', 'revenue')} optimistic. Base break-even: ${formatMonth(breakEven)}.`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rowsOf(model, 'revenue')} margin={{ top: 16, right: 12, left: 0, bottom: 0 }}>
            {axes}
            {marker}
            {lines}
          </LineChart>
        </ResponsiveContainer>
      </Chart>
      <Chart
        title="Cash at the end of each month"
        summary={`Cash at month 36: ${last('conservative', 'cash')} conservative, ${last('base', 'cash')} base, ${last('optimistic', 'cash')} optimistic.`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rowsOf(model, 'cash')} margin={{ top: 16, right: 12, left: 0, bottom: 0 }}>
            {axes}
            <ReferenceLine y={0} stroke="var(--muted-foreground)" />
            {marker}
            {lines}
          </LineChart>
        </ResponsiveContainer>
      </Chart>
    </div>
  );
}
