import type { AdminStats } from '@bb/backend/contracts';
import { CheckCircle2, Filter, UserPlus, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatShortDay, WIZARD_STEP_NAMES } from '../lib/format';
import { ChartsSkeleton } from './admin-stats-cards';
import { countOf } from '@/lib/plural';

// Theme tokens, so the charts follow light and dark mode.
const AXIS = { fontSize: 11, fill: 'var(--muted-foreground)' };
const TOOLTIP_STYLE = {
  contentStyle: {
    background: 'var(--popover)',
    border: '1px solid var(--border)',
    borderRadius: 8,
    color: 'var(--popover-foreground)',
    fontSize: 12,
  },
  labelStyle: { color: 'var(--popover-foreground)', fontWeight: 600 },
  itemStyle: { color: 'var(--popover-foreground)' },
  cursor: { fill: 'var(--muted)', opacity: 0.5 },
};

function ChartCard({
  title,
  description,
  summary,
  Icon,
  children,
}: {
  title: string;
  description: string;
  /** What the chart shows, in words, for screen readers. */
  summary: string;
  Icon: LucideIcon;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card className="min-w-0">
      <CardHeader className="pb-2">
        <CardTitle as="h3" className="flex items-center gap-2 text-base">
          <Icon className="size-4 text-primary" aria-hidden="true" />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <figure role="img" aria-labelledby={`${id}-summary`} className="h-56">
          {children}
          <figcaption id={`${id}-summary`} className="sr-only">
            {summary}
          </figcaption>
        </figure>
      </CardContent>
    </Card>
  );
}

function daySummary(noun: string, days: readonly { date: string; count: number }[]): string {
  const total = days.reduce((sum, d) => sum + d.count, 0);
  if (total === 0) return `No ${noun} in the last ${countOf(days.length, 'day')}.`;
  const best = days.reduce((a, b) => (b.count > a.count ? b : a));
  return `${total} ${noun} in the last ${countOf(days.length, 'day')}; the most on ${formatShortDay(best.date)} (${best.count}).`;
}

function DailyChart({
  data,
  color,
  name,
}: {
  data: readonly { date: string; count: number }[];
  color: string;
  name: string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={formatShortDay}
          tick={AXIS}
          tickLine={false}
          axisLine={{ stroke: 'var(--border)' }}
          interval="preserveStartEnd"
          minTickGap={24}
        />
        <YAxis allowDecimals={false} tick={AXIS} tickLine={false} axisLine={false} />
        <Tooltip
          {...TOOLTIP_STYLE}
          labelFormatter={(label: unknown) => formatShortDay(typeof label === 'string' ? label : '')}
        />
        <Bar dataKey="count" name={name} fill={color} radius={[3, 3, 0, 0]} maxBarSize={18} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Sign-ups per day, completions per day and the wizard's step-by-step funnel. */
export function AdminCharts({ charts }: { charts: AdminStats['charts'] | undefined }) {
  if (!charts) return <ChartsSkeleton />;
  const funnel = charts.funnel.map((row) => ({
    ...row,
    label: `${row.step}. ${WIZARD_STEP_NAMES[row.step - 1] ?? `Step ${row.step}`}`,
  }));
  const started = funnel[0]?.projects ?? 0;
  const funnelSummary =
    started === 0
      ? 'No projects yet.'
      : funnel.map((row) => `step ${row.step}: ${row.projects}`).join(', ') + ' projects reached each step.';

  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <ChartCard
        title="Sign-ups"
        description="New accounts per day, last 30 days"
        summary={daySummary('sign-ups', charts.signupsByDay)}
        Icon={UserPlus}
      >
        <DailyChart data={charts.signupsByDay} color="var(--primary)" name="Sign-ups" />
      </ChartCard>
      <ChartCard
        title="Completions"
        description="Projects completed per day, last 30 days"
        summary={daySummary('completions', charts.completionsByDay)}
        Icon={CheckCircle2}
      >
        <DailyChart data={charts.completionsByDay} color="var(--success)" name="Completions" />
      </ChartCard>
      <ChartCard
        title="Wizard Funnel"
        description="Projects that reached each step"
        summary={funnelSummary}
        Icon={Filter}
      >
        {started === 0 ? (
          <p className="flex h-full items-center justify-center rounded-lg border border-dashed text-sm text-muted-foreground">
            No projects yet
          </p>
        ) : (
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={funnel} layout="vertical" margin={{ top: 0, right: 28, bottom: 0, left: 0 }}>
              <XAxis type="number" hide allowDecimals={false} />
              <YAxis
                type="category"
                dataKey="label"
                width={120}
                tick={AXIS}
                tickLine={false}
                axisLine={false}
                interval={0}
              />
              <Tooltip
                {...TOOLTIP_STYLE}
                formatter={(value) => {
                  const n = Number(value);
                  const share = started > 0 ? ` (${Math.round((n / started) * 100)}%)` : '';
                  return [`${n}${share}`, 'Projects'];
                }}
              />
              <Bar dataKey="projects" name="Projects" radius={[0, 4, 4, 0]} barSize={14}>
                {funnel.map((row, index) => (
                  <Cell key={row.step} fill="var(--primary)" fillOpacity={1 - index * 0.08} />
                ))}
                <LabelList
                  dataKey="projects"
                  position="right"
                  style={{ fontSize: 11, fill: 'var(--foreground)' }}
                />
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        )}
      </ChartCard>
    </div>
  );
}
