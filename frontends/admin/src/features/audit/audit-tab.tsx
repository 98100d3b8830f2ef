import { useTranslation } from '@terrabridge/i18n';

/** The audit log tab. */
export default function AuditTab() {
  const { t } = useTranslation('admin');
  return <p className="mt-6 text-sm text-fg-muted">{t('panel.emptyState')}</p>;
}
