import { Container } from '@terrabridge/ui';
import type { ReactNode } from 'react';

/** The frame of the single-purpose account pages (forgot, reset, verify). */
export function AuthCard({
  icon,
  title,
  intro,
  children,
}: {
  icon: ReactNode;
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <Container className="flex justify-center py-12 sm:py-16 lg:py-20">
      <div className="w-full max-w-md rounded-3xl border border-line bg-surface p-6 shadow-soft sm:p-10">
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg ring-1 ring-primary/15"
        >
          {icon}
        </span>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-fg">{title}</h1>
        {intro ? <p className="mt-2 text-base leading-7 text-fg-muted">{intro}</p> : null}
        {children}
      </div>
    </Container>
  );
}

export const textLinkClasses =
  'rounded font-semibold text-link underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring';
