import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';

import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { LocalizedException } from '../../../platform/i18n/localized.exception';
import type { UserRole } from '../entities/user.entity';
import type { AuthenticatedRequest } from '../session.strategy';
import { needsTwoFactorEnrolment } from '../two-factor/two-factor-policy';

export const ROLES = Symbol('ROLES');
export const BEFORE_TWO_FACTOR_ENROLMENT = Symbol('BEFORE_TWO_FACTOR_ENROLMENT');

/**
 * Checks the signed-in user's role against the roles a route names (none named: any role), and
 * keeps an admin who must set up two-factor sign-in to the routes of the set-up.
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    this.checkEnrolment(context);
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles || roles.length === 0) return true;
    const { user } = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!user || !roles.includes(user.role)) throw new LocalizedException(403, 'auth.forbidden');
    return true;
  }

  private checkEnrolment(context: ExecutionContext): void {
    const { user } = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!user || !needsTwoFactorEnrolment(user, this.config.auth.adminTwoFactor)) return;
    const allowed = this.reflector.getAllAndOverride<boolean | undefined>(
      BEFORE_TWO_FACTOR_ENROLMENT,
      [context.getHandler(), context.getClass()],
    );
    if (!allowed) throw new LocalizedException(403, 'twoFactor.enrolmentRequired');
  }
}
