import { z } from 'zod';
import { billingModeSchema, upgradeSubscriptionRequestSchema } from './billing';
import { tierSchema } from './options';

/**
 * The Account page and plan management requests the billing and identity contracts leave out:
 * deleting the account (Danger Zone), changing the plan including to free, and what the payment
 * form needs to know about the payment provider.
 */

/** DELETE /api/account: the current password confirms it (the Danger Zone dialog). */
export const deleteAccountRequestSchema = z.object({
  password: z.string().min(1, 'Password is required').max(200),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/**
 * POST /api/upgrade-subscription: any tier. 'free' ends a trial at once and cancels a paid
 * subscription at the end of its period (an unpaid one at once).
 */
export const changePlanRequestSchema = upgradeSubscriptionRequestSchema.extend({ targetTier: tierSchema });
export type ChangePlanRequest = z.infer<typeof changePlanRequestSchema>;

/** GET /api/billing/config: the card form is shown only with a publishable key (Stripe mode). */
export const billingConfigResponseSchema = z.object({
  mode: billingModeSchema,
  publishableKey: z.string().nullable(),
});
export type BillingConfigResponse = z.infer<typeof billingConfigResponseSchema>;
