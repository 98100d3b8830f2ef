import type { HTMLAttributes } from 'react';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared singleton, not a bundled copy (see parts.ts)
import { cn } from '@terrabridge/ui';

/**
 * A placeholder block while content loads. Hidden from assistive technology: the loading
 * region around it announces itself once (e.g. role="status" with a "Loading…" text).
 */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'animate-pulse rounded-md bg-surface-muted ring-1 ring-line/60 ring-inset motion-reduce:animate-none',
        className,
      )}
      {...props}
    />
  );
}
