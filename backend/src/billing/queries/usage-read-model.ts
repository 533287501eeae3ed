import type { Knex } from 'knex';
import { emptyUsage, type UsageCounters } from '../domain/usage';

/**
 * The counters the status page shows, from other read models: rm_monthly_usage (the usage
 * streams' counts per user and New York month) and rm_projects (open projects). Limits are never
 * checked against these: the commands count on the usage and slot streams in their appends.
 */
export async function usageOfMonth(knex: Knex, userId: string, period: string): Promise<UsageCounters> {
  const row = await knex('rm_monthly_usage')
    .where({ user_id: userId, period })
    .first<{ completions: number; exports: number; vibe_coding_prompts: number } | undefined>(
      'completions',
      'exports',
      'vibe_coding_prompts',
    );
  if (row === undefined) return { ...emptyUsage };
  return { completions: row.completions, exports: row.exports, vibeCodingPrompts: row.vibe_coding_prompts };
}

/** Open projects (neither completed nor deleted): what the active-project limit counts. */
export async function countOpenProjects(knex: Knex, userId: string): Promise<number> {
  const row = await knex('rm_projects')
    .where({ user_id: userId, deleted: false })
    .whereNot({ status: 'completed' })
    .count<{ count: string }[]>({ count: '*' })
    .first();
  return Number(row?.count ?? 0);
}
