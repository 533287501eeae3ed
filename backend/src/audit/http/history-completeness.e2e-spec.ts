import { createTestApp, type TestApp } from '../../../../test/test-app';
import { PROJECTION_RUNNER } from '../../shared/tokens';
import type { ProjectionRunner } from '@bb/projections/runner/projection-runner';
import { runScriptedSession, type ScriptedSession } from '../testing/scripted-session';

// The whole app on a real PostgreSQL, a long scripted session: generous on a busy machine.
jest.setTimeout(120_000);

type Row = Record<string, unknown>;
const NON_ID = /^(\d{4}-\d{2}(-\d{2})?|true|false|\d+)$/; // months, dates, flags, counters

/**
 * History completeness (issue 7): after a session touching every feature, every row of every read
 * model, and every stored API key, is traced to the events that made it. A row's identifying
 * values (its primary key, less months and dates) must each be named by an event: as its stream,
 * in its data, or as its actor. An admin's history of each user and project is never empty.
 */
describe('history completeness: every read-model row traces to events', () => {
  let t: TestApp;
  let s: ScriptedSession;
  beforeAll(async () => {
    t = await createTestApp();
    s = await runScriptedSession(t);
    await touchTheRest(s);
  });
  afterAll(async () => {
    await t?.close();
  });

  const knex = () => t.running.database.knex;

  async function primaryKey(table: string): Promise<string[]> {
    const res = await knex().raw<{ rows: Array<{ column: string }> }>(
      `SELECT a.attname AS column
         FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
        WHERE i.indrelid = ?::regclass AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`,
      [table],
    );
    return res.rows.map((r) => r.column);
  }

  async function eventsNaming(value: string): Promise<number> {
    const res = await knex().raw<{ rows: Array<{ n: string }> }>(
      `SELECT count(*) AS n FROM events
        WHERE stream_id LIKE '%' || ? || '%' OR data::text LIKE '%' || ? || '%' OR metadata->>'userId' = ?`,
      [value, value, value],
    );
    return Number(res.rows[0]!.n);
  }

  async function untraced(table: string): Promise<{ rows: number; missing: string[] }> {
    const key = await primaryKey(table);
    expect(key.length).toBeGreaterThan(0);
    const rows = await knex()(table).select<Row[]>(key);
    const missing: string[] = [];
    for (const row of rows) {
      const ids = key
        .map((c) => String(row[c] instanceof Date ? '' : row[c]))
        .filter((v) => v && !NON_ID.test(v));
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids)
        if ((await eventsNaming(id)) === 0) missing.push(`${table} ${key.join(',')}=${id}`);
    }
    return { rows: rows.length, missing };
  }

  it('traces every row of every projection table to at least one event', async () => {
    const runner = t.running.app.get<ProjectionRunner>(PROJECTION_RUNNER);
    const tables = runner.projections.flatMap((p) => p.tables);
    expect(tables).toEqual(
      expect.arrayContaining(['rm_users', 'rm_projects', 'rm_feedback', 'rm_subscriptions']),
    );
    const report: Record<string, number> = {};
    const missing: string[] = [];
    for (const table of tables) {
      const r = await untraced(table);
      report[table] = r.rows;
      missing.push(...r.missing);
    }
    expect(missing).toEqual([]);
    // The session reached every read model that a user's actions feed.
    for (const table of [
      'rm_users',
      'rm_projects',
      'rm_monthly_usage',
      'rm_subscriptions',
      'rm_feedback',
      'rm_user_preferences',
      'rm_ideas',
      'rm_idea_views',
      'rm_gamification',
    ]) {
      expect({ table, rows: report[table] }).toEqual({ table, rows: expect.any(Number) });
      expect(report[table]).toBeGreaterThan(0);
    }
  });

  it('traces every stored API key (kept outside the log) to the event that added it', async () => {
    const keys = await knex()('user_api_keys').select<Array<{ id: string }>>('id');
    expect(keys.length).toBeGreaterThan(0);
    for (const { id } of keys) {
      const added = await knex()('events')
        .whereRaw(`data->>'keyId' = ? OR data->>'id' = ?`, [id, id])
        .count<{ count: string }[]>({ count: '*' });
      expect({ id, events: Number(added[0]!.count) }).toEqual({ id, events: expect.any(Number) });
      expect(Number(added[0]!.count)).toBeGreaterThan(0);
    }
  });

  it('gives an admin a non-empty history for every user and every project in the read models', async () => {
    const users = await knex()('rm_users').pluck<string[]>('id');
    for (const id of users) {
      const res = await s.admin.agent.get(`/api/admin/history/users/${id}`).expect(200);
      expect({ id, entries: (res.body.entries as unknown[]).length > 0 }).toEqual({ id, entries: true });
    }
    const projects = await knex()('rm_projects').pluck<string[]>('id');
    expect(projects).toEqual(
      expect.arrayContaining([s.projects.open, s.projects.completed, s.projects.copy]),
    );
    for (const id of projects) {
      const res = await s.admin.agent.get(`/api/admin/history/projects/${id}`).expect(200);
      const types = (res.body.entries as Array<{ type: string }>).map((e) => e.type);
      expect({
        id,
        created: types.some((type) => /^projects\.project-(created|duplicated)$/.test(type)),
      }).toEqual({
        id,
        created: true,
      });
    }
  });
});

/** What the scripted session leaves out: billing, exports, own API keys, admin ideas, restore. */
async function touchTheRest(s: ScriptedSession): Promise<void> {
  const grace = s.grace.agent;
  await grace
    .post('/api/auth/login')
    .send({ email: s.grace.account.email, password: s.grace.account.password })
    .expect(200);
  // a new account is free: start the trial, then end it by choosing Free
  await grace.post('/api/start-trial').expect(201);
  await grace.post('/api/upgrade-subscription').send({ targetTier: 'free' }).expect(200);
  await grace.post('/api/create-subscription').send({ tier: 'pro' }).expect(201);
  await grace.post('/api/cancel-subscription').send({}).expect(200);

  const ada = s.ada.agent;
  const exported = await ada.post(`/api/export/${s.projects.completed}/business-plan`).send({});
  expect(exported.status).toBe(200);
  await ada
    .post('/api/user/api-keys')
    .send({ provider: 'openai', apiKey: `sk-${'k'.repeat(40)}` })
    .expect(201);
  await ada.post(`/api/projects/${s.projects.open}/restore`).send({ version: 2, step: 'ideaGeneration' });

  await s.admin.agent
    .post('/api/admin/ideas')
    .send({
      title: 'Neighbourhood Tool Library',
      description: 'Members borrow drills and ladders instead of buying them.',
      targetAudience: 'Homeowners in dense suburbs',
      industry: 'other',
      keyFeatures: ['Online catalogue'],
      potentialRevenue: '$80K a year per location',
      featuredDate: '2030-01-01',
    })
    .expect(201);
}
