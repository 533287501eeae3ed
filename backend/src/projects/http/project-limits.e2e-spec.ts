import { createTestApp, type TestApp } from '../../../../test/test-app';
import { countCompletionsThisMonth } from '../queries/usage.queries';
import { setTier, signUp, type Agent } from '../testing/project-api';
import { completeStepData } from '../testing/step-data.fixtures';

/**
 * The monthly completion limit under concurrency, with a clock the test moves from month to month
 * (usage months are New York calendar months).
 */
jest.setTimeout(60_000);

describe('monthly completion limit', () => {
  let t: TestApp;
  let now = new Date('2026-03-10T15:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({}, { clock: { now: () => now } });
  });
  afterAll(async () => {
    await t.close();
  });

  const atStep7 = async (agent: Agent, title: string) => {
    const res = await agent.post('/api/projects').send({ title, currentStep: 7, stepData: completeStepData });
    expect({ status: res.status, body: res.status === 201 ? 'created' : res.body }).toEqual({
      status: 201,
      body: 'created',
    });
    return (res.body as { id: string }).id;
  };
  const usageEvents = (userId: string, period: string) =>
    t.running.database
      .knex('events')
      .where({ stream_id: `usage-${userId}-${period}` })
      .orderBy('stream_position')
      .select<Array<{ data: object }>>('data');

  it('exactly 2 of 20 parallel completions succeed for a free user; the rest answer 403', async () => {
    now = new Date('2026-03-10T15:00:00Z');
    const { agent, userId } = await signUp(t);
    // Test set-up only: a free user may hold 2 open projects, so the 20 open projects at step 8
    // are made on pro (no billing API exists yet to upgrade), then the user goes back to free.
    await setTier(t, userId, 'pro');
    const original = await atStep7(agent, 'Original');
    await agent.patch(`/api/projects/${original}`).send({ currentStep: 8 }).expect(200); // March: 1 completion
    const copies = await Promise.all(
      Array.from(
        { length: 20 },
        async () => (await agent.post(`/api/projects/${original}/duplicate`).expect(201)).body.id as string,
      ),
    );
    await setTier(t, userId, 'free');

    now = new Date('2026-04-02T15:00:00Z'); // a new usage month: 0 of 2 used
    const results = await Promise.all(copies.map((id) => agent.post(`/api/projects/${id}/complete`)));
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 403);
    expect(ok).toHaveLength(2);
    expect(refused).toHaveLength(18);
    expect(ok.map((r) => (r.body as { completedThisMonth: number }).completedThisMonth).sort()).toEqual([
      1, 2,
    ]);
    for (const r of refused)
      expect(r.body).toMatchObject({
        message: 'Monthly completion limit reached',
        code: 'MonthlyLimitReached',
      });

    const april = await usageEvents(userId, '2026-04');
    expect(april.map((e) => e.data)).toEqual([
      expect.objectContaining({ counter: 'completions', usedAfter: 1, limit: 2, period: '2026-04' }),
      expect.objectContaining({ counter: 'completions', usedAfter: 2, limit: 2, period: '2026-04' }),
    ]);
    const knex = t.running.database.knex;
    expect(await countCompletionsThisMonth(knex, userId, '2026-04')).toBe(2);
    expect(await countCompletionsThisMonth(knex, userId, '2026-03')).toBe(1);
    const completed = await knex('rm_projects')
      .where({ user_id: userId, status: 'completed' })
      .select<Array<{ completion_period: string }>>('completion_period');
    expect(completed.map((r) => r.completion_period).sort()).toEqual(['2026-03', '2026-04', '2026-04']);
  });

  it('20 parallel saves reaching step 8 complete exactly 2 projects and keep the others open at step 8', async () => {
    now = new Date('2026-05-05T15:00:00Z');
    const { agent, userId } = await signUp(t);
    await setTier(t, userId, 'pro');
    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => atStep7(agent, `P${i}`)));
    await setTier(t, userId, 'free');
    const results = await Promise.all(
      ids.map((id) => agent.patch(`/api/projects/${id}`).send({ currentStep: 8 })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(results.filter((r) => r.body.completion?.completed === true)).toHaveLength(2);
    expect(results.filter((r) => r.body.completion?.reason === 'MonthlyLimitReached')).toHaveLength(18);
    const list = (await agent.get('/api/projects').expect(200)).body as Array<{
      status: string;
      currentStep: number;
    }>;
    expect(list.filter((p) => p.status === 'completed')).toHaveLength(2);
    expect(list.filter((p) => p.status === 'in_progress' && p.currentStep === 8)).toHaveLength(18);
    expect(await usageEvents(userId, '2026-05')).toHaveLength(2);
  });

  it('counts against the New York month: 02:00 UTC on 1 June is still May', async () => {
    now = new Date('2026-06-01T02:00:00Z');
    const { agent, userId } = await signUp(t);
    const id = await atStep7(agent, 'Late night');
    const res = await agent.patch(`/api/projects/${id}`).send({ currentStep: 8 }).expect(200);
    expect(res.body.completion).toMatchObject({ completed: true, completedThisMonth: 1 });
    expect(await usageEvents(userId, '2026-05')).toHaveLength(1);
  });

  it('enterprise has no monthly limit', async () => {
    now = new Date('2026-07-05T15:00:00Z');
    const { agent, userId } = await signUp(t);
    await setTier(t, userId, 'enterprise');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await atStep7(agent, `E${i}`));
    for (const id of ids) {
      const res = await agent.patch(`/api/projects/${id}`).send({ currentStep: 8 }).expect(200);
      expect(res.body.completion).toMatchObject({ completed: true, monthlyLimit: -1 });
    }
  });
});
