import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { createTestApp, newAccount, type TestApp } from '../../../test/test-app';
import { createMigratedDatabase } from '../../../test/test-database';
import { runScriptedSession } from '@bb/backend/audit/testing/scripted-session';
import type { EventMetadata, EventStore } from '@bb/backend/eventstore/event-store.port';
import { PostgresEventStore } from '@bb/backend/eventstore/postgres/postgres-event-store';
import { EVENT_STORE, PROJECTION_RUNNER } from '@bb/backend/shared/tokens';
import { createGamificationProjection } from '../gamification.projection';
import { readCheckpoints } from './checkpoints';
import type { Projection } from './projection';
import { ProjectionRunner } from './projection-runner';
import { lastCommitted } from './projection-runner.test-helper';
import { rebuildProjections } from './rebuild';
import type { RebuildProgress } from './rebuild-progress';
import { rowsByPrimaryKey } from './rebuild-tables';

// Whole app and real PostgreSQL on a shared, often busy machine: generous time per test and hook.
jest.setTimeout(120_000);

type Knex = TestApp['running']['database']['knex'];

async function snapshot(knex: Knex, projections: readonly Projection[]): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const p of projections) for (const table of p.tables) out[table] = await rowsByPrimaryKey(knex, table);
  return out;
}

async function indexNames(knex: Knex, tables: readonly string[]): Promise<string[]> {
  const res = await knex.raw<{ rows: Array<{ name: string }> }>(
    `SELECT indexname AS name FROM pg_indexes WHERE tablename = ANY(?::text[]) ORDER BY 1`,
    [[...tables]],
  );
  return res.rows.map((r) => r.name);
}

describe('projection rebuild through the running app', () => {
  let t: TestApp;
  let runner: ProjectionRunner;
  beforeAll(async () => {
    t = await createTestApp();
    runner = t.running.app.get<ProjectionRunner>(PROJECTION_RUNNER);
    await runScriptedSession(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const rebuild = (
    projections: readonly Projection[],
    batchSize = 5000,
    onProgress?: (p: RebuildProgress) => void,
  ) =>
    rebuildProjections({
      store: t.running.app.get<EventStore>(EVENT_STORE),
      knex: t.running.database.knex,
      pool: t.running.database.pool,
      projections,
      batchSize,
      onProgress,
    });

  it('rebuilds every read model equal to the live one, row for row, while the live runner runs', async () => {
    const projections = runner.projections;
    const tables = projections.flatMap((p) => p.tables);
    const before = await snapshot(t.running.database.knex, projections);
    expect(Object.values(before).flat().length).toBeGreaterThan(10);
    const indexesBefore = await indexNames(t.running.database.knex, tables);
    const checkpointsBefore = await readCheckpoints(
      t.running.database.knex,
      projections.map((p) => p.name),
    );

    const progress: RebuildProgress[] = [];
    const report = await rebuild(projections, 5000, (p) => progress.push(p));

    expect(await snapshot(t.running.database.knex, projections)).toEqual(before);
    // Same schema afterwards: the copies took the live index names, so the next rebuild is the same.
    expect(await indexNames(t.running.database.knex, tables)).toEqual(indexesBefore);
    // The live runner owns every projection: the rebuild followed its checkpoints and left them.
    expect(
      await readCheckpoints(
        t.running.database.knex,
        projections.map((p) => p.name),
      ),
    ).toEqual(checkpointsBefore);
    expect(report.events).toBeGreaterThan(20);
    expect(progress.map((p) => p.phase)).toEqual(expect.arrayContaining(['replaying', 'swapping', 'done']));
    expect(progress[progress.length - 1]?.phase).toBe('done');
  });

  it('keeps serving during a rebuild, and the live runner carries on in the swapped-in tables', async () => {
    const agent = t.agent();
    await agent.post('/api/auth/register').send(newAccount()).expect(201);
    const project = (await agent.post('/api/projects').send({}).expect(201)).body.id as string;
    let stop = false;
    let saves = 0;
    const traffic = (async () => {
      while (!stop) {
        await agent
          .patch(`/api/projects/${project}`)
          .send({ title: `Title ${saves}` })
          .expect(200);
        await agent.get('/api/gamification/stats').expect(200);
        saves += 1;
      }
    })();
    await rebuild(runner.projections, 3);
    stop = true;
    await traffic;
    expect(saves).toBeGreaterThan(0);
    // Read-your-writes after the swap: the runner applies into the new tables.
    await agent.patch(`/api/projects/${project}`).send({ title: 'After the swap' }).expect(200);
    expect((await agent.get(`/api/projects/${project}`).expect(200)).body.title).toBe('After the swap');

    // Nothing was lost or doubled by rebuilding under traffic: a quiet rebuild gives the same rows.
    const afterTraffic = await snapshot(t.running.database.knex, runner.projections);
    await rebuild(runner.projections);
    expect(await snapshot(t.running.database.knex, runner.projections)).toEqual(afterTraffic);
  });

  it('rebuilds only the projections named', async () => {
    const gamification = runner.projections.filter((p) => p.name === 'gamification');
    const before = await snapshot(t.running.database.knex, runner.projections);
    const report = await rebuild(gamification);
    expect(report.projections).toEqual(['gamification']);
    expect(await snapshot(t.running.database.knex, runner.projections)).toEqual(before);
  });
});

describe('projection rebuild with no live runner', () => {
  let db: Awaited<ReturnType<typeof createMigratedDatabase>>;
  let pool: Pool;
  let store: PostgresEventStore;
  beforeAll(async () => {
    db = await createMigratedDatabase();
    pool = new Pool({ connectionString: db.url, max: 8 });
    pool.on('error', () => undefined);
    store = new PostgresEventStore(pool);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  const meta = (userId: string, occurredAt: string, timeZone?: string): EventMetadata => ({
    userId,
    correlationId: randomUUID(),
    causationId: null,
    requestId: null,
    occurredAt,
    ...(timeZone ? { timeZone } : {}),
  });

  it('takes the projection lock, catches up to the head, moves the checkpoint, and does not depend on the batch size', async () => {
    const users = Array.from({ length: 12 }, () => randomUUID());
    for (const [i, userId] of users.entries()) {
      for (let day = 0; day < 5; day++) {
        const at = new Date(Date.UTC(2025, 0, 1 + day * (1 + (i % 2)), 12 + i)).toISOString();
        await store.append(
          [
            {
              streamId: `user-${userId}`,
              expectedVersion: 'any',
              events: [{ type: 'identity.user-logged-in', data: { userId } }],
            },
          ],
          { metadata: meta(userId, at, i % 3 === 0 ? 'Asia/Tokyo' : undefined) },
        );
      }
      const projectId = randomUUID();
      await store.append(
        [
          {
            streamId: `project-${projectId}`,
            expectedVersion: 'no_stream',
            events: [
              {
                type: 'projects.project-created',
                data: { projectId, userId, title: 'T', titleSource: 'user', duplicatedFrom: null },
              },
              {
                type: 'projects.wizard-step-saved',
                data: { projectId, currentStep: 2 + (i % 6), previousStep: 1, changes: [] },
              },
            ],
          },
        ],
        { metadata: meta(userId, '2025-01-03T10:00:00.000Z') },
      );
    }
    const projection = createGamificationProjection();
    const live = new ProjectionRunner(store, db.knex, pool, [projection], { batchSize: 11 });
    await live.start();
    expect(await live.waitFor(await lastCommitted(db.knex), 30_000)).toBe(true);
    await live.stop();
    const before = await snapshot(db.knex, [projection]);
    expect(before.rm_gamification).toHaveLength(12);

    // Reset the checkpoint: the rebuild, which holds the lock, must move it to the head.
    await db
      .knex('projection_checkpoints')
      .where({ projection: 'gamification' })
      .update({ transaction_id: '0', global_position: 0 });
    for (const batchSize of [1, 7, 5000]) {
      const report = await rebuildProjections({
        store,
        knex: db.knex,
        pool,
        projections: [projection],
        batchSize,
      });
      expect(await snapshot(db.knex, [projection])).toEqual(before);
      expect(report.checkpoints.gamification).toEqual(await store.headPosition());
      expect((await readCheckpoints(db.knex, ['gamification'])).get('gamification')).toEqual(
        await store.headPosition(),
      );
    }
    // The lock was given back: a runner takes the projection over and finds nothing to do.
    const next = new ProjectionRunner(store, db.knex, pool, [projection]);
    await next.start();
    expect(await next.waitFor(await lastCommitted(db.knex), 30_000)).toBe(true);
    await next.stop();
    expect(await snapshot(db.knex, [projection])).toEqual(before);
  });

  it('refuses a second rebuild of a projection while one runs, without touching its copies', async () => {
    const projection = createGamificationProjection();
    let started: () => void = () => undefined;
    const replaying = new Promise<void>((resolve) => (started = resolve));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow: Projection = {
      ...projection,
      apply: async (events, ctx) => {
        started();
        await held;
        await projection.apply(events, ctx);
      },
    };
    const first = rebuildProjections({ store, knex: db.knex, pool, projections: [slow], batchSize: 20 });
    await replaying; // the first rebuild holds its lock and is replaying
    await expect(
      rebuildProjections({ store, knex: db.knex, pool, projections: [projection] }),
    ).rejects.toThrow('A rebuild of gamification is already running');
    release();
    await expect(first).resolves.toMatchObject({ projections: ['gamification'] });
  });

  it('leaves the live tables alone and drops its copies when a projection fails', async () => {
    const before = await snapshot(db.knex, [createGamificationProjection()]);
    const failing: Projection = {
      ...createGamificationProjection(),
      apply: async () => {
        throw new Error('boom');
      },
    };
    await expect(rebuildProjections({ store, knex: db.knex, pool, projections: [failing] })).rejects.toThrow(
      'boom',
    );
    expect(await snapshot(db.knex, [failing])).toEqual(before);
    const leftovers = await db.knex.raw<{ rows: unknown[] }>(
      `SELECT 1 FROM pg_tables WHERE tablename LIKE '%__rebuild'`,
    );
    expect(leftovers.rows).toHaveLength(0);
  });
});
