import { subscriptionStatusResponseSchema } from '../../contracts/billing';
import { billingEvent, foldBillingEvents } from './subscription';
import { buildSubscriptionStatus } from './subscription-status';
import { emptyUsage } from './usage';

const REF = { providerSubscriptionId: 'sub_1' };
const trial = billingEvent('billing.trial-started', {
  userId: 'u1',
  startedAt: '2026-03-01T00:00:00.000Z',
  endsAt: '2026-03-08T00:00:00.000Z',
});
const created = billingEvent('billing.subscription-created', {
  userId: 'u1',
  ...REF,
  providerCustomerId: 'cus_1',
  mode: 'demo',
  tier: 'starter',
  interval: 'month',
  createdAt: '2026-03-10T00:00:00.000Z',
  currentPeriodStart: '2026-03-10T00:00:00.000Z',
  currentPeriodEnd: '2026-04-10T00:00:00.000Z',
});
const activated = billingEvent('billing.subscription-activated', {
  ...REF,
  tier: 'starter',
  activatedAt: '2026-03-10T00:00:00.000Z',
  currentPeriodStart: '2026-03-10T00:00:00.000Z',
  currentPeriodEnd: '2026-04-10T00:00:00.000Z',
});
const cancelling = billingEvent('billing.subscription-cancel-scheduled', {
  ...REF,
  scheduledAt: '2026-03-12T00:00:00.000Z',
  effectiveAt: '2026-04-10T00:00:00.000Z',
});

describe('subscription status (GET /api/subscription-status)', () => {
  it('a free account after its trial', () => {
    const status = buildSubscriptionStatus({
      state: foldBillingEvents([trial]),
      now: new Date('2026-03-09T00:00:00Z'),
      mode: 'demo',
      usage: { completions: 2, exports: 0, vibeCodingPrompts: 0 },
      activeProjects: 1,
      invoices: [],
    });
    expect(subscriptionStatusResponseSchema.parse(status)).toEqual({
      tier: 'free',
      status: 'free',
      period: '2026-03',
      completedThisMonth: 2,
      monthlyLimit: 2,
      canCompleteProjects: false,
      projectLimit: 2,
      activeProjects: 1,
      canCreateProjects: true,
      usage: { vibeCodingUsed: 0, vibeCodingLimit: 0 },
      canExport: false,
      exportsThisMonth: 0,
      exportLimit: 0,
      subscription: null,
      invoices: [],
      trial: { active: false, endsAt: '2026-03-08T00:00:00.000Z', available: false },
      billingMode: 'demo',
    });
  });

  it('a new account: free, no billing events, the trial available', () => {
    const status = buildSubscriptionStatus({
      state: foldBillingEvents([]),
      now: new Date('2026-03-02T00:00:00Z'),
      mode: 'demo',
      usage: emptyUsage,
      activeProjects: 0,
      invoices: [],
    });
    expect(subscriptionStatusResponseSchema.parse(status)).toMatchObject({
      tier: 'free',
      status: 'free',
      projectLimit: 2,
      canExport: false,
      exportLimit: 0,
      subscription: null,
      trial: { active: false, endsAt: null, available: true },
    });
  });

  it('during the trial: pro with 2 exports', () => {
    const status = buildSubscriptionStatus({
      state: foldBillingEvents([trial]),
      now: new Date('2026-03-02T00:00:00Z'),
      mode: 'stripe',
      usage: { ...emptyUsage, exports: 1 },
      activeProjects: 30,
      invoices: [],
    });
    expect(status).toMatchObject({
      tier: 'pro',
      status: 'trialing',
      exportLimit: 2,
      canExport: true,
      canCreateProjects: true,
      projectLimit: -1,
    });
    expect(status.trial).toEqual({ active: true, endsAt: '2026-03-08T00:00:00.000Z', available: false });
  });

  it('a starter subscription cancelling at period end, then over', () => {
    const state = foldBillingEvents([trial, created, activated, cancelling]);
    const invoices = [
      {
        id: 'demo_in_1',
        amount_paid: 999,
        created: '2026-03-10T00:00:00.000Z',
        status: 'paid' as const,
        hosted_invoice_url: null,
        invoice_pdf: null,
      },
    ];
    const input = {
      state,
      mode: 'demo' as const,
      usage: { completions: 3, exports: 5, vibeCodingPrompts: 2 },
      activeProjects: 10,
      invoices,
    };
    const during = buildSubscriptionStatus({ ...input, now: new Date('2026-03-20T00:00:00Z') });
    expect(during).toMatchObject({
      tier: 'starter',
      status: 'active',
      monthlyLimit: 10,
      canCompleteProjects: true,
      canCreateProjects: false,
      canExport: false,
      usage: { vibeCodingUsed: 2, vibeCodingLimit: 5 },
      subscription: {
        tier: 'starter',
        status: 'active',
        cancel_at_period_end: true,
        current_period_end: '2026-04-10T00:00:00.000Z',
        created: '2026-03-10T00:00:00.000Z',
      },
      trial: { active: false, endsAt: '2026-03-08T00:00:00.000Z', available: false },
    });
    expect(during.invoices).toEqual(invoices);
    const after = buildSubscriptionStatus({ ...input, now: new Date('2026-04-10T00:00:00Z') });
    expect(after).toMatchObject({ tier: 'free', status: 'canceled', subscription: { status: 'canceled' } });
  });

  it('a subscription without a trial: the trial is not available any more', () => {
    const status = buildSubscriptionStatus({
      state: foldBillingEvents([created, activated]),
      now: new Date('2026-03-20T00:00:00Z'),
      mode: 'demo',
      usage: emptyUsage,
      activeProjects: 0,
      invoices: [],
    });
    expect(status.trial).toEqual({ active: false, endsAt: null, available: false });
  });
});
