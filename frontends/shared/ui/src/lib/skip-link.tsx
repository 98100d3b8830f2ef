import { useTranslation } from '@terrabridge/i18n';

export function SkipLink({ targetId = 'main-content' }: { targetId?: string }) {
  const { t } = useTranslation('common');
  return (
    <a
      href={`#${targetId}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[200] focus:rounded-lg focus:bg-primary focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-primary-fg focus:shadow-lift"
    >
      {t('skipToContent')}
    </a>
  );
}
