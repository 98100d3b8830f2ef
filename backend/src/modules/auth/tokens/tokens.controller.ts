import { Body, Controller, Delete, Get, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';

import { auditClient, AuditService } from '../../../platform/audit/audit.service';
import { ParseIdPipe } from '../../../platform/http/parse-id.pipe';
import { translate } from '../../../platform/i18n/messages';
import { requestLanguage } from '../../../platform/i18n/request-language';
import { Auth, CurrentUser } from '../auth.decorators';
import { MessageDto } from '../dto/auth.dto';
import type { User } from '../entities/user.entity';
import { CreatedTokenDto, CreateTokenDto, TokenDto } from './token.dto';
import { TokensService } from './tokens.service';

/**
 * The signed-in account's personal access tokens. Managed from a session only: a token never
 * makes, lists or revokes tokens (these routes declare no scope).
 */
@ApiTags('account')
@Controller('user/tokens')
@Auth()
export class TokensController {
  constructor(
    private readonly tokens: TokensService,
    private readonly audit: AuditService,
  ) {}

  @Post()
  @ApiCreatedResponse({
    type: CreatedTokenDto,
    description: 'The token, shown this once; only its hash is kept',
  })
  @ApiBadRequestResponse({ description: 'No name, an unknown scope or an expiry in the past' })
  @ApiForbiddenResponse({ description: 'An admin scope asked for by an account that is no admin' })
  async create(
    @CurrentUser() user: User,
    @Body() dto: CreateTokenDto,
    @Req() req: Request,
  ): Promise<CreatedTokenDto> {
    const { token, record } = await this.tokens.create(user, dto);
    await this.audit.record({
      action: 'auth.token_created',
      actor: user,
      target: { type: 'personal_access_token', id: record.id },
      changes: {
        name: record.name,
        scopes: record.scopes,
        expiresAt: record.expiresAt?.toISOString() ?? null,
      },
      client: auditClient(req),
      statusCode: 201,
    });
    return { ...TokenDto.from(record), token };
  }

  @Get()
  @ApiOkResponse({ type: [TokenDto], description: 'Tokens not revoked, newest first' })
  async list(@CurrentUser() user: User): Promise<TokenDto[]> {
    const now = new Date();
    return (await this.tokens.list(user.id)).map((token) => TokenDto.from(token, now));
  }

  @Delete(':id')
  @ApiOkResponse({ type: MessageDto, description: 'Revoked: the token is refused from now on' })
  @ApiNotFoundResponse({ description: 'No live token with that id on this account' })
  async revoke(
    @CurrentUser() user: User,
    @Param('id', ParseIdPipe) id: number,
    @Req() req: Request,
  ): Promise<MessageDto> {
    const token = await this.tokens.revoke(user.id, id);
    await this.audit.record({
      action: 'auth.token_revoked',
      actor: user,
      target: { type: 'personal_access_token', id },
      changes: { name: token.name, scopes: token.scopes },
      client: auditClient(req),
      statusCode: 200,
    });
    return { message: translate('tokens.revoked', requestLanguage(req)) };
  }
}
