import { useTranslation } from '@terrabridge/i18n';

/** The clients tab. */
export default function ClientsTab() {
  const { t } = useTranslation('admin');
  return <p className="mt-6 text-sm text-fg-muted">{t('panel.emptyState')}</p>;
}
