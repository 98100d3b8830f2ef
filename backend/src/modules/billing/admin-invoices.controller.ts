import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';

import { ParseIdPipe } from '../../platform/http/parse-id.pipe';
import { Auth, CurrentUser } from '../auth/auth.decorators';
import type { User } from '../auth/entities/user.entity';
import { AdminInvoicesService } from './admin-invoices.service';
import { BillableClientsPageDto, BillableClientsQuery } from './dto/billable-client.dto';
import { AdminInvoiceDetailDto, AdminInvoicesPageDto } from './dto/invoice.dto';
import {
  AdminInvoicesQuery,
  RecordPaymentRequest,
  VoidInvoiceRequest,
} from './dto/invoice-requests.dto';

@ApiTags('admin')
@Controller('admin/invoices')
@Auth('admin')
@ApiBadRequestResponse({ description: 'An id, a filter or a field is not valid' })
export class AdminInvoicesController {
  constructor(private readonly invoices: AdminInvoicesService) {}

  @Get()
  @ApiOkResponse({ type: AdminInvoicesPageDto, description: 'Every invoice, newest first' })
  list(@Query() query: AdminInvoicesQuery): Promise<AdminInvoicesPageDto> {
    return this.invoices.list(query);
  }

  @Get('clients')
  @ApiOkResponse({
    type: BillableClientsPageDto,
    description: 'Clients to invoice (with their projects), newest first',
  })
  clients(@Query() query: BillableClientsQuery): Promise<BillableClientsPageDto> {
    return this.invoices.billableClients(query);
  }

  @Get('export.csv')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The filtered invoices as CSV (amounts in US dollars)' })
  async exportCsv(@Query() query: AdminInvoicesQuery, @Res() res: Response): Promise<void> {
    const csv = await this.invoices.exportCsv(query);
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .set({
        'Content-Disposition': `attachment; filename="invoices-${new Date().toISOString().slice(0, 10)}.csv"`,
        'Cache-Control': 'private, no-store',
      })
      // A byte-order mark, so spreadsheets read the accents as UTF-8.
      .send(`\uFEFF${csv}`);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminInvoiceDetailDto })
  @ApiNotFoundResponse({ description: 'No such invoice' })
  detail(@Param('id', ParseIdPipe) id: number): Promise<AdminInvoiceDetailDto> {
    return this.invoices.detail(id);
  }

  @Post(':id/issue')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminInvoiceDetailDto, description: 'Numbered, rendered and mailed' })
  @ApiNotFoundResponse({ description: 'No such invoice' })
  @ApiConflictResponse({ description: 'Not a draft, or its account is an admin' })
  issue(
    @CurrentUser() admin: User,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<AdminInvoiceDetailDto> {
    return this.invoices.issue(id, admin);
  }

  @Post(':id/payments')
  @HttpCode(200)
  @ApiOkResponse({
    type: AdminInvoiceDetailDto,
    description: 'Recorded; the invoice is partial or paid and its client gets a receipt',
  })
  @ApiNotFoundResponse({ description: 'No such invoice' })
  @ApiConflictResponse({ description: 'Not payable, or more than the balance' })
  recordPayment(
    @CurrentUser() admin: User,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: RecordPaymentRequest,
  ): Promise<AdminInvoiceDetailDto> {
    return this.invoices.recordPayment(id, admin, body);
  }

  @Post(':id/void')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminInvoiceDetailDto })
  @ApiNotFoundResponse({ description: 'No such invoice' })
  @ApiConflictResponse({ description: 'It has payments, or is void or paid already' })
  void(
    @CurrentUser() admin: User,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: VoidInvoiceRequest,
  ): Promise<AdminInvoiceDetailDto> {
    return this.invoices.void(id, admin, body.reason ?? null);
  }
}
