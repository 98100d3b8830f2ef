import { useTranslation } from '@terrabridge/i18n';

/** The mail diagnostics tab. */
export default function MailTab() {
  const { t } = useTranslation('admin');
  return <p className="mt-6 text-sm text-fg-muted">{t('panel.emptyState')}</p>;
}
