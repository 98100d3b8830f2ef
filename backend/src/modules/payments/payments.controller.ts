import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';

import { LocalizedException } from '../../platform/i18n/localized.exception';
import { Auth, CurrentUser, MaybeAuth, RequiresScope } from '../auth/auth.decorators';
import type { User } from '../auth/entities/user.entity';
import { PaymentIntentDto, PaymentsConfigDto, PaymentStatusDto } from './dto/payment.dto';
import {
  CreatePaymentIntentRequest,
  InvoicePaymentRequest,
  PaymentStatusQuery,
  TestPaymentRequest,
} from './dto/payment-requests.dto';
import { SERVICE_TAX_RATE } from './payment-quotes';
import { PaymentStatusService } from './payment-status.service';
import { type PaymentAsk, PaymentsService } from './payments.service';
import { PaymentProviders } from './providers/payment-providers';
import { StripeProvider } from './providers/stripe.provider';

@ApiTags('payments')
@Controller()
@ApiServiceUnavailableResponse({
  description: 'The provider has no credentials (code STRIPE_NOT_CONFIGURED)',
})
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly providers: PaymentProviders,
    private readonly stripe: StripeProvider,
    private readonly statuses: PaymentStatusService,
  ) {}

  @Get('payments/config')
  @ApiOkResponse({ type: PaymentsConfigDto, description: 'What the checkout may offer; no secret' })
  config(): PaymentsConfigDto {
    const { stripe, paypal } = this.providers.publicConfig();
    return { card: stripe, wallet: paypal, serviceTaxRate: SERVICE_TAX_RATE };
  }

  @Post('create-payment-intent')
  @HttpCode(200)
  @Auth()
  @ApiOkResponse({ type: PaymentIntentDto, description: 'The same intent for the same ask' })
  @ApiBadRequestResponse({ description: 'Neither a service nor invoices, or a field not valid' })
  @ApiNotFoundResponse({ description: 'No such service, or an invoice not of this client' })
  @ApiConflictResponse({
    description: 'The amount differs from what is owed, or an invoice is not payable',
  })
  createPaymentIntent(
    @CurrentUser() user: User,
    @Body() body: CreatePaymentIntentRequest,
  ): Promise<PaymentIntentDto> {
    return this.card(user, body);
  }

  @Post('create-invoice-payment-intent')
  @HttpCode(200)
  @Auth()
  @ApiOkResponse({ type: PaymentIntentDto })
  @ApiNotFoundResponse({ description: 'An invoice not of this client' })
  @ApiConflictResponse({
    description: 'The amount differs from the open balances, or an invoice is not payable',
  })
  createInvoicePaymentIntent(
    @CurrentUser() user: User,
    @Body() body: InvoicePaymentRequest,
  ): Promise<PaymentIntentDto> {
    return this.card(user, body);
  }

  @Post('test-payment')
  @HttpCode(200)
  @MaybeAuth()
  @ApiOperation({
    summary: 'Start a 1.00 USD card test charge (Stripe)',
    description:
      'Creates a Stripe PaymentIntent of 1.00 USD for the test payment page and answers its client secret, for the browser to confirm with a test card. Anyone may start one while Stripe has test keys (sk_test_…), when no real money can move; with live keys only an admin may, and the dollar is charged for real (to check the live set-up end to end; refund it from the back office). A test from the same payer within the same minute is the same charge. It pays no invoice and orders nothing.',
  })
  @ApiOkResponse({
    type: PaymentIntentDto,
    description: 'The PaymentIntent of the 1.00 USD test: its id and client secret',
  })
  @ApiForbiddenResponse({ description: 'Live Stripe keys, and the caller is not an admin' })
  testPayment(
    @CurrentUser() user: User | undefined,
    @Body() _body: TestPaymentRequest,
  ): Promise<PaymentIntentDto> {
    if (!this.stripe.testMode && user?.role !== 'admin')
      throw new LocalizedException(403, 'payments.test.adminsOnly');
    return this.card(user ?? null, { isTestPayment: true });
  }

  @Get('payments/status')
  @RequiresScope('payments:read')
  @MaybeAuth()
  @ApiOkResponse({ type: PaymentStatusDto })
  @ApiNotFoundResponse({ description: 'No such payment of this user' })
  status(
    @CurrentUser() user: User | undefined,
    @Query() query: PaymentStatusQuery,
  ): Promise<PaymentStatusDto> {
    return this.statuses.status(user, query);
  }

  private async card(user: User | null, ask: PaymentAsk): Promise<PaymentIntentDto> {
    const { payment, charge } = await this.payments.start('stripe', user, ask);
    const clientSecret =
      charge.clientSecret ?? (await this.stripe.retrieve(charge.providerId)).clientSecret;
    return {
      clientSecret: clientSecret!,
      paymentIntentId: charge.providerId,
      amountCents: payment.amountCents,
    };
  }
}
