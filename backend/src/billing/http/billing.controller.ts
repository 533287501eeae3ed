import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { BillingConfigResponse } from '../../contracts/account';
import type {
  ByokPricingResponse,
  CancelSubscriptionResponse,
  CreateSubscriptionResponse,
  PlansResponse,
  ResumeSubscriptionResponse,
  StartTrialResponse,
  SubscriptionStatusResponse,
  UpgradeSubscriptionResponse,
} from '../../contracts/billing';
import type { AppConfig } from '../../config/app-config';
import type { AuthUser } from '../../shared/http/auth';
import { CurrentUser, Public } from '../../shared/http/auth';
import { CommandGateway } from '../../shared/cqrs/command-gateway';
import { APP_CONFIG } from '../../shared/tokens';
import type { Billing } from '../adapters/billing.port';
import { CancelSubscriptionCommand } from '../commands/cancel-subscription/cancel-subscription.handler';
import { ChangePlanCommand } from '../commands/change-plan/change-plan.handler';
import { CreateSubscriptionCommand } from '../commands/create-subscription/create-subscription.handler';
import { ResumeSubscriptionCommand } from '../commands/resume-subscription/resume-subscription.handler';
import { StartTrialCommand } from '../commands/start-trial/start-trial.handler';
import { byokPricingResponse, plansResponse } from '../domain';
import { BILLING } from '../infrastructure/billing.provider';
import { GetSubscriptionStatusQuery } from '../queries/get-subscription-status.query';
import {
  CancelSubscriptionDto,
  ChangePlanDto,
  CreateSubscriptionDto,
  ResumeSubscriptionDto,
  StartTrialDto,
} from './billing.dto';

/** Plans, the user's subscription status and the subscription changes. */
@ApiTags('billing')
@Controller()
export class BillingController {
  constructor(
    private readonly commands: CommandGateway,
    private readonly queries: QueryBus,
    @Inject(BILLING) private readonly billing: Billing,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('subscription-status')
  status(@CurrentUser() user: AuthUser): Promise<SubscriptionStatusResponse> {
    return this.queries.execute(new GetSubscriptionStatusQuery(user.id));
  }

  /**
   * The user starts the 7-day trial (once per account; new accounts are free). Answers 201 with
   * the subscription status, read after the projections have the trial (read-your-writes).
   */
  @Post('start-trial')
  async startTrial(@CurrentUser() user: AuthUser, @Body() _body: StartTrialDto): Promise<StartTrialResponse> {
    await this.commands.execute(new StartTrialCommand(user.id));
    return this.status(user);
  }

  /** The plan cards, prices, limits and the trial (the pricing page reads only this). */
  @Public()
  @Get('plans')
  plans(): PlansResponse {
    return plansResponse();
  }

  @Public()
  @Get('byok/pricing')
  byokPricing(): ByokPricingResponse {
    return byokPricingResponse();
  }

  /** Demo or Stripe, and the publishable key the card form needs (null: no card form). */
  @Public()
  @Get('billing/config')
  billingConfig(): BillingConfigResponse {
    return { mode: this.billing.mode, publishableKey: this.config.stripe?.publishableKey ?? null };
  }

  @Post('create-subscription')
  createSubscription(
    @CurrentUser() user: AuthUser,
    @Body() body: CreateSubscriptionDto,
  ): Promise<CreateSubscriptionResponse> {
    return this.commands.execute(new CreateSubscriptionCommand(user.id, body.tier, body.interval ?? 'month'));
  }

  @Post('upgrade-subscription')
  @HttpCode(200)
  changePlan(
    @CurrentUser() user: AuthUser,
    @Body() body: ChangePlanDto,
  ): Promise<UpgradeSubscriptionResponse> {
    return this.commands.execute(new ChangePlanCommand(user.id, body.targetTier, body.interval));
  }

  @Post('cancel-subscription')
  @HttpCode(200)
  cancel(
    @CurrentUser() user: AuthUser,
    @Body() _body: CancelSubscriptionDto,
  ): Promise<CancelSubscriptionResponse> {
    return this.commands.execute(new CancelSubscriptionCommand(user.id));
  }

  /** Withdraws a cancellation at period end: the plan renews again (409 when nothing is cancelling). */
  @Post('resume-subscription')
  @HttpCode(200)
  resume(
    @CurrentUser() user: AuthUser,
    @Body() _body: ResumeSubscriptionDto,
  ): Promise<ResumeSubscriptionResponse> {
    return this.commands.execute(new ResumeSubscriptionCommand(user.id));
  }
}
