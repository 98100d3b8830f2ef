import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { LocalizedException } from '../../../platform/i18n/localized.exception';
import { tokenRateLimit } from '../../../platform/rate-limit/rate-limit.policies';
import { RateLimitedException } from '../../../platform/rate-limit/rate-limited.exception';
import { type Limiter, RateLimiters } from '../../../platform/rate-limit/rate-limiters';
import { User } from '../entities/user.entity';
import type { CreateTokenDto } from './token.dto';
import { PersonalAccessToken } from './personal-access-token.entity';
import {
  hashPersonalToken,
  looksLikePersonalToken,
  newPersonalToken,
  tokenHint,
} from './personal-token';
import { ungrantableScopes, type TokenScope } from './token-scopes';

/** `lastUsedAt` moves forward at most this often. */
const TOUCH_INTERVAL_MS = 60_000;

export interface TokenBearer {
  user: User;
  token: PersonalAccessToken;
}

/** Makes, lists and revokes an account's personal access tokens, and tells who sent one. */
@Injectable()
export class TokensService {
  private readonly limiter: Limiter;

  constructor(
    private readonly em: EntityManager,
    limiters: RateLimiters,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limiter = limiters.create('personal-token', tokenRateLimit(config));
  }

  async create(
    owner: User,
    dto: CreateTokenDto,
    now = new Date(),
  ): Promise<{ token: string; record: PersonalAccessToken }> {
    const refused = ungrantableScopes(owner.role, dto.scopes);
    if (refused.length > 0)
      throw new LocalizedException(403, 'tokens.scopes.notGrantable', {
        scopes: refused.join(', '),
      });
    const expiresAt = dto.expiresAt ? new Date(dto.expiresAt) : null;
    if (expiresAt && !(expiresAt.getTime() > now.getTime()))
      throw new LocalizedException(400, 'tokens.expiresAt.invalid');
    const token = newPersonalToken();
    const em = this.em.fork();
    const record = em.create(PersonalAccessToken, {
      user: em.getReference(User, owner.id),
      name: dto.name,
      scopes: [...new Set(dto.scopes)],
      tokenHash: hashPersonalToken(token),
      hint: tokenHint(token),
      expiresAt,
    });
    await em.flush();
    return { token, record };
  }

  /** The account's tokens not revoked (expired ones too, marked so), newest first. */
  list(ownerId: number): Promise<PersonalAccessToken[]> {
    return this.em
      .fork()
      .find(
        PersonalAccessToken,
        { user: ownerId, revokedAt: null },
        { orderBy: { createdAt: 'desc', id: 'desc' } },
      );
  }

  /** Revokes one of the account's own tokens; another account's (or a revoked one) is a 404. */
  async revoke(ownerId: number, id: number): Promise<PersonalAccessToken> {
    const em = this.em.fork();
    const token = await em.findOne(PersonalAccessToken, { id, user: ownerId, revokedAt: null });
    if (!token) throw new LocalizedException(404, 'tokens.notFound');
    token.revokedAt = new Date();
    await em.flush();
    return token;
  }

  /**
   * The account and token a bearer token names, or undefined when it names none that works:
   * unknown, revoked, expired, or its account deactivated (all alike to the caller: 401).
   */
  async authenticate(raw: string, now = new Date()): Promise<TokenBearer | undefined> {
    if (!looksLikePersonalToken(raw)) return undefined;
    const em = this.em.fork();
    const token = await em.findOne(
      PersonalAccessToken,
      { tokenHash: hashPersonalToken(raw) },
      { populate: ['user'] },
    );
    if (
      !token ||
      token.revokedAt ||
      (token.expiresAt && token.expiresAt.getTime() <= now.getTime()) ||
      !token.user.isActive
    )
      return undefined;
    if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
      token.lastUsedAt = now;
      await em.flush();
    }
    return { user: token.user, token };
  }

  /** Counts a request against the token's own limit; over it, a 429 with Retry-After. */
  async countRequest(token: PersonalAccessToken): Promise<void> {
    const count = await this.limiter.hit(String(token.id));
    if (count.limited) throw RateLimitedException.after(count.msBeforeNext);
  }
}

export function hasScope(token: PersonalAccessToken, scope: TokenScope): boolean {
  return token.scopes.includes(scope);
}
