import { Container, MailIcon, useDocumentTitle } from '@terrabridge/ui';
import {
  InboxIcon,
  FolderIcon,
  QuoteIcon,
  ReceiptIcon,
  ServerIcon,
  ShieldIcon,
  Tabs,
} from '@terrabridge/ui/parts';
import type { ComponentType } from 'react';
import { useTranslation } from '@terrabridge/i18n';

export const ADMIN_TABS = [
  'contacts',
  'testimonials',
  'projects',
  'billing',
  'services',
  'gmail',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const ICONS: Record<AdminTab, ComponentType<{ size?: number; className?: string }>> = {
  contacts: InboxIcon,
  testimonials: QuoteIcon,
  projects: FolderIcon,
  billing: ReceiptIcon,
  services: ServerIcon,
  gmail: MailIcon,
};

function AdminSection({ tab, headingLevel }: { tab: AdminTab; headingLevel: 2 | 3 }) {
  const { t } = useTranslation('admin');
  const Icon = ICONS[tab];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={`admin-${tab}-title`} className="pt-8">
      <Heading id={`admin-${tab}-title`} className="text-xl font-bold text-fg">
        {t(`panel.tabs.${tab}.title`)}
      </Heading>
      <p className="mt-1.5 text-sm text-fg-muted">{t(`panel.tabs.${tab}.description`)}</p>
      <div className="mt-6 flex flex-col items-center justify-center rounded-2xl border border-dashed border-line-strong/50 bg-surface-muted px-6 py-16 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-surface text-fg-muted ring-1 ring-line">
          <Icon size={22} />
        </span>
        <p className="mt-4 text-sm text-fg-muted">{t('panel.emptyState')}</p>
      </div>
    </section>
  );
}

function AdminTabs({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t } = useTranslation('admin');
  return (
    <Tabs
      label={t('panel.tabsLabel')}
      items={ADMIN_TABS.map((tab) => {
        const Icon = ICONS[tab];
        return {
          id: tab,
          label: t(`panel.tabs.${tab}.label`),
          icon: <Icon size={16} />,
          panel: <AdminSection tab={tab} headingLevel={headingLevel} />,
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
    </Container>
  );
}
