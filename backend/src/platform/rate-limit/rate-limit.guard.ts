import { CanActivate, ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';

import { RATE_LIMIT } from './rate-limit.decorator';
import { RATE_LIMIT_POLICIES, type RateLimitPolicyName } from './rate-limit.policies';
import { RateLimitedException } from './rate-limited.exception';
import { type Limiter, RateLimiters } from './rate-limiters';

/** The client address a request is counted under (see TRUST_PROXY). */
export function clientAddress(req: Request): string {
  return req.ip ?? 'unknown';
}

/** Enforces @RateLimit policies per client address: over the limit is a 429 with Retry-After. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly logger = new Logger(RateLimitGuard.name);
  private readonly limiters: Record<RateLimitPolicyName, Limiter>;

  constructor(
    private readonly reflector: Reflector,
    limiters: RateLimiters,
  ) {
    const entries = Object.entries(RATE_LIMIT_POLICIES).map(([name, rule]) => [
      name,
      limiters.create(name, rule),
    ]);
    this.limiters = Object.fromEntries(entries) as Record<RateLimitPolicyName, Limiter>;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<RateLimitPolicyName | undefined>(
      RATE_LIMIT,
      context.getHandler(),
    );
    if (!name) return true;
    const address = clientAddress(context.switchToHttp().getRequest<Request>());
    const count = await this.limiters[name].hit(address);
    if (count.limited) {
      this.logger.warn(`rate limit ${name} reached for ${address}`);
      throw RateLimitedException.after(count.msBeforeNext);
    }
    return true;
  }
}
