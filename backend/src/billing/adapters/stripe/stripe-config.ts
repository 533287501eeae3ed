import type { BillingInterval, PaidTier } from '../../../contracts/billing';
import { paidTiers } from '../../../contracts/billing';

/**
 * Stripe settings. Prices are configured per paid tier and interval as a price id ('price_...')
 * or a lookup key (anything else, resolved once with prices.list); without configuration the
 * lookup keys are 'business_builder_<tier>_<monthly|yearly>', so a Stripe account only needs
 * prices with those lookup keys. host/port/protocol point the client elsewhere (tests, stripe-mock).
 */
export type StripePriceConfig = Record<PaidTier, Record<BillingInterval, string>>;

export interface StripeBillingConfig {
  secretKey: string;
  /** 'whsec_...'; without it every webhook is rejected. */
  webhookSecret: string | null;
  prices: StripePriceConfig;
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  maxNetworkRetries?: number;
  timeoutMs?: number;
  /** Seconds a webhook signature stays valid (Stripe's default 300). */
  webhookToleranceSeconds?: number;
}

const intervalWord: Record<BillingInterval, string> = { month: 'monthly', year: 'yearly' };

export function defaultLookupKey(tier: PaidTier, interval: BillingInterval): string {
  return `business_builder_${tier}_${intervalWord[interval]}`;
}

/** STRIPE_PRICE_STARTER_MONTHLY, STRIPE_PRICE_PRO_YEARLY, ... */
export function priceEnvName(tier: PaidTier, interval: BillingInterval): string {
  return `STRIPE_PRICE_${tier.toUpperCase()}_${intervalWord[interval].toUpperCase()}`;
}

export function pricesFromEnv(env: Readonly<Record<string, string | undefined>>): StripePriceConfig {
  const entry = (tier: PaidTier) => ({
    month: env[priceEnvName(tier, 'month')]?.trim() || defaultLookupKey(tier, 'month'),
    year: env[priceEnvName(tier, 'year')]?.trim() || defaultLookupKey(tier, 'year'),
  });
  return Object.fromEntries(paidTiers.map((t) => [t, entry(t)])) as StripePriceConfig;
}

/** null when STRIPE_SECRET_KEY is unset: the app runs demo billing. */
export function stripeConfigFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): StripeBillingConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return null;
  const port = env.STRIPE_API_PORT ? Number(env.STRIPE_API_PORT) : undefined;
  const protocol =
    env.STRIPE_API_PROTOCOL === 'http' ? 'http' : env.STRIPE_API_PROTOCOL === 'https' ? 'https' : undefined;
  return {
    secretKey,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || null,
    prices: pricesFromEnv(env),
    ...(env.STRIPE_API_HOST ? { host: env.STRIPE_API_HOST } : {}),
    ...(port !== undefined && Number.isInteger(port) ? { port } : {}),
    ...(protocol ? { protocol } : {}),
  };
}
