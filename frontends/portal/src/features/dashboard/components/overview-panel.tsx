import { type SessionUser, userFullName } from '@terrabridge/session';
import { CheckCircleIcon, AlertIcon } from '@terrabridge/ui';
import { Badge } from '@terrabridge/ui/parts';
import type { ReactNode } from 'react';
import { useTranslation } from '@terrabridge/i18n';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-t border-line py-4 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-fg-muted">{term}</dt>
      <dd className="mt-1 text-sm text-fg sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

/** The signed-in account's details. */
export function OverviewPanel({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('portal');
  const locale = i18n.language === 'es' ? 'es-ES' : 'en-US';
  const memberSince = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
    new Date(user.createdAt),
  );

  return (
    <section aria-labelledby="dashboard-account-title">
      <h3 id="dashboard-account-title" className="text-base font-semibold text-fg">
        {t('dashboard.overview.accountTitle')}
      </h3>
      <dl className="mt-4">
        <Detail term={t('dashboard.overview.name')}>{userFullName(user)}</Detail>
        <Detail term={t('dashboard.overview.username')}>{user.username}</Detail>
        <Detail term={t('dashboard.overview.email')}>
          <span className="break-all">{user.email}</span>
        </Detail>
        <Detail term={t('dashboard.overview.emailStatus')}>
          {user.emailVerified ? (
            <Badge tone="success">
              <CheckCircleIcon size={14} />
              {t('dashboard.overview.verified')}
            </Badge>
          ) : (
            <>
              <Badge tone="warning">
                <AlertIcon size={14} />
                {t('dashboard.overview.notVerified')}
              </Badge>
              <p className="mt-2 text-sm text-fg-muted">
                {t('dashboard.overview.notVerifiedHint')}
              </p>
            </>
          )}
        </Detail>
        <Detail term={t('dashboard.overview.phone')}>
          {user.phone || (
            <span className="text-fg-muted">{t('dashboard.overview.notProvided')}</span>
          )}
        </Detail>
        <Detail term={t('dashboard.overview.language')}>
          {t(`dashboard.overview.languages.${user.language}`)}
        </Detail>
        <Detail term={t('dashboard.overview.role')}>
          {t(`dashboard.overview.roles.${user.role}`)}
        </Detail>
        <Detail term={t('dashboard.overview.memberSince')}>
          <time dateTime={user.createdAt}>{memberSince}</time>
        </Detail>
      </dl>
    </section>
  );
}
