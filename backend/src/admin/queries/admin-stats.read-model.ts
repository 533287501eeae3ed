import type { Knex } from 'knex';
import type { AdminStats } from '../../contracts/admin';
import { countFeedback } from '../../feedback/queries/feedback-read-model';
import { NEW_YORK, addDays, startOfNewYorkDay } from '@bb/kernel';

/** Days in the dashboard's charts, ending today (New York). */
export const CHART_DAYS = 30;
export const WIZARD_STEPS = 8;

type DayCounts = AdminStats['charts']['signupsByDay'];

/** One entry per day from `first` for `days` days, zeros where nothing happened. */
export function fillDays(first: string, days: number, counts: ReadonlyMap<string, number>): DayCounts {
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(first, i);
    return { date, count: counts.get(date) ?? 0 };
  });
}

async function countByNewYorkDay(
  knex: Knex,
  table: string,
  column: string,
  since: string,
): Promise<Map<string, number>> {
  const rows = await knex(table)
    .whereNotNull(column)
    .andWhere(column, '>=', since)
    .select(
      knex.raw(`to_char((?? AT TIME ZONE ?)::date, 'YYYY-MM-DD') AS day`, [column, NEW_YORK]),
      knex.raw('count(*)::int AS count'),
    )
    .groupBy('day');
  return new Map((rows as Array<{ day: string; count: number }>).map((r) => [r.day, r.count]));
}

/**
 * The admin summary cards and charts, from the read models (rm_users, rm_projects, rm_feedback).
 * "This month" and the chart days are New York calendar days, like the rest of the product.
 */
export async function computeAdminStats(knex: Knex, today: string): Promise<AdminStats> {
  const monthStart = startOfNewYorkDay(`${today.slice(0, 8)}01`);
  const nextMonthStart = startOfNewYorkDay(`${addDays(`${today.slice(0, 8)}01`, 31).slice(0, 8)}01`);
  const firstChartDay = addDays(today, -(CHART_DAYS - 1));
  const chartSince = startOfNewYorkDay(firstChartDay);

  const users = await knex('rm_users')
    .where({ deleted: false })
    .first<{ total: number; active: number; new_this_month: number }>(
      knex.raw('count(*)::int AS total'),
      knex.raw('count(*) FILTER (WHERE is_active)::int AS active'),
      knex.raw('count(*) FILTER (WHERE created_at >= ? AND created_at < ?)::int AS new_this_month', [
        monthStart,
        nextMonthStart,
      ]),
    );
  const projects = await knex('rm_projects')
    .where({ deleted: false })
    .first<{ total: number; active: number; completed: number }>(
      knex.raw('count(*)::int AS total'),
      knex.raw(`count(*) FILTER (WHERE status <> 'completed')::int AS active`),
      knex.raw(`count(*) FILTER (WHERE status = 'completed')::int AS completed`),
    );
  const feedback = await countFeedback(knex);
  const funnel = await knex.raw<{ rows: Array<{ step: number; projects: number }> }>(
    `SELECT s.step::int AS step, count(p.id)::int AS projects
       FROM generate_series(1, ?::int) AS s(step)
       LEFT JOIN (
         SELECT id, GREATEST(current_step, CASE WHEN status = 'completed' THEN ?::int ELSE 0 END) AS reached
           FROM rm_projects WHERE NOT deleted
       ) p ON p.reached >= s.step
      GROUP BY s.step ORDER BY s.step`,
    [WIZARD_STEPS, WIZARD_STEPS],
  );

  return {
    users: {
      totalUsers: users?.total ?? 0,
      activeUsers: users?.active ?? 0,
      newUsersThisMonth: users?.new_this_month ?? 0,
    },
    projects: {
      totalProjects: projects?.total ?? 0,
      activeProjects: projects?.active ?? 0,
      completedProjects: projects?.completed ?? 0,
    },
    feedback: {
      totalFeedback: feedback.total,
      pendingFeedback: feedback.pending,
      resolvedFeedback: feedback.resolved,
    },
    charts: {
      signupsByDay: fillDays(
        firstChartDay,
        CHART_DAYS,
        await countByNewYorkDay(knex, 'rm_users', 'created_at', chartSince),
      ),
      completionsByDay: fillDays(
        firstChartDay,
        CHART_DAYS,
        await countByNewYorkDay(knex, 'rm_projects', 'completed_at', chartSince),
      ),
      funnel: funnel.rows.map((r) => ({ step: r.step, projects: r.projects })),
    },
  };
}
