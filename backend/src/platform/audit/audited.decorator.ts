import { SetMetadata } from '@nestjs/common';

export const AUDITED = Symbol('AUDITED');

export interface AuditedOptions {
  /** The action's name when the route's own (`<resource>.<verb>`) would not say it well. */
  action?: string;
  targetType?: string;
  /** The route records its own, richer entry: the interceptor leaves it alone. */
  skip?: boolean;
}

/**
 * Names (or opts out of) the audit entry the interceptor writes for an admin route. Admin routes
 * are audited without it; use it only to give an action a better name.
 */
export const Audited = (options: AuditedOptions) => SetMetadata(AUDITED, options);
