import { createTestApp, newAccount, type TestApp } from '../../../../test/test-app';
import type { UsageCounter } from '../../contracts/billing';
import type { Tier } from '../../contracts/options';
import { completeStepData } from '../../projects/testing/step-data.fixtures';
import { CommandGateway } from '../../shared/cqrs/command-gateway';
import { CountUsageCommand, type CountedUsage } from '../commands/count-usage/count-usage.handler';

/**
 * Monthly limits under concurrency (the usage stream per user and month, appended with its
 * expected version) and the New York month rollover, with a clock the tests move.
 */
jest.setTimeout(120_000);

type Agent = ReturnType<TestApp['agent']>;

describe('monthly usage limits', () => {
  let t: TestApp;
  let now = new Date('2026-03-10T15:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({}, { clock: { now: () => now } });
  });
  afterAll(async () => {
    await t.close();
  });

  async function onTier(tier: Tier | 'trial'): Promise<{ agent: Agent; userId: string }> {
    const agent = t.agent();
    const res = await agent.post('/api/auth/register').send(newAccount()).expect(201);
    // a new account is free; the trial is started by the user
    if (tier === 'trial') await agent.post('/api/start-trial').expect(201);
    else if (tier !== 'free') await agent.post('/api/create-subscription').send({ tier }).expect(201);
    return { agent, userId: (res.body as { user: { id: string } }).user.id };
  }
  const count = (userId: string, counter: UsageCounter) =>
    t.running.app.get(CommandGateway).execute<CountedUsage>(new CountUsageCommand(userId, counter));
  const settle = async (userId: string, counter: UsageCounter, n = 20) => {
    const results = await Promise.allSettled(Array.from({ length: n }, () => count(userId, counter)));
    const ok = results
      .filter((r): r is PromiseFulfilledResult<CountedUsage> => r.status === 'fulfilled')
      .map((r) => r.value);
    const refused = results
      .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      .map((r) => r.reason as Error);
    return { ok, refused };
  };
  const usageEvents = (userId: string, period: string) =>
    t.running.database
      .knex('events')
      .where({ stream_id: `usage-${userId}-${period}` })
      .orderBy('stream_position');

  it.each([
    ['starter', 'exports', 5],
    ['pro', 'vibeCodingPrompts', 10],
    ['trial', 'exports', 2],
    ['starter', 'vibeCodingPrompts', 5],
  ] as const)('%s: 20 parallel %s counts, exactly %i pass', async (tier, counter, limit) => {
    now = new Date('2026-03-10T15:00:00Z');
    const { agent, userId } = await onTier(tier);
    const { ok, refused } = await settle(userId, counter);
    expect(ok).toHaveLength(limit);
    expect(ok.map((r) => r.used).sort((a, b) => a - b)).toEqual(
      Array.from({ length: limit }, (_, i) => i + 1),
    );
    expect(refused).toHaveLength(20 - limit);
    for (const e of refused) expect(e).toMatchObject({ name: 'MonthlyLimitReached', kind: 'limit_reached' });
    const events = await usageEvents(userId, '2026-03');
    expect(events.map((e: { data: { usedAfter: number } }) => e.data.usedAfter)).toEqual(
      ok.map((r) => r.used).sort((a, b) => a - b),
    );
    const s = (await agent.get('/api/subscription-status').expect(200)).body;
    if (counter === 'exports')
      expect(s).toMatchObject({ exportsThisMonth: limit, exportLimit: limit, canExport: false });
    else expect(s.usage).toEqual({ vibeCodingUsed: limit, vibeCodingLimit: limit });
  });

  it('free: no exports and no vibe-coding prompts at all', async () => {
    const { userId } = await onTier('free');
    await expect(count(userId, 'exports')).rejects.toMatchObject({ name: 'MonthlyLimitReached' });
    await expect(count(userId, 'vibeCodingPrompts')).rejects.toMatchObject({ name: 'MonthlyLimitReached' });
  });

  it('enterprise: 20 parallel exports all pass (unlimited)', async () => {
    now = new Date('2026-03-10T15:00:00Z');
    const { userId } = await onTier('enterprise');
    const { ok, refused } = await settle(userId, 'exports');
    expect(refused).toEqual([]);
    expect(ok.every((r) => r.limit === -1)).toBe(true);
  });

  it('rolls over at midnight New York time on the 1st, not at midnight UTC', async () => {
    now = new Date('2026-03-31T20:00:00Z');
    const { agent, userId } = await onTier('starter');
    for (let i = 0; i < 5; i++) await count(userId, 'exports');
    now = new Date('2026-04-01T03:59:00Z'); // 23:59 on 31 March in New York (EDT)
    await expect(count(userId, 'exports')).rejects.toMatchObject({ name: 'MonthlyLimitReached' });
    expect((await agent.get('/api/subscription-status').expect(200)).body).toMatchObject({
      period: '2026-03',
      exportsThisMonth: 5,
      canExport: false,
    });

    now = new Date('2026-04-01T04:00:00Z'); // midnight in New York: April
    await expect(count(userId, 'exports')).resolves.toMatchObject({ period: '2026-04', used: 1, limit: 5 });
    expect((await agent.get('/api/subscription-status').expect(200)).body).toMatchObject({
      period: '2026-04',
      exportsThisMonth: 1,
      canExport: true,
    });
    expect(await usageEvents(userId, '2026-03')).toHaveLength(5);
    expect(await usageEvents(userId, '2026-04')).toHaveLength(1);
  });

  it('the completion path: 20 parallel saves reaching step 8 on starter (10 a month) complete exactly 10', async () => {
    now = new Date('2026-05-05T15:00:00Z');
    const { agent } = await onTier('pro');
    const ids = await Promise.all(
      Array.from(
        { length: 20 },
        async (_, i) =>
          (
            await agent
              .post('/api/projects')
              .send({ title: `P${i}`, currentStep: 7, stepData: completeStepData })
              .expect(201)
          ).body.id as string,
      ),
    );
    await agent.post('/api/upgrade-subscription').send({ targetTier: 'starter' }).expect(200);
    const results = await Promise.all(
      ids.map((id) => agent.patch(`/api/projects/${id}`).send({ currentStep: 8 })),
    );
    // A save that lost every retry on a busy machine answers 409 and changes nothing; never more than 10 complete.
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(results.filter((r) => r.body.completion?.completed === true)).toHaveLength(10);
    const ok = results.filter((r) => r.status === 200).length;
    expect(results.filter((r) => r.body.completion?.reason === 'MonthlyLimitReached')).toHaveLength(ok - 10);
    expect((await agent.get('/api/subscription-status').expect(200)).body).toMatchObject({
      tier: 'starter',
      completedThisMonth: 10,
      monthlyLimit: 10,
      canCompleteProjects: false,
    });
  });
});
