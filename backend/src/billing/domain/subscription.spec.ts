import { billingEventDataSchemas } from '../../contracts/billing';
import {
  AlreadySubscribed,
  InvalidTransition,
  NotSubscribed,
  PaymentRequired,
  SameTier,
  TrialAlreadyUsed,
} from './errors';
import {
  accessAt,
  accountStatus,
  type BillingCommand,
  billingEvent,
  canStartTrial,
  effectiveTier,
} from './subscription';
import {
  activated,
  at,
  created,
  given,
  invoice,
  REF,
  snapshot,
  trialStarted,
} from './subscription.test-helper';

describe('trial', () => {
  it('a new account is free; StartTrial starts a 7-day trial', () => {
    expect(accessAt(given().state, at('2026-03-01T12:00:00Z'))).toMatchObject({
      tier: 'free',
      source: 'free',
    });
    expect(canStartTrial(given().state)).toBe(true);
    given()
      .when({ type: 'StartTrial', userId: 'u1', now: at('2026-03-01T12:00:00Z') })
      .then([trialStarted]);
  });

  it('only once, and not after a subscription', () => {
    expect(canStartTrial(given(trialStarted).state)).toBe(false);
    given(trialStarted)
      .when({ type: 'StartTrial', userId: 'u1', now: at('2026-04-01T00:00:00Z') })
      .thenThrows(TrialAlreadyUsed);
    expect(canStartTrial(given(created()).state)).toBe(false);
    given(created())
      .when({ type: 'StartTrial', userId: 'u1', now: at('2026-04-01T00:00:00Z') })
      .thenThrows(InvalidTransition);
  });

  it('unlocks pro with the pro limits but 2 exports, until the clock passes its end, then free', () => {
    const { state } = given(trialStarted);
    const during = accessAt(state, at('2026-03-08T11:59:59Z'));
    expect(during).toMatchObject({ tier: 'pro', source: 'trial', trialEndsAt: '2026-03-08T12:00:00.000Z' });
    expect(during.limits.exportsPerMonth).toBe(2);
    expect(during.limits.completionsPerMonth).toBe(25);
    expect(accountStatus(state, at('2026-03-05T00:00:00Z'))).toBe('trialing');
    expect(effectiveTier(state, at('2026-03-08T12:00:00Z'))).toBe('free');
    expect(accountStatus(state, at('2026-03-09T00:00:00Z'))).toBe('free');
  });

  it('ends at once when the user chooses free (EndTrial); only while it runs', () => {
    const g = given(trialStarted);
    g.when({ type: 'EndTrial', now: at('2026-03-03T00:00:00Z') }).then([
      billingEvent('billing.trial-ended', { userId: 'u1', endedAt: '2026-03-03T00:00:00.000Z' }),
    ]);
    const ended = given(
      trialStarted,
      billingEvent('billing.trial-ended', { userId: 'u1', endedAt: '2026-03-03T00:00:00.000Z' }),
    );
    expect(effectiveTier(ended.state, at('2026-03-03T00:00:01Z'))).toBe('free');
    expect(accountStatus(ended.state, at('2026-03-03T00:00:01Z'))).toBe('free');
    ended.when({ type: 'EndTrial', now: at('2026-03-04T00:00:00Z') }).thenThrows(InvalidTransition);
    given(trialStarted)
      .when({ type: 'EndTrial', now: at('2026-03-09T00:00:00Z') })
      .thenThrows(InvalidTransition);
    given()
      .when({ type: 'EndTrial', now: at('2026-03-03T00:00:00Z') })
      .thenThrows(InvalidTransition);
  });

  it('ends early when a paid subscription activates; the paid tier applies, not pro', () => {
    const { state } = given(trialStarted, created('starter'), activated('starter'));
    expect(state.trial?.endedEarlyAt).toBe('2026-03-02T00:01:00.000Z');
    expect(effectiveTier(state, at('2026-03-03T00:00:00Z'))).toBe('starter');
  });
});

describe('subscribe', () => {
  it('Stripe: created incomplete; the old tier (trial or free) stays until the payment', () => {
    const g = given(trialStarted);
    g.when({
      type: 'CreateSubscription',
      userId: 'u1',
      subscription: snapshot(),
      now: at('2026-03-02T00:00:00Z'),
    }).then([created()]);
    const { state } = given(trialStarted, created());
    expect(effectiveTier(state, at('2026-03-03T00:00:00Z'))).toBe('pro');
    expect(accountStatus(state, at('2026-03-03T00:00:00Z'))).toBe('incomplete');
    expect(effectiveTier(state, at('2026-03-10T00:00:00Z'))).toBe('free');
  });

  it('demo: created and activated at once', () => {
    given()
      .when({
        type: 'CreateSubscription',
        userId: 'u1',
        subscription: snapshot({ status: 'active' }),
        now: at('2026-03-02T00:01:00Z'),
      })
      .then([created(), activated()]);
  });

  it('the invoice paid activates it (once per invoice)', () => {
    const command: BillingCommand = {
      type: 'RecordInvoicePaid',
      ...REF,
      tier: 'starter',
      invoice: invoice('in_1'),
      period: { start: at('2026-03-02T00:00:00Z'), end: at('2026-04-02T00:00:00Z') },
      now: at('2026-03-02T00:01:00Z'),
    };
    const paid = billingEvent('billing.invoice-paid', {
      ...REF,
      tier: 'starter',
      invoice: invoice('in_1'),
      paidAt: '2026-03-02T00:01:00.000Z',
    });
    given(created()).when(command).then([paid, activated()]);
    given(created(), paid, activated()).when(command).then([]);
  });

  it('refuses a second subscription while one is live', () => {
    given(created(), activated())
      .when({
        type: 'CreateSubscription',
        userId: 'u1',
        subscription: snapshot({ providerSubscriptionId: 'sub_2' }),
        now: at('2026-03-05T00:00:00Z'),
      })
      .thenThrows(AlreadySubscribed);
  });

  it('a failed payment on an incomplete subscription keeps the old tier', () => {
    const failed = billingEvent('billing.payment-failed', {
      ...REF,
      invoiceId: 'in_1',
      amountDue: 999,
      failedAt: '2026-03-02T00:02:00.000Z',
      message: 'Your card was declined.',
    });
    given(created())
      .when({
        type: 'RecordPaymentFailed',
        ...REF,
        invoiceId: 'in_1',
        amountDue: 999,
        message: 'Your card was declined.',
        now: at('2026-03-02T00:02:00Z'),
      })
      .then([failed]);
    const { state } = given(created(), failed);
    expect(effectiveTier(state, at('2026-03-02T00:03:00Z'))).toBe('free');
    expect(state.subscription?.status).toBe('incomplete');
  });
});

describe('change tier', () => {
  const now = at('2026-03-10T00:00:00Z');
  const change = { ...REF, interval: 'month' as const, changedAt: '2026-03-10T00:00:00.000Z' };

  it('upgrades and downgrades between paid tiers', () => {
    given(created(), activated())
      .when({ type: 'ChangeTier', targetTier: 'pro', now })
      .then([
        billingEvent('billing.subscription-upgraded', { ...change, fromTier: 'starter', toTier: 'pro' }),
      ]);
    given(created('pro'), activated('pro'))
      .when({ type: 'ChangeTier', targetTier: 'starter', now })
      .then([
        billingEvent('billing.subscription-downgraded', { ...change, fromTier: 'pro', toTier: 'starter' }),
      ]);
    const { state } = given(
      created(),
      activated(),
      billingEvent('billing.subscription-upgraded', { ...change, fromTier: 'starter', toTier: 'enterprise' }),
    );
    expect(effectiveTier(state, now)).toBe('enterprise');
  });

  it('refuses the same tier, no subscription, and an unpaid one', () => {
    given(created(), activated())
      .when({ type: 'ChangeTier', targetTier: 'starter', now })
      .thenThrows(SameTier);
    given(trialStarted).when({ type: 'ChangeTier', targetTier: 'pro', now }).thenThrows(NotSubscribed);
    given(created()).when({ type: 'ChangeTier', targetTier: 'pro', now }).thenThrows(PaymentRequired);
  });

  it('changing tier while cancelling keeps the subscription going', () => {
    const scheduled = billingEvent('billing.subscription-cancel-scheduled', {
      ...REF,
      scheduledAt: '2026-03-05T00:00:00.000Z',
      effectiveAt: '2026-04-02T00:00:00.000Z',
    });
    given(created(), activated(), scheduled)
      .when({ type: 'ChangeTier', targetTier: 'pro', now })
      .then([
        billingEvent('billing.subscription-resumed', { ...REF, resumedAt: '2026-03-10T00:00:00.000Z' }),
        billingEvent('billing.subscription-upgraded', { ...change, fromTier: 'starter', toTier: 'pro' }),
      ]);
  });
});

describe('cancel at period end', () => {
  const scheduled = billingEvent('billing.subscription-cancel-scheduled', {
    ...REF,
    scheduledAt: '2026-03-10T00:00:00.000Z',
    effectiveAt: '2026-04-02T00:00:00.000Z',
  });

  it('schedules the end of the paid tier at the period end', () => {
    given(created(), activated())
      .when({ type: 'ScheduleCancel', now: at('2026-03-10T00:00:00Z') })
      .then([scheduled]);
  });

  it('keeps the tier until the period end, then free (by the clock, no event needed)', () => {
    const { state } = given(created(), activated(), scheduled);
    expect(effectiveTier(state, at('2026-04-01T23:59:59Z'))).toBe('starter');
    expect(accountStatus(state, at('2026-04-01T23:59:59Z'))).toBe('active');
    expect(effectiveTier(state, at('2026-04-02T00:00:00Z'))).toBe('free');
    expect(accountStatus(state, at('2026-04-02T00:00:00Z'))).toBe('canceled');
  });

  it('twice is refused; without a subscription too', () => {
    given(created(), activated(), scheduled)
      .when({ type: 'ScheduleCancel', now: at('2026-03-11T00:00:00Z') })
      .thenThrows(InvalidTransition);
    given()
      .when({ type: 'ScheduleCancel', now: at('2026-03-11T00:00:00Z') })
      .thenThrows(NotSubscribed);
  });

  it('an unpaid subscription is abandoned at once', () => {
    given(created())
      .when({ type: 'ScheduleCancel', now: at('2026-03-03T00:00:00Z') })
      .then([
        billingEvent('billing.subscription-cancelled', {
          ...REF,
          cancelledAt: '2026-03-03T00:00:00.000Z',
          reason: 'abandoned',
        }),
      ]);
  });

  it('the period end is recorded once, and only after the period end', () => {
    const end = (iso: string): BillingCommand => ({
      type: 'EndSubscription',
      ...REF,
      reason: 'period-ended',
      now: at(iso),
    });
    given(created(), activated(), scheduled).when(end('2026-03-20T00:00:00Z')).thenThrows(InvalidTransition);
    const cancelled = billingEvent('billing.subscription-cancelled', {
      ...REF,
      cancelledAt: '2026-04-02T00:00:00.000Z',
      reason: 'period-ended',
    });
    given(created(), activated(), scheduled).when(end('2026-04-02T00:00:00Z')).then([cancelled]);
    given(created(), activated(), scheduled, cancelled).when(end('2026-04-03T00:00:00Z')).then([]);
  });

  it('resume withdraws the cancellation', () => {
    given(created(), activated(), scheduled)
      .when({ type: 'ResumeSubscription', now: at('2026-03-12T00:00:00Z') })
      .then([
        billingEvent('billing.subscription-resumed', { ...REF, resumedAt: '2026-03-12T00:00:00.000Z' }),
      ]);
  });
});

describe('events', () => {
  it('carry a stable type, schema version 1 and data valid against the contract', () => {
    const all = [trialStarted, created(), activated()];
    for (const e of all) {
      expect(e.schemaVersion).toBe(1);
      expect(() => billingEventDataSchemas[e.type].parse(e.data)).not.toThrow();
    }
  });
});
