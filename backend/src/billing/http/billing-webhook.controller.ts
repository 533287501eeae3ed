import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../shared/http/auth';
import { CommandGateway } from '../../shared/cqrs/command-gateway';
import { WebhookRejected } from '../adapters/billing.port';
import {
  HandleBillingWebhookCommand,
  type WebhookOutcome,
} from '../commands/handle-webhook/handle-webhook.handler';

/**
 * The payment provider's notifications (Stripe webhooks). Public, but only a body signed with the
 * webhook secret is accepted (400 otherwise); the signature covers the exact bytes received, so the
 * raw body is verified, never the parsed JSON.
 */
@ApiTags('billing')
@Controller('billing')
export class BillingWebhookController {
  constructor(private readonly commands: CommandGateway) {}

  @Public()
  @Post('webhook')
  @HttpCode(200)
  webhook(
    @Req() req: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature?: string,
  ): Promise<WebhookOutcome> {
    if (req.rawBody === undefined) throw new WebhookRejected('no body');
    return this.commands.execute(new HandleBillingWebhookCommand(req.rawBody, signature));
  }
}
