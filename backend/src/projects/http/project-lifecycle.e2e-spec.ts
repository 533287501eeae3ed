import { createTestApp, type TestApp } from '../../../../test/test-app';
import { periodKey } from '../../billing/domain/usage-period';
import { countActiveProjects, countCompletionsThisMonth } from '../queries/usage.queries';
import { signUp, type Agent } from '../testing/project-api';
import { completeStepData, step1, step2 } from '../testing/step-data.fixtures';

const READ_ONLY = 'Cannot modify completed projects. Project is in read-only mode.';

// Each file boots the whole app on a fresh database; a busy machine needs more than 5 s.
jest.setTimeout(30_000);

describe('projects API: completion, read-only, duplicate, delete, project limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (agent: Agent, body: object = {}) => agent.post('/api/projects').send(body);
  /** A project with every step finished, saved at step 7 (one save away from completion). */
  const atStep7 = async (agent: Agent, title?: string) =>
    (await create(agent, { title, currentStep: 7, stepData: completeStepData }).expect(201)).body as {
      id: string;
    };

  describe('completion and read-only', () => {
    it('completes when a save reaches step 8, then every change answers 409', async () => {
      const { agent } = await signUp(t);
      const { id } = await atStep7(agent);
      const res = await agent.patch(`/api/projects/${id}`).send({ currentStep: 8 }).expect(200);
      expect(res.body).toMatchObject({
        status: 'completed',
        currentStep: 8,
        completionPercentage: 100,
        completion: { completed: true, completedThisMonth: 1, monthlyLimit: 2 },
      });
      expect(res.body.completedAt).toEqual(expect.any(String));

      for (const body of [{ title: 'x' }, { stepData: step1 }, { currentStep: 8 }, {}]) {
        const refused = await agent.patch(`/api/projects/${id}`).send(body).expect(409);
        expect(refused.body).toMatchObject({ message: READ_ONLY, code: 'ProjectIsReadOnly' });
      }
      // Completing it again (the wizard's Complete Project after the save) counts nothing more.
      const again = await agent.post(`/api/projects/${id}/complete`).expect(200);
      expect(again.body).toMatchObject({
        completedThisMonth: 1,
        monthlyLimit: 2,
        project: { status: 'completed' },
      });
      // Reading, copying and deleting are not edits.
      await agent.get(`/api/projects/${id}`).expect(200);
      const copy = await agent.post(`/api/projects/${id}/duplicate`).expect(201);
      expect(copy.body).toMatchObject({ status: 'in_progress', currentStep: 8, completedAt: null });
      await agent.delete(`/api/projects/${id}`).expect(204);
    });

    it('POST /complete completes an open project at step 8 and answers the month’s count and the limit', async () => {
      const { agent, userId } = await signUp(t);
      const { id } = await atStep7(agent);
      await agent.patch(`/api/projects/${id}`).send({ currentStep: 8 }).expect(200); // 1 of 2
      // An open project at step 8: the copy of a completed one.
      const copy = (await agent.post(`/api/projects/${id}/duplicate`).expect(201)).body;
      const res = await agent.post(`/api/projects/${copy.id}/complete`).send({}).expect(200);
      expect(res.body).toMatchObject({
        completedThisMonth: 2,
        monthlyLimit: 2,
        period: periodKey(new Date()),
      });
      expect(res.body.project).toMatchObject({ id: copy.id, status: 'completed', completionPercentage: 100 });
      expect(await countCompletionsThisMonth(t.running.database.knex, userId, periodKey(new Date()))).toBe(2);

      const second = await atStep7(agent);
      const notYet = await agent.post(`/api/projects/${second.id}/complete`).expect(400);
      expect(notYet.body).toMatchObject({
        message: 'Finish every step before completing the project',
        code: 'NotAtFinalStep',
      });
      // The free plan's 2 completions are used: a save reaching step 8 keeps the step and the project open.
      const over = await agent.patch(`/api/projects/${second.id}`).send({ currentStep: 8 }).expect(200);
      expect(over.body).toMatchObject({
        status: 'in_progress',
        currentStep: 8,
        completion: {
          completed: false,
          reason: 'MonthlyLimitReached',
          completedThisMonth: 2,
          monthlyLimit: 2,
        },
      });
      const refused = await agent.post(`/api/projects/${second.id}/complete`).expect(403);
      expect(refused.body).toMatchObject({
        message: 'Monthly completion limit reached',
        code: 'MonthlyLimitReached',
      });
    });
  });

  describe('duplicate, delete and the project limit', () => {
    it("duplicates as 'Copy of ...' with the same step and data, counting against the limit", async () => {
      const { agent, userId } = await signUp(t);
      const source = (
        await create(agent, { title: 'Bakery', currentStep: 3, stepData: { ...step1, ...step2 } }).expect(201)
      ).body;
      const copy = await agent.post(`/api/projects/${source.id}/duplicate`).expect(201);
      expect(copy.body).toMatchObject({
        title: 'Copy of Bakery',
        currentStep: 3,
        status: 'in_progress',
        duplicatedFrom: source.id,
      });
      expect(copy.body.id).not.toBe(source.id);
      expect(copy.body.stepData).toEqual(source.stepData);
      // Free: 2 open projects.
      const third = await agent.post(`/api/projects/${source.id}/duplicate`).expect(403);
      expect(third.body.message).toContain('Project limit reached');
      expect(third.body.code).toBe('ProjectLimitReached');
      const fourth = await create(agent).expect(403);
      expect(fourth.body.message).toContain('Project limit reached');
      expect(await countActiveProjects(t.running.database.knex, userId)).toBe(2);
    });

    it('deletes (204), then the project is gone and its slot is free again', async () => {
      const { agent } = await signUp(t);
      const a = (await create(agent, { title: 'A' }).expect(201)).body;
      await create(agent, { title: 'B' }).expect(201);
      await create(agent).expect(403);
      await agent.delete(`/api/projects/${a.id}`).expect(204);
      await agent.get(`/api/projects/${a.id}`).expect(404);
      await agent.delete(`/api/projects/${a.id}`).expect(404);
      await agent.patch(`/api/projects/${a.id}`).send({ title: 'back' }).expect(404);
      expect(
        ((await agent.get('/api/projects').expect(200)).body as Array<{ title: string }>).map((p) => p.title),
      ).toEqual(['B']);
      await create(agent, { title: 'C' }).expect(201);
    });

    it('a completed project frees its slot: the limit counts open projects', async () => {
      const { agent } = await signUp(t);
      const { id } = await atStep7(agent);
      await create(agent).expect(201);
      await create(agent).expect(403);
      await agent.patch(`/api/projects/${id}`).send({ currentStep: 8 }).expect(200);
      await create(agent).expect(201);
    });

    it('never exceeds the project limit under 10 parallel creates', async () => {
      const { agent, userId } = await signUp(t);
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => agent.post('/api/projects').send({ title: `P${i}` })),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(2);
      expect(statuses.filter((s) => s === 403)).toHaveLength(8);
      expect(await countActiveProjects(t.running.database.knex, userId)).toBe(2);
      expect((await agent.get('/api/projects').expect(200)).body).toHaveLength(2);
    });
  });
});
