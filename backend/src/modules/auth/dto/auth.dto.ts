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

export class RegisterDto {
  @ApiProperty({ minLength: 7, maxLength: 50, example: 'mariarodriguez' })
  @Transform(trim)
  @IsString({ message: 'auth.username.required' })
  @IsNotEmpty({ message: 'auth.username.required' })
  @MinLength(7, { message: 'auth.username.min' })
  @MaxLength(50, { message: 'auth.username.max' })
  @Matches(/^[A-Za-z0-9._-]+$/, { message: 'auth.username.format' })
  username!: string;

  @ApiProperty({ maxLength: 255, example: 'maria@example.com' })
  @Transform(trimLower)
  @IsString({ message: 'auth.email.required' })
  @IsNotEmpty({ message: 'auth.email.required' })
  @MaxLength(255, { message: 'auth.email.max' })
  @IsEmail({}, { message: 'auth.email.invalid' })
  email!: string;

  @ApiProperty({
    minLength: 10,
    maxLength: 128,
    description:
      'Upper and lower case letters, a digit and a special character; not a common password',
  })
  @IsString({ message: 'auth.password.required' })
  @IsNotEmpty({ message: 'auth.password.required' })
  @IsAcceptablePassword()
  password!: string;

  @ApiProperty({ maxLength: 100 })
  @Transform(trim)
  @IsString({ message: 'auth.firstName.required' })
  @IsNotEmpty({ message: 'auth.firstName.required' })
  @MaxLength(100, { message: 'auth.firstName.max' })
  firstName!: string;

  @ApiProperty({ maxLength: 100 })
  @Transform(trim)
  @IsString({ message: 'auth.lastName.required' })
  @IsNotEmpty({ message: 'auth.lastName.required' })
  @MaxLength(100, { message: 'auth.lastName.max' })
  lastName!: string;

  @ApiPropertyOptional({ maxLength: 20 })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'auth.phone.max' })
  @MaxLength(20, { message: 'auth.phone.max' })
  phone?: string;

  @ApiPropertyOptional(LANGUAGE)
  @IsOptional()
  @IsIn(['en', 'es'], { message: 'auth.language.invalid' })
  language?: 'en' | 'es';
}

export class LoginDto {
  @ApiProperty({ description: 'Username or email address', example: 'democlient' })
  @Transform(trim)
  @IsString({ message: 'auth.username.required' })
  @IsNotEmpty({ message: 'auth.username.required' })
  @MaxLength(255, { message: 'auth.login.invalid' })
  username!: string;

  @ApiProperty()
  @IsString({ message: 'auth.password.required' })
  @IsNotEmpty({ message: 'auth.password.required' })
  @MaxLength(1024, { message: 'auth.login.invalid' })
  password!: string;

  @ApiPropertyOptional({ ...LANGUAGE, description: 'Language of the answer' })
  @IsOptional()
  @IsIn(['en', 'es'], { message: 'auth.language.invalid' })
  language?: 'en' | 'es';
}

export class CheckEmailQuery {
  @ApiProperty()
  @Transform(trimLower)
  @IsString({ message: 'auth.email.required' })
  @IsNotEmpty({ message: 'auth.email.required' })
  @MaxLength(255, { message: 'auth.email.max' })
  email!: string;

  @ApiPropertyOptional(LANGUAGE)
  @IsOptional()
  @IsIn(['en', 'es'], { message: 'auth.language.invalid' })
  lang?: 'en' | 'es';
}

export class CheckUsernameQuery {
  @ApiProperty()
  @Transform(trim)
  @IsString({ message: 'auth.username.required' })
  @IsNotEmpty({ message: 'auth.username.required' })
  @MaxLength(50, { message: 'auth.username.max' })
  username!: string;

  @ApiPropertyOptional(LANGUAGE)
  @IsOptional()
  @IsIn(['en', 'es'], { message: 'auth.language.invalid' })
  lang?: 'en' | 'es';
}

export class ForgotPasswordDto {
  @ApiProperty()
  @Transform(trimLower)
  @IsString({ message: 'auth.email.required' })
  @IsNotEmpty({ message: 'auth.email.required' })
  @MaxLength(255, { message: 'auth.email.max' })
  @IsEmail({}, { message: 'auth.email.invalid' })
  email!: string;

  @ApiPropertyOptional({ ...LANGUAGE, description: 'Language of the answer' })
  @IsOptional()
  @IsIn(['en', 'es'], { message: 'auth.language.invalid' })
  language?: 'en' | 'es';
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token from the reset link' })
  @IsString({ message: 'auth.token.required' })
  @IsNotEmpty({ message: 'auth.token.required' })
  @MaxLength(200, { message: 'auth.token.invalid' })
  token!: string;

  @ApiProperty({ minLength: 10, maxLength: 128 })
  @IsString({ message: 'auth.password.required' })
  @IsNotEmpty({ message: 'auth.password.required' })
  @IsAcceptablePassword()
  password!: string;

  @ApiPropertyOptional({ ...LANGUAGE, description: 'Language of the answer' })
  @IsOptional()
  @IsIn(['en', 'es'], { message: 'auth.language.invalid' })
  language?: 'en' | 'es';
}

export class VerifyEmailDto {
  @ApiProperty({ description: 'The token from the verification link' })
  @IsString({ message: 'auth.token.required' })
  @IsNotEmpty({ message: 'auth.token.required' })
  @MaxLength(200, { message: 'auth.token.invalid' })
  token!: string;

  @ApiPropertyOptional({ ...LANGUAGE, description: 'Language of the answer' })
  @IsOptional()
  @IsIn(['en', 'es'], { message: 'auth.language.invalid' })
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
