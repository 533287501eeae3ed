import type { Knex } from 'knex';
import type { AdminFeedbackItem, FeedbackItem, FeedbackType } from '../../contracts/feedback';

/** A row of rm_feedback (owned by the feedback projection). */
export interface FeedbackRow {
  id: string;
  user_id: string;
  type: FeedbackType;
  title: string;
  description: string;
  rating: number | null;
  page: string | null;
  resolved: boolean;
  admin_notes: string | null;
  created_at: Date;
  resolved_at: Date | null;
  updated_at: Date;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function toFeedbackItem(row: FeedbackRow): FeedbackItem {
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type,
    title: row.title,
    description: row.description,
    message: row.description,
    rating: row.rating,
    page: row.page,
    resolved: row.resolved,
    adminNotes: row.admin_notes,
    createdAt: iso(row.created_at),
    resolvedAt: row.resolved_at ? iso(row.resolved_at) : null,
  };
}

/** The caller's own feedback, newest first. */
export async function listFeedbackOfUser(knex: Knex, userId: string): Promise<FeedbackItem[]> {
  const rows = await knex<FeedbackRow>('rm_feedback')
    .where({ user_id: userId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  return rows.map(toFeedbackItem);
}

export async function findFeedback(knex: Knex, feedbackId: string): Promise<FeedbackItem | undefined> {
  const row = await knex<FeedbackRow>('rm_feedback').where({ id: feedbackId }).first();
  return row ? toFeedbackItem(row) : undefined;
}

type AdminFeedbackRow = FeedbackRow & {
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
};

/** Every feedback item with its author's name and email, newest first (admin Feedback Review). */
export async function listAllFeedback(knex: Knex): Promise<AdminFeedbackItem[]> {
  const rows = await knex('rm_feedback as f')
    .leftJoin('rm_users as u', 'u.id', 'f.user_id')
    .select<AdminFeedbackRow[]>('f.*', 'u.username', 'u.first_name', 'u.last_name', 'u.email')
    .orderBy([
      { column: 'f.created_at', order: 'desc' },
      { column: 'f.id', order: 'desc' },
    ]);
  return rows.map((row) => ({
    ...toFeedbackItem(row),
    username: row.username ?? '[deleted]',
    userName: row.first_name !== null ? `${row.first_name} ${row.last_name ?? ''}`.trim() : '[deleted]',
    userEmail: row.email ?? '',
  }));
}

export async function countFeedback(
  knex: Knex,
): Promise<{ total: number; pending: number; resolved: number }> {
  const row = await knex('rm_feedback')
    .select(
      knex.raw('count(*)::int AS total'),
      knex.raw('count(*) FILTER (WHERE NOT resolved)::int AS pending'),
      knex.raw('count(*) FILTER (WHERE resolved)::int AS resolved'),
    )
    .first<{ total: number; pending: number; resolved: number }>();
  return row ?? { total: 0, pending: 0, resolved: 0 };
}
