import { CanActivate, ExecutionContext, Inject, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { LocalizedException } from '../i18n/localized.exception';
import { RATE_LIMIT } from './rate-limit.decorator';
import {
  RATE_LIMIT_POLICIES,
  type RateLimitPolicyName,
  type RateLimitRule,
} from './rate-limit.policies';
import type { RateLimitStore } from './rate-limit.store';

export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');

/** The account a request is about, so guessing one account from many addresses is limited too. */
function accountOf(req: Request): string | undefined {
  const body = req.body as { username?: unknown; email?: unknown } | undefined;
  const name = typeof body?.username === 'string' ? body.username : body?.email;
  return typeof name === 'string' && name.trim() !== '' ? name.trim().toLowerCase() : undefined;
}

/** Enforces @RateLimit policies; over the limit is a 429 with Retry-After, in the user's language. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly logger = new Logger(RateLimitGuard.name);

  constructor(
    private readonly reflector: Reflector,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<RateLimitPolicyName | undefined>(
      RATE_LIMIT,
      context.getHandler(),
    );
    if (!name) return true;
    const policy = RATE_LIMIT_POLICIES[name];
    const req = context.switchToHttp().getRequest<Request>();
    const checks: Array<[string, RateLimitRule]> = [
      [`${name}:ip:${req.ip ?? 'unknown'}`, policy.ip],
    ];
    const account = accountOf(req);
    if ('account' in policy && account) checks.push([`${name}:account:${account}`, policy.account]);

    for (const [key, rule] of checks) {
      const { count, resetMs } = await this.store.hit(key, rule.windowMs);
      if (count > rule.limit * this.config.auth.rateLimitMultiplier) {
        const seconds = Math.max(1, Math.ceil(resetMs / 1000));
        context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(seconds));
        this.logger.warn(`rate limit ${name} reached for ${key.split(':')[1]}`);
        throw new LocalizedException(429, 'http.rateLimited', { seconds });
      }
    }
    return true;
  }
}
