import type { PaidTier, PlanFeature, UsageCounter } from '../../contracts/billing';
import type { Tier } from '../../contracts/options';
import { DomainError, type DomainErrorKind } from '../../shared/domain-error';

/**
 * Typed billing errors on the shared DomainError: the one exception filter maps `kind` to HTTP
 * (validation 400, payment_required 402, forbidden 403, conflict 409, limit_reached).
 */
export abstract class BillingError extends DomainError {
  protected constructor(kind: DomainErrorKind, message: string, code: string) {
    super(kind, message, undefined, code);
  }
}

/** Spec text: 'This feature requires a higher tier subscription'. */
export class FeatureNotInPlan extends BillingError {
  constructor(
    readonly feature: PlanFeature,
    readonly tier: Tier,
    readonly requiredTier: PaidTier,
  ) {
    super('forbidden', 'This feature requires a higher tier subscription', 'FeatureNotInPlan');
  }
}

const counterMessages: Record<UsageCounter, string> = {
  completions: 'Monthly completion limit reached',
  exports: 'Monthly export limit reached',
  vibeCodingPrompts: 'Monthly vibe coding limit reached',
};

export class MonthlyLimitReached extends BillingError {
  constructor(
    readonly counter: UsageCounter,
    readonly limit: number,
    readonly used: number,
  ) {
    super('limit_reached', `${counterMessages[counter]} (${used}/${limit})`, 'MonthlyLimitReached');
  }
}

/** The frontend looks for 'Project limit reached' in the message. */
export class ProjectLimitReached extends BillingError {
  constructor(
    readonly limit: number,
    readonly active: number,
  ) {
    super(
      'limit_reached',
      `Project limit reached: your plan allows ${limit} active projects`,
      'ProjectLimitReached',
    );
  }
}

export class SameTier extends BillingError {
  constructor(readonly tier: Tier) {
    super('conflict', `You are already on the ${tier} plan`, 'SameTier');
  }
}

export class NotSubscribed extends BillingError {
  constructor() {
    super('conflict', 'You have no active subscription', 'NotSubscribed');
  }
}

export class AlreadySubscribed extends BillingError {
  constructor(readonly tier: PaidTier) {
    super(
      'conflict',
      `You already have a ${tier} subscription; change its plan instead`,
      'AlreadySubscribed',
    );
  }
}

/** The subscription waits for its first payment ('Payment Required', Complete Payment). */
export class PaymentRequired extends BillingError {
  constructor(readonly providerSubscriptionId: string) {
    super(
      'payment_required',
      'Payment required: complete the payment of your subscription first',
      'PaymentRequired',
    );
  }
}

export class TrialAlreadyUsed extends BillingError {
  constructor() {
    super('conflict', 'The 7-day free trial has already been used.', 'TrialAlreadyUsed');
  }
}

export class InvalidTransition extends BillingError {
  constructor(
    readonly action: string,
    reason: string,
  ) {
    super('conflict', `Cannot ${action}: ${reason}`, 'InvalidTransition');
  }
}

export class InvalidPeriodKey extends BillingError {
  constructor(readonly value: string) {
    super('validation', `Not a usage period: ${value} (expected YYYY-MM)`, 'InvalidPeriodKey');
  }
}
