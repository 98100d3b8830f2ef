import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpException,
  Post,
  Query,
  Req,
  Inject,
  Res,
} from '@nestjs/common';
import {
  ApiExtraModels,
  getSchemaPath,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';

import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { translate } from '../../platform/i18n/messages';
import { requestLanguage } from '../../platform/i18n/request-language';
import { auditClient, AuditService } from '../../platform/audit/audit.service';
import { RateLimit } from '../../platform/rate-limit/rate-limit.decorator';
import { clientAddress } from '../../platform/rate-limit/rate-limit.guard';
import { Auth, BeforeTwoFactorEnrolment, CurrentUser } from './auth.decorators';
import { AuthService } from './auth.service';
import { clientInfo } from './client-info';
import {
  CheckEmailQuery,
  CheckUsernameQuery,
  ExistsDto,
  ForgotPasswordDto,
  LoginDto,
  MessageDto,
  RegisterDto,
  ResetPasswordDto,
  ResetTokenDto,
  VerifyEmailDto,
} from './dto/auth.dto';
import { TwoFactorLoginDto, TwoFactorRequiredDto } from './dto/two-factor.dto';
import { UserDto } from './dto/user.dto';
import type { User } from './entities/user.entity';
import { PasswordResetRequests } from './password-reset-requests';
import { SessionCookie } from './session-cookie';
import { SessionsService } from './sessions.service';
import { PendingLoginCookie } from './two-factor/pending-login-cookie';
import { TwoFactorService } from './two-factor/two-factor.service';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly cookie: SessionCookie,
    private readonly resetRequests: PasswordResetRequests,
    private readonly audit: AuditService,
    private readonly twoFactor: TwoFactorService,
    private readonly pendingLogin: PendingLoginCookie,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('user')
  @Auth()
  @ApiOkResponse({ type: UserDto, description: 'The signed-in user' })
  @BeforeTwoFactorEnrolment()
  me(@CurrentUser() user: User): UserDto {
    return UserDto.from(user, this.config.auth.adminTwoFactor);
  }

  @Post('register')
  @RateLimit('register')
  @ApiCreatedResponse({ type: UserDto, description: 'Account created and signed in' })
  @ApiBadRequestResponse({ description: 'A field breaks a rule (messages in the chosen language)' })
  @ApiConflictResponse({ description: 'Username is already taken / Email is already registered' })
  @ApiTooManyRequestsResponse({ description: 'Too many registrations from this address' })
  async register(
    @Body() dto: RegisterDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserDto> {
    const { user, token } = await this.auth.register(dto, clientInfo(req));
    this.cookie.set(res, token);
    return UserDto.from(user);
  }

  @Post('login')
  @HttpCode(200)
  @ApiExtraModels(UserDto, TwoFactorRequiredDto)
  @ApiOkResponse({
    description:
      'Signed in and a new session cookie is set; or, with two-factor sign-in on, `twoFactorRequired` and a pending-login cookie for POST /api/login/two-factor',
    schema: {
      oneOf: [{ $ref: getSchemaPath(UserDto) }, { $ref: getSchemaPath(TwoFactorRequiredDto) }],
    },
  })
  @ApiUnauthorizedResponse({ description: 'Invalid username or password' })
  @ApiTooManyRequestsResponse({
    description: 'Too many failed attempts from this address (for this account, or any)',
  })
  async login(
    @Body() dto: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserDto | TwoFactorRequiredDto> {
    const outcome = await this.auth.login(dto, clientInfo(req)).catch(async (error) => {
      // The attempted name is kept (never the password): repeated failures show who was tried.
      await this.audit.record({
        action: 'auth.sign_in_failed',
        changes: { username: dto.username },
        client: auditClient(req),
        outcome: 'failure',
        statusCode: error instanceof HttpException ? error.getStatus() : 500,
      });
      throw error;
    });
    if ('twoFactorRequired' in outcome) {
      this.pendingLogin.set(res, await this.twoFactor.beginLogin(outcome.user));
      return { twoFactorRequired: true };
    }
    return this.signedIn(outcome.user, outcome.token, req, res);
  }

  @Post('login/two-factor')
  @HttpCode(200)
  @ApiOkResponse({ type: UserDto, description: 'Second step done; a new session cookie is set' })
  @ApiBadRequestResponse({ description: 'Neither a code nor a recovery code was sent' })
  @ApiUnauthorizedResponse({
    description: 'The code is wrong or used, or no sign-in is waiting for it (expired or used)',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong codes (counted like passwords)' })
  async loginTwoFactor(
    @Body() dto: TwoFactorLoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserDto> {
    const user = await this.twoFactor.completeLogin(
      this.pendingLogin.read(req),
      dto,
      auditClient(req),
    );
    this.pendingLogin.clear(res);
    return this.signedIn(user, await this.sessions.start(user.id, clientInfo(req)), req, res);
  }

  /** The end of every sign-in: audited, the browser's previous session ended, the cookie set. */
  private async signedIn(user: User, token: string, req: Request, res: Response) {
    await this.audit.record({
      action: 'auth.sign_in',
      actor: user,
      target: { type: 'user', id: user.id },
      client: auditClient(req),
      statusCode: 200,
    });
    // A sign-in always starts a new session; the one this browser had before is ended.
    await this.endCurrentSession(req);
    this.cookie.set(res, token);
    return UserDto.from(user, this.config.auth.adminTwoFactor);
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageDto, description: 'The session is ended and its cookie cleared' })
  async logout(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageDto> {
    const ended = await this.endCurrentSession(req);
    if (ended) {
      await this.audit.record({
        action: 'auth.sign_out',
        actor: { id: ended.userId },
        target: { type: 'session', id: ended.sessionId },
        client: auditClient(req),
        statusCode: 200,
      });
    }
    this.cookie.clear(res);
    return { message: translate('auth.logout.done', requestLanguage(req)) };
  }

  @Get('check-email')
  @RateLimit('check')
  @ApiOkResponse({ type: ExistsDto })
  async checkEmail(@Query() query: CheckEmailQuery): Promise<ExistsDto> {
    return { exists: await this.auth.emailExists(query.email) };
  }

  @Get('check-username')
  @RateLimit('check')
  @ApiOkResponse({ type: ExistsDto })
  async checkUsername(@Query() query: CheckUsernameQuery): Promise<ExistsDto> {
    return { exists: await this.auth.usernameExists(query.username) };
  }

  @Post('verify-email')
  @HttpCode(200)
  @RateLimit('verify-email')
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ description: 'The link is invalid, used or expired' })
  async verifyEmail(@Body() dto: VerifyEmailDto, @Req() req: Request): Promise<MessageDto> {
    await this.auth.verifyEmail(dto.token);
    return { message: translate('auth.verify.done', requestLanguage(req)) };
  }

  @Post('forgot-password')
  @HttpCode(200)
  @ApiOkResponse({
    type: MessageDto,
    description:
      'The same answer, as quick, whether or not the account exists; requests over the limit are answered the same and send nothing',
  })
  forgotPassword(@Body() dto: ForgotPasswordDto, @Req() req: Request): MessageDto {
    this.resetRequests.accept(dto.email, clientAddress(req));
    return { message: translate('auth.forgot.sent', requestLanguage(req)) };
  }

  @Post('reset-password/check')
  @HttpCode(200)
  @RateLimit('reset-password')
  @ApiOkResponse({
    type: MessageDto,
    description: 'The link can be used; checking it does not use it up',
  })
  @ApiBadRequestResponse({ description: 'The link is invalid, used or expired' })
  @ApiTooManyRequestsResponse({ description: 'Too many reset attempts from this address' })
  async checkResetToken(@Body() dto: ResetTokenDto, @Req() req: Request): Promise<MessageDto> {
    await this.auth.checkResetToken(dto.token);
    return { message: translate('auth.reset.usable', requestLanguage(req)) };
  }

  @Post('reset-password')
  @HttpCode(200)
  @RateLimit('reset-password')
  @ApiOkResponse({
    type: MessageDto,
    description: 'Password changed; every session of the account ended',
  })
  @ApiBadRequestResponse({
    description: 'The link is invalid, used or expired, or the password breaks the rule',
  })
  async resetPassword(
    @Body() dto: ResetPasswordDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageDto> {
    const userId = await this.auth.resetPassword(dto.token, dto.password);
    await this.audit.record({
      action: 'auth.password_reset',
      actor: { id: userId },
      target: { type: 'user', id: userId },
      changes: { sessionsEnded: 'all' },
      client: auditClient(req),
      statusCode: 200,
    });
    // The browser may be signed in to another account (an admin helping a client, say): only a
    // cookie of the account whose sessions just ended is stale.
    const token = this.cookie.read(req);
    const claims = token ? await this.sessions.claims(token) : undefined;
    if (claims && Number(claims.sub) === userId) this.cookie.clear(res);
    return { message: translate('auth.reset.done', requestLanguage(req)) };
  }

  /** Ends the session of the request's cookie, if it is live, and says whose it was. */
  private async endCurrentSession(
    req: Request,
  ): Promise<{ userId: number; sessionId: string } | undefined> {
    const token = this.cookie.read(req);
    const claims = token ? await this.sessions.claims(token) : undefined;
    if (!claims) return undefined;
    await this.auth.logout(claims.sid, Number(claims.sub));
    return { userId: Number(claims.sub), sessionId: claims.sid };
  }
}
