import { billingEventDataSchemas, type BillingEvent } from '../../contracts/billing';
import type { StreamDefinition } from '../../shared/cqrs/stream-reader';
import { evolveBilling, initialBillingState, type BillingState } from '../domain/subscription';
import { evolveUsage, initialUsageState, type UsageState } from '../domain/usage';

/** A user's `billing-{userId}` stream as the commands read it: every billing event, parsed. */
export const billingStream: StreamDefinition<BillingState, BillingEvent> = {
  schemas: billingEventDataSchemas,
  fold: (events, from = initialBillingState) => events.reduce(evolveBilling, from),
};

/** A month's `usage-{userId}-{YYYY-MM}` stream: the counted uses, parsed. */
export const usageStream: StreamDefinition<UsageState, BillingEvent> = {
  schemas: { 'billing.usage-counted': billingEventDataSchemas['billing.usage-counted'] },
  fold: (events, from = initialUsageState) => events.reduce(evolveUsage, from),
};
