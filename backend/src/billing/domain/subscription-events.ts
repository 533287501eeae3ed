import {
  BILLING_EVENT_SCHEMA_VERSION,
  type BillingEventOf,
  type BillingEventType,
  type BillingInterval,
  type BillingMode,
  type PaidTier,
  type SubscriptionStatus,
} from '../../contracts/billing';
import type { SubscriptionRecord } from './subscription-state';

/** The building blocks the subscription's decide functions share. */

/** A provider's view of one subscription (Billing port answers and webhooks). */
export interface SubscriptionSnapshot {
  providerSubscriptionId: string;
  providerCustomerId: string;
  mode: BillingMode;
  tier: PaidTier;
  interval: BillingInterval;
  status: SubscriptionStatus;
  created: Date;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

/** The event log's subscription as the Billing port takes it. */
export function snapshotOf(s: SubscriptionRecord): SubscriptionSnapshot {
  return {
    providerSubscriptionId: s.providerSubscriptionId,
    providerCustomerId: s.providerCustomerId,
    mode: s.mode,
    tier: s.tier,
    interval: s.interval,
    status: s.status,
    created: new Date(s.createdAt),
    currentPeriodStart: new Date(s.currentPeriodStart),
    currentPeriodEnd: new Date(s.currentPeriodEnd),
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
  };
}

export type CancelReason = 'period-ended' | 'abandoned' | 'provider';

export function billingEvent<T extends BillingEventType>(
  type: T,
  data: BillingEventOf<T>['data'],
): BillingEventOf<T> {
  return { type, schemaVersion: BILLING_EVENT_SCHEMA_VERSION, data };
}
