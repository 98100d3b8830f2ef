import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

import { trim } from '../../../platform/http/transforms';
import { BoundedString, LanguageField } from './auth.dto';

/** A 6-digit code from the authenticator app (spaces ignored). */
const CodeField = (optional: boolean) => (target: object, property: string | symbol) => {
  const decorators = [
    optional
      ? ApiPropertyOptional({ example: '123456', description: 'A code from the authenticator app' })
      : ApiProperty({ example: '123456', description: 'A code from the authenticator app' }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.replace(/\s/g, '') : value,
    ),
    ...(optional ? [IsOptional()] : []),
    IsString({ message: 'twoFactor.code.required' }),
    Matches(/^\d{6}$/, { message: 'twoFactor.code.format' }),
  ];
  for (const decorate of decorators) decorate(target, property as string);
};

/** A code from the app, or (instead) a recovery code. */
class SecondFactorDto {
  @CodeField(true)
  code?: string;

  @ApiPropertyOptional({ description: 'One of the recovery codes, instead of a code' })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'twoFactor.code.required' })
  @MaxLength(64, { message: 'twoFactor.code.invalid' })
  recoveryCode?: string;

  @LanguageField()
  language?: 'en' | 'es';
}

export class TwoFactorLoginDto extends SecondFactorDto {}

export class DisableTwoFactorDto extends SecondFactorDto {
  @ApiProperty({ description: 'The password the account has now' })
  @BoundedString('account.currentPassword.required', 1024, 'account.currentPassword.wrong')
  currentPassword!: string;
}

export class TwoFactorCodeDto {
  @CodeField(false)
  code!: string;

  @LanguageField()
  language?: 'en' | 'es';
}

export class TwoFactorSetupDto {
  @ApiProperty({ description: 'The secret in Base32, to type into an app; shown only now' })
  secret!: string;

  @ApiProperty({ description: 'The otpauth:// address the QR code encodes' })
  otpauthUrl!: string;
}

export class RecoveryCodesDto {
  @ApiProperty({ type: [String], description: 'Ten one-time codes, shown only now' })
  recoveryCodes!: string[];
}

export class TwoFactorRequiredDto {
  @ApiProperty({ enum: [true], description: 'The password was right; send a code next' })
  twoFactorRequired!: true;
}
