import type { Billing } from './billing.port';
import { DemoBilling, type DemoBillingOptions } from './demo/demo-billing';
import { stripeConfigFromEnv } from './stripe/stripe-config';

/** Stripe when STRIPE_SECRET_KEY is set, demo billing otherwise (README "Configuration"). */
export function createBilling(
  env: Readonly<Record<string, string | undefined>>,
  demo: DemoBillingOptions = {},
): Billing {
  const config = stripeConfigFromEnv(env);
  if (config === null) return new DemoBilling(demo);
  // Loaded only when configured: the Stripe SDK is ~18 MB resident (docs/benchmarks.md "Exports").
  const { StripeBilling } =
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('./stripe/stripe-billing') as typeof import('./stripe/stripe-billing');
  return new StripeBilling(config);
}
