import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

import type { AuthSession } from '../entities/auth-session.entity';
import { describeDevice } from '../device';
import { trim } from '../../../platform/http/transforms';
import { BoundedString, EmailField, LanguageField, NameField, NewPasswordField } from './auth.dto';

/** A profile field the caller may leave out; when sent, it follows the registration rules. */
const OptionalName = (
  required: Parameters<typeof NameField>[0],
  tooLong: Parameters<typeof NameField>[1],
) =>
  applyDecorators(
    NameField(required, tooLong),
    ApiPropertyOptional({ maxLength: 100 }),
    IsOptional(),
  );

/** The profile fields to change; fields left out stay as they are. */
export class UpdateProfileDto {
  @OptionalName('auth.firstName.required', 'auth.firstName.max')
  firstName?: string;

  @OptionalName('auth.lastName.required', 'auth.lastName.max')
  lastName?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 20,
    description: 'An empty string or null removes the phone number',
  })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'auth.phone.max' })
  @MaxLength(20, { message: 'auth.phone.max' })
  phone?: string | null;

  @ApiPropertyOptional({
    enum: ['en', 'es'],
    description: 'Language of the account: of its emails, its documents and this answer',
  })
  @IsOptional()
  @IsIn(['en', 'es'], { message: 'auth.language.invalid' })
  language?: 'en' | 'es';
}

export class ChangePasswordDto {
  @ApiProperty({ description: 'The password the account has now' })
  @BoundedString('account.currentPassword.required', 1024, 'account.currentPassword.wrong')
  currentPassword!: string;

  @NewPasswordField()
  newPassword!: string;

  @LanguageField()
  language?: 'en' | 'es';
}

export class ChangeEmailDto {
  @EmailField()
  newEmail!: string;

  @ApiProperty({ description: 'The password the account has now' })
  @BoundedString('account.currentPassword.required', 1024, 'account.currentPassword.wrong')
  currentPassword!: string;

  @LanguageField()
  language?: 'en' | 'es';
}

/** One signed-in browser of the account, as its owner sees it in the settings. */
export class SessionDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({
    description: 'Browser and system read from the user agent, e.g. "Firefox on Windows"',
    example: 'Chrome on macOS',
  })
  device!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The address it signed in from' })
  ip!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'ISO 3166-1 alpha-2 code of the country it signed in from, when its network tells: from the geo header of a trusted proxy, else from a country table of IPv4 addresses',
    example: 'UY',
  })
  countryCode!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The city it signed in from, when a trusted proxy names one',
    example: 'Montevideo',
  })
  city!: string | null;
  @ApiProperty({
    description: 'Signed in from a private, loopback or link-local address (the local network)',
  })
  localNetwork!: boolean;
  @ApiProperty() createdAt!: Date;
  @ApiProperty({ description: 'Last use, to the minute' }) lastSeenAt!: Date;
  @ApiProperty({ description: 'The session of this request' }) current!: boolean;

  static from(session: AuthSession, currentId: string): SessionDto {
    return {
      id: session.id,
      device: describeDevice(session.userAgent),
      ip: session.ip ?? null,
      countryCode: session.countryCode ?? null,
      city: session.city ?? null,
      localNetwork: session.localNetwork,
      createdAt: session.createdAt,
      lastSeenAt: session.lastSeenAt,
      current: session.id === currentId,
    };
  }
}

export class EndedSessionsDto {
  @ApiProperty({ description: 'How many sessions were ended' }) ended!: number;
  @ApiProperty() message!: string;
}
