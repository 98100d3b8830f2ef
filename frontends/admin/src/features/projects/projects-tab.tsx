import { useTranslation } from '@terrabridge/i18n';

/** The projects tab. */
export default function ProjectsTab() {
  const { t } = useTranslation('admin');
  return <p className="mt-6 text-sm text-fg-muted">{t('panel.emptyState')}</p>;
}
