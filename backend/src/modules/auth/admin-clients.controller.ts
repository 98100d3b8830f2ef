import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';

import { ParseIdPipe } from '../../platform/http/parse-id.pipe';
import { AdminClientsService } from './admin-clients.service';
import { Auth, CurrentUser } from './auth.decorators';
import {
  AdminClientDetailDto,
  AdminClientDto,
  AdminClientsPageDto,
  AdminClientsQuery,
} from './dto/admin-client.dto';
import type { User } from './entities/user.entity';

/** Client accounts for the team: find them, see their work, deactivate or help them verify. */
@ApiTags('admin')
@Controller('admin/clients')
@Auth('admin')
@ApiBadRequestResponse({ description: 'An id, a filter, the sort, limit or cursor is not valid' })
export class AdminClientsController {
  constructor(private readonly clients: AdminClientsService) {}

  @Get()
  @ApiOkResponse({
    type: AdminClientsPageDto,
    description: 'Client accounts (or admins), newest first by default',
  })
  list(@Query() query: AdminClientsQuery): Promise<AdminClientsPageDto> {
    return this.clients.list(query);
  }

  @Get(':id')
  @ApiOkResponse({
    type: AdminClientDetailDto,
    description: 'The account with its recent projects, invoices, payments, posts and sessions',
  })
  @ApiNotFoundResponse({ description: 'No such account' })
  detail(@Param('id', ParseIdPipe) id: number): Promise<AdminClientDetailDto> {
    return this.clients.detail(id);
  }

  @Post(':id/deactivate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Turn the account off: its sessions end and signing in is refused' })
  @ApiOkResponse({ type: AdminClientDto })
  @ApiNotFoundResponse({ description: 'No such account' })
  @ApiConflictResponse({ description: 'The admin’s own account' })
  deactivate(
    @CurrentUser() admin: User,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<AdminClientDto> {
    return this.clients.setActive(admin, id, false);
  }

  @Post(':id/reactivate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Turn the account back on; the client signs in again' })
  @ApiOkResponse({ type: AdminClientDto })
  @ApiNotFoundResponse({ description: 'No such account' })
  @ApiConflictResponse({ description: 'The account was deleted at its owner’s request' })
  reactivate(
    @CurrentUser() admin: User,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<AdminClientDto> {
    return this.clients.setActive(admin, id, true);
  }

  @Post(':id/resend-verification')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mail a new verification link; the previous one stops working' })
  @ApiOkResponse({ type: AdminClientDto })
  @ApiNotFoundResponse({ description: 'No such account' })
  @ApiConflictResponse({ description: 'The email address is already verified' })
  resendVerification(@Param('id', ParseIdPipe) id: number): Promise<AdminClientDto> {
    return this.clients.resendVerification(id);
  }
}
