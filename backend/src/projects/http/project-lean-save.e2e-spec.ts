import type { ProjectionRunner } from '@bb/projections/runner/projection-runner';
import type { Pool } from 'pg';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { PG_POOL, PROJECTION_RUNNER } from '../../shared/tokens';
import { signUp, type Agent } from '../testing/project-api';
import { step1, step2 } from '../testing/step-data.fixtures';

// Each file boots the whole app on a fresh database; a busy machine needs more than 5 s.
jest.setTimeout(60_000);

const MINIMAL = { Prefer: 'return=minimal' };
const generator = { source: 'generator', generator: 'offline', version: '1.0.0', model: 'offline', seed: 7 };

/** The lean save (PATCH with changed fields, expected version, Prefer: return=minimal). */
describe('lean project save', () => {
  let t: TestApp;
  let runner: ProjectionRunner;
  beforeAll(async () => {
    // The 503 below waits the whole READ_MODEL_WAIT_MS on a stopped runner: the default of a real server.
    t = await createTestApp({ READ_MODEL_WAIT_MS: '5000' });
    runner = t.running.app.get<ProjectionRunner>(PROJECTION_RUNNER);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A project at step 2 whose mission statement a generator wrote. */
  async function project(agent: Agent) {
    const res = await agent
      .post('/api/projects')
      .send({
        currentStep: 2,
        stepData: { ...step1, ...step2 },
        provenance: { businessDefinition: { missionStatement: generator } },
      })
      .expect(201);
    return res.body as { id: string; version: number; sources: Record<string, unknown> };
  }

  it('GET answers the version and who wrote each field, so the wizard needs no history', async () => {
    const { agent } = await signUp(t);
    const made = await project(agent);
    const got = (await agent.get(`/api/projects/${made.id}`).expect(200)).body;
    expect(got.version).toBe(2); // created, step saved
    expect(got.sources['businessDefinition.missionStatement']).toEqual(generator);
    expect(got.sources['businessDefinition.valueProposition']).toEqual({ source: 'user' });
    expect(got.sources['ideaGeneration.selectedIdea']).toEqual({ source: 'user' });
  });

  it('saves only the changed fields and answers the version, title, completion and sources', async () => {
    const { agent } = await signUp(t);
    const made = await project(agent);
    const res = await agent
      .patch(`/api/projects/${made.id}`)
      .set(MINIMAL)
      .send({
        expectedVersion: 2,
        fields: { businessDefinition: { valueProposition: 'Borrow, never buy.' } },
      })
      .expect(200);
    expect(res.headers['preference-applied']).toBe('return=minimal');
    expect(res.body).toEqual({
      id: made.id,
      version: 3,
      title: expect.any(String),
      status: 'in_progress',
      currentStep: 2,
      completionPercentage: 25,
      stepsDone: [true, true, false, false, false, false, false, false],
      staleSteps: [],
      updatedAt: expect.any(String),
      sources: expect.objectContaining({
        'businessDefinition.missionStatement': generator,
        'businessDefinition.valueProposition': { source: 'user' },
      }),
    });
    const got = (await agent.get(`/api/projects/${made.id}`).expect(200)).body;
    expect(got.version).toBe(3);
    expect(got.updatedAt).toBe(res.body.updatedAt);
    // The fields not sent are kept as they were.
    expect(got.stepData.businessDefinition).toEqual({
      ...step2.businessDefinition,
      valueProposition: 'Borrow, never buy.',
    });
  });

  it('removes the fields named in cleared, and a save that changes nothing writes nothing', async () => {
    const { agent } = await signUp(t);
    const made = await project(agent);
    const res = await agent
      .patch(`/api/projects/${made.id}`)
      .set(MINIMAL)
      .send({ expectedVersion: 2, cleared: ['businessDefinition.competitiveAdvantage'] })
      .expect(200);
    expect(res.body.version).toBe(3);
    expect(res.body.sources['businessDefinition.competitiveAdvantage']).toBeUndefined();
    const got = (await agent.get(`/api/projects/${made.id}`).expect(200)).body;
    expect(got.stepData.businessDefinition.competitiveAdvantage).toBeUndefined();
    expect(got.stepData.businessDefinition.missionStatement).toBe(step2.businessDefinition!.missionStatement);

    const same = await agent
      .patch(`/api/projects/${made.id}`)
      .set(MINIMAL)
      .send({
        expectedVersion: 3,
        fields: {
          businessDefinition: { missionStatement: got.stepData.businessDefinition.missionStatement },
        },
      })
      .expect(200);
    expect(same.body).toMatchObject({ version: 3, updatedAt: null });
  });

  it('refuses a save against an older version with 409 and the current version, and writes nothing', async () => {
    const { agent } = await signUp(t);
    const made = await project(agent);
    await agent
      .patch(`/api/projects/${made.id}`)
      .set(MINIMAL)
      .send({ expectedVersion: 2, fields: { businessDefinition: { businessModel: 'Pay per loan' } } })
      .expect(200);
    const stale = await agent
      .patch(`/api/projects/${made.id}`)
      .set(MINIMAL)
      .send({ expectedVersion: 2, fields: { businessDefinition: { businessModel: 'Yearly plan' } } })
      .expect(409);
    expect(stale.body).toMatchObject({ statusCode: 409, code: 'VersionConflict', currentVersion: 3 });
    const got = (await agent.get(`/api/projects/${made.id}`).expect(200)).body;
    expect(got.version).toBe(3);
    expect(got.stepData.businessDefinition.businessModel).toBe('Pay per loan');
  });

  it('answers 404, not 409, for another user’s project; 400 for stepData and fields together', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const made = await project(owner.agent);
    await other.agent
      .patch(`/api/projects/${made.id}`)
      .set(MINIMAL)
      .send({ expectedVersion: 1, fields: { businessDefinition: { businessModel: 'x' } } })
      .expect(404);
    const both = await owner.agent
      .patch(`/api/projects/${made.id}`)
      .set(MINIMAL)
      .send({ stepData: step2, fields: { businessDefinition: { businessModel: 'x' } } })
      .expect(400);
    expect(both.body.details).toHaveProperty('fields');
    await owner.agent.patch(`/api/projects/${made.id}`).send({ expectedVersion: 0 }).expect(400);
  });

  describe('with the projection runner stopped', () => {
    let agent: Agent;
    let made: { id: string; version: number };
    beforeAll(async () => {
      ({ agent } = await signUp(t));
      made = await project(agent);
      await runner.stop();
    });
    afterAll(async () => {
      await runner.start();
    });

    it('a GET right after a lean save sees it: the row is written in the append’s transaction', async () => {
      const saved = await agent
        .patch(`/api/projects/${made.id}`)
        .set(MINIMAL)
        .send({ expectedVersion: made.version, fields: { ideaGeneration: { interests: 'Woodwork' } } })
        .expect(200);
      expect(saved.body.version).toBe(made.version + 1);
      const got = (await agent.get(`/api/projects/${made.id}`).expect(200)).body;
      expect(got.version).toBe(saved.body.version);
      expect(got.stepData.ideaGeneration.interests).toBe('Woodwork');
      expect((await agent.get('/api/projects').expect(200)).body[0].updatedAt).toBe(saved.body.updatedAt);
    });

    it('a wait for the other read models that runs out is a 503 with Retry-After, not stale data', async () => {
      // The full answer waits for every read model, which a stopped runner never reaches.
      const res = await agent
        .patch(`/api/projects/${made.id}`)
        .send({ stepData: { ideaGeneration: { ...step1.ideaGeneration, interests: 'Pottery' } } });
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.body.code).toBe('ReadModelsBehind');
      // The write stands, and the project's own read model has it already.
      const got = (await agent.get(`/api/projects/${made.id}`).expect(200)).body;
      expect(got.stepData.ideaGeneration.interests).toBe('Pottery');
    });
  });

  it('the runner applying the same events afterwards changes nothing (and catches up)', async () => {
    const { agent } = await signUp(t);
    const made = await project(agent);
    const saved = await agent
      .patch(`/api/projects/${made.id}`)
      .set(MINIMAL)
      .send({ expectedVersion: 2, fields: { businessDefinition: { businessModel: 'Pay per loan' } } })
      .expect(200);
    const pool = t.running.app.get<Pool>(PG_POOL);
    const row = async () =>
      (
        await pool.query<Record<string, unknown>>(
          `SELECT version, step_data, sources, updated_at FROM rm_projects WHERE id = $1`,
          [made.id],
        )
      ).rows[0];
    const inline = await row();
    const head = await pool.query<{ transaction_id: string; global_position: string }>(
      `SELECT transaction_id::text, global_position::text FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    );
    const last = head.rows[0]!;
    expect(
      await runner.waitFor(
        { transactionId: last.transaction_id, globalPosition: last.global_position },
        10_000,
      ),
    ).toBe(true);
    expect(await row()).toEqual(inline);
    expect(inline?.version).toBe(saved.body.version);
  });
});
