import { useTranslation } from '@terrabridge/i18n';
import { SparklesIcon } from '@terrabridge/ui';

/** The AI generator's place in the tab, until the generator arrives. */
export function GeneratorTab() {
  const { t } = useTranslation('portal');
  return (
    <p className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-line-strong/50 bg-surface-muted px-6 py-12 text-center text-sm text-fg-muted">
      <SparklesIcon size={24} className="text-primary" />
      {t('social.generator.comingSoon')}
    </p>
  );
}
