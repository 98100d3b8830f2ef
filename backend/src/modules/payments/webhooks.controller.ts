import { Controller, Headers, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';

import { LocalizedException } from '../../platform/i18n/localized.exception';
import { PaymentLedger } from './payment-ledger.service';
import { InvalidWebhookError, type ProviderName } from './providers/payment-provider';
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

  @Post(':provider')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Stored (or seen before); applied by the payments queue' })
  @ApiBadRequestResponse({ description: 'The signature does not verify' })
  async receive(
    @Param('provider') name: string,
    @Req() req: Request,
    @Headers() headers: Record<string, string | string[] | undefined>,
  ): Promise<{ received: true }> {
    const provider =
      name === 'stripe' || name === 'paypal' ? this.providers.get(name as ProviderName) : undefined;
    if (!provider?.configured) throw new LocalizedException(404, 'payments.notFound');
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    try {
      const event = await provider.verifyWebhook(body, headers);
      await this.ledger.receive(provider.name, event);
    } catch (error) {
      if (error instanceof InvalidWebhookError)
        throw new LocalizedException(400, 'payments.webhook.invalid');
      throw error;
    }
    return { received: true };
  }
}
