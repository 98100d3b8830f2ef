import { useTranslation } from '@terrabridge/i18n';

/** The contact submissions tab. */
export default function ContactsTab() {
  const { t } = useTranslation('admin');
  return <p className="mt-6 text-sm text-fg-muted">{t('panel.emptyState')}</p>;
}
