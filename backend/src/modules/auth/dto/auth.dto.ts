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

import { passwordProblem } from '../password-policy';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimLower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

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

const LANGUAGE = { enum: ['en', 'es'], default: 'en' } as const;

// class-validator checks a property's rules from the last decorator up, and only the first
// failure is reported: so the most basic rule (a string at all, then present) stands last.
export class RegisterDto {
  @ApiProperty({ minLength: 7, maxLength: 50, example: 'mariarodriguez' })
  @Transform(trim)
  @Matches(/^[A-Za-z0-9._-]+$/, { message: 'auth.username.format' })
  @MaxLength(50, { message: 'auth.username.max' })
  @MinLength(7, { message: 'auth.username.min' })
  @IsNotEmpty({ message: 'auth.username.required' })
  @IsString({ message: 'auth.username.required' })
  username!: string;

  @ApiProperty({ maxLength: 255, example: 'maria@example.com' })
  @Transform(trimLower)
  @IsEmail({}, { message: 'auth.email.invalid' })
  @MaxLength(255, { message: 'auth.email.max' })
  @IsNotEmpty({ message: 'auth.email.required' })
  @IsString({ message: 'auth.email.required' })
  email!: string;

  @ApiProperty({
    minLength: 10,
    maxLength: 128,
    description:
      'Upper and lower case letters, a digit and a special character; not a common password',
  })
  @IsAcceptablePassword()
  @IsNotEmpty({ message: 'auth.password.required' })
  @IsString({ message: 'auth.password.required' })
  password!: string;

  @ApiProperty({ maxLength: 100 })
  @Transform(trim)
  @MaxLength(100, { message: 'auth.firstName.max' })
  @IsNotEmpty({ message: 'auth.firstName.required' })
  @IsString({ message: 'auth.firstName.required' })
  firstName!: string;

  @ApiProperty({ maxLength: 100 })
  @Transform(trim)
  @MaxLength(100, { message: 'auth.lastName.max' })
  @IsNotEmpty({ message: 'auth.lastName.required' })
  @IsString({ message: 'auth.lastName.required' })
  lastName!: string;

  @ApiPropertyOptional({ maxLength: 20 })
  @Transform(trim)
  @MaxLength(20, { message: 'auth.phone.max' })
  @IsString({ message: 'auth.phone.max' })
  @IsOptional()
  phone?: string;

  @ApiPropertyOptional(LANGUAGE)
  @IsIn(['en', 'es'], { message: 'auth.language.invalid' })
  @IsOptional()
  language?: 'en' | 'es';
}

export class LoginDto {
  @ApiProperty({ description: 'Username or email address', example: 'democlient' })
  @Transform(trim)
  @MaxLength(255, { message: 'auth.login.invalid' })
  @IsNotEmpty({ message: 'auth.username.required' })
  @IsString({ message: 'auth.username.required' })
  username!: string;

  @ApiProperty()
  @MaxLength(1024, { message: 'auth.login.invalid' })
  @IsNotEmpty({ message: 'auth.password.required' })
  @IsString({ message: 'auth.password.required' })
  password!: string;

  @ApiPropertyOptional({ ...LANGUAGE, description: 'Language of the answer' })
  @IsIn(['en', 'es'], { message: 'auth.language.invalid' })
  @IsOptional()
  language?: 'en' | 'es';
}

export class CheckEmailQuery {
  @ApiProperty()
  @Transform(trimLower)
  @MaxLength(255, { message: 'auth.email.max' })
  @IsNotEmpty({ message: 'auth.email.required' })
  @IsString({ message: 'auth.email.required' })
  email!: string;

  @ApiPropertyOptional(LANGUAGE)
  @IsIn(['en', 'es'], { message: 'auth.language.invalid' })
  @IsOptional()
  lang?: 'en' | 'es';
}

export class CheckUsernameQuery {
  @ApiProperty()
  @Transform(trim)
  @MaxLength(50, { message: 'auth.username.max' })
  @IsNotEmpty({ message: 'auth.username.required' })
  @IsString({ message: 'auth.username.required' })
  username!: string;

  @ApiPropertyOptional(LANGUAGE)
  @IsIn(['en', 'es'], { message: 'auth.language.invalid' })
  @IsOptional()
  lang?: 'en' | 'es';
}

export class ForgotPasswordDto {
  @ApiProperty()
  @Transform(trimLower)
  @IsEmail({}, { message: 'auth.email.invalid' })
  @MaxLength(255, { message: 'auth.email.max' })
  @IsNotEmpty({ message: 'auth.email.required' })
  @IsString({ message: 'auth.email.required' })
  email!: string;

  @ApiPropertyOptional({ ...LANGUAGE, description: 'Language of the answer' })
  @IsIn(['en', 'es'], { message: 'auth.language.invalid' })
  @IsOptional()
  language?: 'en' | 'es';
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token from the reset link' })
  @MaxLength(200, { message: 'auth.token.invalid' })
  @IsNotEmpty({ message: 'auth.token.required' })
  @IsString({ message: 'auth.token.required' })
  token!: string;

  @ApiProperty({ minLength: 10, maxLength: 128 })
  @IsAcceptablePassword()
  @IsNotEmpty({ message: 'auth.password.required' })
  @IsString({ message: 'auth.password.required' })
  password!: string;

  @ApiPropertyOptional({ ...LANGUAGE, description: 'Language of the answer' })
  @IsIn(['en', 'es'], { message: 'auth.language.invalid' })
  @IsOptional()
  language?: 'en' | 'es';
}

export class VerifyEmailDto {
  @ApiProperty({ description: 'The token from the verification link' })
  @MaxLength(200, { message: 'auth.token.invalid' })
  @IsNotEmpty({ message: 'auth.token.required' })
  @IsString({ message: 'auth.token.required' })
  token!: string;

  @ApiPropertyOptional({ ...LANGUAGE, description: 'Language of the answer' })
  @IsIn(['en', 'es'], { message: 'auth.language.invalid' })
  @IsOptional()
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
