import { Container, cn } from '@terrabridge/ui';
import type { ReactNode } from 'react';

export interface PageHeroProps {
  /** The page's h1. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** A short line above the title. */
  eyebrow?: ReactNode;
  /** Anything below the subtitle (filters, buttons). */
  children?: ReactNode;
  /** Id of the h1, for aria-labelledby of the section. */
  titleId?: string;
  className?: string;
}

/** The opening band of an inner page (/services, /projects, /blog, ...): its h1 and lead. */
export function PageHero({
  title,
  subtitle,
  eyebrow,
  children,
  titleId = 'page-title',
  className,
}: PageHeroProps) {
  return (
    <section
      aria-labelledby={titleId}
      className={cn('relative isolate overflow-hidden border-b border-line', className)}
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-[linear-gradient(to_right,var(--tb-line)_1px,transparent_1px),linear-gradient(to_bottom,var(--tb-line)_1px,transparent_1px)] mask-[radial-gradient(ellipse_60%_70%_at_50%_0%,black_15%,transparent_70%)] bg-size-[48px_48px] opacity-60" />
        <div className="absolute -top-40 left-1/2 h-96 w-4xl -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,color-mix(in_srgb,var(--tb-ring)_22%,transparent),transparent)]" />
      </div>
      <Container className="py-14 text-center sm:py-20">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-link uppercase">{eyebrow}</p>
        ) : null}
        <h1
          id={titleId}
          className={cn(
            'mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-fg sm:text-5xl',
            eyebrow ? 'mt-3' : '',
          )}
        >
          {title}
        </h1>
        {subtitle ? (
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-fg-muted">{subtitle}</p>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
