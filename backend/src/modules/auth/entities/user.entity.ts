import { OptionalProps } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * A client or an admin of the portal. Verification and password-reset tokens are stored only as
 * hashes, so a leaked database row cannot be used to take over an account.
 */
@Entity({ tableName: 'users' })
@Unique({
  name: 'users_username_lower_unique',
  expression: 'create unique index "users_username_lower_unique" on "users" (lower("username"))',
})
@Unique({
  name: 'users_email_lower_unique',
  expression: 'create unique index "users_email_lower_unique" on "users" (lower("email"))',
})
// The admins' clients list: by role, active or not, and in each of its orders (admin-client.dto.ts).
@Index({ properties: ['role', 'createdAt'] })
@Index({ properties: ['role', 'isActive', 'createdAt'] })
@Index({
  name: 'users_role_display_name_index',
  expression: `create index "users_role_display_name_index" on "users" ("role", lower(coalesce(nullif(trim(coalesce("first_name", '') || ' ' || coalesce("last_name", '')), ''), "username")))`,
})
@Index({
  name: 'users_role_email_lower_index',
  expression: 'create index "users_role_email_lower_index" on "users" ("role", lower("email"))',
})
export class User {
  [OptionalProps]?:
    | 'role'
    | 'adminLevel'
    | 'permissions'
    | 'language'
    | 'isActive'
    | 'emailVerified'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 50, unique: true })
  username!: string;

  /** Argon2id hash in PHC string format; never the password itself. */
  @Property({ type: 'string', length: 255, hidden: true })
  passwordHash!: string;

  @Property({ type: 'string', length: 255, unique: true })
  email!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  firstName?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  lastName?: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  phone?: string | null;

  @Enum({ items: USER_ROLES, columnType: 'varchar(10)', default: 'user' })
  role: UserRole = 'user';

  /** Reserved for finer admin tiers; 0 for every account until those tiers are defined. */
  @Property({ type: 'integer', default: 0 })
  adminLevel = 0;

  @Property({ type: 'json', default: '[]' })
  permissions: string[] = [];

  @Enum({ items: LANGUAGES, columnType: 'varchar(2)', default: 'en' })
  language: Language = 'en';

  @Property({ type: 'boolean', default: true })
  isActive = true;

  @Property({ type: 'boolean', default: false })
  emailVerified = false;

  /** SHA-256 hex of the e-mail verification token sent to the user. */
  @Index()
  @Property({ type: 'string', length: 128, nullable: true, hidden: true })
  verificationTokenHash?: string | null;

  @Property({ type: 'datetime', nullable: true, hidden: true })
  verificationTokenExpiry?: Date | null;

  /** The address the user asked to change to; it replaces `email` once its link is confirmed. */
  @Property({ type: 'string', length: 255, nullable: true, hidden: true })
  pendingEmail?: string | null;

  /** SHA-256 hex of the token mailed to `pendingEmail`. */
  @Index()
  @Property({ type: 'string', length: 128, nullable: true, hidden: true })
  emailChangeTokenHash?: string | null;

  @Property({ type: 'datetime', nullable: true, hidden: true })
  emailChangeTokenExpiry?: Date | null;

  /** SHA-256 hex of the password-reset token sent to the user. */
  @Index()
  @Property({ type: 'string', length: 128, nullable: true, hidden: true })
  resetPasswordTokenHash?: string | null;

  @Property({ type: 'datetime', nullable: true, hidden: true })
  resetPasswordTokenExpiry?: Date | null;

  /**
   * The authenticator secret, AES-256-GCM encrypted (two-factor-crypto.ts). Set by setup; only
   * in use once `twoFactorEnabledAt` is set.
   */
  @Property({ type: 'text', nullable: true, hidden: true })
  twoFactorSecret?: string | null;

  /** When two-factor sign-in was turned on; null: it is off. */
  @Property({ type: 'datetime', nullable: true })
  twoFactorEnabledAt?: Date | null;

  /** The time step of the last code accepted: a code of that step or earlier is refused. */
  @Property({ type: 'integer', nullable: true, hidden: true })
  twoFactorLastStep?: number | null;

  /** SHA-256 hex of the nonce of the sign-in waiting for its second step (one at a time). */
  @Property({ type: 'string', length: 64, nullable: true, hidden: true })
  twoFactorLoginNonce?: string | null;

  /**
   * When the account was deleted at its owner's request: its personal data replaced by
   * placeholders, its password unusable. The row stays so invoices and payments keep their client.
   */
  @Property({ type: 'datetime', nullable: true })
  anonymisedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
