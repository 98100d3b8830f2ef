import { useTranslation } from '@terrabridge/i18n';

/** The testimonials tab. */
export default function TestimonialsTab() {
  const { t } = useTranslation('admin');
  return <p className="mt-6 text-sm text-fg-muted">{t('panel.emptyState')}</p>;
}
