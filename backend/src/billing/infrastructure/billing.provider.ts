import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG, CLOCK, type Clock } from '../../shared/tokens';
import { createBilling } from '../adapters/billing-factory';
import type { Billing } from '../adapters/billing.port';

/**
 * The Billing port (docs/architecture.md "Billing"): Stripe when STRIPE_SECRET_KEY is set, demo
 * billing otherwise.
 */
export const BILLING = Symbol('BILLING');

/** The STRIPE_* settings billing is built from (all of them when the config kept them). */
export function billingEnvOf(config: AppConfig): Readonly<Record<string, string | undefined>> {
  if (config.billingEnv !== undefined) return config.billingEnv;
  return config.stripe === null
    ? {}
    : { STRIPE_SECRET_KEY: config.stripe.secretKey, STRIPE_WEBHOOK_SECRET: config.stripe.webhookSecret };
}

/** Demo billing takes its time from the injected clock, so tests that move the clock see it. */
export const billingProvider: Provider = {
  provide: BILLING,
  useFactory: (config: AppConfig, clock: Clock): Billing =>
    createBilling(billingEnvOf(config), { now: () => clock.now() }),
  inject: [APP_CONFIG, CLOCK],
};
