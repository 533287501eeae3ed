import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Knex } from 'knex';
import { UniqueClaimTaken } from '../../../eventstore/errors';
import { result, type CommandResult } from '../../../shared/cqrs/command-result';
import { CLOCK, KNEX, type Clock } from '../../../shared/tokens';
import type { Billing, BillingWebhookEvent } from '../../adapters/billing.port';
import { type BillingCommand, decide } from '../../domain/subscription';
import { BILLING } from '../../infrastructure/billing.provider';
import { BillingRepository } from '../../infrastructure/billing-repository';
import { findUserIdByProviderIds } from '../../queries/billing-read-model';

export class HandleBillingWebhookCommand extends Command<CommandResult<WebhookOutcome>> {
  constructor(
    readonly rawBody: string | Buffer,
    readonly signature: string | undefined,
  ) {
    super();
  }
}

export interface WebhookOutcome {
  received: true;
  /** 'applied': events appended; 'duplicate': this provider event was applied before; 'nothing': no change. */
  outcome: 'applied' | 'duplicate' | 'nothing';
}

/** Provider event ids are claimed in this scope in the append that applies them: once only. */
export const PROVIDER_EVENT_CLAIM_SCOPE = 'stripe-event';

/**
 * POST /api/billing/webhook: verifies the provider's signature (400 otherwise), finds the account
 * (the subscription's metadata user id, else the read model by subscription or customer id), turns
 * the notification into the events that differ from the billing stream, and appends them with a
 * unique claim on the provider event id, so a redelivered event is applied exactly once.
 */
@CommandHandler(HandleBillingWebhookCommand)
export class HandleBillingWebhookHandler implements ICommandHandler<HandleBillingWebhookCommand> {
  private readonly logger = new Logger('BillingWebhook');

  constructor(
    @Inject(BILLING) private readonly billing: Billing,
    @Inject(KNEX) private readonly knex: Knex,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly repository: BillingRepository,
  ) {}

  async execute({ rawBody, signature }: HandleBillingWebhookCommand): Promise<CommandResult<WebhookOutcome>> {
    const event = this.billing.parseWebhook(rawBody, signature);
    if (event.kind === 'ignored') return result<WebhookOutcome>({ received: true, outcome: 'nothing' }, null);
    const userId = await this.accountOf(event);
    if (userId === null) {
      this.logger.warn(`No account for ${event.kind} ${event.providerEventId}; acknowledged`);
      return result<WebhookOutcome>({ received: true, outcome: 'nothing' }, null);
    }
    try {
      return await this.repository.run(userId, ({ streamId, state }) => {
        const now = this.clock.now();
        const events = decide(commandOf(event, userId, now), state);
        const claims = [
          { scope: PROVIDER_EVENT_CLAIM_SCOPE, value: event.providerEventId, ownerStreamId: streamId },
        ];
        const outcome: WebhookOutcome = {
          received: true,
          outcome: events.length === 0 ? 'nothing' : 'applied',
        };
        return { events, now, claims, value: outcome };
      });
    } catch (error) {
      if (error instanceof UniqueClaimTaken)
        return result<WebhookOutcome>({ received: true, outcome: 'duplicate' }, null);
      throw error;
    }
  }

  /** The account the notification is about; null for one we do not know (or a deleted account). */
  private async accountOf(event: Exclude<BillingWebhookEvent, { kind: 'ignored' }>): Promise<string | null> {
    const ids =
      event.kind === 'subscription-changed' || event.kind === 'subscription-deleted'
        ? {
            providerSubscriptionId: event.subscription.providerSubscriptionId,
            providerCustomerId: event.subscription.providerCustomerId,
          }
        : {
            providerSubscriptionId: event.providerSubscriptionId,
            providerCustomerId: event.providerCustomerId,
          };
    const userId = event.userId ?? (await findUserIdByProviderIds(this.knex, ids));
    if (userId === null) return null;
    const user = await this.knex('rm_users')
      .where({ id: userId, deleted: false })
      .first<{ id: string } | undefined>('id');
    return user ? userId : null;
  }
}

function commandOf(
  event: Exclude<BillingWebhookEvent, { kind: 'ignored' }>,
  userId: string,
  now: Date,
): BillingCommand {
  switch (event.kind) {
    case 'subscription-changed':
    case 'subscription-deleted':
      return { type: 'SyncSubscription', subscription: event.subscription, userId, now };
    case 'invoice-paid':
      return {
        type: 'RecordInvoicePaid',
        providerSubscriptionId: event.providerSubscriptionId,
        tier: event.tier,
        invoice: event.invoice,
        period: event.period,
        now,
      };
    case 'payment-failed':
      return {
        type: 'RecordPaymentFailed',
        providerSubscriptionId: event.providerSubscriptionId,
        invoiceId: event.invoiceId,
        amountDue: event.amountDue,
        message: event.message,
        now,
      };
  }
}
