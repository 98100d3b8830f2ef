import type { HTMLAttributes } from 'react';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared singleton, not a bundled copy (see parts.ts)
import { cn } from '@terrabridge/ui';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('rounded-2xl border border-line bg-surface text-fg shadow-soft', className)}
      {...props}
    />
  );
}

export function CardBody({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('p-6', className)} {...props} />;
}
