import { isSessionRequired, useSiteConfig } from '@terrabridge/api-client';
import { type SessionUser, userFullName } from '@terrabridge/session';
import {
  AlertIcon,
  Button,
  CheckCircleIcon,
  ExternalLink,
  RefreshIcon,
  buttonClasses,
  describeError,
} from '@terrabridge/ui';
import { Alert, Badge, Skeleton } from '@terrabridge/ui/parts';
import type { ReactNode } from 'react';
import { useTranslation } from '@terrabridge/i18n';
import { Link } from 'react-router-dom';
import { ProjectCard } from '../../projects/components/project-card';
import { asLanguage } from '../../projects/project-format';
import type { DashboardTab } from '../dashboard-tabs';
import { type Overview, useOverview } from '../overview-api';
import { OverviewFigures } from './overview-figures';
import { RecentPosts } from './recent-posts';
import { useTabLink } from './tab-link';

/** Nothing to show yet, and the next step to take (links or buttons as `children`). */
function EmptyState({ text, children }: { text: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-line-strong/50 bg-surface-muted px-6 py-8 text-center text-sm text-fg-muted">
      <p>{text}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
}

/** A client with no project yet: a free consultation to start one, or the services to read. */
function NoProjects() {
  const { t } = useTranslation('portal');
  const site = useSiteConfig();
  return (
    <EmptyState text={t('dashboard.overview.noProjects')}>
      {site?.bookingUrl ? (
        <ExternalLink href={site.bookingUrl} className={buttonClasses({ size: 'sm' })}>
          {t('dashboard.overview.bookConsultation')}
        </ExternalLink>
      ) : null}
      <Link to="/services" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        {t('dashboard.overview.browseServices')}
      </Link>
    </EmptyState>
  );
}

function NoPosts() {
  const { t } = useTranslation('portal');
  const tabLink = useTabLink();
  const generator = tabLink('social-media');
  return (
    <EmptyState text={t('dashboard.overview.noPosts')}>
      <Link
        to={{ search: `${generator.search}&view=generator` }}
        className={buttonClasses({ size: 'sm' })}
      >
        {t('dashboard.overview.createPost')}
      </Link>
    </EmptyState>
  );
}

/** A part of the Overview: a heading, a link to the tab with all of it, and its content. */
function Section({
  id,
  title,
  tab,
  linkText,
  children,
}: {
  id: string;
  title: string;
  tab?: DashboardTab;
  linkText?: string;
  children: ReactNode;
}) {
  const tabLink = useTabLink();
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        {/* Focusable from script: after a deletion, focus lands here. */}
        <h3 id={id} tabIndex={-1} className="text-base font-semibold text-fg focus:outline-none">
          {title}
        </h3>
        {tab && linkText ? (
          <Link to={tabLink(tab)} className="text-sm font-semibold text-link hover:underline">
            {linkText}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

function OverviewLoading() {
  const { t } = useTranslation('portal');
  return (
    <div role="status" aria-busy="true" className="grid gap-8">
      <span className="sr-only">{t('dashboard.overview.loading')}</span>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Skeleton className="h-32 rounded-xl" />
        <Skeleton className="h-32 rounded-xl" />
        <Skeleton className="col-span-2 h-32 rounded-xl sm:col-span-1" />
      </div>
      <div className="grid gap-4">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-36 rounded-xl" />
        <Skeleton className="h-36 rounded-xl" />
      </div>
    </div>
  );
}

function OverviewContent({
  overview,
  reload,
}: {
  overview: Overview;
  reload: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('portal');
  const language = asLanguage(i18n.language);
  return (
    <div className="grid gap-10">
      <OverviewFigures overview={overview} />
      <Section
        id="overview-projects-title"
        title={t('dashboard.overview.recentProjects')}
        tab="projects"
        linkText={t('dashboard.overview.allProjects')}
      >
        {overview.recentProjects.length === 0 ? (
          <NoProjects />
        ) : (
          <ul aria-labelledby="overview-projects-title" className="grid gap-4">
            {overview.recentProjects.map((project) => (
              <ProjectCard key={project.id} project={project} language={language} titleAs="h4" />
            ))}
          </ul>
        )}
      </Section>
      <Section
        id="overview-posts-title"
        title={t('dashboard.overview.recentPosts')}
        tab="social-media"
        linkText={t('dashboard.overview.allPosts')}
      >
        {overview.recentSocialPosts.length === 0 ? (
          <NoPosts />
        ) : (
          <RecentPosts
            posts={overview.recentSocialPosts}
            headingId="overview-posts-title"
            onChanged={reload}
          />
        )}
      </Section>
    </div>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-fg-muted">{term}</dt>
      <dd className="mt-0.5 text-sm text-fg">{children}</dd>
    </div>
  );
}

/** The signed-in account's details, kept small below the activity. */
function AccountDetails({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('portal');
  const locale = i18n.language === 'es' ? 'es-ES' : 'en-US';
  const memberSince = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
    new Date(user.createdAt),
  );
  return (
    <Section id="dashboard-account-title" title={t('dashboard.overview.accountTitle')}>
      <dl className="grid gap-x-6 gap-y-4 rounded-xl border border-line bg-surface-muted p-5 sm:grid-cols-2">
        <Detail term={t('dashboard.overview.name')}>{userFullName(user)}</Detail>
        <Detail term={t('dashboard.overview.username')}>
          <span className="break-all">{user.username}</span>
        </Detail>
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
              <p className="mt-1 text-xs text-fg-muted">
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
    </Section>
  );
}

/**
 * The dashboard's first tab: how many projects and posts the client has, when the next invoice is
 * due, the newest projects and posts, and the account's details.
 */
export function OverviewPanel({ user }: { user: SessionUser }) {
  const { t } = useTranslation('portal');
  const overview = useOverview();
  return (
    <div className="grid gap-10">
      {overview.isPending ? (
        <OverviewLoading />
      ) : overview.isError ? (
        <Alert tone="danger" title={t('dashboard.overview.loadFailed')}>
          <p>{describeError(overview.error)}</p>
          {/* An ended session is not helped by trying again: the shell takes the person to sign in. */}
          {isSessionRequired(overview.error) ? null : (
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              disabled={overview.isFetching}
              onClick={() => void overview.refetch()}
            >
              <RefreshIcon size={16} />
              {overview.isFetching
                ? t('dashboard.overview.retrying')
                : t('dashboard.overview.retry')}
            </Button>
          )}
        </Alert>
      ) : (
        <OverviewContent overview={overview.data} reload={() => overview.refetch()} />
      )}
      <AccountDetails user={user} />
    </div>
  );
}
