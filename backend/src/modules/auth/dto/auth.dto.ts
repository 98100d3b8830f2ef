import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  registerDecorator,
  ValidationArguments,
} from 'class-validator';

import type { MessageKey } from '../../../platform/i18n/messages';
import { passwordProblem } from '../password-policy';
import { trim, trimLower } from '../../../platform/http/transforms';

/*
 * Only a field's first broken rule is reported, and class-validator checks rules in the order
 * they are applied: so each field lists the most basic rule (a string at all, present) first.
 */

/** A present string, reported with `key` when missing or of another type. */
export const RequiredString = (key: MessageKey) =>
  applyDecorators(IsString({ message: key }), IsNotEmpty({ message: key }));

/** The product's password rule (see password-policy.ts), reported with the rule that failed. */
function IsAcceptablePassword(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isAcceptablePassword',
      target: target.constructor,
      propertyName: propertyName as string,
      validator: {
        validate: (value: unknown) => typeof value === 'string' && !passwordProblem(value),
        defaultMessage: (args?: ValidationArguments) =>
          typeof args?.value === 'string'
            ? (passwordProblem(args.value) ?? 'auth.password.classes')
            : 'auth.password.required',
      },
    });
}

/** A present string of at most `max` characters. */
export const BoundedString = (required: MessageKey, max: number, tooLong: MessageKey) =>
  applyDecorators(RequiredString(required), MaxLength(max, { message: tooLong }));

const UsernameField = () =>
  applyDecorators(
    ApiProperty({ minLength: 7, maxLength: 50, example: 'mariarodriguez' }),
    Transform(trim),
    RequiredString('auth.username.required'),
    MinLength(7, { message: 'auth.username.min' }),
    MaxLength(50, { message: 'auth.username.max' }),
    Matches(/^[A-Za-z0-9._-]+$/, { message: 'auth.username.format' }),
  );

export const EmailField = () =>
  applyDecorators(
    ApiProperty({ maxLength: 255, example: 'maria@example.com' }),
    Transform(trimLower),
    BoundedString('auth.email.required', 255, 'auth.email.max'),
    IsEmail({}, { message: 'auth.email.invalid' }),
  );

export const NewPasswordField = () =>
  applyDecorators(
    ApiProperty({
      minLength: 10,
      maxLength: 128,
      description:
        'Upper and lower case letters, a digit and a special character; not a common password',
    }),
    RequiredString('auth.password.required'),
    IsAcceptablePassword(),
  );

export const NameField = (required: MessageKey, tooLong: MessageKey) =>
  applyDecorators(
    ApiProperty({ maxLength: 100 }),
    Transform(trim),
    BoundedString(required, 100, tooLong),
  );

const TokenField = (description: string) =>
  applyDecorators(
    ApiProperty({ description }),
    BoundedString('auth.token.required', 200, 'auth.token.invalid'),
  );

/** The language the answer's messages are worded in (en by default). */
export const LanguageField = (description = 'Language of the answer') =>
  applyDecorators(
    ApiPropertyOptional({ enum: ['en', 'es'], default: 'en', description }),
    IsOptional(),
    IsIn(['en', 'es'], { message: 'auth.language.invalid' }),
  );

export class RegisterDto {
  @UsernameField()
  username!: string;

  @EmailField()
  email!: string;

  @NewPasswordField()
  password!: string;

  @NameField('auth.firstName.required', 'auth.firstName.max')
  firstName!: string;

  @NameField('auth.lastName.required', 'auth.lastName.max')
  lastName!: string;

  @ApiPropertyOptional({ maxLength: 20 })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'auth.phone.max' })
  @MaxLength(20, { message: 'auth.phone.max' })
  phone?: string;

  @LanguageField('Language of the account, its emails and the answer')
  language?: 'en' | 'es';
}

export class LoginDto {
  @ApiProperty({ description: 'Username or email address', example: 'democlient' })
  @Transform(trim)
  @BoundedString('auth.username.required', 255, 'auth.login.invalid')
  username!: string;

  @ApiProperty()
  @BoundedString('auth.password.required', 1024, 'auth.login.invalid')
  password!: string;

  @LanguageField()
  language?: 'en' | 'es';
}

export class CheckEmailQuery {
  @ApiProperty()
  @Transform(trimLower)
  @BoundedString('auth.email.required', 255, 'auth.email.max')
  email!: string;

  @LanguageField()
  lang?: 'en' | 'es';
}

export class CheckUsernameQuery {
  @ApiProperty()
  @Transform(trim)
  @BoundedString('auth.username.required', 50, 'auth.username.max')
  username!: string;

  @LanguageField()
  lang?: 'en' | 'es';
}

export class ForgotPasswordDto {
  @EmailField()
  email!: string;

  @LanguageField()
  language?: 'en' | 'es';
}

export class ResetPasswordDto {
  @TokenField('The token from the reset link')
  token!: string;

  @NewPasswordField()
  password!: string;

  @LanguageField()
  language?: 'en' | 'es';
}

export class ResetTokenDto {
  @TokenField('The token from the reset link')
  token!: string;

  @LanguageField()
  language?: 'en' | 'es';
}

export class VerifyEmailDto {
  @TokenField('The token from the verification link')
  token!: string;

  @LanguageField()
  language?: 'en' | 'es';
}

export class ExistsDto {
  @ApiProperty()
  exists!: boolean;
}

export class MessageDto {
  @ApiProperty()
  message!: string;
}
