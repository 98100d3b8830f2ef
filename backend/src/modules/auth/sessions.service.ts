import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { LocalizedException } from '../../platform/i18n/localized.exception';
import { AuthSession } from './entities/auth-session.entity';
import { User } from './entities/user.entity';
import { type ReportedPlace, sessionPlace } from './session-place';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** lastSeenAt is written at most this often, so busy sessions don't write on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionClaims {
  sub: string;
  sid: string;
}

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
  /** The country a trusted proxy looked up for the client (see client-info.ts). */
  reportedPlace?: ReportedPlace;
}

/** Server-side sessions behind the signed cookie tokens. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Opens a new session for the user and returns the token for its cookie. Its place is looked up
   * here, once, and kept with it: the sessions list never looks addresses up.
   */
  async start(userId: number, client: ClientInfo): Promise<string> {
    const em = this.em.fork();
    const place = sessionPlace(client.ip, client.reportedPlace);
    const session = em.create(
      AuthSession,
      {
        user: em.getReference(User, userId),
        expiresAt: new Date(Date.now() + this.config.auth.absoluteTimeoutMs),
        userAgent: client.userAgent?.slice(0, 255) ?? null,
        ip: client.ip?.slice(0, 64) ?? null,
        countryCode: place.countryCode,
        city: place.city,
        localNetwork: place.localNetwork,
      },
      { persist: false },
    );
    // One INSERT rather than a flush's BEGIN, INSERT, COMMIT: the embedded database answers one
    // statement at a time, and under a crowd each round trip there makes a sign-in wait longer.
    await em.insert(session);
    return this.jwt.signAsync(
      { sid: session.id },
      { subject: String(userId), expiresIn: Math.floor(this.config.auth.absoluteTimeoutMs / 1000) },
    );
  }

  /** Reads a token's claims if its signature and expiry are good; says nothing about the session. */
  async claims(token: string): Promise<SessionClaims | undefined> {
    try {
      return await this.jwt.verifyAsync<SessionClaims>(token, { algorithms: ['HS256'] });
    } catch {
      return undefined;
    }
  }

  /** The active user a session cookie's token stands for, if its session is live. */
  async userForToken(token: string | undefined): Promise<User | undefined> {
    const claims = token ? await this.claims(token) : undefined;
    return claims ? this.resolve(claims) : undefined;
  }

  /** The active user behind a session, or undefined when it is unknown, ended, idle or expired. */
  async resolve(claims: SessionClaims): Promise<User | undefined> {
    const userId = Number(claims.sub);
    if (!UUID.test(claims.sid ?? '') || !Number.isInteger(userId)) return undefined;
    const em = this.em.fork();
    const session = await em.findOne(
      AuthSession,
      { id: claims.sid, user: userId },
      { populate: ['user'] },
    );
    const now = Date.now();
    if (
      !session ||
      session.revokedAt ||
      session.expiresAt.getTime() <= now ||
      now - session.lastSeenAt.getTime() > this.config.auth.idleTimeoutMs ||
      !session.user.isActive
    ) {
      return undefined;
    }
    if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      session.lastSeenAt = new Date(now);
      await em.flush();
    }
    return session.user;
  }

  /** The sessions of a user that still let a browser in, most recently used first. */
  async activeFor(userId: number): Promise<AuthSession[]> {
    const now = Date.now();
    return this.em.fork().find(
      AuthSession,
      {
        user: userId,
        revokedAt: null,
        expiresAt: { $gt: new Date(now) },
        lastSeenAt: { $gt: new Date(now - this.config.auth.idleTimeoutMs) },
      },
      { orderBy: { lastSeenAt: 'desc', createdAt: 'desc' } },
    );
  }

  /**
   * Ends one live session of a user. A session of anyone else, an ended one or an unknown id is
   * a 404 alike, so the answer tells nothing about other accounts' sessions.
   */
  async endOwn(userId: number, sessionId: string, reason: string): Promise<void> {
    const ended = UUID.test(sessionId)
      ? await this.em
          .fork()
          .nativeUpdate(
            AuthSession,
            { id: sessionId, user: userId, revokedAt: null },
            { revokedAt: new Date(), revokedReason: reason },
          )
      : 0;
    if (ended === 0) throw new LocalizedException(404, 'account.session.notFound');
  }

  async end(sessionId: string, reason: string): Promise<void> {
    if (!UUID.test(sessionId)) return;
    await this.em
      .fork()
      .nativeUpdate(
        AuthSession,
        { id: sessionId, revokedAt: null },
        { revokedAt: new Date(), revokedReason: reason },
      );
  }

  /**
   * Ends every session of a user (password change, reset, deactivation), optionally but one;
   * `em` runs it inside the caller's transaction.
   */
  async endAllFor(
    userId: number,
    reason: string,
    except?: string,
    em: EntityManager = this.em.fork(),
  ): Promise<number> {
    return em.nativeUpdate(
      AuthSession,
      { user: userId, revokedAt: null, ...(except ? { id: { $ne: except } } : {}) },
      { revokedAt: new Date(), revokedReason: reason },
    );
  }
}
