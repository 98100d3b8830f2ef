import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';

import { requestLanguage } from '../../platform/i18n/request-language';
import { CurrentUser, MaybeAuth } from '../auth/auth.decorators';
import type { User } from '../auth/entities/user.entity';
import { PaymentStatusDto, PaypalOrderDto, PaypalStatusDto } from './dto/payment.dto';
import { CapturePaypalOrderRequest, CreatePaypalOrderRequest } from './dto/payment-requests.dto';
import { PaypalCheckoutService } from './paypal-checkout.service';

/** The wallet (PayPal): its server status, and orders created and captured on the server. */
@ApiTags('payments')
@Controller()
export class PaypalController {
  constructor(private readonly checkout: PaypalCheckoutService) {}

  @Get('check-paypal-status')
  @ApiOkResponse({
    type: PaypalStatusDto,
    description: 'Initialized when the credentials are set and PayPal accepts them; no secret',
  })
  status(@Req() req: Request): Promise<PaypalStatusDto> {
    return this.checkout.status(requestLanguage(req));
  }

  @Post('create-paypal-order')
  @HttpCode(200)
  @MaybeAuth()
  @ApiOkResponse({ type: PaypalOrderDto, description: 'The same order for the same ask' })
  @ApiUnauthorizedResponse({
    description:
      'Invoices or a service without a session, or PayPal refused our credentials (code PAYPAL_AUTH_FAILED)',
  })
  @ApiForbiddenResponse({ description: 'A test order with live credentials, by a non-admin' })
  @ApiNotFoundResponse({ description: 'No such service, or an invoice not of this client' })
  @ApiConflictResponse({
    description: 'The amount differs from what is owed, or an invoice is not payable',
  })
  @ApiServiceUnavailableResponse({
    description: 'PayPal has no credentials (code PAYPAL_NOT_INITIALIZED)',
  })
  @ApiBadGatewayResponse({ description: 'PayPal could not be reached or refused the order' })
  createOrder(
    @CurrentUser() user: User | undefined,
    @Body() body: CreatePaypalOrderRequest,
  ): Promise<PaypalOrderDto> {
    return this.checkout.createOrder(user ?? null, body);
  }

  @Post('capture-paypal-order')
  @HttpCode(200)
  @MaybeAuth()
  @ApiOkResponse({
    type: PaymentStatusDto,
    description: 'Captured and applied once, however often it is asked',
  })
  @ApiUnauthorizedResponse({
    description: 'PayPal refused our credentials (code PAYPAL_AUTH_FAILED)',
  })
  @ApiResponse({
    status: 402,
    description: 'PayPal declined the payment (code INSTRUMENT_DECLINED)',
  })
  @ApiNotFoundResponse({ description: 'No order of ours for this payer' })
  @ApiConflictResponse({
    description: 'The captured money is not what the order asked for; nothing is credited',
  })
  @ApiServiceUnavailableResponse({
    description: 'PayPal has no credentials (code PAYPAL_NOT_INITIALIZED)',
  })
  @ApiBadGatewayResponse({ description: 'PayPal could not be reached or refused the capture' })
  captureOrder(
    @CurrentUser() user: User | undefined,
    @Body() body: CapturePaypalOrderRequest,
  ): Promise<PaymentStatusDto> {
    return this.checkout.capture(user ?? null, body.orderId);
  }
}
