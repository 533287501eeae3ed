import request from 'supertest';
import { subscriptionStatusResponseSchema } from '../../contracts/billing';
import { demoBillingApp } from './demo-billing-app.test-helper';

/** The 7-day Pro trial through the whole app in demo mode: opt-in, once per account, ends by the clock. */
jest.setTimeout(60_000);

const DAY = 24 * 60 * 60 * 1000;

describe('billing API (demo mode): the trial', () => {
  const billing = demoBillingApp(new Date('2026-03-10T15:00:00Z'));
  const { clock, signUp, status, billingEvents } = billing;

  describe('the 7-day trial is started by the user', () => {
    it('POST /api/start-trial needs a session', async () => {
      await request(billing.t.http).post('/api/start-trial').expect(401);
    });

    it('201 with the subscription status: pro with 2 exports; the paid gates open', async () => {
      clock.now = new Date('2026-03-10T15:00:00Z');
      const { agent, userId } = await signUp();
      const res = await agent.post('/api/start-trial').expect(201);
      const started = subscriptionStatusResponseSchema.parse(res.body);
      expect(started).toMatchObject({
        tier: 'pro',
        status: 'trialing',
        trial: { active: true, endsAt: '2026-03-17T15:00:00.000Z', available: false },
        projectLimit: -1,
        monthlyLimit: 25,
        exportLimit: 2,
        canExport: true,
        usage: { vibeCodingUsed: 0, vibeCodingLimit: 10 },
        subscription: null,
      });
      // the same answer as GET (read-your-writes)
      expect(await status(agent)).toEqual(started);
      expect(await billingEvents(userId)).toEqual([
        expect.objectContaining({
          event_type: 'billing.trial-started',
          data: { userId, startedAt: '2026-03-10T15:00:00.000Z', endsAt: '2026-03-17T15:00:00.000Z' },
        }),
      ]);
      expect((await agent.get('/api/auth/me').expect(200)).body.subscriptionTier).toBe('pro');
      await agent.get('/api/idea-of-the-day/weekly').expect(200); // a paid feature
      for (let i = 0; i < 3; i++)
        await agent
          .post('/api/projects')
          .send({ title: `P${i}` })
          .expect(201);
    });

    it('a body is ignored', async () => {
      clock.now = new Date('2026-03-10T15:00:00Z');
      const { agent } = await signUp();
      const res = await agent.post('/api/start-trial').send({ tier: 'enterprise', days: 90 }).expect(201);
      expect(res.body).toMatchObject({ tier: 'pro', trial: { endsAt: '2026-03-17T15:00:00.000Z' } });
    });

    it('once per account: a second start is 409 TrialAlreadyUsed, also after the trial ended', async () => {
      clock.now = new Date('2026-03-10T15:00:00Z');
      const { agent, userId } = await signUp();
      await agent.post('/api/start-trial').send({}).expect(201);
      const again = await agent.post('/api/start-trial').send({}).expect(409);
      expect(again.body).toMatchObject({
        code: 'TrialAlreadyUsed',
        message: 'The 7-day free trial has already been used.',
      });
      clock.now = new Date(Date.parse('2026-03-10T15:00:00Z') + 8 * DAY);
      expect((await agent.post('/api/start-trial').expect(409)).body.code).toBe('TrialAlreadyUsed');
      expect((await billingEvents(userId)).map((e) => e.event_type)).toEqual(['billing.trial-started']);
    });

    it('two starts at once append one trial', async () => {
      clock.now = new Date('2026-03-10T15:00:00Z');
      const { agent, userId } = await signUp();
      const answers = await Promise.all([1, 2, 3].map(() => agent.post('/api/start-trial').send({})));
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      expect(answers.filter((r) => r.status === 409).map((r) => (r.body as { code?: string }).code)).toEqual([
        'TrialAlreadyUsed',
        'TrialAlreadyUsed',
      ]);
      expect((await billingEvents(userId)).map((e) => e.event_type)).toEqual(['billing.trial-started']);
    });

    it('is refused with 409 InvalidTransition when the account has or had a subscription', async () => {
      clock.now = new Date('2026-03-10T15:00:00Z');
      const { agent } = await signUp();
      await agent.post('/api/create-subscription').send({ tier: 'starter' }).expect(201);
      const res = await agent.post('/api/start-trial').expect(409);
      expect(res.body.code).toBe('InvalidTransition');
      expect((await status(agent)).trial).toEqual({ active: false, endsAt: null, available: false });
      await agent.post('/api/cancel-subscription').send({}).expect(200);
      clock.now = new Date('2026-04-11T15:00:00Z'); // the period is over: free, and still no trial
      expect(await status(agent)).toMatchObject({ tier: 'free', status: 'canceled' });
      expect((await agent.post('/api/start-trial').expect(409)).body.code).toBe('InvalidTransition');
    });

    it('ends by the clock: pro until day 7, free on day 8, on the server', async () => {
      clock.now = new Date('2026-03-10T15:00:00Z');
      const { agent } = await signUp();
      await agent.post('/api/start-trial').expect(201);

      clock.now = new Date(Date.parse('2026-03-17T15:00:00Z') - 1000);
      expect((await status(agent)).tier).toBe('pro');

      clock.now = new Date(Date.parse('2026-03-10T15:00:00Z') + 8 * DAY);
      const day8 = await status(agent);
      expect(day8).toMatchObject({
        tier: 'free',
        status: 'free',
        trial: { active: false, endsAt: '2026-03-17T15:00:00.000Z', available: false },
        projectLimit: 2,
        monthlyLimit: 2,
        exportLimit: 0,
        canExport: false,
        usage: { vibeCodingUsed: 0, vibeCodingLimit: 0 },
      });
      expect((await agent.get('/api/auth/me').expect(200)).body.subscriptionTier).toBe('free');
      const weekly = await agent.get('/api/idea-of-the-day/weekly').expect(403);
      expect(weekly.body.code).toBe('UpgradeRequired');
    });

    it('choosing Free during the trial ends it at once; free again is refused', async () => {
      clock.now = new Date('2026-03-11T10:00:00Z');
      const { agent, userId } = await signUp();
      await agent.post('/api/start-trial').expect(201);
      const res = await agent.post('/api/upgrade-subscription').send({ targetTier: 'free' }).expect(200);
      expect(res.body).toEqual({ tier: 'free', applied: true, clientSecret: null, mode: 'demo' });
      expect(await status(agent)).toMatchObject({
        tier: 'free',
        status: 'free',
        trial: { active: false, endsAt: '2026-03-11T10:00:00.000Z', available: false },
      });
      expect((await billingEvents(userId)).map((e) => e.event_type)).toEqual([
        'billing.trial-started',
        'billing.trial-ended',
      ]);
      const again = await agent.post('/api/upgrade-subscription').send({ targetTier: 'free' }).expect(409);
      expect(again.body.code).toBe('SameTier');
    });

    it('subscribing during the trial ends it: the paid tier applies from then on', async () => {
      clock.now = new Date('2026-03-11T10:00:00Z');
      const { agent } = await signUp();
      await agent.post('/api/start-trial').expect(201);
      await agent.post('/api/create-subscription').send({ tier: 'starter' }).expect(201);
      expect(await status(agent)).toMatchObject({
        tier: 'starter',
        status: 'active',
        trial: { active: false, endsAt: '2026-03-11T10:00:00.000Z', available: false },
      });
    });
  });
});
