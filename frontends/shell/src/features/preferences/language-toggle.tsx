import { type Language, SUPPORTED_LANGUAGES, useTranslation } from '@terrabridge/i18n';
import { useLanguageStore } from '@terrabridge/session';
import { cn } from '@terrabridge/ui';

const NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** EN/ES switch: a labelled group of two pressed-state buttons. */
export function LanguageToggle({
  tone = 'default',
  className,
}: {
  tone?: 'default' | 'inverse';
  className?: string;
}) {
  const { t } = useTranslation('common');
  const language = useLanguageStore((state) => state.language);
  const setLanguage = useLanguageStore((state) => state.setLanguage);

  return (
    <div
      role="group"
      aria-label={t('toggles.language')}
      className={cn(
        'inline-flex items-center rounded-lg p-0.5 ring-1',
        tone === 'inverse' ? 'bg-white/5 ring-white/20' : 'bg-surface-muted ring-line',
        className,
      )}
    >
      {SUPPORTED_LANGUAGES.map((code) => {
        const active = code === language;
        return (
          <button
            key={code}
            type="button"
            lang={code}
            title={NAMES[code]}
            aria-pressed={active}
            onClick={() => setLanguage(code)}
            className={cn(
              'h-8 min-w-9 cursor-pointer rounded-md px-2 text-xs font-bold tracking-wide transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
              tone === 'inverse'
                ? active
                  ? 'bg-white text-slate-900'
                  : 'text-slate-300 hover:text-white'
                : active
                  ? 'bg-surface-raised text-fg shadow-sm ring-1 ring-line-strong'
                  : 'text-fg-muted hover:text-fg',
            )}
          >
            {code.toUpperCase()}
          </button>
        );
      })}
    </div>
  );
}
