import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { LocalizedException } from '../../platform/i18n/localized.exception';
import type { MessageKey } from '../../platform/i18n/messages';
import { MailService } from '../../platform/mail/mail.service';
import { passwordChangedMail } from '../notifications/security-mails';
import { SITE_PROFILE } from '../site/site-profile';
import {
  emailChangedNotice,
  emailChangeMail,
  passwordResetMail,
  verificationMail,
} from './auth-mails';
import type { LoginDto, RegisterDto } from './dto/auth.dto';
import { User } from './entities/user.entity';
import { ACCOUNT_INACTIVE } from './auth-error-codes';
import { LoginThrottle } from './login-throttle';
import { hashToken, newOneTimeToken } from './one-time-token';
import { hashPassword, verifyDecoy, verifyPassword } from './passwords';
import { type ClientInfo, SessionsService } from './sessions.service';
import { findByEmail, findByLogin, findByUsername } from './users.repository';

const VERIFICATION_LIFETIME_MS = 24 * 3_600_000;
const RESET_LIFETIME_MS = 3_600_000;

export interface SignedIn {
  user: User;
  token: string;
}

/** The password was right, and the account's second factor must follow (no session yet). */
export interface PasswordAccepted {
  user: User;
  twoFactorRequired: true;
}

/** Accounts and credentials: registration, sign-in, verification and password reset. */
@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
    private readonly mail: MailService,
    private readonly loginThrottle: LoginThrottle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async register(dto: RegisterDto, client: ClientInfo): Promise<SignedIn> {
    const em = this.em.fork();
    const taken: MessageKey[] = [];
    if (await findByUsername(em, dto.username)) taken.push('auth.username.taken');
    if (await findByEmail(em, dto.email)) taken.push('auth.email.taken');
    if (taken.length > 0) throw new LocalizedException(409, taken.length === 1 ? taken[0] : taken);

    const verification = newOneTimeToken(VERIFICATION_LIFETIME_MS);
    const user = em.create(User, {
      username: dto.username,
      email: dto.email,
      passwordHash: await hashPassword(dto.password),
      firstName: dto.firstName,
      lastName: dto.lastName,
      phone: dto.phone || null,
      language: dto.language ?? 'en',
      verificationTokenHash: verification.hash,
      verificationTokenExpiry: verification.expiresAt,
    });
    try {
      await em.flush();
    } catch (error) {
      // Two registrations racing for the same name: the unique index decides.
      if (error instanceof UniqueConstraintViolationException) {
        const key = /email/.test(error.message) ? 'auth.email.taken' : 'auth.username.taken';
        throw new LocalizedException(409, key);
      }
      throw error;
    }
    await this.mail.send(verificationMail(user, verification.token, this.link));
    this.logger.log(`registered user #${user.id} (${user.username})`);
    return { user, token: await this.sessions.start(user.id, client) };
  }

  async login(dto: LoginDto, client: ClientInfo): Promise<SignedIn | PasswordAccepted> {
    const em = this.em.fork();
    const user = await findByLogin(em, dto.username);
    // Keyed by the account itself when it exists, so its username and its email share one count.
    const attempt = await this.loginThrottle.begin(
      user ? `user:${user.id}` : `name:${dto.username.trim().toLowerCase()}`,
      client.ip ?? 'unknown',
    );
    if (!user) {
      await verifyDecoy(dto.password);
      this.logger.warn(
        `sign-in failed: no account "${dto.username}" (from ${client.ip ?? 'unknown'})`,
      );
      throw new LocalizedException(401, 'auth.login.invalid');
    }
    if (!(await verifyPassword(user.passwordHash, dto.password))) {
      this.logger.warn(
        `sign-in failed: wrong password for user #${user.id} (from ${client.ip ?? 'unknown'})`,
      );
      throw new LocalizedException(401, 'auth.login.invalid');
    }
    await attempt.succeeded();
    if (!user.isActive) {
      this.logger.warn(`sign-in refused: user #${user.id} is deactivated`);
      // The person can do nothing about it here: the message says how to reach the agency.
      throw new LocalizedException(
        403,
        'auth.login.inactive',
        { email: this.config.mail.salesAddress, phone: SITE_PROFILE.phone },
        ACCOUNT_INACTIVE,
      );
    }
    if (user.twoFactorEnabledAt) return { user, twoFactorRequired: true };
    this.logger.log(`signed in user #${user.id} (from ${client.ip ?? 'unknown'})`);
    return { user, token: await this.sessions.start(user.id, client) };
  }

  async logout(sessionId: string | undefined, userId: number | undefined): Promise<void> {
    if (!sessionId) return;
    await this.sessions.end(sessionId, 'logout');
    this.logger.log(`signed out user #${userId}`);
  }

  async usernameExists(username: string): Promise<boolean> {
    return Boolean(await findByUsername(this.em.fork(), username));
  }

  async emailExists(email: string): Promise<boolean> {
    return Boolean(await findByEmail(this.em.fork(), email));
  }

  /**
   * Confirms an address from its link: the address of a new account, or the new address of an
   * email change, which only then replaces the old one.
   */
  async verifyEmail(token: string): Promise<void> {
    const em = this.em.fork();
    const hash = hashToken(token);
    const now = new Date();
    const user = await em.findOne(User, {
      verificationTokenHash: hash,
      verificationTokenExpiry: { $gt: now },
    });
    if (user) {
      user.emailVerified = true;
      user.verificationTokenHash = null;
      user.verificationTokenExpiry = null;
      await em.flush();
      this.logger.log(`verified the email of user #${user.id}`);
      return;
    }
    const changing = await em.findOne(User, {
      emailChangeTokenHash: hash,
      emailChangeTokenExpiry: { $gt: now },
    });
    if (!changing?.pendingEmail) throw new LocalizedException(400, 'auth.token.invalid');
    const oldEmail = changing.email;
    changing.email = changing.pendingEmail;
    changing.emailVerified = true;
    changing.pendingEmail = null;
    changing.emailChangeTokenHash = null;
    changing.emailChangeTokenExpiry = null;
    // A link to verify the old address means nothing any more.
    changing.verificationTokenHash = null;
    changing.verificationTokenExpiry = null;
    try {
      await em.flush();
    } catch (error) {
      // Another account took the address between the request and the confirmation.
      if (error instanceof UniqueConstraintViolationException)
        throw new LocalizedException(409, 'auth.email.taken');
      throw error;
    }
    await this.mail.send(emailChangedNotice(changing, oldEmail));
    this.logger.log(`changed the email of user #${changing.id}`);
  }

  /**
   * Mails a confirmation link to the address a signed-in user wants instead of theirs; the
   * account keeps its address until the link is opened. A newer request replaces an older one.
   */
  async requestEmailChange(
    userId: number,
    newEmail: string,
    currentPassword: string,
  ): Promise<void> {
    const em = this.em.fork();
    const user = await em.findOneOrFail(User, userId);
    await this.confirmCurrentPassword(user, currentPassword, 'email change');
    if (user.email.toLowerCase() === newEmail)
      throw new LocalizedException(400, 'account.email.same');
    if (await findByEmail(em, newEmail)) throw new LocalizedException(409, 'auth.email.taken');
    const change = newOneTimeToken(VERIFICATION_LIFETIME_MS);
    user.pendingEmail = newEmail;
    user.emailChangeTokenHash = change.hash;
    user.emailChangeTokenExpiry = change.expiresAt;
    await em.flush();
    await this.mail.send(emailChangeMail(user, newEmail, change.token, this.link));
    this.logger.log(`email change requested for user #${userId}`);
  }

  /** Sends a new verification link (the old one stops working) to an unverified account. */
  async resendVerification(userId: number): Promise<void> {
    const em = this.em.fork();
    const user = await em.findOneOrFail(User, userId);
    if (user.emailVerified) throw new LocalizedException(400, 'account.verification.alreadyDone');
    const verification = newOneTimeToken(VERIFICATION_LIFETIME_MS);
    user.verificationTokenHash = verification.hash;
    user.verificationTokenExpiry = verification.expiresAt;
    await em.flush();
    await this.mail.send(verificationMail(user, verification.token, this.link));
    this.logger.log(`verification link sent again to user #${userId}`);
  }

  /**
   * Sends a reset link when the account exists and has no valid one yet; the caller answers the
   * same either way. A link already sent stays the one that works until it is used or expires:
   * repeated requests, the owner's or anyone else's, neither replace it nor fill the mailbox.
   */
  async forgotPassword(email: string): Promise<void> {
    const em = this.em.fork();
    const user = await findByEmail(em, email);
    if (!user || !user.isActive) return;
    const reset = newOneTimeToken(RESET_LIFETIME_MS);
    // One statement, so two requests at once cannot both issue a link.
    const issued = await em.nativeUpdate(
      User,
      {
        id: user.id,
        $or: [
          { resetPasswordTokenExpiry: null },
          { resetPasswordTokenExpiry: { $lte: new Date() } },
        ],
      },
      {
        resetPasswordTokenHash: reset.hash,
        resetPasswordTokenExpiry: reset.expiresAt,
        updatedAt: new Date(),
      },
    );
    if (issued === 0) {
      this.logger.log(
        `password reset requested for user #${user.id}: the link sent is still valid`,
      );
      return;
    }
    await this.mail.send(passwordResetMail(user, reset.token, this.link));
    this.logger.log(`password reset requested for user #${user.id}`);
  }

  /**
   * Whether a reset link can still be used, without using it up: the reset page asks before the
   * visitor types a new password. Throws the same 400 as `resetPassword` when it cannot.
   */
  async checkResetToken(token: string): Promise<void> {
    await this.userOfResetToken(this.em.fork(), token);
  }

  /**
   * Sets a new password from a reset link, once, ends every session of the account and returns
   * its id.
   */
  async resetPassword(token: string, password: string): Promise<number> {
    const em = this.em.fork();
    const user = await this.userOfResetToken(em, token);
    user.passwordHash = await hashPassword(password);
    user.resetPasswordTokenHash = null;
    user.resetPasswordTokenExpiry = null;
    // Saved with the change: the owner learns of it even if the link was not theirs to use.
    const notice = this.mail.stage(em, passwordChangedMail(user, this.link(''), new Date()));
    await em.flush();
    await this.mail.dispatch([notice]);
    const ended = await this.sessions.endAllFor(user.id, 'password-reset');
    this.logger.log(`password reset for user #${user.id}; ended ${ended} session(s)`);
    return user.id;
  }

  /**
   * Changes the password of a signed-in account that proves it knows the current one, and ends
   * every other session of the account in the same transaction: a cookie stolen before the change
   * stops working with it. The session that made the change stays signed in.
   */
  async changePassword(
    userId: number,
    currentSessionId: string,
    currentPassword: string,
    newPassword: string,
  ): Promise<number> {
    const { ended, notice } = await this.em.fork().transactional(async (em) => {
      const user = await em.findOneOrFail(User, userId);
      await this.confirmCurrentPassword(user, currentPassword, 'password change');
      user.passwordHash = await hashPassword(newPassword);
      // A security mail: sent whatever the account's notification preferences.
      const staged = this.mail.stage(em, passwordChangedMail(user, this.link(''), new Date()));
      await em.flush();
      return {
        ended: await this.sessions.endAllFor(userId, 'password-change', currentSessionId, em),
        notice: staged,
      };
    });
    await this.mail.dispatch([notice]);
    this.logger.log(`password changed for user #${userId}; ended ${ended} other session(s)`);
    return ended;
  }

  /**
   * A signed-in user proves it is them before changing a credential: a session left open on a
   * shared computer is not enough to take the account over.
   */
  private async confirmCurrentPassword(user: User, password: string, action: string) {
    if (await verifyPassword(user.passwordHash, password)) return;
    this.logger.warn(`${action} refused for user #${user.id}: wrong current password`);
    throw new LocalizedException(400, 'account.currentPassword.wrong');
  }

  /** The account of an unused, unexpired reset token; 400 for any other token. */
  private async userOfResetToken(em: EntityManager, token: string): Promise<User> {
    const user = await em.findOne(User, {
      resetPasswordTokenHash: hashToken(token),
      resetPasswordTokenExpiry: { $gt: new Date() },
    });
    if (!user) throw new LocalizedException(400, 'auth.token.invalid');
    return user;
  }

  private readonly link = (path: string) => `${this.config.http.publicUrl}${path}`;
}
