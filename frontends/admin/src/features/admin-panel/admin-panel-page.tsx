import { Container, Spinner, useDocumentTitle } from '@terrabridge/ui';
import { ShieldIcon, Tabs } from '@terrabridge/ui/parts';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@terrabridge/i18n';
import { AdminReleaseLine } from '../../app/admin-release';
import { ADMIN_TABS, ADMIN_TAB_ICONS, ADMIN_TAB_PANELS, type AdminTab } from './admin-tabs';

export { ADMIN_TABS, type AdminTab } from './admin-tabs';

/** The URL parameter naming the open section (`/admin?section=billing`), so a link can open it. */
export const SECTION_PARAM = 'section';

function AdminSection({ tab, headingLevel }: { tab: AdminTab; headingLevel: 2 | 3 }) {
  const { t } = useTranslation('admin');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Panel = ADMIN_TAB_PANELS[tab];
  return (
    <section aria-labelledby={`admin-${tab}-title`} className="pt-8">
      <Heading id={`admin-${tab}-title`} className="text-xl font-bold text-fg">
        {t(`panel.tabs.${tab}.title`)}
      </Heading>
      <p className="mt-1.5 text-sm text-fg-muted">{t(`panel.tabs.${tab}.description`)}</p>
      <Suspense
        fallback={
          <div className="mt-8 flex justify-center">
            <Spinner />
          </div>
        }
      >
        <Panel />
      </Suspense>
    </section>
  );
}

function AdminTabs({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const requested = params.get(SECTION_PARAM);
  const value = ADMIN_TABS.find((tab) => tab === requested) ?? ADMIN_TABS[0];
  return (
    <Tabs
      label={t('panel.tabsLabel')}
      value={value}
      onValueChange={(next) =>
        setParams(
          (current) => {
            const updated = new URLSearchParams(current);
            if (next === ADMIN_TABS[0]) updated.delete(SECTION_PARAM);
            else updated.set(SECTION_PARAM, next);
            return updated;
          },
          { replace: true },
        )
      }
      items={ADMIN_TABS.map((tab) => {
        const Icon = ADMIN_TAB_ICONS[tab];
        return {
          id: tab,
          label: t(`panel.tabs.${tab}.label`),
          icon: <Icon size={16} />,
          // Only the open tab's panel is rendered (and its chunk loaded).
          panel: tab === value ? <AdminSection tab={tab} headingLevel={headingLevel} /> : null,
        };
      })}
    />
  );
}

/**
 * Inside the dashboard's Admin Panel tab, whose page has the title and headings: only the
 * sections, one heading level down. (No responsive variants here: the dashboard's stylesheet
 * may be loaded after this remote's and would win over them.)
 */
function EmbeddedAdminPanel() {
  return <AdminTabs headingLevel={3} />;
}

export default function AdminPanelPage({ embedded = false }: { embedded?: boolean }) {
  return embedded ? <EmbeddedAdminPanel /> : <AdminPanelStandalone />;
}

function AdminPanelStandalone() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('panel.documentTitle'));

  return (
    <Container className="py-10 sm:py-14">
      <div className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg ring-1 ring-primary/15 sm:flex">
          <ShieldIcon size={24} />
        </span>
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-fg">{t('panel.title')}</h1>
          <p className="mt-1.5 text-base text-fg-muted">{t('panel.subtitle')}</p>
        </div>
      </div>
      <div className="mt-8 rounded-2xl border border-line bg-surface px-4 pb-6 shadow-soft sm:px-6">
        <AdminTabs headingLevel={2} />
      </div>
      <AdminReleaseLine />
    </Container>
  );
}
