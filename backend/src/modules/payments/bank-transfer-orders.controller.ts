import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';

import { ParseIdPipe } from '../../platform/http/parse-id.pipe';
import { Auth, CurrentUser, RequiresScope } from '../auth/auth.decorators';
import type { User } from '../auth/entities/user.entity';
import { BankTransferOrdersService } from './bank-transfer-orders.service';
import {
  BankTransferOrderDto,
  BankTransferOrderRequest,
  BankTransferOrdersDto,
} from './dto/bank-transfer-order.dto';

/**
 * A client buying a service by bank transfer: the order, then "I've sent the transfer"; and
 * their orders, open and paid, for the Billing tab.
 */
@ApiTags('payments')
@Controller('orders')
@Auth()
export class BankTransferOrdersController {
  constructor(private readonly orders: BankTransferOrdersService) {}

  @Post('bank-transfer')
  @HttpCode(200)
  @ApiOkResponse({
    type: BankTransferOrderDto,
    description: 'The open order for this service (the same one when asked again), or a new one',
  })
  @ApiBadRequestResponse({ description: 'No service, or the amount is not valid' })
  @ApiNotFoundResponse({ description: 'No such service' })
  @ApiConflictResponse({ description: 'The amount differs from the price plus tax' })
  place(
    @CurrentUser() user: User,
    @Body() body: BankTransferOrderRequest,
  ): Promise<BankTransferOrderDto> {
    return this.orders.place(user, body);
  }

  @Get()
  @ApiOkResponse({ type: BankTransferOrdersDto })
  async list(@CurrentUser() user: User): Promise<BankTransferOrdersDto> {
    return { items: await this.orders.ownList(user) };
  }

  @Get(':id')
  @RequiresScope('payments:read')
  @ApiOkResponse({ type: BankTransferOrderDto })
  @ApiNotFoundResponse({ description: 'No such bank-transfer order of this client' })
  detail(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<BankTransferOrderDto> {
    return this.orders.own(user, id);
  }

  @Post(':id/transfer-sent')
  @HttpCode(200)
  @ApiOkResponse({
    type: BankTransferOrderDto,
    description: 'Noted once; the team is mailed to look for the transfer',
  })
  @ApiNotFoundResponse({ description: 'No such bank-transfer order of this client' })
  @ApiConflictResponse({ description: 'The order is no longer awaiting its transfer' })
  transferSent(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<BankTransferOrderDto> {
    return this.orders.transferSent(user, id);
  }
}
