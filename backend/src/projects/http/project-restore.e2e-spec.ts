import request from 'supertest';
import { buildOpenApiDocument } from '../../create-app';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { signUp, type Agent } from '../testing/project-api';
import { completeStepData, step1, step2 } from '../testing/step-data.fixtures';

const READ_ONLY = 'Cannot modify completed projects. Project is in read-only mode.';

// Each file boots the whole app on a fresh database; a busy machine needs more than 5 s.
jest.setTimeout(30_000);

/** The project history's restore (issue 7): read a step at a version, put it back, as an event. */
describe('projects API: history versions and restore', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const gen = {
    source: 'generator',
    generator: 'business-definition',
    version: '1.0.0',
    model: 'offline',
    seed: 12,
  };
  const mission = (text: string) => ({
    businessDefinition: { ...step2.businessDefinition, missionStatement: text },
  });

  /** created with its title from the idea (v1), step 1 (v2), generated mission (v3), user's mission (v4). */
  async function projectWithTwoMissions(agent: Agent): Promise<string> {
    const { id } = (await agent.post('/api/projects').send({ stepData: step1 }).expect(201)).body as {
      id: string;
    };
    await agent
      .patch(`/api/projects/${id}`)
      .send({
        currentStep: 2,
        stepData: mission('Generated mission'),
        provenance: { businessDefinition: gen },
      })
      .expect(200);
    await agent
      .patch(`/api/projects/${id}`)
      .send({ currentStep: 3, stepData: mission('My own mission') })
      .expect(200);
    return id;
  }

  it('reads a step as it was after a version, with who wrote each field', async () => {
    const { agent } = await signUp(t);
    const id = await projectWithTwoMissions(agent);
    const history = (await agent.get(`/api/projects/${id}/history`).expect(200)).body as {
      entries: Array<{ version: number; type: string }>;
    };
    const saves = history.entries
      .filter((e) => e.type === 'projects.wizard-step-saved')
      .map((e) => e.version);
    expect(saves).toEqual([2, 3, 4]);

    const v3 = await agent.get(`/api/projects/${id}/history/3/step/businessDefinition`).expect(200);
    expect(v3.body).toMatchObject({
      projectId: id,
      version: 3,
      step: 'businessDefinition',
      value: mission('Generated mission').businessDefinition,
      sources: { missionStatement: gen, businessModel: gen },
    });
    expect(new Date(v3.body.at as string).getTime()).not.toBeNaN();
    const v1 = await agent.get(`/api/projects/${id}/history/1/step/businessDefinition`).expect(200);
    expect(v1.body).toMatchObject({ value: {}, sources: {} });
    const v4 = await agent.get(`/api/projects/${id}/history/4/step/businessDefinition`).expect(200);
    expect(v4.body.value.missionStatement).toBe('My own mission');
  });

  it('restores a step: the event is appended, the project answers the old data, history lists it', async () => {
    const { agent } = await signUp(t);
    const id = await projectWithTwoMissions(agent);
    const before = (await agent.get(`/api/projects/${id}`).expect(200)).body;

    const res = await agent
      .post(`/api/projects/${id}/restore`)
      .send({ version: 3, step: 'businessDefinition' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, currentStep: 3, title: before.title });
    expect(res.body.stepData.businessDefinition.missionStatement).toBe('Generated mission');
    expect(res.body.stepData.ideaGeneration).toEqual(before.stepData.ideaGeneration);
    // Read-your-writes: the read model has applied it.
    const got = await agent.get(`/api/projects/${id}`).expect(200);
    expect(got.body.stepData.businessDefinition).toEqual(mission('Generated mission').businessDefinition);

    const events = await t.running.database
      .knex('events')
      .where({ stream_id: `project-${id}` })
      .orderBy('stream_position')
      .select<Array<{ event_type: string; data: Record<string, unknown> }>>('*');
    expect(events.at(-1)).toMatchObject({
      event_type: 'projects.step-data-restored',
      data: { projectId: id, step: 'businessDefinition', fromVersion: 3 },
    });

    const history = (await agent.get(`/api/projects/${id}/history`).expect(200)).body as {
      entries: object[];
    };
    const last = history.entries.at(-1);
    expect(last).toMatchObject({
      version: 5,
      type: 'projects.step-data-restored',
      label: 'Step restored from version 3',
      changes: [{ step: 'businessDefinition', field: 'missionStatement', cleared: false, source: gen }],
    });

    // Restoring what the step already holds appends nothing.
    await agent
      .post(`/api/projects/${id}/restore`)
      .send({ version: 3, step: 'businessDefinition' })
      .expect(200);
    expect((await agent.get(`/api/projects/${id}/history`).expect(200)).body.entries).toHaveLength(5);
    // And back to the user's own text.
    const again = await agent
      .post(`/api/projects/${id}/restore`)
      .send({ version: 4, step: 'businessDefinition' })
      .expect(200);
    expect(again.body.stepData.businessDefinition.missionStatement).toBe('My own mission');
  });

  it('answers 400 for a bad version or step', async () => {
    const { agent } = await signUp(t);
    const id = await projectWithTwoMissions(agent);
    for (const body of [
      { version: 0, step: 'businessDefinition' },
      { version: 1.5, step: 'businessDefinition' },
      { version: '2', step: 'businessDefinition' },
      { step: 'businessDefinition' },
      { version: 2, step: 'nope' },
      { version: 2 },
    ]) {
      const res = await agent.post(`/api/projects/${id}/restore`).send(body).expect(400);
      expect(res.body.message).toBe('Validation failed');
    }
    const tooFar = await agent
      .post(`/api/projects/${id}/restore`)
      .send({ version: 99, step: 'businessDefinition' })
      .expect(400);
    expect(tooFar.body).toMatchObject({
      message: 'There is no version 99 of this project',
      code: 'UnknownProjectVersion',
      details: { version: 'Choose a version from 1 to 4' },
    });
    await agent.get(`/api/projects/${id}/history/99/step/businessDefinition`).expect(400);
    await agent.get(`/api/projects/${id}/history/0/step/businessDefinition`).expect(400);
    await agent.get(`/api/projects/${id}/history/abc/step/businessDefinition`).expect(400);
    const badStep = await agent.get(`/api/projects/${id}/history/2/step/colours`).expect(400);
    expect(Object.keys(badStep.body.details as object)).toEqual(['step']);
  });

  it("answers 404 for another user's, a deleted or an unknown project", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const id = await projectWithTwoMissions(owner.agent);
    const body = { version: 3, step: 'businessDefinition' };
    for (const res of [
      await other.agent.post(`/api/projects/${id}/restore`).send(body),
      await other.agent.get(`/api/projects/${id}/history/3/step/businessDefinition`),
      await other.agent.get(`/api/projects/${id}/history/99/step/businessDefinition`),
      await owner.agent.post('/api/projects/6f1c0a4e-2b7d-4c8e-9f3a-5d6e7f8a9b0c/restore').send(body),
      await owner.agent.post('/api/projects/not-a-uuid/restore').send(body),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Project not found');
    }
    expect(
      (await owner.agent.get(`/api/projects/${id}`).expect(200)).body.stepData.businessDefinition
        .missionStatement,
    ).toBe('My own mission');
    await owner.agent.delete(`/api/projects/${id}`).expect(204);
    await owner.agent.post(`/api/projects/${id}/restore`).send(body).expect(404);
    await request(t.http).post(`/api/projects/${id}/restore`).send(body).expect(401);
  });

  it('answers 409 read-only for a completed project, and still shows its versions', async () => {
    const { agent } = await signUp(t);
    const { id } = (
      await agent.post('/api/projects').send({ currentStep: 7, stepData: completeStepData }).expect(201)
    ).body as { id: string };
    await agent.patch(`/api/projects/${id}`).send({ currentStep: 8 }).expect(200);
    const res = await agent
      .post(`/api/projects/${id}/restore`)
      .send({ version: 1, step: 'ideaGeneration' })
      .expect(409);
    expect(res.body).toMatchObject({ message: READ_ONLY, code: 'ProjectIsReadOnly' });
    await agent.get(`/api/projects/${id}/history/2/step/ideaGeneration`).expect(200);
  });

  it('documents the two routes in the OpenAPI document', () => {
    const doc = buildOpenApiDocument(t.running.app);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/projects/{id}/restore',
        '/api/projects/{id}/history/{version}/step/{step}',
      ]),
    );
    expect(doc.paths['/api/projects/{id}/restore']?.post?.requestBody).toBeDefined();
  });
});
