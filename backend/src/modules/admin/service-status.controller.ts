import { Controller, Get, Req } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';

import { requestLanguage } from '../../platform/i18n/request-language';
import { Auth } from '../auth/auth.decorators';
import { GmailTestDto, MailStatusDto, ServiceStatusDto } from './dto/service-status.dto';
import { ServiceStatusService } from './service-status.service';

/** The admins' services view: mail, card and wallet providers. No answer carries a secret. */
@ApiTags('admin')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Not an admin' })
@Controller()
export class ServiceStatusController {
  constructor(private readonly statuses: ServiceStatusService) {}

  @Get('check-email-status')
  @Auth('admin')
  @ApiOperation({ summary: "The spec's mail status: the transport, and mail held or failed" })
  @ApiOkResponse({ type: MailStatusDto })
  emailStatus(@Req() req: Request): Promise<MailStatusDto> {
    return this.statuses.mailStatus(requestLanguage(req));
  }

  @Get('admin/service-status')
  @Auth('admin')
  @ApiOperation({ summary: 'Mail, Stripe and PayPal at once, for the services view' })
  @ApiOkResponse({ type: ServiceStatusDto })
  all(@Req() req: Request): Promise<ServiceStatusDto> {
    return this.statuses.all(requestLanguage(req));
  }

  @Get('debug/gmail')
  @Auth('admin')
  @ApiOperation({
    summary: "The spec's Gmail credentials test",
    description:
      'With Gmail (OAuth2) as the transport, asks Google for an access token with the refresh token: error invalid_grant sets refreshTokenMustBeRenewed. With SMTP or no transport: error gmail_not_transport.',
  })
  @ApiOkResponse({ type: GmailTestDto })
  gmail(@Req() req: Request): Promise<GmailTestDto> {
    return this.statuses.gmailTest(requestLanguage(req));
  }
}
