import type { FounderCase } from './founder-case';

/** Founders of b2b-saas, consumer apps, marketplaces, ecommerce, subscriptions, media, hardware and non-profits. */
export const foundersB: readonly FounderCase[] = [];
