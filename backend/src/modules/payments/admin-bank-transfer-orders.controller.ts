import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';

import { ParseIdPipe } from '../../platform/http/parse-id.pipe';
import { Auth, CurrentUser } from '../auth/auth.decorators';
import type { User } from '../auth/entities/user.entity';
import { BankTransferOrdersService } from './bank-transfer-orders.service';
import {
  AdminBankTransferOrderDto,
  AdminBankTransferOrdersDto,
  ConfirmTransferRequest,
} from './dto/bank-transfer-order.dto';

/** Services bought by bank transfer, for the admins to confirm once the money arrived. */
@ApiTags('admin')
@Controller('admin/orders')
@Auth('admin')
export class AdminBankTransferOrdersController {
  constructor(private readonly orders: BankTransferOrdersService) {}

  @Get()
  @ApiOkResponse({ type: AdminBankTransferOrdersDto })
  async list(): Promise<AdminBankTransferOrdersDto> {
    return { items: await this.orders.adminList() };
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminBankTransferOrderDto })
  @ApiNotFoundResponse({ description: 'No such bank-transfer order' })
  detail(@Param('id', ParseIdPipe) id: number): Promise<AdminBankTransferOrderDto> {
    return this.orders.adminView(id);
  }

  @Post(':id/confirm-transfer')
  @HttpCode(200)
  @ApiOkResponse({
    type: AdminBankTransferOrderDto,
    description: 'Recorded as a manual payment; the order is completed and its receipt mailed',
  })
  @ApiBadRequestResponse({ description: 'A date in the future, or a reference too long' })
  @ApiNotFoundResponse({ description: 'No such bank-transfer order' })
  @ApiConflictResponse({ description: 'Already confirmed (or cancelled)' })
  confirm(
    @CurrentUser() admin: User,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: ConfirmTransferRequest,
  ): Promise<AdminBankTransferOrderDto> {
    return this.orders.confirm(admin, id, body);
  }
}
