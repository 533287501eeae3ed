import type { BillingEvent, BillingEventOf, PlanLimits, UsageCounter } from '../../contracts/billing';
import type { EventStore, StreamWrite } from '../../eventstore/event-store.port';
import { decideUsage, foldUsage, usageStreamId } from '../domain/usage';
import { periodKey } from '../domain/usage-period';
import { toNewEvents } from './billing-repository';

/**
 * One counted use against a monthly limit, as a write for the caller's own append
 * (docs/architecture.md "Invariants across streams"): the usage stream of the month `now` falls
 * in, appended with the version the limit was checked on, so of N racing counts only those within
 * the limit can commit. Put the
 * write in the same append as the event it counts (an export, a vibe-coding prompt); on a
 * ConcurrencyError, prepare again and retry (billing/infrastructure/retry-on-conflict.ts).
 * Throws MonthlyLimitReached when the limit is already reached.
 */
export async function prepareUsageCount(
  store: EventStore,
  input: { userId: string; counter: UsageCounter; n?: number; limits: PlanLimits; now: Date },
): Promise<{ write: StreamWrite; counted: BillingEventOf<'billing.usage-counted'> }> {
  const { userId, counter, limits, now } = input;
  const streamId = usageStreamId(userId, periodKey(now));
  const events = await store.readStream(streamId);
  const state = foldUsage(events as unknown as BillingEvent[]);
  const [counted] = decideUsage(
    { type: 'CountUsage', userId, counter, n: input.n ?? 1, plan: limits, now },
    state,
  );
  return {
    write: { streamId, expectedVersion: events.length, events: toNewEvents([counted!]) },
    counted: counted!,
  };
}
