import { useTranslation } from '@terrabridge/i18n';

/** The content tab. */
export default function ContentTab() {
  const { t } = useTranslation('admin');
  return <p className="mt-6 text-sm text-fg-muted">{t('panel.emptyState')}</p>;
}
