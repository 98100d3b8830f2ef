import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';

import { LocalizedException } from '../../platform/i18n/localized.exception';
import { PaymentLedger } from './payment-ledger.service';
import {
  assertIdentified,
  InvalidWebhookError,
  type ProviderName,
} from './providers/payment-provider';
import { PaymentProviders } from './providers/payment-providers';

/**
 * The providers' webhooks: verified on the raw body, stored once, acknowledged at once, and
 * applied by the `payments` queue. A forged or altered event is a 400 and changes nothing.
 */
@ApiTags('payments')
@Controller('webhooks')
export class WebhooksController {
  constructor(
    private readonly providers: PaymentProviders,
    private readonly ledger: PaymentLedger,
  ) {}

  @Post('stripe')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Stored (or seen before); applied by the payments queue' })
  @ApiBadRequestResponse({ description: 'The signature does not verify (or Stripe is not set up)' })
  stripe(
    @Req() req: Request,
    @Headers() headers: Record<string, string | string[] | undefined>,
  ): Promise<{ received: true }> {
    return this.receive('stripe', req, headers);
  }

  @Post('paypal')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Stored (or seen before); applied by the payments queue' })
  @ApiBadRequestResponse({
    description: 'PayPal does not confirm the event (or PayPal is not set up)',
  })
  paypal(
    @Req() req: Request,
    @Headers() headers: Record<string, string | string[] | undefined>,
  ): Promise<{ received: true }> {
    return this.receive('paypal', req, headers);
  }

  /** An event no configured provider can vouch for is refused like a forged one. */
  private async receive(
    name: ProviderName,
    req: Request,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<{ received: true }> {
    const provider = this.providers.get(name);
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    try {
      if (!provider?.configured) throw new InvalidWebhookError(`${name} is not configured`);
      const event = assertIdentified(await provider.verifyWebhook(body, headers));
      await this.ledger.receive(provider.name, event);
    } catch (error) {
      if (error instanceof InvalidWebhookError)
        throw new LocalizedException(400, 'payments.webhook.invalid');
      throw error;
    }
    return { received: true };
  }
}
