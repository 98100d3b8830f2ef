import { useTranslation } from '@terrabridge/i18n';

/** The queues tab. */
export default function QueuesTab() {
  const { t } = useTranslation('admin');
  return <p className="mt-6 text-sm text-fg-muted">{t('panel.emptyState')}</p>;
}
