import { SetMetadata } from '@nestjs/common';

import type { RateLimitPolicyName } from './rate-limit.policies';

export const RATE_LIMIT = Symbol('RATE_LIMIT');

/** Applies one of RATE_LIMIT_POLICIES to a route. */
export const RateLimit = (policy: RateLimitPolicyName) => SetMetadata(RATE_LIMIT, policy);
