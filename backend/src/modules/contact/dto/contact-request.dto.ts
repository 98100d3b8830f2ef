import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  Allow,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';

import type { MessageKey } from '../../../platform/i18n/messages';
import { trim, trimLower } from '../../../platform/http/transforms';

const MAX_ID = 2_147_483_647;

/** A number stays; a numeric string becomes its number; an empty string (or null) is no choice. */
const toServiceId = ({ value }: { value: unknown }) => {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  if (typeof value === 'string' && /^\d{1,10}$/.test(value.trim())) return Number(value);
  return value;
};

const emptyToUndefined = ({ value }: { value: unknown }) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A present string, reported with `key` when missing, empty or of another type. */
const RequiredString = (key: MessageKey) =>
  applyDecorators(IsString({ message: key }), IsNotEmpty({ message: key }));

/*
 * Each field's rules are listed most basic first (a string at all, present) and applied in that
 * order through applyDecorators, because only a field's first broken rule is reported.
 */

const NameField = () =>
  applyDecorators(
    ApiProperty({ minLength: 1, maxLength: 100, example: 'María Rodríguez' }),
    Transform(trim),
    RequiredString('contact.name.required'),
    MaxLength(100, { message: 'contact.name.max' }),
  );

const EmailField = () =>
  applyDecorators(
    ApiProperty({ maxLength: 255, example: 'maria@example.com' }),
    Transform(trimLower),
    RequiredString('contact.email.invalid'),
    MaxLength(255, { message: 'contact.email.invalid' }),
    IsEmail({}, { message: 'contact.email.invalid' }),
  );

const MessageField = () =>
  applyDecorators(
    ApiProperty({ minLength: 1, maxLength: 5000 }),
    Transform(trim),
    RequiredString('contact.message.required'),
    MaxLength(5000, { message: 'contact.message.max' }),
  );

const ServiceIdField = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: 'integer',
      minimum: 1,
      description:
        'The id of a listed service (GET /api/services). A numeric string is accepted and an ' +
        "empty string means none; ignored when serviceType is 'other'.",
      example: 1,
    }),
    Transform(toServiceId),
    ValidateIf((dto: ContactRequestDto) => dto.serviceType !== 'other'),
    IsOptional(),
    IsInt({ message: 'contact.serviceId.invalid' }),
    Min(1, { message: 'contact.serviceId.invalid' }),
    Max(MAX_ID, { message: 'contact.serviceId.invalid' }),
  );

/** What the contact form sends. */
export class ContactRequestDto {
  @NameField()
  name!: string;

  @EmailField()
  email!: string;

  @MessageField()
  message!: string;

  @ServiceIdField()
  serviceId?: number;

  @ApiPropertyOptional({
    enum: ['other'],
    description: "'other' when the visitor's need is not one of the listed services",
  })
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(['other'], { message: 'contact.serviceType.invalid' })
  serviceType?: 'other';

  @ApiPropertyOptional({
    enum: ['en', 'es'],
    description: 'Language of the confirmation email and the answer (default: Accept-Language)',
  })
  @IsOptional()
  @IsIn(['en', 'es'], { message: 'auth.language.invalid' })
  language?: 'en' | 'es';

  @ApiPropertyOptional({
    type: String,
    description: 'Leave empty: a field hidden from people that only automated senders fill in',
    example: '',
  })
  @Allow()
  website?: unknown;
}
