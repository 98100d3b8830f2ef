import { Body, Controller, Delete, Get, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';

import { auditClient, AuditService } from '../../platform/audit/audit.service';
import { translate } from '../../platform/i18n/messages';
import { requestLanguage } from '../../platform/i18n/request-language';
import { RateLimitAccount } from '../../platform/rate-limit/account-rate-limit.guard';
import { RateLimit } from '../../platform/rate-limit/rate-limit.decorator';
import { Auth, CurrentUser } from '../auth/auth.decorators';
import { MessageDto } from '../auth/dto/auth.dto';
import type { User } from '../auth/entities/user.entity';
import { AccountDeletionService } from './account-deletion.service';
import { DataExportService } from './data-export.service';
import { DeletionStatusDto, RequestDeletionDto } from './dto/privacy.dto';

/** The signed-in client's own data: download all of it, or ask the team to delete the account. */
@ApiTags('account')
@Controller('user')
@Auth()
export class PrivacyController {
  constructor(
    private readonly exports: DataExportService,
    private readonly deletion: AccountDeletionService,
    private readonly audit: AuditService,
  ) {}

  @Get('export')
  @RateLimitAccount('data-export')
  @ApiProduces('application/zip')
  @ApiOkResponse({
    description:
      'A zip of JSON files (profile, sessions, projects, messages, social posts, saved recommendations, invoices, payments, notification choices) with the project files the client can see and every invoice’s PDF',
  })
  @ApiTooManyRequestsResponse({ description: 'More than 5 exports in an hour' })
  async export(
    @CurrentUser() user: User,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const data = await this.exports.build(user);
    await this.audit.record({
      action: 'user.data_exported',
      actor: user,
      target: { type: 'user', id: user.id },
      changes: { ...data.counts },
      client: auditClient(req),
      statusCode: 200,
    });
    res.status(200).set({
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${data.fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    data.stream.on('error', () => res.destroy());
    data.stream.pipe(res);
  }

  @Get('deletion-request')
  @ApiOkResponse({ type: DeletionStatusDto })
  status(@CurrentUser() user: User): Promise<DeletionStatusDto> {
    return this.deletion.status(user);
  }

  @Post('deletion-request')
  @RateLimit('change-password')
  @ApiCreatedResponse({
    type: DeletionStatusDto,
    description: 'The request is recorded and the team is mailed; nothing is deleted yet',
  })
  @ApiBadRequestResponse({ description: 'The password is wrong, or the reason is too long' })
  @ApiConflictResponse({
    description: 'A request is already pending, or the account is a team account',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many tries from this address' })
  async request(
    @CurrentUser() user: User,
    @Body() dto: RequestDeletionDto,
    @Req() req: Request,
  ): Promise<DeletionStatusDto> {
    const status = await this.deletion.request(
      user,
      dto.currentPassword,
      dto.reason ?? null,
      auditClient(req),
    );
    return { ...status, message: translate('privacy.deletion.requested', requestLanguage(req)) };
  }

  @Delete('deletion-request')
  @ApiOkResponse({ type: MessageDto, description: 'The pending request is cancelled' })
  @ApiNotFoundResponse({ description: 'No pending request' })
  async cancel(@CurrentUser() user: User, @Req() req: Request): Promise<MessageDto> {
    await this.deletion.cancel(user, auditClient(req));
    return { message: translate('privacy.deletion.cancelled', requestLanguage(req)) };
  }
}
