import { useTranslation } from '@terrabridge/i18n';

/** The social media tab. */
export default function SocialTab() {
  const { t } = useTranslation('admin');
  return <p className="mt-6 text-sm text-fg-muted">{t('panel.emptyState')}</p>;
}
