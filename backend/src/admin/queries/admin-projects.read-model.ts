import type { Knex } from 'knex';
import type { AdminProject } from '../../contracts/admin';

interface AdminProjectRow {
  id: string;
  title: string | null;
  user_id: string;
  status: string;
  current_step: number;
  created_at: Date;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** Every project that is not deleted, newest first, with its owner's name (Project Overview). */
export async function listAdminProjects(knex: Knex): Promise<AdminProject[]> {
  const rows = await knex('rm_projects as p')
    .leftJoin('rm_users as u', 'u.id', 'p.user_id')
    .where('p.deleted', false)
    .select<AdminProjectRow[]>(
      'p.id',
      'p.title',
      'p.user_id',
      'p.status',
      'p.current_step',
      'p.created_at',
      'u.username',
      'u.first_name',
      'u.last_name',
    )
    .orderBy([
      { column: 'p.created_at', order: 'desc' },
      { column: 'p.id', order: 'desc' },
    ]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title ?? '',
    userId: row.user_id,
    ownerName: ownerName(row),
    status: row.status,
    currentStep: Number(row.current_step),
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

function ownerName(row: AdminProjectRow): string {
  const full = `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
  return full || row.username || '[deleted]';
}
