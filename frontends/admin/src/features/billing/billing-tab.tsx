import { useTranslation } from '@terrabridge/i18n';

/** The billing tab. */
export default function BillingTab() {
  const { t } = useTranslation('admin');
  return <p className="mt-6 text-sm text-fg-muted">{t('panel.emptyState')}</p>;
}
