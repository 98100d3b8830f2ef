import { useTranslation } from '@terrabridge/i18n';

/** The service status tab. */
export default function ServicesTab() {
  const { t } = useTranslation('admin');
  return <p className="mt-6 text-sm text-fg-muted">{t('panel.emptyState')}</p>;
}
