import type { Knex } from 'knex';
import type { StoredEvent } from '@bb/backend/eventstore/event-store.port';
import { limitsFor } from '@bb/kernel';
import {
  decideUsage,
  evolveUsage,
  initialUsageState,
  type UsageState,
} from '@bb/backend/billing/domain/usage';
import { decideCompletion } from '@bb/backend/projects/domain/completion';
import {
  decideCreate,
  decideDelete,
  decideDuplicate,
  decideUpdate,
} from '@bb/backend/projects/domain/decide';
import { foldProject, type ProjectState } from '@bb/backend/projects/domain/project';
import type { ProjectEvent } from '@bb/backend/projects/domain/project-events';
import { completeStepData, step1, step3 } from '@bb/backend/projects/testing/step-data.fixtures';
import { connectDatabase, type Database } from '@bb/backend/infrastructure/database/connect';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import * as eventStoreMigration from './migrations/0001-event-store';
import * as projectsMigration from './migrations/0010-projects-read-models';
import * as stalenessMigration from './migrations/0051-project-staleness';
import * as sourcesMigration from './migrations/0052-project-sources';
import { createProjectsProjection } from './projects.projection';
import { createMonthlyUsageProjection } from './project-usage.projection';

/** The projections on their own tables: a batch folded at once equals events applied one by one, and replays change nothing. */
describe('projects and monthly-usage projections', () => {
  let testDb: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = connectDatabase(testDb.url);
    await eventStoreMigration.up(db.knex);
    await projectsMigration.up(db.knex);
    await stalenessMigration.up(db.knex);
    await sourcesMigration.up(db.knex);
  });
  afterAll(async () => {
    await db.close();
    await testDb.drop();
  });

  const userId = 'user-1';
  const positions = new Map<string, number>();
  let global = 0;
  let clock = Date.parse('2026-03-01T10:00:00Z');
  function stored(streamId: string, events: Array<{ type: string; data: unknown }>): StoredEvent[] {
    return events.map((e) => {
      const streamPosition = (positions.get(streamId) ?? 0) + 1;
      positions.set(streamId, streamPosition);
      global += 1;
      clock += 60_000;
      const at = new Date(clock).toISOString();
      return {
        id: `e${global}`,
        streamId,
        streamPosition,
        position: { transactionId: String(global), globalPosition: String(global) },
        type: e.type,
        schemaVersion: 1,
        data: e.data,
        metadata: { userId, correlationId: 'c', causationId: null, requestId: null, occurredAt: at },
        recordedAt: at,
      };
    });
  }

  /** A realistic log: creates, saves, renames, a completion with its usage count, a copy and a delete. */
  function history(): StoredEvent[] {
    const log: StoredEvent[] = [];
    const states = new Map<string, ProjectState>();
    let usage: UsageState = initialUsageState;
    const emit = (id: string, events: ProjectEvent[]) => {
      states.set(id, foldProject(events, states.get(id)));
      log.push(...stored(`project-${id}`, events));
    };
    const a = '00000000-0000-4000-8000-00000000000a';
    const b = '00000000-0000-4000-8000-00000000000b';
    const c = '00000000-0000-4000-8000-00000000000c';
    emit(a, decideCreate({ projectId: a, userId, stepData: step1 }));
    emit(b, decideCreate({ projectId: b, userId, title: 'Second' }));
    emit(a, decideUpdate(states.get(a)!, { userId, stepData: step3 }).events);
    emit(a, decideUpdate(states.get(a)!, { userId, currentStep: 7, stepData: completeStepData }).events);
    emit(b, decideUpdate(states.get(b)!, { userId, title: 'Second, renamed' }).events);
    emit(a, decideUpdate(states.get(a)!, { userId, currentStep: 8 }).events);
    const completion = decideCompletion(states.get(a)!, {
      userId,
      via: 'complete',
      period: '2026-03',
      completedBefore: usage.used.completions,
      limits: limitsFor('free'),
    });
    const [counted] = decideUsage(
      {
        type: 'CountUsage',
        userId,
        counter: 'completions',
        n: 1,
        plan: limitsFor('free'),
        now: new Date('2026-03-02T00:00:00Z'),
      },
      usage,
    );
    emit(a, [completion.project]);
    log.push(...stored('usage-user-1-2026-03', [counted!]));
    usage = evolveUsage(usage, counted!);
    log.push(
      ...stored(`project-${a}`, [
        {
          type: 'exports.export-created',
          data: {
            projectId: a,
            userId,
            exportType: 'business-plan',
            format: 'pdf',
            exportedAt: '2026-03-02T09:00:00.000Z',
          },
        },
      ]),
    );
    emit(c, decideDuplicate(states.get(a)!, { projectId: c, userId }));
    // d: generated in one go (every field from the generator), then renamed by the user.
    const d = '00000000-0000-4000-8000-00000000000d';
    const gen = {
      source: 'generator' as const,
      generator: 'offline',
      version: '1',
      model: 'offline',
      seed: 1,
    };
    emit(d, decideCreate({ projectId: d, userId }));
    emit(
      d,
      decideUpdate(states.get(d)!, {
        userId,
        currentStep: 7,
        stepData: completeStepData,
        provenance: Object.fromEntries(Object.keys(completeStepData).map((k) => [k, gen])),
      }).events,
    );
    emit(
      d,
      decideUpdate(states.get(d)!, {
        userId,
        stepData: {
          nameGeneration: { ...completeStepData.nameGeneration, selectedName: { name: 'Wren Wear' } },
        },
      }).events,
    );
    // The Update action on the logos: redrawn by the generator, and the tech docs brought up to date as they are.
    emit(
      d,
      decideUpdate(states.get(d)!, {
        userId,
        stepData: { logoCreation: { ...completeStepData.logoCreation, logoStyle: 'bold' } },
        provenance: { logoCreation: gen },
        upToDate: ['logoCreation', 'techDocumentation'],
      }).events,
    );
    emit(b, decideDelete(states.get(b)!, { userId }).events);
    log.push(
      ...stored('usage-user-1-2026-03', [
        {
          type: 'billing.usage-counted',
          data: { ...counted!.data, counter: 'exports', usedAfter: 1 },
        },
      ]),
    );
    return log;
  }

  const projects = createProjectsProjection();
  const usage = createMonthlyUsageProjection();
  async function apply(events: StoredEvent[]) {
    await db.knex.transaction(async (trx) => {
      for (const p of [projects, usage]) {
        const handled = events.filter((e) => p.handles.includes(e.type));
        if (handled.length) await p.apply(handled, { trx, table: (n) => n });
      }
    });
  }
  const snapshot = async (knex: Knex) => ({
    projects: await knex('rm_projects').orderBy('id'),
    usage: await knex('rm_monthly_usage').orderBy(['user_id', 'period']),
  });
  const reset = () => db.knex.raw('TRUNCATE rm_projects, rm_monthly_usage');

  it('folds a batch into the same rows as one event at a time, and replays change nothing', async () => {
    const log = history();
    await reset();
    await apply(log);
    const batched = await snapshot(db.knex);

    await reset();
    for (const e of log) await apply([e]);
    const oneByOne = await snapshot(db.knex);
    expect(oneByOne).toEqual(batched);

    await apply(log);
    await apply(log.slice(3, 9));
    expect(await snapshot(db.knex)).toEqual(batched);

    const byId = new Map(batched.projects.map((r) => [r.id, r]));
    expect(byId.get('00000000-0000-4000-8000-00000000000a')).toMatchObject({
      title: 'ToolNest',
      status: 'completed',
      current_step: 8,
      completion_percentage: 100,
      completion_period: '2026-03',
      deleted: false,
      export_count: 1,
      last_exported_at: new Date('2026-03-02T09:00:00.000Z'),
    });
    const a = byId.get('00000000-0000-4000-8000-00000000000a') as { completed_at: Date; updated_at: Date };
    expect(a.updated_at).toEqual(a.completed_at); // an export is not an edit
    expect(byId.get('00000000-0000-4000-8000-00000000000b')).toMatchObject({
      title: 'Second, renamed',
      deleted: true,
      status: 'draft',
    });
    expect(byId.get('00000000-0000-4000-8000-00000000000c')).toMatchObject({
      title: 'Copy of ToolNest',
      status: 'in_progress',
      current_step: 8,
      duplicated_from: '00000000-0000-4000-8000-00000000000a',
    });
    // Stale steps (issue 14): the same from a rebuild (one batch) as from live (one event at a time).
    const d = byId.get('00000000-0000-4000-8000-00000000000d') as {
      stale_steps: { step: string; changes: unknown[] }[];
    };
    // Renamed, then logos and tech docs updated: the style guide and the stories are left.
    expect(d.stale_steps.map((x) => x.step)).toEqual(['styleGuide', 'userStories']);
    expect(d.stale_steps[1]!.changes).toEqual([
      {
        step: 'nameGeneration',
        field: 'selectedName',
        label: 'Business name',
        from: 'ToolNest',
        to: 'Wren Wear',
      },
    ]);
    expect(byId.get('00000000-0000-4000-8000-00000000000a')).toMatchObject({ stale_steps: [] });
    expect(batched.usage).toEqual([
      expect.objectContaining({
        user_id: userId,
        period: '2026-03',
        completions: 1,
        exports: 1,
        vibe_coding_prompts: 0,
        version: 2,
      }),
    ]);
  });
});
