import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsIn, IsISO8601, IsOptional } from 'class-validator';

import { RequiredText } from '../../../platform/http/text-fields';
import type { PersonalAccessToken } from './personal-access-token.entity';
import { TOKEN_SCOPES, type TokenScope } from './token-scopes';

export class CreateTokenDto {
  @ApiProperty({ maxLength: 100, example: 'Accounting export' })
  @RequiredText('tokens.name.required', 100, 'tokens.name.max')
  name!: string;

  @ApiProperty({
    enum: TOKEN_SCOPES,
    isArray: true,
    description: 'What the token may do; admin:read and admin:write only an admin grants',
  })
  @IsArray({ message: 'tokens.scopes.required' })
  @ArrayNotEmpty({ message: 'tokens.scopes.required' })
  @ArrayMaxSize(TOKEN_SCOPES.length, { message: 'tokens.scopes.invalid' })
  @IsIn(TOKEN_SCOPES, { each: true, message: 'tokens.scopes.invalid' })
  scopes!: TokenScope[];

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the token stops working; none: until revoked',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'tokens.expiresAt.invalid' })
  expiresAt?: string | null;
}

/** A token as its owner sees it in a list: never the secret. */
export class TokenDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: TOKEN_SCOPES, isArray: true }) scopes!: TokenScope[];
  @ApiProperty({ description: 'The prefix and first characters, to tell tokens apart' })
  hint!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastUsedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt!: string | null;
  @ApiProperty({ description: 'Past its expiry: it no longer works' }) expired!: boolean;

  static from(token: PersonalAccessToken, now = new Date()): TokenDto {
    return {
      id: token.id,
      name: token.name,
      scopes: token.scopes as TokenScope[],
      hint: token.hint,
      createdAt: token.createdAt.toISOString(),
      lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
      expiresAt: token.expiresAt?.toISOString() ?? null,
      expired: token.expiresAt != null && token.expiresAt.getTime() <= now.getTime(),
    };
  }
}

/** A token just made: the only answer that carries the token itself. */
export class CreatedTokenDto extends TokenDto {
  @ApiProperty({
    description: 'The token, shown this once: send it as `Authorization: Bearer <token>`',
    example: 'tbpat_3q2+7w…',
  })
  token!: string;
}
