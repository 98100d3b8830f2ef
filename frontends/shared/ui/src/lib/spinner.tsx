import { useTranslation } from '@terrabridge/i18n';
import { cn } from './cn';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /** Accessible label; defaults to the translated "Loading…". */
  label?: string;
}

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' };

export function Spinner({ size = 'md', className, label }: SpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'animate-spin rounded-full border-primary/25 border-t-primary motion-reduce:animate-[spin_1.5s_linear_infinite]',
          sizes[size],
        )}
      />
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  );
}

/** Centered spinner for a page or section that is loading. */
export function PageSpinner({ className, compact }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation('common');
  // A whole page's spinner fills the screen, so the footer stays below it until the page
  // arrives instead of showing and then being pushed down (a layout shift). `compact`: a part
  // of a page (a remote embedded in another's page).
  return (
    <div
      className={cn(
        'flex items-center justify-center px-4 py-24',
        compact ? 'min-h-[50vh]' : 'min-h-dvh',
        className,
      )}
    >
      {/* The server sends this spinner for the pages only the browser renders: without
          JavaScript it would spin forever, so the visitor reads why instead. */}
      <Spinner size="lg" className="noscript:hidden" />
      <div className="hidden max-w-md text-center noscript:block">
        <p className="text-xl font-bold tracking-tight text-fg">{t('noScript.title')}</p>
        <p className="mt-2 text-base leading-7 text-fg-muted">{t('noScript.description')}</p>
      </div>
    </div>
  );
}
