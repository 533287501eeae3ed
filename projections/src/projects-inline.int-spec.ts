import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { EventStore, InlineProjection } from '@bb/backend/eventstore/event-store.port';
import { ConcurrencyError } from '@bb/backend/eventstore/errors';
import { PostgresEventStore } from '@bb/backend/eventstore/postgres/postgres-event-store';
import { decideCreate, decideUpdate } from '@bb/backend/projects/domain/decide';
import { foldProject } from '@bb/backend/projects/domain/project';
import {
  PROJECT_EVENT_SCHEMA_VERSION,
  projectStreamId,
  type ProjectEvent,
} from '@bb/backend/projects/domain/project-events';
import { step1, step2 } from '@bb/backend/projects/testing/step-data.fixtures';
import { connectDatabase } from '@bb/backend/infrastructure/database/connect';
import { createMigratedDatabase } from '../../test/test-database';
import { createProjectsInlineProjection } from './projects-inline';
import { createProjectsProjection } from './projects.projection';
import { ProjectionRunner } from './runner/projection-runner';
import { rebuildProjections } from './runner/rebuild';
import { lastCommitted, meta } from './runner/projection-runner.test-helper';

// Real PostgreSQL on a shared, often busy machine.
jest.setTimeout(120_000);

const userId = 'user-inline';
const generator = {
  source: 'generator',
  generator: 'offline',
  version: '1',
  model: 'offline',
  seed: 3,
} as const;

/**
 * rm_projects written in the append's transaction (the inline projection) and by the runner: the
 * row is there with the events, the runner applying them again changes nothing, the two never
 * leave an older row over a newer one, and a rebuild ends where the log is.
 */
describe('projects read model written inline', () => {
  let db: Awaited<ReturnType<typeof createMigratedDatabase>>;
  let inline: PostgresEventStore;
  let plain: PostgresEventStore;
  beforeAll(async () => {
    db = await createMigratedDatabase();
    inline = new PostgresEventStore(db.pool, [createProjectsInlineProjection()]);
    plain = new PostgresEventStore(db.pool);
  });
  afterAll(async () => {
    await db.drop();
  });

  const toNew = (events: ProjectEvent[]) =>
    events.map((e) => ({ type: e.type, schemaVersion: PROJECT_EVENT_SCHEMA_VERSION, data: e.data }));

  async function load(id: string) {
    const events = await inline.readStream(projectStreamId(id));
    return { state: foldProject(events as unknown as ProjectEvent[]), version: events.length };
  }

  async function create(store: EventStore, stepData = step1): Promise<string> {
    const id = randomUUID();
    await store.append(
      [
        {
          streamId: projectStreamId(id),
          expectedVersion: 'no_stream',
          events: toNew(decideCreate({ projectId: id, userId, stepData })),
        },
      ],
      { metadata: meta() },
    );
    return id;
  }

  /** One save of `interests` (retried on a conflict, as the handler does). */
  async function save(store: EventStore, id: string, interests: string): Promise<void> {
    for (;;) {
      const { state, version } = await load(id);
      const { events } = decideUpdate(state, {
        userId,
        stepData: { ideaGeneration: { ...state.stepData.ideaGeneration, interests } },
        provenance: { ideaGeneration: { interests: generator } },
        overwriteUserFields: ['ideaGeneration.interests'],
      });
      try {
        await store.append(
          [{ streamId: projectStreamId(id), expectedVersion: version, events: toNew(events) }],
          {
            metadata: meta(),
          },
        );
        return;
      } catch (error) {
        if (!(error instanceof ConcurrencyError)) throw error;
      }
    }
  }

  const row = async (id: string) =>
    (
      await db.pool.query<{
        version: number;
        title: string;
        step_data: unknown;
        sources: unknown;
        current_step: number;
      }>(`SELECT version, title, step_data, sources, current_step FROM rm_projects WHERE id = $1`, [id])
    ).rows[0];

  /** What the row must hold: the fold of the whole stream. */
  async function expectRowIsTheLog(id: string): Promise<void> {
    const { state, version } = await load(id);
    expect(await row(id)).toEqual({
      version,
      title: state.title,
      step_data: state.stepData,
      sources: state.sources,
      current_step: state.currentStep,
    });
  }

  it('writes the row with the events, before any runner has run', async () => {
    const id = await create(inline);
    await save(inline, id, 'Woodwork');
    expect((await row(id))?.version).toBe(3); // created, step 1 saved, this save
    expect((await row(id))?.sources).toMatchObject({ 'ideaGeneration.interests': generator });
    await expectRowIsTheLog(id);
  });

  it('commits the row with the events or neither: a failing inline projection writes no event', async () => {
    const failing: InlineProjection = {
      name: 'projects',
      handles: ['projects.project-created'],
      apply: async () => {
        throw new Error('read model refused');
      },
    };
    const store = new PostgresEventStore(db.pool, [failing]);
    const id = randomUUID();
    await expect(
      store.append(
        [
          {
            streamId: projectStreamId(id),
            expectedVersion: 'no_stream',
            events: toNew(decideCreate({ projectId: id, userId })),
          },
        ],
        { metadata: meta() },
      ),
    ).rejects.toThrow('read model refused');
    expect(await inline.readStream(projectStreamId(id))).toEqual([]);
  });

  it("sends a save's row in the append's own statement when this process wrote the row last", async () => {
    const id = await create(inline);
    await save(inline, id, 'Weaving'); // the row this process wrote last is now known
    const query = jest.spyOn(Client.prototype, 'query');
    let statements: string[];
    try {
      await save(inline, id, 'Weaving, spinning');
      statements = query.mock.calls.map(([q]) => (typeof q === 'string' ? q : (q as { text: string }).text));
    } finally {
      query.mockRestore();
    }
    // The test's own read of the stream and the NOTIFY sent after the commit aside, the save is one
    // statement: no BEGIN, no read of the row.
    const writes = statements.filter((q) => !q.startsWith('SELECT event_id') && !q.startsWith('NOTIFY'));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toContain('UPDATE rm_projects');
    await expectRowIsTheLog(id);
  });

  it('a row that is not where this process left it: the statement rolls back whole and the save is written in a transaction', async () => {
    const id = await create(inline);
    await save(inline, id, 'Glass');
    // As a rebuild's new table would be before the runner reaches this project.
    await db.pool.query('DELETE FROM rm_projects WHERE id = $1', [id]);
    const query = jest.spyOn(Client.prototype, 'query');
    try {
      await save(inline, id, 'Glass and enamel');
      const sent = query.mock.calls.map(([q]) => (typeof q === 'string' ? q : (q as { text: string }).text));
      const oneStatement = sent.findIndex((q) => q.includes('bb_require_row'));
      expect(oneStatement).toBeGreaterThanOrEqual(0);
      expect(sent.slice(oneStatement + 1)).toContain('BEGIN');
    } finally {
      query.mockRestore();
    }
    expect((await inline.readStream(projectStreamId(id))).map((e) => e.streamPosition)).toEqual([1, 2, 3, 4]);
    await expectRowIsTheLog(id);
    // And the next save is back to one statement on the row it wrote.
    await save(inline, id, 'Stained glass');
    await expectRowIsTheLog(id);
  });

  it('catches a row up from the stream when events were appended without it', async () => {
    const id = await create(plain);
    expect(await row(id)).toBeUndefined();
    await save(inline, id, 'Pottery');
    await expectRowIsTheLog(id);
  });

  it('the runner applying the same events changes nothing, and saves racing it end as the log', async () => {
    const ids = [await create(inline), await create(inline), await create(inline)];
    const runner = new ProjectionRunner(inline, db.knex, db.pool, [createProjectsProjection()], {
      batchSize: 3,
    });
    await runner.start();
    try {
      // Saves through the inline store and through one without it (the runner writes those rows),
      // racing the runner on the same rows.
      await Promise.all(
        ids.flatMap((id, p) =>
          Array.from({ length: 8 }, (_, i) => save(i % 3 === 0 ? plain : inline, id, `save ${p}.${i}`)),
        ),
      );
      const head = await lastCommitted(db.knex);
      expect(await runner.waitFor(head, 30_000)).toBe(true);
      for (const id of ids) await expectRowIsTheLog(id);
      const before = await Promise.all(ids.map(row));
      await save(inline, ids[0]!, 'after the runner');
      expect(await runner.waitFor(await lastCommitted(db.knex), 30_000)).toBe(true);
      expect(await row(ids[1]!)).toEqual(before[1]);
      await expectRowIsTheLog(ids[0]!);
    } finally {
      await runner.stop();
    }
  });

  it('a rebuild while inline saves go on ends with every row as the log, and saves carry on after it', async () => {
    const ids = [await create(inline, { ...step1, ...step2 }), await create(inline)];
    const saving = Promise.all(
      ids.flatMap((id) => Array.from({ length: 10 }, (_, i) => save(inline, id, `during rebuild ${i}`))),
    );
    // The rebuild runs in a process of its own (npm run projections:rebuild): its own pools, which
    // saves waiting on the swap's table lock cannot exhaust.
    const cli = connectDatabase(db.url);
    try {
      await rebuildProjections({
        store: new PostgresEventStore(cli.pool),
        knex: cli.knex,
        pool: cli.pool,
        projections: [createProjectsProjection()],
      });
    } finally {
      await cli.close();
    }
    await saving;
    // Saves that committed after the rebuild's last read reached the new table inline (caught up
    // from the stream when the table had not had them) or are the runner's to apply.
    const runner = new ProjectionRunner(inline, db.knex, db.pool, [createProjectsProjection()]);
    await runner.start();
    try {
      expect(await runner.waitFor(await lastCommitted(db.knex), 30_000)).toBe(true);
      for (const id of ids) await expectRowIsTheLog(id);
      await save(inline, ids[1]!, 'after the rebuild');
      await expectRowIsTheLog(ids[1]!);
    } finally {
      await runner.stop();
    }
  });
});
