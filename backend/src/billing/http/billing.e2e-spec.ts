import request from 'supertest';
import type { SubscriptionStatusResponse } from '../../contracts/billing';
import type { Tier } from '../../contracts/options';
import { demoBillingApp, type Agent } from './demo-billing-app.test-helper';

/**
 * Billing through the whole app in demo mode (no STRIPE_SECRET_KEY), with a clock the tests move:
 * the public plans, new accounts on free, subscribing, upgrading, downgrading, cancelling and the
 * status fields of every tier. The opt-in trial is in billing-trial.e2e-spec.ts.
 */
jest.setTimeout(60_000);

describe('billing API (demo mode)', () => {
  const billing = demoBillingApp(new Date('2026-03-10T15:00:00Z'));
  const { clock, signUp, status, billingEvents } = billing;

  describe('public plans and prices', () => {
    it('GET /api/plans: three listed cards, the 7-day pro trial, prices from the one table', async () => {
      const res = await request(billing.t.http).get('/api/plans').expect(200);
      const plans = res.body.plans as Array<{
        tier: Tier;
        listed: boolean;
        prices: { month: number; year: number };
        highlights: string[];
      }>;
      expect(plans.filter((p) => p.listed).map((p) => p.tier)).toEqual(['free', 'starter', 'pro']);
      expect(res.body).toMatchObject({
        currency: 'usd',
        trialDays: 7,
        trialTier: 'pro',
        byokDiscountPercent: 30,
      });
      expect(plans.find((p) => p.tier === 'pro')?.prices).toEqual({ month: 2499, year: 24999 });
      const free = plans.find((p) => p.tier === 'free')!;
      expect(free.highlights).toContain('No exports');
      expect(free.highlights.join(' ')).not.toMatch(/logo|user stories|technical documentation/i);
    });

    it('GET /api/byok/pricing: regular and BYOK prices per tier, 30% off', async () => {
      const res = await request(billing.t.http).get('/api/byok/pricing').expect(200);
      expect(res.body.discountPercent).toBe(30);
      expect(res.body.pricing.starter).toMatchObject({ regular: 999, byok: 699, discount: 30 });
      expect(res.body.pricing.pro).toMatchObject({ regular: 2499, byok: 1749, discount: 30 });
      expect(res.body.pricing.free).toMatchObject({ regular: 0, byok: 0, discount: 0 });
      // The spec's shape: per tier at the top level, monthly, in dollars.
      expect(res.body.starter).toEqual({ regular: 9.99, byok: 6.99, discount: 30 });
      expect(res.body.pro).toEqual({ regular: 24.99, byok: 17.49, discount: 30 });
      expect(res.body.enterprise).toEqual({ regular: 99.99, byok: 69.99, discount: 30 });
      expect(res.body.free).toEqual({ regular: 0, byok: 0, discount: 0 });
    });

    it('GET /api/billing/config: demo mode, no card form', async () => {
      await request(billing.t.http)
        .get('/api/billing/config')
        .expect(200, { mode: 'demo', publishableKey: null });
    });

    it('the status and every change need a session', async () => {
      await request(billing.t.http).get('/api/subscription-status').expect(401);
      await request(billing.t.http).post('/api/create-subscription').send({ tier: 'pro' }).expect(401);
      await request(billing.t.http).post('/api/upgrade-subscription').send({ targetTier: 'pro' }).expect(401);
      await request(billing.t.http).post('/api/cancel-subscription').send({}).expect(401);
      await request(billing.t.http).post('/api/resume-subscription').send({}).expect(401);
      await request(billing.t.http).post('/api/start-trial').send({}).expect(401);
    });
  });

  describe('a new account is free', () => {
    it('answers tier free, status free, the trial available, and no billing stream', async () => {
      clock.now = new Date('2026-03-10T15:00:00Z');
      const { agent, userId } = await signUp();
      expect(await status(agent)).toMatchObject({
        tier: 'free',
        status: 'free',
        trial: { active: false, endsAt: null, available: true },
        projectLimit: 2,
        monthlyLimit: 2,
        exportLimit: 0,
        canExport: false,
        usage: { vibeCodingUsed: 0, vibeCodingLimit: 0 },
        subscription: null,
        invoices: [],
      });
      expect(await billingEvents(userId)).toEqual([]);
      expect((await agent.get('/api/auth/me').expect(200)).body.subscriptionTier).toBe('free');
    });

    it('has the free gates: no export, no Quick Generate, no weekly calendar, 2 open projects', async () => {
      clock.now = new Date('2026-03-10T15:00:00Z');
      const { agent } = await signUp();
      const projectId = (await agent.post('/api/projects').send({ title: 'One' }).expect(201)).body
        .id as string;
      await agent.post('/api/projects').send({ title: 'Two' }).expect(201);
      expect((await agent.post('/api/projects').send({ title: 'Three' }).expect(403)).body.message).toContain(
        'Project limit reached',
      );
      const exported = await agent.post(`/api/export/${projectId}/business-plan`).send({}).expect(403);
      expect(exported.body.message).toContain('Exports are not included in the Free plan');
      const quick = await agent
        .post('/api/generate/quick-project')
        .send({ businessIdea: 'A bakery that delivers', projectId })
        .expect(403);
      expect(quick.body.message).toBe('This feature requires a higher tier subscription');
      await agent.get('/api/idea-of-the-day/weekly').expect(403);
    });
  });

  describe('subscriptions take effect at once in demo mode', () => {
    it('subscribe, upgrade, downgrade, cancel at period end, then free when the period is over', async () => {
      clock.now = new Date('2026-03-12T12:00:00Z');
      const { agent, userId } = await signUp();
      const made = await agent.post('/api/create-subscription').send({ tier: 'starter' }).expect(201);
      expect(made.body).toMatchObject({
        mode: 'demo',
        status: 'active',
        subscriptionId: expect.stringMatching(/^demo_sub_/),
      });
      let s = await status(agent);
      expect(s).toMatchObject({
        tier: 'starter',
        status: 'active',
        billingMode: 'demo',
        trial: { active: false, endsAt: null, available: false },
        subscription: {
          tier: 'starter',
          interval: 'month',
          status: 'active',
          current_period_start: '2026-03-12T12:00:00.000Z',
          current_period_end: '2026-04-12T12:00:00.000Z',
          cancel_at_period_end: false,
          created: '2026-03-12T12:00:00.000Z',
        },
      });
      expect(s.invoices).toEqual([
        expect.objectContaining({ amount_paid: 999, status: 'paid', created: '2026-03-12T12:00:00.000Z' }),
      ]);
      expect((await agent.post('/api/create-subscription').send({ tier: 'pro' }).expect(409)).body.code).toBe(
        'AlreadySubscribed',
      );

      clock.now = new Date('2026-03-27T12:00:00Z'); // half the period left: the upgrade is prorated
      const up = await agent.post('/api/upgrade-subscription').send({ targetTier: 'pro' }).expect(200);
      expect(up.body).toEqual({ tier: 'pro', applied: true, clientSecret: null, mode: 'demo' });
      s = await status(agent);
      expect(s.tier).toBe('pro');
      expect(s.invoices).toHaveLength(2);
      expect(s.invoices[0]!.amount_paid).toBe(Math.round((1500 * 16) / 31));
      expect(
        (await agent.post('/api/upgrade-subscription').send({ targetTier: 'pro' }).expect(409)).body.code,
      ).toBe('SameTier');

      const down = await agent.post('/api/upgrade-subscription').send({ targetTier: 'starter' }).expect(200);
      expect(down.body.tier).toBe('starter');
      expect((await status(agent)).invoices).toHaveLength(2); // a downgrade is credited later, not charged

      const cancel = await agent.post('/api/cancel-subscription').send({}).expect(200);
      expect(cancel.body).toEqual({ cancel_at_period_end: true, endsAt: '2026-04-12T12:00:00.000Z' });
      s = await status(agent);
      expect(s).toMatchObject({
        tier: 'starter',
        status: 'active',
        subscription: { cancel_at_period_end: true },
      });
      expect((await agent.post('/api/cancel-subscription').send({}).expect(409)).body.code).toBe(
        'InvalidTransition',
      );

      clock.now = new Date('2026-04-12T12:00:00Z');
      s = await status(agent);
      expect(s).toMatchObject({ tier: 'free', status: 'canceled', subscription: { status: 'canceled' } });
      expect(
        (await agent.post('/api/upgrade-subscription').send({ targetTier: 'pro' }).expect(409)).body.code,
      ).toBe('NotSubscribed');

      expect((await billingEvents(userId)).map((e) => e.event_type)).toEqual([
        'billing.subscription-created',
        'billing.subscription-activated',
        'billing.invoice-paid',
        'billing.subscription-upgraded',
        'billing.invoice-paid',
        'billing.subscription-downgraded',
        'billing.subscription-cancel-scheduled',
      ]);
      // Subscribing again after the end starts a new subscription.
      await agent.post('/api/create-subscription').send({ tier: 'pro', interval: 'year' }).expect(201);
      expect(await status(agent)).toMatchObject({
        tier: 'pro',
        subscription: { interval: 'year', cancel_at_period_end: false },
      });
    });

    it('resuming withdraws a cancellation at period end: the same plan renews, nothing is charged', async () => {
      clock.now = new Date('2026-03-12T12:00:00Z');
      const { agent, userId } = await signUp();
      expect((await agent.post('/api/resume-subscription').send({}).expect(409)).body.code).toBe(
        'NotSubscribed',
      );
      await agent.post('/api/create-subscription').send({ tier: 'starter' }).expect(201);
      // Not cancelling: nothing to resume.
      expect((await agent.post('/api/resume-subscription').send({}).expect(409)).body.code).toBe(
        'InvalidTransition',
      );
      await agent.post('/api/cancel-subscription').send({}).expect(200);
      clock.now = new Date('2026-03-20T12:00:00Z');
      const resumed = await agent.post('/api/resume-subscription').send({}).expect(200);
      expect(resumed.body).toEqual({ cancel_at_period_end: false, renewsAt: '2026-04-12T12:00:00.000Z' });
      const s = await status(agent);
      expect(s).toMatchObject({
        tier: 'starter',
        status: 'active',
        subscription: { cancel_at_period_end: false },
      });
      expect(s.invoices).toHaveLength(1);
      expect((await billingEvents(userId)).map((e) => e.event_type).slice(-2)).toEqual([
        'billing.subscription-cancel-scheduled',
        'billing.subscription-resumed',
      ]);
      // Once the period has ended, a cancelled subscription cannot be resumed.
      await agent.post('/api/cancel-subscription').send({}).expect(200);
      clock.now = new Date('2026-04-12T12:00:00Z');
      expect((await status(agent)).tier).toBe('free');
      expect((await agent.post('/api/resume-subscription').send({}).expect(409)).body.code).toBe(
        'NotSubscribed',
      );
    });

    it('downgrading a paid plan to Free cancels at the end of the period; upgrading withdraws it', async () => {
      clock.now = new Date('2026-03-12T12:00:00Z');
      const { agent } = await signUp();
      await agent.post('/api/create-subscription').send({ tier: 'pro' }).expect(201);
      const res = await agent.post('/api/upgrade-subscription').send({ targetTier: 'free' }).expect(200);
      expect(res.body).toMatchObject({ tier: 'pro', applied: true });
      expect(await status(agent)).toMatchObject({
        tier: 'pro',
        subscription: { cancel_at_period_end: true },
      });
      await agent.post('/api/upgrade-subscription').send({ targetTier: 'enterprise' }).expect(200);
      expect(await status(agent)).toMatchObject({
        tier: 'enterprise',
        subscription: { cancel_at_period_end: false },
      });
    });

    it('refuses bad requests with 400 and cancelling without a subscription with 409', async () => {
      const { agent } = await signUp();
      for (const body of [{ tier: 'free' }, { tier: 'gold' }, {}, { tier: 'pro', interval: 'week' }])
        await agent.post('/api/create-subscription').send(body).expect(400);
      await agent.post('/api/upgrade-subscription').send({ targetTier: 'gold' }).expect(400);
      // Unknown keys are stripped (docs/decisions.md): a price in the body changes nothing.
      await agent.post('/api/cancel-subscription').send({ now: true }).expect(409);
      expect((await agent.post('/api/cancel-subscription').send({}).expect(409)).body.code).toBe(
        'NotSubscribed',
      );
    });
  });

  describe('the status of every tier', () => {
    async function onTier(tier: Tier): Promise<Agent> {
      const { agent } = await signUp();
      // a new account is already free
      if (tier !== 'free') await agent.post('/api/create-subscription').send({ tier }).expect(201);
      return agent;
    }

    it('has every field of the contract, with each tier’s limits', async () => {
      clock.now = new Date('2026-03-20T12:00:00Z');
      const free = await status(await onTier('free'));
      expect(free).toEqual({
        tier: 'free',
        status: 'free',
        period: '2026-03',
        completedThisMonth: 0,
        monthlyLimit: 2,
        canCompleteProjects: true,
        projectLimit: 2,
        activeProjects: 0,
        canCreateProjects: true,
        usage: { vibeCodingUsed: 0, vibeCodingLimit: 0 },
        canExport: false,
        exportsThisMonth: 0,
        exportLimit: 0,
        subscription: null,
        invoices: [],
        trial: { active: false, endsAt: null, available: true },
        billingMode: 'demo',
      });
      const expected: Record<Exclude<Tier, 'free'>, Partial<SubscriptionStatusResponse>> = {
        starter: {
          projectLimit: 10,
          monthlyLimit: 10,
          exportLimit: 5,
          canExport: true,
          usage: { vibeCodingUsed: 0, vibeCodingLimit: 5 },
        },
        pro: {
          projectLimit: -1,
          monthlyLimit: 25,
          exportLimit: 15,
          canExport: true,
          usage: { vibeCodingUsed: 0, vibeCodingLimit: 10 },
        },
        enterprise: {
          projectLimit: -1,
          monthlyLimit: -1,
          exportLimit: -1,
          canExport: true,
          usage: { vibeCodingUsed: 0, vibeCodingLimit: 25 },
        },
      };
      for (const tier of ['starter', 'pro', 'enterprise'] as const) {
        const s = await status(await onTier(tier));
        expect(s).toMatchObject({
          tier,
          status: 'active',
          canCreateProjects: true,
          canCompleteProjects: true,
          ...expected[tier],
        });
        expect(s.subscription?.tier).toBe(tier);
        expect(s.invoices).toHaveLength(1);
      }
    });

    it('gates project creation by the tier in effect: free 2, starter 10, pro unlimited', async () => {
      clock.now = new Date('2026-03-21T12:00:00Z');
      const create = (agent: Agent) => agent.post('/api/projects').send({ title: 'A project' });
      const free = await onTier('free');
      for (let i = 0; i < 2; i++) await create(free).expect(201);
      expect((await create(free).expect(403)).body.message).toContain('Project limit reached');
      expect(await status(free)).toMatchObject({ activeProjects: 2, canCreateProjects: false });

      const starter = await onTier('starter');
      for (let i = 0; i < 10; i++) await create(starter).expect(201);
      await create(starter).expect(403);

      const pro = await onTier('pro');
      for (let i = 0; i < 12; i++) await create(pro).expect(201);
      expect(await status(pro)).toMatchObject({
        activeProjects: 12,
        projectLimit: -1,
        canCreateProjects: true,
      });
    });
  });
});
