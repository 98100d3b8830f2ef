import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';

import { translate } from '../../platform/i18n/messages';
import { requestLanguage } from '../../platform/i18n/request-language';
import { auditClient, AuditService } from '../../platform/audit/audit.service';
import { RateLimit } from '../../platform/rate-limit/rate-limit.decorator';
import { Auth, CurrentSessionId, CurrentUser } from './auth.decorators';
import { AuthService } from './auth.service';
import {
  ChangeEmailDto,
  ChangePasswordDto,
  EndedSessionsDto,
  SessionDto,
  UpdateProfileDto,
} from './dto/account.dto';
import { MessageDto } from './dto/auth.dto';
import { UserDto } from './dto/user.dto';
import type { User } from './entities/user.entity';
import { SessionCookie } from './session-cookie';
import { SessionsService } from './sessions.service';
import { UsersService } from './users.service';

/** The signed-in user's own account: profile, password and sessions. */
@ApiTags('account')
@Controller('user')
export class AccountController {
  constructor(
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly cookie: SessionCookie,
    private readonly audit: AuditService,
  ) {}

  @Patch()
  @Auth()
  @ApiOkResponse({ type: UserDto, description: 'The account with the profile changed' })
  @ApiBadRequestResponse({ description: 'A field breaks a rule (messages in the chosen language)' })
  updateProfile(@CurrentUser() user: User, @Body() dto: UpdateProfileDto): Promise<UserDto> {
    return this.users.updateProfile(user.id, dto);
  }

  @Post('password')
  @HttpCode(200)
  @Auth()
  @RateLimit('change-password')
  @ApiOkResponse({
    type: EndedSessionsDto,
    description: 'Password changed; every other session of the account ended, this one stays',
  })
  @ApiBadRequestResponse({
    description: 'The current password is wrong, or the new one breaks the password rule',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many password changes from this address' })
  async changePassword(
    @CurrentUser() user: User,
    @CurrentSessionId() sessionId: string,
    @Body() dto: ChangePasswordDto,
    @Req() req: Request,
  ): Promise<EndedSessionsDto> {
    const ended = await this.auth.changePassword(
      user.id,
      sessionId,
      dto.currentPassword,
      dto.newPassword,
    );
    await this.audit.record({
      action: 'auth.password_change',
      actor: user,
      target: { type: 'user', id: user.id },
      changes: { otherSessionsEnded: ended },
      client: auditClient(req),
      statusCode: 200,
    });
    return { ended, message: translate('account.password.changed', requestLanguage(req)) };
  }

  @Get('sessions')
  @Auth()
  @ApiOkResponse({ type: [SessionDto], description: 'Active sessions, most recently used first' })
  async listSessions(
    @CurrentUser() user: User,
    @CurrentSessionId() sessionId: string,
  ): Promise<SessionDto[]> {
    const sessions = await this.sessions.activeFor(user.id);
    return sessions.map((session) => SessionDto.from(session, sessionId));
  }

  @Post('sessions/others/end')
  @HttpCode(200)
  @Auth()
  @ApiOkResponse({ type: EndedSessionsDto, description: 'Every session but this one ended' })
  async endOtherSessions(
    @CurrentUser() user: User,
    @CurrentSessionId() sessionId: string,
    @Req() req: Request,
  ): Promise<EndedSessionsDto> {
    const ended = await this.sessions.endAllFor(user.id, 'signed-out-elsewhere', sessionId);
    await this.audit.record({
      action: 'auth.session_revoked',
      actor: user,
      target: { type: 'user', id: user.id },
      changes: { sessions: 'all others', ended },
      client: auditClient(req),
      statusCode: 200,
    });
    return { ended, message: translate('account.sessions.othersEnded', requestLanguage(req)) };
  }

  @Delete('sessions/:id')
  @Auth()
  @ApiOkResponse({
    type: MessageDto,
    description: 'The session ended; ending the current one also clears its cookie',
  })
  @ApiNotFoundResponse({ description: 'No live session with that id on this account' })
  async endSession(
    @CurrentUser() user: User,
    @CurrentSessionId() sessionId: string,
    @Param('id') id: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageDto> {
    await this.sessions.endOwn(user.id, id, 'signed-out-from-settings');
    await this.audit.record({
      action: 'auth.session_revoked',
      actor: user,
      target: { type: 'session', id },
      changes: { current: id === sessionId },
      client: auditClient(req),
      statusCode: 200,
    });
    if (id === sessionId) this.cookie.clear(res);
    return { message: translate('account.session.ended', requestLanguage(req)) };
  }

  @Post('email')
  @HttpCode(200)
  @Auth()
  @RateLimit('account-mail')
  @ApiOkResponse({
    type: MessageDto,
    description:
      'A link is mailed to the new address; the account keeps its address until the link is opened (POST /api/verify-email)',
  })
  @ApiBadRequestResponse({
    description: 'The current password is wrong, or the address is invalid or already yours',
  })
  @ApiConflictResponse({ description: 'Email is already registered' })
  @ApiTooManyRequestsResponse({ description: 'Too many mails asked for from this address' })
  async changeEmail(
    @CurrentUser() user: User,
    @Body() dto: ChangeEmailDto,
    @Req() req: Request,
  ): Promise<MessageDto> {
    await this.auth.requestEmailChange(user.id, dto.newEmail, dto.currentPassword);
    return {
      message: translate('account.email.sent', requestLanguage(req), { email: dto.newEmail }),
    };
  }

  @Post('verification/resend')
  @HttpCode(200)
  @Auth()
  @RateLimit('account-mail')
  @ApiOkResponse({ type: MessageDto, description: 'A new verification link is mailed' })
  @ApiBadRequestResponse({ description: 'The address is already verified' })
  @ApiTooManyRequestsResponse({ description: 'Too many mails asked for from this address' })
  async resendVerification(@CurrentUser() user: User, @Req() req: Request): Promise<MessageDto> {
    await this.auth.resendVerification(user.id);
    return { message: translate('account.verification.sent', requestLanguage(req)) };
  }
}
