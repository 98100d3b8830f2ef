import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';

import { auditClient } from '../../../platform/audit/audit.service';
import { Audited } from '../../../platform/audit/audited.decorator';
import { ParseIdPipe } from '../../../platform/http/parse-id.pipe';
import { translate } from '../../../platform/i18n/messages';
import { requestLanguage } from '../../../platform/i18n/request-language';
import { Auth, BeforeTwoFactorEnrolment, CurrentUser } from '../auth.decorators';
import { MessageDto } from '../dto/auth.dto';
import {
  DisableTwoFactorDto,
  RecoveryCodesDto,
  TwoFactorCodeDto,
  TwoFactorSetupDto,
} from '../dto/two-factor.dto';
import type { User } from '../entities/user.entity';
import { TwoFactorService } from './two-factor.service';

/** Setting up, confirming and turning off two-factor sign-in; the team's reset for a client. */
@ApiTags('account')
@Controller()
@ApiTooManyRequestsResponse({ description: 'Too many wrong codes (counted like passwords)' })
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Post('user/two-factor/setup')
  @HttpCode(200)
  @Auth()
  @BeforeTwoFactorEnrolment()
  @ApiOperation({ summary: 'A new secret for the authenticator app, to confirm with a code' })
  @ApiOkResponse({ type: TwoFactorSetupDto })
  @ApiConflictResponse({ description: 'Two-factor sign-in is already on' })
  setup(@CurrentUser() user: User): Promise<TwoFactorSetupDto> {
    return this.twoFactor.setup(user.id);
  }

  @Post('user/two-factor/enable')
  @HttpCode(200)
  @Auth()
  @BeforeTwoFactorEnrolment()
  @ApiOperation({ summary: 'Turn it on with a code of the new secret; answers recovery codes' })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiBadRequestResponse({ description: 'No set-up started, or the code is not 6 digits' })
  @ApiUnauthorizedResponse({ description: 'The code is wrong' })
  async enable(
    @CurrentUser() user: User,
    @Body() dto: TwoFactorCodeDto,
    @Req() req: Request,
  ): Promise<RecoveryCodesDto> {
    return { recoveryCodes: await this.twoFactor.enable(user.id, dto.code, auditClient(req)) };
  }

  @Post('user/two-factor/recovery-codes')
  @HttpCode(200)
  @Auth()
  @ApiOperation({ summary: 'New recovery codes for a current code; the old ones stop working' })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiConflictResponse({ description: 'Two-factor sign-in is not on' })
  async regenerate(
    @CurrentUser() user: User,
    @Body() dto: TwoFactorCodeDto,
    @Req() req: Request,
  ): Promise<RecoveryCodesDto> {
    return {
      recoveryCodes: await this.twoFactor.regenerateRecoveryCodes(
        user.id,
        dto.code,
        auditClient(req),
      ),
    };
  }

  @Post('user/two-factor/disable')
  @HttpCode(200)
  @Auth()
  @ApiOperation({ summary: 'Turn it off with the password and a code (or a recovery code)' })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ description: 'The password is wrong, or no code was given' })
  @ApiConflictResponse({ description: 'Two-factor sign-in is not on' })
  async disable(
    @CurrentUser() user: User,
    @Body() dto: DisableTwoFactorDto,
    @Req() req: Request,
  ): Promise<MessageDto> {
    await this.twoFactor.disable(user.id, dto.currentPassword, dto, auditClient(req));
    return { message: translate('twoFactor.disabled', requestLanguage(req)) };
  }

  @Post('admin/clients/:id/two-factor/reset')
  @HttpCode(200)
  @Auth('admin')
  @Audited({ action: 'auth.two_factor_reset', targetType: 'user' })
  @ApiTags('admin')
  @ApiOperation({ summary: 'Turn a client’s two-factor sign-in off (lost phone); they are mailed' })
  @ApiOkResponse({ type: MessageDto })
  @ApiNotFoundResponse({ description: 'No such account' })
  @ApiConflictResponse({ description: 'Two-factor sign-in is not on for this account' })
  async reset(
    @CurrentUser() admin: User,
    @Param('id', ParseIdPipe) id: number,
    @Req() req: Request,
  ): Promise<MessageDto> {
    await this.twoFactor.reset(admin, id);
    return { message: translate('twoFactor.reset', requestLanguage(req)) };
  }
}
