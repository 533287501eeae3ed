import type { Knex } from 'knex';

/**
 * Counters other contexts read (billing's subscription status, the step-8 banner). The commands
 * never trust these for limits: they count on the usage and slot streams in the append.
 */

/** Completions counted for the user in a usage month ('YYYY-MM', billing/domain/usage-period.ts). */
export async function countCompletionsThisMonth(knex: Knex, userId: string, period: string): Promise<number> {
  const row = await knex('rm_monthly_usage')
    .where({ user_id: userId, period })
    .first<{ completions: number } | undefined>('completions');
  return row?.completions ?? 0;
}

/** The month's counters of all kinds (zeros when nothing was counted). */
export async function monthlyUsage(
  knex: Knex,
  userId: string,
  period: string,
): Promise<{ completions: number; exports: number; vibeCodingPrompts: number }> {
  const row = await knex('rm_monthly_usage')
    .where({ user_id: userId, period })
    .first<{ completions: number; exports: number; vibe_coding_prompts: number } | undefined>(
      'completions',
      'exports',
      'vibe_coding_prompts',
    );
  return {
    completions: row?.completions ?? 0,
    exports: row?.exports ?? 0,
    vibeCodingPrompts: row?.vibe_coding_prompts ?? 0,
  };
}

/** Open projects (neither completed nor deleted): what the plan's project limit counts. */
export async function countActiveProjects(knex: Knex, userId: string): Promise<number> {
  const row = await knex('rm_projects')
    .where({ user_id: userId, deleted: false })
    .whereNot({ status: 'completed' })
    .count<{ count: string }[]>({ count: '*' })
    .first();
  return Number(row?.count ?? 0);
}
