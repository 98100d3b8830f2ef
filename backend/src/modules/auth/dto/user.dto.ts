import { ApiProperty } from '@nestjs/swagger';

import type { User } from '../entities/user.entity';
import {
  type AdminTwoFactorPolicy,
  needsTwoFactorEnrolment,
} from '../two-factor/two-factor-policy';

/** An account as the API shows it: never a password hash or a token. */
export class UserDto {
  @ApiProperty() id!: number;
  @ApiProperty() username!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'First and last name, when known' })
  fullName!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ enum: ['user', 'admin'] }) role!: 'user' | 'admin';
  @ApiProperty() adminLevel!: number;
  @ApiProperty({ type: [String] }) permissions!: string[];
  @ApiProperty({ enum: ['en', 'es'] }) language!: 'en' | 'es';
  @ApiProperty() isActive!: boolean;
  @ApiProperty() emailVerified!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'An address the user asked to change to, waiting for its link to be opened',
  })
  pendingEmail!: string | null;
  @ApiProperty() createdAt!: Date;
  @ApiProperty({ description: 'Two-factor sign-in is on' })
  twoFactorEnabled!: boolean;
  @ApiProperty({
    description:
      'The account must set up two-factor sign-in before anything else (admins, when required)',
  })
  twoFactorEnrolmentRequired!: boolean;

  static from(user: User, policy: AdminTwoFactorPolicy = 'optional'): UserDto {
    const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      firstName: user.firstName ?? null,
      lastName: user.lastName ?? null,
      fullName: fullName || null,
      phone: user.phone ?? null,
      role: user.role,
      adminLevel: user.adminLevel,
      permissions: Array.isArray(user.permissions) ? user.permissions : [],
      language: user.language,
      isActive: user.isActive,
      emailVerified: user.emailVerified,
      pendingEmail:
        user.pendingEmail && user.emailChangeTokenExpiry && user.emailChangeTokenExpiry > new Date()
          ? user.pendingEmail
          : null,
      createdAt: user.createdAt,
      twoFactorEnabled: Boolean(user.twoFactorEnabledAt),
      twoFactorEnrolmentRequired: needsTwoFactorEnrolment(user, policy),
    };
  }
}
