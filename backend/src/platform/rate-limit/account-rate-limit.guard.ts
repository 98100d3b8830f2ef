import {
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
  Logger,
  SetMetadata,
  UseGuards,
  applyDecorators,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import {
  accountRateLimitPolicies,
  type AccountLimitRule,
  type AccountRateLimitPolicyName,
} from './rate-limit.policies';
import { RateLimitedException } from './rate-limited.exception';
import { type Limiter, RateLimiters } from './rate-limiters';

const ACCOUNT_RATE_LIMIT = Symbol('ACCOUNT_RATE_LIMIT');

/** A body without a declared length is counted as the largest upload the API takes. */
const UNDECLARED_BODY_KB = 51 * 1024;

/** The kilobytes (at least one) a request's body declares, before a byte of it is read. */
export function declaredKilobytes(req: Pick<Request, 'headers'>): number {
  const length = Number(req.headers['content-length']);
  if (!Number.isSafeInteger(length) || length < 0) return UNDECLARED_BODY_KB;
  return Math.max(1, Math.ceil(length / 1024));
}

/**
 * Counts accountRateLimitPolicies per signed-in account, so a client behind a shared address never
 * spends a neighbour's allowance; over the limit is a 429 with Retry-After. Routes use it through
 * `@RateLimitAccount` (before the body is read, for uploads); a route whose allowance only a
 * request it accepts may spend (AI generation) calls `spend` itself, after validation.
 */
@Injectable()
export class AccountRateLimits {
  private readonly logger = new Logger(AccountRateLimits.name);
  private readonly limiters: Record<AccountRateLimitPolicyName, Limiter>;
  private readonly policies: Record<AccountRateLimitPolicyName, AccountLimitRule>;

  constructor(limiters: RateLimiters, @Inject(APP_CONFIG) config: AppConfig) {
    this.policies = accountRateLimitPolicies(config);
    const entries = Object.entries(this.policies).map(([name, rule]) => [
      name,
      limiters.create(`account-${name}`, rule),
    ]);
    this.limiters = Object.fromEntries(entries) as Record<AccountRateLimitPolicyName, Limiter>;
  }

  /** Spends the account's allowance under each policy, or throws the 429 of the first one out. */
  async spend(
    account: number,
    names: readonly AccountRateLimitPolicyName[],
    req?: Pick<Request, 'headers'>,
  ): Promise<void> {
    for (const name of names) {
      const rule = this.policies[name];
      const points = rule.cost === 'kilobytes' && req ? declaredKilobytes(req) : 1;
      const count = await this.limiters[name].hit(String(account), points);
      if (count.limited) {
        this.logger.warn(`account rate limit ${name} reached for account ${account}`);
        throw RateLimitedException.after(count.msBeforeNext);
      }
    }
  }
}

/**
 * Applies AccountRateLimits as a route guard after the session guard of `@Auth()` (class-level
 * guards run first), which is what tells the account; an upload is refused before its body is
 * read.
 */
@Injectable()
export class AccountRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: AccountRateLimits,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const names =
      this.reflector.get<AccountRateLimitPolicyName[] | undefined>(
        ACCOUNT_RATE_LIMIT,
        context.getHandler(),
      ) ?? [];
    const req = context.switchToHttp().getRequest<Request & { user?: { id: number } }>();
    const account = req.user?.id;
    if (account === undefined) {
      throw new Error('@RateLimitAccount needs a signed-in route: put it under @Auth()');
    }
    await this.limits.spend(account, names, req);
    return true;
  }
}

/** Applies accountRateLimitPolicies to a route of an `@Auth()` controller. */
export const RateLimitAccount = (...policies: AccountRateLimitPolicyName[]) =>
  applyDecorators(SetMetadata(ACCOUNT_RATE_LIMIT, policies), UseGuards(AccountRateLimitGuard));
