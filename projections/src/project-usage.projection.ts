import type { BillingEventOf, UsageCounter } from '@bb/backend/contracts/billing';
import type { Projection } from './runner/projection';

/**
 * rm_monthly_usage: per user and usage month, the counters of the `usage-{userId}-{period}`
 * streams. Every counted use is a 'billing.usage-counted' event (projects count completions,
 * exports count exports, vibe coding counts prompts), so a new counter needs no new handler, only
 * a column. Each row keeps the usage stream position it has applied: replays change nothing.
 */
const USAGE_COUNTED = 'billing.usage-counted';
type UsageCounted = BillingEventOf<typeof USAGE_COUNTED>;

const columnOf: Record<UsageCounter, 'completions' | 'exports' | 'vibe_coding_prompts'> = {
  completions: 'completions',
  exports: 'exports',
  vibeCodingPrompts: 'vibe_coding_prompts',
};

interface UsageRow {
  user_id: string;
  period: string;
  version: number;
  completions: number;
  exports: number;
  vibe_coding_prompts: number;
  updated_at: string | Date;
}

export function createMonthlyUsageProjection(): Projection {
  return {
    name: 'monthly-usage',
    tables: ['rm_monthly_usage'],
    handles: [USAGE_COUNTED],
    async apply(events, ctx) {
      const { trx } = ctx;
      const t = ctx.table('rm_monthly_usage');
      const keyOf = (userId: string, period: string) => `${userId}\u0000${period}`;
      const pairs = new Map<string, [string, string]>();
      for (const e of events) {
        const d = e.data as UsageCounted['data'];
        pairs.set(keyOf(d.userId, d.period), [d.userId, d.period]);
      }
      const existing = await trx(t)
        .whereIn(['user_id', 'period'], [...pairs.values()])
        .select<UsageRow[]>('*');
      const rows = new Map(existing.map((r) => [keyOf(r.user_id, r.period), { ...r }]));
      const touched = new Set<string>();
      for (const e of events) {
        const d = e.data as UsageCounted['data'];
        const key = keyOf(d.userId, d.period);
        const row = rows.get(key) ?? {
          user_id: d.userId,
          period: d.period,
          version: 0,
          completions: 0,
          exports: 0,
          vibe_coding_prompts: 0,
          updated_at: '',
        };
        if (e.streamPosition <= row.version) continue;
        const column = columnOf[d.counter];
        if (column) row[column] += d.n;
        row.version = e.streamPosition;
        row.updated_at = e.metadata.occurredAt ?? e.recordedAt;
        rows.set(key, row);
        touched.add(key);
      }
      const out = [...touched].map((k) => rows.get(k)!);
      if (out.length) await trx(t).insert(out).onConflict(['user_id', 'period']).merge();
    },
  };
}
