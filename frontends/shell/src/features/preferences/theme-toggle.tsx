import { useThemeStore } from '@terrabridge/session';
import { MoonIcon, SunIcon, cn } from '@terrabridge/ui';
import { useTranslation } from '@terrabridge/i18n';

/** A toggle button named "Dark mode" whose pressed state is the current theme. */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const theme = useThemeStore((state) => state.theme);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  const dark = theme === 'dark';

  return (
    <button
      type="button"
      aria-pressed={dark}
      aria-label={t('toggles.darkMode')}
      title={t('toggles.darkMode')}
      onClick={toggleTheme}
      className={cn(
        'inline-flex size-9 cursor-pointer items-center justify-center rounded-lg text-fg-muted ring-1 ring-line transition-colors hover:bg-surface-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      {dark ? <SunIcon size={18} /> : <MoonIcon size={18} />}
    </button>
  );
}
