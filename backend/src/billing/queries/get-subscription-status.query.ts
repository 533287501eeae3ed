import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Knex } from 'knex';
import type { SubscriptionStatusResponse } from '../../contracts/billing';
import { CLOCK, KNEX, type Clock } from '../../shared/tokens';
import type { Billing } from '../adapters/billing.port';
import { buildSubscriptionStatus } from '../domain/subscription-status';
import { periodKey } from '../domain/usage-period';
import { BILLING } from '../infrastructure/billing.provider';
import { billingStateOfRow } from '../../contracts/billing-read-model';
import { findSubscriptionRow, listInvoices } from './billing-read-model';
import { countOpenProjects, usageOfMonth } from './usage-read-model';

export class GetSubscriptionStatusQuery {
  constructor(readonly userId: string) {}
}

/**
 * GET /api/subscription-status: the plan in effect now (the clock applies trial and period ends),
 * this month's usage (rm_monthly_usage, New York month), open projects (rm_projects) and the paid
 * invoices (rm_invoices), put together by the billing domain.
 */
@QueryHandler(GetSubscriptionStatusQuery)
export class GetSubscriptionStatusHandler implements IQueryHandler<
  GetSubscriptionStatusQuery,
  SubscriptionStatusResponse
> {
  constructor(
    @Inject(KNEX) private readonly knex: Knex,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(BILLING) private readonly billing: Billing,
  ) {}

  async execute({ userId }: GetSubscriptionStatusQuery): Promise<SubscriptionStatusResponse> {
    const now = this.clock.now();
    const [row, usage, activeProjects, invoices] = await Promise.all([
      findSubscriptionRow(this.knex, userId),
      usageOfMonth(this.knex, userId, periodKey(now)),
      countOpenProjects(this.knex, userId),
      listInvoices(this.knex, userId),
    ]);
    return buildSubscriptionStatus({
      state: billingStateOfRow(row),
      now,
      mode: this.billing.mode,
      usage,
      activeProjects,
      invoices,
    });
  }
}
