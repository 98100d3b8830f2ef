import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';

import { ParseIdPipe } from '../../../platform/http/parse-id.pipe';
import { Auth, CurrentUser } from '../../auth/auth.decorators';
import type { User } from '../../auth/entities/user.entity';
import { AdminContactDto, AdminContactsPageDto } from '../dto/admin-contact.dto';
import {
  AdminContactsQuery,
  ContactReplyRequest,
  UpdateContactRequest,
} from '../dto/admin-contact-requests.dto';
import { AdminContactsService } from './admin-contacts.service';

@ApiTags('admin')
@Controller('admin/contacts')
@Auth('admin')
@ApiBadRequestResponse({ description: 'An id, a filter or a field is not valid' })
export class AdminContactsController {
  constructor(private readonly contacts: AdminContactsService) {}

  @Get()
  @ApiOkResponse({
    type: AdminContactsPageDto,
    description: 'Contact submissions with their replies, newest first unless sorted',
  })
  list(@Query() query: AdminContactsQuery): Promise<AdminContactsPageDto> {
    return this.contacts.list(query);
  }

  @Patch(':id')
  @ApiOkResponse({ type: AdminContactDto, description: 'Marked resolved, or pending again' })
  @ApiNotFoundResponse({ description: 'No such submission' })
  update(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdateContactRequest,
  ): Promise<AdminContactDto> {
    return this.contacts.setResolved(id, body.resolved);
  }

  @Post(':id/replies')
  @ApiCreatedResponse({
    type: AdminContactDto,
    description: 'The reply is recorded and its email queued in the outbox, to the visitor',
  })
  @ApiNotFoundResponse({ description: 'No such submission' })
  reply(
    @CurrentUser() admin: User,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: ContactReplyRequest,
  ): Promise<AdminContactDto> {
    return this.contacts.reply(id, body, admin);
  }
}
