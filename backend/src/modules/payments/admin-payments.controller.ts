import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { asDecimal } from '@terrabridge/rules/money';

import { ParseIdPipe } from '../../platform/http/parse-id.pipe';
import { loadPage, textSearch } from '../../platform/http/pagination';
import { filters } from './admin-list-filters';
import { LocalizedException } from '../../platform/i18n/localized.exception';
import { Auth } from '../auth/auth.decorators';
import {
  AdminPaymentDto,
  AdminPaymentsPageDto,
  AdminPaymentsQuery,
  RefundRequest,
} from './dto/admin-payment.dto';
import { Payment } from './entities/payment.entity';
import { PaymentProviders } from './providers/payment-providers';

const view = (payment: Payment): AdminPaymentDto => ({
  id: payment.id,
  reference: payment.reference,
  provider: payment.provider,
  providerId: payment.providerId ?? null,
  purpose: payment.purpose,
  state: payment.state,
  amountCents: payment.amountCents,
  refundedCents: payment.refundedCents,
  userId: payment.user?.id ?? null,
  transactionId: payment.transactionId ?? null,
  failureMessage: payment.failureMessage ?? null,
  createdAt: payment.createdAt,
});

/**
 * Provider charges for admins, and refunds. A refund is asked of the provider (with a key per
 * refund, so a repeated click refunds once); balances and states follow when its event arrives.
 */
@ApiTags('admin')
@Controller('admin/payments')
@Auth('admin')
export class AdminPaymentsController {
  constructor(
    private readonly em: EntityManager,
    private readonly providers: PaymentProviders,
  ) {}

  @Get()
  @ApiOkResponse({ type: AdminPaymentsPageDto, description: 'Newest first' })
  async list(@Query() query: AdminPaymentsQuery): Promise<AdminPaymentsPageDto> {
    const em = this.em.fork();
    const page = await loadPage(
      em,
      'payments',
      {
        equal: filters({ state: query.state, provider: query.provider }),
        ...textSearch(query.q, ['t."reference"', 't."provider_id"', 't."transaction_id"']),
      },
      query,
      (ids) => em.find(Payment, { id: { $in: ids } }),
    );
    return { items: page.items.map(view), nextCursor: page.nextCursor };
  }

  @Post(':id/refund')
  @HttpCode(200)
  @ApiOkResponse({
    type: AdminPaymentDto,
    description: 'Asked of the provider; its event settles it',
  })
  @ApiNotFoundResponse({ description: 'No such payment' })
  @ApiConflictResponse({ description: 'Not a succeeded payment, or more than is left' })
  async refund(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: RefundRequest,
  ): Promise<AdminPaymentDto> {
    const payment = await this.em.fork().findOne(Payment, id);
    if (!payment) throw new LocalizedException(404, 'payments.notFound');
    const left = payment.amountCents - payment.refundedCents;
    if (payment.state !== 'succeeded' || !payment.providerId || left <= 0)
      throw new LocalizedException(409, 'payments.refund.notRefundable');
    const amount = body.amountCents ?? left;
    if (amount > left)
      throw new LocalizedException(409, 'payments.refund.tooMuch', {
        left: asDecimal(left),
      });
    const provider = this.providers.configured(payment.provider);
    try {
      await provider.refund(
        payment.providerId,
        amount,
        `refund-${payment.reference}-${payment.refundedCents}-${amount}`,
      );
    } catch (error) {
      throw this.providers.failure(payment.provider, error);
    }
    return view(payment);
  }
}
