import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { createMigratedDatabase } from '../../test/test-database';
import type { EventMetadata, StoredEvent } from '@bb/backend/eventstore/event-store.port';
import { PostgresEventStore } from '@bb/backend/eventstore/postgres/postgres-event-store';
import type { GamificationState } from '@bb/kernel/folds';
import { toStatsResponse } from '@bb/backend/gamification/domain/gamification-stats';
import { createGamificationProjection } from './gamification.projection';
import { ProjectionRunner } from './runner/projection-runner';

// Whole app and real PostgreSQL on a shared, often busy machine: generous time per test and hook.
jest.setTimeout(120_000);

describe('gamification projection on PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof createMigratedDatabase>>;
  let pool: Pool;
  let store: PostgresEventStore;
  let runner: ProjectionRunner;
  const projection = createGamificationProjection();

  beforeAll(async () => {
    db = await createMigratedDatabase();
    pool = new Pool({ connectionString: db.url, max: 6 });
    pool.on('error', () => undefined);
    store = new PostgresEventStore(pool);
    runner = new ProjectionRunner(store, db.knex, pool, [projection], { batchSize: 4 });
    await runner.start();
  });
  afterAll(async () => {
    await runner.stop();
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

  async function login(userId: string, at: string, timeZone?: string) {
    const res = await store.append(
      [
        {
          streamId: `user-${userId}`,
          expectedVersion: 'any',
          events: [{ type: 'identity.user-logged-in', data: { userId } }],
        },
      ],
      { metadata: meta(userId, at, timeZone) },
    );
    expect(await runner.waitFor(res.position, 30_000)).toBe(true);
  }

  async function stateOf(userId: string): Promise<GamificationState> {
    const row = await db
      .knex('rm_gamification')
      .where({ user_id: userId })
      .first<{ state: GamificationState }>('state');
    if (!row) throw new Error(`no rm_gamification row for ${userId}`);
    return row.state;
  }

  it("counts streak days in the user's own time zone (metadata.timeZone), New York by default", async () => {
    const tokyo = randomUUID();
    const newYork = randomUUID();
    // 16:00Z is 01:00 the next day in Tokyo and 11:00 the same day in New York; 14:00Z the next day
    // is 23:00 in Tokyo (still that second day) and 09:00 in New York (a second day).
    for (const [user, zone] of [
      [tokyo, 'Asia/Tokyo'],
      [newYork, undefined],
    ] as const) {
      await login(user, '2025-03-01T16:00:00.000Z', zone);
      await login(user, '2025-03-02T14:00:00.000Z', zone);
    }
    expect((await stateOf(tokyo)).activeDays).toEqual(['2025-03-02']);
    expect((await stateOf(newYork)).activeDays).toEqual(['2025-03-01', '2025-03-02']);
    const at = (state: GamificationState, now: string, timeZone?: string) =>
      toStatsResponse(state, { now, ...(timeZone ? { timeZone } : {}) }).progress;
    expect(at(await stateOf(tokyo), '2025-03-02T20:00:00.000Z', 'Asia/Tokyo')).toMatchObject({
      currentStreak: 1,
      longestStreak: 1,
      totalPoints: 10,
    });
    expect(at(await stateOf(newYork), '2025-03-02T20:00:00.000Z')).toMatchObject({
      currentStreak: 2,
      longestStreak: 2,
      totalPoints: 20,
    });
  });

  it('keeps the best streak across a missed day and starts the current one again', async () => {
    const user = randomUUID();
    for (const day of ['2025-04-01', '2025-04-02', '2025-04-03', '2025-04-05', '2025-04-06'])
      await login(user, `${day}T15:00:00.000Z`);
    const state = await stateOf(user);
    expect(toStatsResponse(state, { now: '2025-04-06T20:00:00.000Z' }).progress).toMatchObject({
      currentStreak: 2,
      longestStreak: 3,
    });
    expect(toStatsResponse(state, { now: '2025-04-07T20:00:00.000Z' }).progress.currentStreak).toBe(2); // yesterday still counts
    expect(toStatsResponse(state, { now: '2025-04-08T20:00:00.000Z' }).progress.currentStreak).toBe(0);
  });

  it('changes nothing when a batch is applied again (idempotent)', async () => {
    const user = randomUUID();
    const projectId = randomUUID();
    const res = await store.append(
      [
        {
          streamId: `project-${projectId}`,
          expectedVersion: 'no_stream',
          events: [
            {
              type: 'projects.project-created',
              data: { projectId, userId: user, title: 'X', titleSource: 'user', duplicatedFrom: null },
            },
            {
              type: 'projects.wizard-step-saved',
              data: { projectId, currentStep: 4, previousStep: 1, changes: [] },
            },
          ],
        },
      ],
      { metadata: meta(user, '2025-05-01T12:00:00.000Z') },
    );
    expect(await runner.waitFor(res.position, 30_000)).toBe(true);
    const before = await stateOf(user);
    expect(before.counts.step_complete).toBe(3);
    const events: StoredEvent[] = await store.readStream(`project-${projectId}`);
    await db.knex.transaction((trx) => projection.apply(events, { trx, table: (name) => name }));
    expect(await stateOf(user)).toEqual(before);
  });
});
