import { randomBytes } from 'node:crypto';

import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

import { type AuditClient, AuditService } from '../../../platform/audit/audit.service';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { resolveSessionSecret } from '../../../platform/config/session-secret';
import { SecretBox } from '../../../platform/crypto/secret-box';
import { LocalizedException } from '../../../platform/i18n/localized.exception';
import { MailService } from '../../../platform/mail/mail.service';
import type { MailOutbox } from '../../../platform/mail/mail-outbox.entity';
import { RecoveryCode } from '../entities/recovery-code.entity';
import { User } from '../entities/user.entity';
import { LoginThrottle } from '../login-throttle';
import { hashToken } from '../one-time-token';
import { verifyPassword } from '../passwords';
import { PENDING_LOGIN_TTL_MS } from './pending-login-cookie';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { checkTotp, newTotpSecret, otpauthUrl } from './totp';
import { twoFactorResetMail } from './two-factor-mails';

/** What proves the second factor: a code from the app, or one of the recovery codes. */
export interface SecondFactor {
  code?: string;
  recoveryCode?: string;
}

interface PendingLoginClaims {
  sub: string;
  purpose: string;
  nonce: string;
}

const PENDING_PURPOSE = 'two-factor-login';

/**
 * Seals authenticator secrets (AES-256-GCM) under TWO_FACTOR_KEY, or a key derived from the
 * session secret for this purpose only.
 */
export const twoFactorSecretBox = (material: string) => new SecretBox(material, 'two-factor');
/** A sealed secret opens only for its own account: a row's value copied to another is useless. */
export const secretContext = (userId: number) => `user:${userId}`;

/**
 * Two-factor sign-in (TOTP, RFC 6238) with one-time recovery codes. Secrets are kept AES-256-GCM
 * encrypted; wrong codes count against the same limits as wrong passwords.
 */
@Injectable()
export class TwoFactorService {
  private readonly logger = new Logger(TwoFactorService.name);
  private readonly box: SecretBox;

  constructor(
    private readonly em: EntityManager,
    private readonly jwt: JwtService,
    private readonly throttle: LoginThrottle,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.box = twoFactorSecretBox(config.auth.twoFactorKey ?? resolveSessionSecret(config));
  }

  /** A new secret for the account (replacing one not yet confirmed); shown only this once. */
  async setup(userId: number): Promise<{ secret: string; otpauthUrl: string }> {
    const em = this.em.fork();
    const user = await em.findOneOrFail(User, userId);
    if (user.twoFactorEnabledAt) throw new LocalizedException(409, 'twoFactor.alreadyEnabled');
    const secret = newTotpSecret();
    user.twoFactorSecret = this.box.seal(secret, secretContext(user.id));
    user.twoFactorLastStep = null;
    await em.flush();
    return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
  }

  /** Turns it on once a code of the new secret proves the app has it; returns recovery codes. */
  async enable(userId: number, code: string, client: AuditClient): Promise<string[]> {
    const em = this.em.fork();
    const user = await em.findOneOrFail(User, userId);
    if (user.twoFactorEnabledAt) throw new LocalizedException(409, 'twoFactor.alreadyEnabled');
    if (!user.twoFactorSecret) throw new LocalizedException(400, 'twoFactor.setupFirst');
    await this.verify(user, { code }, client);
    const codes = await em.transactional(async (tx) => {
      await tx.nativeUpdate(User, { id: userId }, { twoFactorEnabledAt: new Date() });
      await this.audit.record(this.event('auth.two_factor_enabled', user, client), tx);
      return this.replaceRecoveryCodes(tx, userId);
    });
    this.logger.log(`two-factor sign-in enabled for user #${userId}`);
    return codes;
  }

  /** New recovery codes (the old ones stop working), for an account that proves a code. */
  async regenerateRecoveryCodes(userId: number, code: string, client: AuditClient) {
    const user = await this.enabledUser(userId);
    await this.verify(user, { code }, client);
    return this.em.fork().transactional(async (tx) => {
      await this.audit.record(this.event('auth.two_factor_recovery_regenerated', user, client), tx);
      return this.replaceRecoveryCodes(tx, userId);
    });
  }

  /** Turns it off for an account that proves both its password and a second factor. */
  async disable(userId: number, password: string, proof: SecondFactor, client: AuditClient) {
    const user = await this.enabledUser(userId);
    if (!(await verifyPassword(user.passwordHash, password)))
      throw new LocalizedException(400, 'account.currentPassword.wrong');
    await this.verify(user, proof, client);
    await this.em.fork().transactional(async (tx) => {
      await this.turnOff(tx, userId);
      await this.audit.record(this.event('auth.two_factor_disabled', user, client), tx);
    });
    this.logger.log(`two-factor sign-in disabled for user #${userId}`);
  }

  /**
   * The team turns a client's second factor off (a lost phone); the client is mailed. The admin
   * audit records it (auth.two_factor_reset, see the controller).
   */
  async reset(admin: User, clientId: number): Promise<void> {
    const mails: MailOutbox[] = [];
    await this.em.fork().transactional(async (tx) => {
      const user = await tx.findOne(User, clientId);
      if (!user) throw new LocalizedException(404, 'clients.notFound');
      if (!user.twoFactorEnabledAt && !user.twoFactorSecret)
        throw new LocalizedException(409, 'twoFactor.notEnabled');
      await this.turnOff(tx, clientId);
      mails.push(this.mail.stage(tx, twoFactorResetMail(user)));
    });
    await this.mail.dispatch(mails);
    this.logger.log(`two-factor sign-in of user #${clientId} reset by admin #${admin.id}`);
  }

  /**
   * After a right password on an account with two-factor on: a token for the pending-login
   * cookie. Only the newest one works, and only once (its nonce is kept hashed on the account).
   */
  async beginLogin(user: User): Promise<string> {
    const nonce = randomBytes(24).toString('base64url');
    await this.em
      .fork()
      .nativeUpdate(User, { id: user.id }, { twoFactorLoginNonce: hashToken(nonce) });
    return this.jwt.signAsync(
      { purpose: PENDING_PURPOSE, nonce },
      { subject: String(user.id), expiresIn: Math.floor(PENDING_LOGIN_TTL_MS / 1000) },
    );
  }

  /** The second step: the account of the pending login, once its second factor is proved. */
  async completeLogin(
    token: string | undefined,
    proof: SecondFactor,
    client: AuditClient,
  ): Promise<User> {
    const claims = token ? await this.pendingClaims(token) : undefined;
    const em = this.em.fork();
    const user = claims ? await em.findOne(User, Number(claims.sub)) : null;
    if (
      !claims ||
      !user ||
      !user.isActive ||
      !user.twoFactorEnabledAt ||
      user.twoFactorLoginNonce !== hashToken(claims.nonce)
    )
      throw new LocalizedException(401, 'twoFactor.pending.invalid');
    await this.verify(user, proof, client, 'sign-in');
    // One statement: of two completions racing with one token, one wins.
    const consumed = await em.nativeUpdate(
      User,
      { id: user.id, twoFactorLoginNonce: hashToken(claims.nonce) },
      { twoFactorLoginNonce: null },
    );
    if (consumed === 0) throw new LocalizedException(401, 'twoFactor.pending.invalid');
    return user;
  }

  /**
   * Checks a code or a recovery code of the account, counted like passwords (per account and
   * address). A right code is used up: its time step, or the recovery code itself.
   */
  private async verify(
    user: User,
    proof: SecondFactor,
    client: AuditClient,
    during: 'sign-in' | 'change' = 'change',
  ): Promise<void> {
    if (!proof.code && !proof.recoveryCode)
      throw new LocalizedException(400, 'twoFactor.code.required');
    const attempt = await this.throttle.begin(`two-factor:${user.id}`, client.ip ?? 'unknown');
    const accepted = proof.code
      ? await this.useCode(user, proof.code)
      : await this.useRecoveryCode(user, proof.recoveryCode ?? '');
    if (!accepted) {
      this.logger.warn(`wrong two-factor code for user #${user.id} (${during})`);
      if (during === 'sign-in')
        await this.audit.record({
          action: 'auth.sign_in_failed',
          actor: user,
          target: { type: 'user', id: user.id },
          changes: { reason: proof.code ? 'two_factor_code' : 'recovery_code' },
          client,
          outcome: 'failure',
          statusCode: 401,
        });
      throw new LocalizedException(401, 'twoFactor.code.invalid');
    }
    await attempt.succeeded();
    if (proof.recoveryCode && !proof.code) {
      await this.audit.record(this.event('auth.two_factor_recovery_used', user, client));
    }
  }

  private async useCode(user: User, code: string): Promise<boolean> {
    if (!user.twoFactorSecret) return false;
    const check = await checkTotp(
      this.box.open(user.twoFactorSecret, secretContext(user.id)),
      code.trim(),
      user.twoFactorLastStep,
    );
    if (!check.valid) return false;
    // Only if no other request used this step (or a later one) meanwhile.
    const used = await this.em.fork().nativeUpdate(
      User,
      {
        id: user.id,
        $or: [{ twoFactorLastStep: null }, { twoFactorLastStep: { $lt: check.step } }],
      },
      { twoFactorLastStep: check.step },
    );
    return used === 1;
  }

  private async useRecoveryCode(user: User, code: string): Promise<boolean> {
    if (!user.twoFactorEnabledAt) return false;
    const used = await this.em
      .fork()
      .nativeUpdate(
        RecoveryCode,
        { user: user.id, codeHash: hashRecoveryCode(code), usedAt: null },
        { usedAt: new Date() },
      );
    return used === 1;
  }

  private async replaceRecoveryCodes(em: EntityManager, userId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    await em.nativeDelete(RecoveryCode, { user: userId });
    await em.insertMany(
      RecoveryCode,
      codes.map((code) => ({ user: userId, codeHash: hashRecoveryCode(code) })),
    );
    return codes;
  }

  private async turnOff(em: EntityManager, userId: number): Promise<void> {
    await em.nativeUpdate(
      User,
      { id: userId },
      {
        twoFactorSecret: null,
        twoFactorEnabledAt: null,
        twoFactorLastStep: null,
        twoFactorLoginNonce: null,
      },
    );
    await em.nativeDelete(RecoveryCode, { user: userId });
  }

  private async enabledUser(userId: number): Promise<User> {
    const user = await this.em.fork().findOneOrFail(User, userId);
    if (!user.twoFactorEnabledAt) throw new LocalizedException(409, 'twoFactor.notEnabled');
    return user;
  }

  private async pendingClaims(token: string): Promise<PendingLoginClaims | undefined> {
    try {
      const claims = await this.jwt.verifyAsync<PendingLoginClaims>(token, {
        algorithms: ['HS256'],
      });
      return claims.purpose === PENDING_PURPOSE && typeof claims.nonce === 'string'
        ? claims
        : undefined;
    } catch {
      return undefined;
    }
  }

  private event(action: string, user: User, client: AuditClient) {
    return {
      action,
      actor: user,
      target: { type: 'user', id: user.id },
      client,
      statusCode: 200,
    };
  }
}
