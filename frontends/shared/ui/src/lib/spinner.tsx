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
  // A whole page's spinner fills the screen, so the footer stays below it until the page
  // arrives instead of showing and then being pushed down (a layout shift). `compact`: a part
  // of a page (a remote embedded in another's page).
  return (
    <div
      className={cn(
        'flex items-center justify-center py-24',
        compact ? 'min-h-[50vh]' : 'min-h-dvh',
        className,
      )}
    >
      <Spinner size="lg" />
    </div>
  );
}
