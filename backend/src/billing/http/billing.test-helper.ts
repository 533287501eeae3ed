import type { ProjectionRunner } from '@bb/projections/runner/projection-runner';
import type { TestApp } from '../../../../test/test-app';
import type { BillingEvent } from '../../contracts/billing';
import type { Tier } from '../../contracts/options';
import type { EventStore } from '../../eventstore/event-store.port';
import { eventMetadata } from '../../shared/request-context';
import { CLOCK, EVENT_STORE, PROJECTION_RUNNER, type Clock } from '../../shared/tokens';
import { periodEndFrom } from '../adapters/demo/demo-billing';
import {
  billingEvent,
  billingStreamId,
  decide,
  foldBillingEvents,
  isTrialActive,
  liveSubscription,
} from '../domain';
import { applied, toNewEvents } from '../infrastructure/billing-repository';

/**
 * Test set-up for any context: puts a user on a tier at the app's clock by appending the billing
 * events a demo subscription would (through the billing domain's decide), then waits for the
 * read models. New accounts are free and have no billing stream; 'free' ends a trial and any
 * subscription at once. Tests of billing itself use the HTTP API instead.
 */
export async function setTier(t: TestApp, userId: string, tier: Tier): Promise<void> {
  const app = t.running.app;
  const store = app.get<EventStore>(EVENT_STORE);
  const now = app.get<Clock>(CLOCK).now();
  const streamId = billingStreamId(userId);
  const stored = await store.readStream(streamId);
  const state = foldBillingEvents(stored as unknown as BillingEvent[]);
  const events: BillingEvent[] = [];
  const live = liveSubscription(state, now);
  if (tier === 'free') {
    if (live !== null || state.subscription?.status === 'incomplete') {
      const ref = { providerSubscriptionId: state.subscription!.providerSubscriptionId };
      events.push(
        billingEvent('billing.subscription-cancelled', {
          ...ref,
          cancelledAt: now.toISOString(),
          reason: 'provider',
        }),
      );
    }
    if (isTrialActive(applied(state, events), now))
      events.push(...decide({ type: 'EndTrial', now }, applied(state, events)));
  } else if (live !== null) {
    if (live.tier !== tier) events.push(...decide({ type: 'ChangeTier', targetTier: tier, now }, state));
  } else {
    const subscription = {
      providerSubscriptionId: `demo_sub_test_${Math.random().toString(36).slice(2)}`,
      providerCustomerId: `demo_cus_${userId}`,
      mode: 'demo' as const,
      tier,
      interval: 'month' as const,
      status: 'active' as const,
      created: now,
      currentPeriodStart: now,
      currentPeriodEnd: periodEndFrom(now, 'month'),
      cancelAtPeriodEnd: false,
    };
    events.push(...decide({ type: 'CreateSubscription', userId, subscription, now }, state));
  }
  if (events.length === 0) return;
  const appended = await store.append(
    [
      {
        streamId,
        expectedVersion: stored.length === 0 ? 'no_stream' : stored.length,
        events: toNewEvents(events),
      },
    ],
    {
      metadata: eventMetadata({ userId }, now),
    },
  );
  await app.get<ProjectionRunner>(PROJECTION_RUNNER).waitFor(appended.position, 5000);
}
