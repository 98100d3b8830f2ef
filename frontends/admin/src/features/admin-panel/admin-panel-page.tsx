import { Container, Spinner, useDocumentTitle } from '@terrabridge/ui';
import { ShieldIcon } from '@terrabridge/ui/parts';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@terrabridge/i18n';
import { AdminReleaseLine } from '../../app/admin-release';
import { AdminNav } from './admin-nav';
import { ADMIN_TABS, ADMIN_TAB_PANELS, type AdminTab } from './admin-tabs';
import { SECTION_PARAM } from './section-link';

export { ADMIN_TABS, type AdminTab } from './admin-tabs';
export { SECTION_PARAM } from './section-link';

/** The open section: the address's, else the home. */
function useCurrentSection(): AdminTab {
  const [params] = useSearchParams();
  const requested = params.get(SECTION_PARAM);
  return ADMIN_TABS.find((tab) => tab === requested) ?? 'home';
}

function AdminSection({ tab, headingLevel }: { tab: AdminTab; headingLevel: 2 | 3 }) {
  const { t } = useTranslation('admin');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Panel = ADMIN_TAB_PANELS[tab];
  return (
    <section aria-labelledby={`admin-${tab}-title`} className="min-w-0">
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
        {/* A new section starts fresh (its filters and dialogs are its own). */}
        <Panel key={tab} />
      </Suspense>
    </section>
  );
}

/** The side navigation and the open section, one heading level below the page's title. */
function AdminFrame({ headingLevel }: { headingLevel: 2 | 3 }) {
  const current = useCurrentSection();
  return (
    <div className="lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8">
      <AdminNav current={current} />
      <div className="min-w-0 max-lg:mt-6">
        <AdminSection tab={current} headingLevel={headingLevel} />
      </div>
    </div>
  );
}

export default function AdminPanelPage({ embedded = false }: { embedded?: boolean }) {
  // Inside the dashboard's Admin tab, whose page has the title and headings: the frame only.
  return embedded ? <AdminFrame headingLevel={3} /> : <AdminPanelStandalone />;
}

function AdminPanelStandalone() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('panel.documentTitle'));

  return (
    <Container className="py-8 sm:py-10">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg ring-1 ring-primary/15">
          <ShieldIcon size={20} />
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-fg">{t('panel.title')}</h1>
          <p className="text-sm text-fg-muted">{t('panel.subtitle')}</p>
        </div>
      </div>
      <div className="mt-6 rounded-2xl border border-line bg-surface p-4 shadow-soft sm:p-6">
        <AdminFrame headingLevel={2} />
      </div>
      <AdminReleaseLine />
    </Container>
  );
}
