import { type SessionUser, userDisplayName, userInitial } from '@terrabridge/session';
import { DashboardIcon, LogInIcon, LogOutIcon, buttonClasses, cn } from '@terrabridge/ui';
import { useTranslation } from '@terrabridge/i18n';
import { Link } from 'react-router-dom';

interface AccountActionsProps {
  user: SessionUser | null;
  onLogout: () => void;
  /** 'bar' in the desktop navigation, 'menu' stacked in the mobile menu. */
  layout: 'bar' | 'menu';
}

export function UserBadge({ user, compact }: { user: SessionUser; compact?: boolean }) {
  const name = userDisplayName(user);
  return (
    <span className="flex min-w-0 items-center gap-2.5">
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-primary to-accent text-sm font-bold text-white dark:text-canvas"
      >
        {userInitial(user)}
      </span>
      <span
        className={cn(
          'truncate text-sm font-semibold text-fg',
          compact && 'sr-only max-w-32 md:not-sr-only lg:sr-only xl:not-sr-only',
        )}
      >
        {name}
      </span>
    </span>
  );
}

/** Login when signed out; avatar, name, Dashboard and Logout when signed in. */
export function AccountActions({ user, onLogout, layout }: AccountActionsProps) {
  const { t } = useTranslation('common');
  const isBar = layout === 'bar';

  if (!user) {
    return (
      <Link
        to="/auth"
        className={buttonClasses({
          size: isBar ? 'sm' : 'lg',
          className: isBar ? 'whitespace-nowrap' : 'w-full',
        })}
      >
        <LogInIcon size={16} />
        {t('nav.login')}
      </Link>
    );
  }

  // The bar has no room for labels on one-row laptops (lg): icon buttons there, names kept for
  // assistive technology and in tooltips. Logout keeps its icon up to 2xl: with a first name and
  // the longer Spanish labels ('Cerrar sesión') the row would not fit a 1280px screen otherwise.
  const labelClass = isBar ? 'sr-only md:not-sr-only lg:sr-only xl:not-sr-only' : '';
  const logoutLabelClass = isBar ? 'sr-only md:not-sr-only lg:sr-only 2xl:not-sr-only' : '';
  return (
    <div
      className={cn(isBar ? 'flex items-center gap-2' : 'flex flex-col gap-3')}
      aria-label={t('nav.account')}
      role="group"
    >
      <UserBadge user={user} compact={isBar} />
      <div className={cn('flex gap-2', !isBar && 'mt-1')}>
        <Link
          to="/dashboard"
          title={isBar ? t('nav.dashboard') : undefined}
          className={buttonClasses({
            variant: 'secondary',
            size: isBar ? 'sm' : 'lg',
            className: isBar ? '' : 'flex-1',
          })}
        >
          <DashboardIcon size={16} />
          <span className={labelClass}>{t('nav.dashboard')}</span>
        </Link>
        <button
          type="button"
          onClick={onLogout}
          title={isBar ? t('nav.logout') : undefined}
          className={buttonClasses({
            variant: 'outline',
            size: isBar ? 'sm' : 'lg',
            className: isBar ? '' : 'flex-1',
          })}
        >
          <LogOutIcon size={16} />
          <span className={logoutLabelClass}>{t('nav.logout')}</span>
        </button>
      </div>
    </div>
  );
}
