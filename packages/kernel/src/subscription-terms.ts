/**
 * The words of a subscription that the server decides with and the browser shows: how it is paid,
 * by which provider, and where it stands. The contracts build their zod enums from these lists.
 */
export const billingIntervals = ['month', 'year'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

/** 'demo' bills nobody (the in-app provider); 'stripe' is the real one. */
export const billingModes = ['demo', 'stripe'] as const;
export type BillingMode = (typeof billingModes)[number];

/** A provider subscription's own status. */
export const subscriptionStatuses = ['incomplete', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** The account as a whole: 'free' never subscribed (or trial over), 'canceled' had a subscription. */
export const accountStatuses = ['free', 'trialing', 'incomplete', 'active', 'past_due', 'canceled'] as const;
export type AccountStatus = (typeof accountStatuses)[number];
