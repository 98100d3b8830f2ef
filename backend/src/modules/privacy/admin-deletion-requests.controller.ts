import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';

import { Audited } from '../../platform/audit/audited.decorator';
import { auditClient } from '../../platform/audit/audit.service';
import { ParseIdPipe } from '../../platform/http/parse-id.pipe';
import { translate } from '../../platform/i18n/messages';
import { requestLanguage } from '../../platform/i18n/request-language';
import { Auth, CurrentUser } from '../auth/auth.decorators';
import { MessageDto } from '../auth/dto/auth.dto';
import type { User } from '../auth/entities/user.entity';
import { AccountDeletionService } from './account-deletion.service';
import { AdminDeletionRequestDto, DeclineDeletionDto } from './dto/privacy.dto';

/**
 * Clients' requests to delete their accounts, for the team to confirm or decline. The two
 * decisions write their own audit entries: the interceptor's would copy the personal data that
 * confirming removes (the rows' before values) into a log nobody can rewrite.
 */
@ApiTags('admin')
@Controller('admin/deletion-requests')
@Auth('admin')
export class AdminDeletionRequestsController {
  constructor(private readonly deletion: AccountDeletionService) {}

  @Get()
  @ApiOkResponse({ type: [AdminDeletionRequestDto], description: 'Pending requests, oldest first' })
  pending(): Promise<AdminDeletionRequestDto[]> {
    return this.deletion.pending();
  }

  @Post(':id/confirm')
  @HttpCode(200)
  @Audited({ skip: true })
  @ApiOperation({
    summary:
      'Delete the account: personal data anonymised, sessions ended, invoices and payments kept',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiNotFoundResponse({ description: 'No such request' })
  @ApiConflictResponse({ description: 'Already decided or cancelled, or a team account' })
  async confirm(
    @CurrentUser() admin: User,
    @Param('id', ParseIdPipe) id: number,
    @Req() req: Request,
  ): Promise<MessageDto> {
    await this.deletion.confirm(admin, id, auditClient(req));
    return { message: translate('privacy.deletion.confirmed', requestLanguage(req)) };
  }

  @Post(':id/decline')
  @HttpCode(200)
  @Audited({ skip: true })
  @ApiOperation({ summary: 'Keep the account; the client is mailed the reason' })
  @ApiOkResponse({ type: MessageDto })
  @ApiNotFoundResponse({ description: 'No such request' })
  @ApiConflictResponse({ description: 'Already decided or cancelled' })
  async decline(
    @CurrentUser() admin: User,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: DeclineDeletionDto,
    @Req() req: Request,
  ): Promise<MessageDto> {
    await this.deletion.decline(admin, id, dto.note, auditClient(req));
    return { message: translate('privacy.deletion.declined', requestLanguage(req)) };
  }
}
