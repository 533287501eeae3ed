import type { Billing } from './billing.port';
import { DemoBilling, type DemoBillingOptions } from './demo/demo-billing';
import { StripeBilling } from './stripe/stripe-billing';
import { stripeConfigFromEnv } from './stripe/stripe-config';

/** Stripe when STRIPE_SECRET_KEY is set, demo billing otherwise (DESIGN.md "Configuration"). */
export function createBilling(
  env: Readonly<Record<string, string | undefined>>,
  demo: DemoBillingOptions = {},
): Billing {
  const config = stripeConfigFromEnv(env);
  return config === null ? new DemoBilling(demo) : new StripeBilling(config);
}
