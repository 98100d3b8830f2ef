import { type SessionUser, userFullName, userInitial, useUserStore } from '@terrabridge/session';
import {
  ChartIcon,
  Container,
  DashboardIcon,
  PageSpinner,
  RemoteSlot,
  buttonClasses,
  useDocumentTitle,
} from '@terrabridge/ui';
import {
  FolderIcon,
  MegaphoneIcon,
  ReceiptIcon,
  SettingsIcon,
  ShieldIcon,
  Tabs,
} from '@terrabridge/ui/parts';
import { type ComponentType, Suspense, lazy } from 'react';
import { useTranslation } from '@terrabridge/i18n';
import { Link, useSearchParams } from 'react-router-dom';
import { AnalyticsSkeleton } from '../analytics/components/analytics-skeleton';
import { ProjectsPanel } from '../projects/components/projects-panel';
import { PROJECT_FILTERS, type ProjectFilter } from '../projects/project-format';
import { SettingsPanel } from '../settings/components/settings-panel';
import { OverviewPanel } from './components/overview-panel';
import { type DashboardTab, TAB_PARAMS, initialTab, tabsFor } from './dashboard-tabs';

// The charting library comes with this tab's chunk, never with the dashboard's first load.
const AnalyticsPanel = lazy(() => import('../analytics/analytics-panel'));
// The Social Media tab's library, calendar and dialogs, likewise, come with that tab.
const SocialMediaPanel = lazy(() => import('../social-media/components/social-media-panel'));
// And the Billing tab's invoices, pay flow and texts with the Billing tab.
const BillingPanel = lazy(() => import('../billing/billing-panel'));

const ICONS: Record<DashboardTab, ComponentType<{ size?: number; className?: string }>> = {
  overview: DashboardIcon,
  projects: FolderIcon,
  'social-media': MegaphoneIcon,
  billing: ReceiptIcon,
  analytics: ChartIcon,
  settings: SettingsIcon,
  admin: ShieldIcon,
};

function PanelHeading({ tab, description }: { tab: DashboardTab; description?: string }) {
  const { t } = useTranslation('portal');
  return (
    <div className="mb-6">
      <h2 className="text-xl font-bold tracking-tight text-fg">{t(`dashboard.tabs.${tab}`)}</h2>
      {description ? <p className="mt-1.5 text-sm text-fg-muted">{description}</p> : null}
    </div>
  );
}

/** The Projects tab, its filter kept in the URL (`?tab=projects&filter=pending`). */
function ProjectsTab() {
  const [params, setParams] = useSearchParams();
  const value = params.get('filter');
  const filter = PROJECT_FILTERS.find((id) => id === value) ?? 'all';
  return (
    <ProjectsPanel
      filter={filter}
      onFilterChange={(next: ProjectFilter) =>
        setParams((current) => {
          const updated = new URLSearchParams(current);
          if (next === 'all') updated.delete('filter');
          else updated.set('filter', next);
          return updated;
        })
      }
    />
  );
}

function TabPanel({ tab, user }: { tab: DashboardTab; user: SessionUser }) {
  const { t } = useTranslation('portal');
  switch (tab) {
    case 'overview':
      return (
        <>
          <PanelHeading tab={tab} />
          <OverviewPanel user={user} />
        </>
      );
    case 'projects':
      return (
        <>
          <PanelHeading tab={tab} description={t('dashboard.projects.description')} />
          <ProjectsTab />
        </>
      );
    case 'analytics':
      return (
        <>
          <PanelHeading tab={tab} description={t('dashboard.analytics.description')} />
          <Suspense fallback={<AnalyticsSkeleton label={t('dashboard.analytics.loading')} />}>
            <AnalyticsPanel />
          </Suspense>
        </>
      );
    case 'social-media':
      return (
        <>
          <PanelHeading tab={tab} description={t('dashboard.social-media.description')} />
          <Suspense fallback={<PageSpinner compact />}>
            <SocialMediaPanel />
          </Suspense>
        </>
      );
    case 'billing':
      return (
        <>
          <PanelHeading tab={tab} description={t('dashboard.billing.description')} />
          <Suspense fallback={<PageSpinner compact />}>
            <BillingPanel />
          </Suspense>
        </>
      );
    case 'settings':
      return (
        <>
          <PanelHeading tab={tab} description={t('dashboard.settings.description')} />
          <SettingsPanel user={user} />
        </>
      );
    case 'admin':
      return (
        <>
          <PanelHeading tab={tab} description={t('dashboard.admin.description')} />
          {/* The admin remote itself, through the shell's loading and error handling. */}
          <RemoteSlot
            name="admin"
            fallback={
              <Link to="/admin" className={buttonClasses()}>
                <ShieldIcon size={16} />
                {t('dashboard.admin.open')}
              </Link>
            }
          />
        </>
      );
  }
}

/** /dashboard: the signed-in client's home (the shell only lets signed-in users in). */
export default function DashboardPage() {
  const { t } = useTranslation('portal');
  useDocumentTitle(t('dashboard.documentTitle'));
  const user = useUserStore((state) => state.user);
  // The open tab lives in the URL, so reload, back and forward keep it.
  const [params, setParams] = useSearchParams();

  if (!user) return <PageSpinner />;

  const tabs = tabsFor(user);
  // A tab the user may no longer see (signed in as someone else) falls back to the Overview.
  const tab = initialTab(params.get('tab'), tabs);

  return (
    <Container className="py-10 sm:py-14">
      <header className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-linear-to-br from-primary to-accent text-2xl font-bold text-white dark:text-canvas"
        >
          {userInitial(user)}
        </span>
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold tracking-tight text-fg sm:text-3xl">
            {t('dashboard.greeting', { name: userFullName(user) })}
          </h1>
          <p className="mt-1 text-sm text-fg-muted sm:text-base">{t('dashboard.subtitle')}</p>
        </div>
      </header>
      <Tabs
        label={t('dashboard.tabsLabel')}
        orientation="vertical"
        variant="sidebar"
        value={tab}
        onValueChange={(id) =>
          setParams((current) => {
            // Other parameters (the language) stay; the tabs' own ones belong to their tab.
            const next = new URLSearchParams(current);
            for (const name of TAB_PARAMS) next.delete(name);
            if (id === 'overview') next.delete('tab');
            else next.set('tab', id);
            return next;
          })
        }
        className="mt-8 grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start"
        listClassName="rounded-2xl border border-line bg-surface p-2 shadow-soft"
        panelClassName="min-w-0 rounded-2xl border border-line bg-surface p-6 shadow-soft sm:p-8"
        items={tabs.map((id) => {
          const Icon = ICONS[id];
          return {
            id,
            label: t(`dashboard.tabs.${id}`),
            icon: <Icon size={18} className="shrink-0" />,
            panel: <TabPanel tab={id} user={user} />,
          };
        })}
      />
    </Container>
  );
}
