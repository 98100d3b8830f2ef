import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';

import { LocalizedException } from '../../../platform/i18n/localized.exception';
import type { UserRole } from '../entities/user.entity';
import type { AuthenticatedRequest } from '../session.strategy';

export const ROLES = Symbol('ROLES');

/** Checks the signed-in user's role against the roles a route names (none named: any role). */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles || roles.length === 0) return true;
    const { user } = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!user || !roles.includes(user.role)) throw new LocalizedException(403, 'auth.forbidden');
    return true;
  }
}
