import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';

import { ParseIdPipe } from '../../platform/http/parse-id.pipe';
import { Auth, CurrentUser, RequiresScope } from '../auth/auth.decorators';
import type { User } from '../auth/entities/user.entity';
import { SITE_PROFILE } from '../site/site-profile';
import { AdminInvoicesService } from './admin-invoices.service';
import { AdminInvoiceDetailDto, InvoiceDto, InvoicesPageDto } from './dto/invoice.dto';
import { BankTransferDto } from './dto/bank-transfer.dto';
import { ClientInvoicesQuery, CreateInvoiceRequest } from './dto/invoice-requests.dto';
import { InvoicesService } from './invoices.service';

@ApiTags('invoices')
@Controller('invoices')
export class InvoicesController {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly admin: AdminInvoicesService,
  ) {}

  @Get()
  @RequiresScope('invoices:read')
  @Auth()
  @ApiOkResponse({ type: InvoicesPageDto, description: "The signed-in client's own invoices" })
  @ApiBadRequestResponse({ description: 'A filter or the cursor is not valid' })
  list(@CurrentUser() user: User, @Query() query: ClientInvoicesQuery): Promise<InvoicesPageDto> {
    return this.invoices.list(user, query);
  }

  @Get('bank-transfer')
  @RequiresScope('invoices:read')
  @Auth()
  @ApiOkResponse({
    type: BankTransferDto,
    description: 'The account invoices can be paid into, with the invoice number as reference',
  })
  bankTransfer(): BankTransferDto {
    return { ...SITE_PROFILE.billing.bankTransfer };
  }

  @Get(':id')
  @RequiresScope('invoices:read')
  @Auth()
  @ApiOkResponse({ type: InvoiceDto })
  @ApiNotFoundResponse({ description: 'No such invoice of this client' })
  detail(@CurrentUser() user: User, @Param('id', ParseIdPipe) id: number): Promise<InvoiceDto> {
    return this.invoices.detail(user, id);
  }

  @Get(':id/pdf')
  @RequiresScope('invoices:read')
  @Auth()
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: "The invoice's PDF, shown inline (opens in a new tab)" })
  @ApiNotFoundResponse({ description: 'No such invoice of this client' })
  async pdf(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) id: number,
    @Res() res: Response,
  ): Promise<void> {
    const pdf = await this.invoices.pdf(user, id);
    res
      .status(200)
      .type('application/pdf')
      .set({
        'Content-Disposition': `inline; filename="${pdf.fileName}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      })
      .send(pdf.content);
  }

  @Post()
  @Auth('admin')
  @ApiCreatedResponse({
    type: AdminInvoiceDetailDto,
    description: 'Created; unless a draft, issued at once: numbered, rendered and mailed',
  })
  @ApiBadRequestResponse({
    description: 'A field is missing or not valid, the total differs, or the account is an admin',
  })
  @ApiNotFoundResponse({ description: 'No such client' })
  create(
    @CurrentUser() admin: User,
    @Body() body: CreateInvoiceRequest,
  ): Promise<AdminInvoiceDetailDto> {
    return this.admin.create(body, admin);
  }
}
