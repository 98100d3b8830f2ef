import { Container } from '@terrabridge/ui';
import type { ReactNode } from 'react';

export interface PageHeroProps {
  eyebrow: ReactNode;
  title: ReactNode;
  subtitle: ReactNode;
  children?: ReactNode;
}

/** The opening band of an inner page (/services, /about): the page's h1 and its lead. */
export function PageHero({ eyebrow, title, subtitle, children }: PageHeroProps) {
  return (
    <section aria-labelledby="page-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-[linear-gradient(to_right,var(--tb-line)_1px,transparent_1px),linear-gradient(to_bottom,var(--tb-line)_1px,transparent_1px)] mask-[radial-gradient(ellipse_70%_70%_at_50%_0%,black_15%,transparent_70%)] bg-size-[56px_56px] opacity-60" />
        <div className="absolute -top-56 left-1/2 h-120 w-4xl -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,color-mix(in_srgb,var(--tb-ring)_24%,transparent),transparent)]" />
      </div>
      <Container className="py-16 text-center sm:py-20 lg:py-24">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
        <h1
          id="page-title"
          className="mx-auto mt-4 max-w-3xl text-4xl leading-[1.1] font-extrabold tracking-tight text-fg sm:text-5xl"
        >
          {title}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-fg-muted">{subtitle}</p>
        {children}
      </Container>
    </section>
  );
}
