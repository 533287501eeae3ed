import { Module } from '@nestjs/common';
import { CancelSubscriptionHandler } from './commands/cancel-subscription/cancel-subscription.handler';
import { ChangePlanHandler } from './commands/change-plan/change-plan.handler';
import { CountUsageHandler } from './commands/count-usage/count-usage.handler';
import { CreateSubscriptionHandler } from './commands/create-subscription/create-subscription.handler';
import { HandleBillingWebhookHandler } from './commands/handle-webhook/handle-webhook.handler';
import { ResumeSubscriptionHandler } from './commands/resume-subscription/resume-subscription.handler';
import { StartTrialHandler } from './commands/start-trial/start-trial.handler';
import { BillingWebhookController } from './http/billing-webhook.controller';
import { BillingController } from './http/billing.controller';
import { billingProvider } from './infrastructure/billing.provider';
import { BillingRepository } from './infrastructure/billing-repository';
import { GetSubscriptionStatusHandler } from './queries/get-subscription-status.query';

const httpControllers = [BillingController, BillingWebhookController];
const commandHandlers = [
  CreateSubscriptionHandler,
  ChangePlanHandler,
  CancelSubscriptionHandler,
  ResumeSubscriptionHandler,
  HandleBillingWebhookHandler,
  CountUsageHandler,
  StartTrialHandler,
];
const queryHandlers = [GetSubscriptionStatusHandler];

/**
 * Billing: plans and limits (packages/kernel/src/plans.ts), the opt-in trial (POST /api/start-trial), subscriptions through the Billing port
 * (demo or Stripe), webhooks, monthly usage counts and GET /api/subscription-status. Other contexts
 * read the plan in effect with queries/effective-tier.ts and count usage with CountUsageCommand or
 * infrastructure/usage-count.ts.
 */
@Module({
  controllers: httpControllers,
  providers: [...commandHandlers, ...queryHandlers, billingProvider, BillingRepository],
  exports: [billingProvider, BillingRepository],
})
export class BillingModule {}
