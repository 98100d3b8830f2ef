import { cn } from '@terrabridge/ui';
import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  align?: 'center' | 'start';
  className?: string;
}

/** The eyebrow, h2 and lead paragraph that open a section; the h2 labels the section by id. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = 'center',
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      ) : null}
      <h2
        id={id}
        className="mt-3 text-3xl font-bold tracking-tight text-fg sm:text-4xl lg:text-[2.75rem] lg:leading-tight"
      >
        {title}
      </h2>
      {description ? <p className="mt-4 text-lg leading-8 text-fg-muted">{description}</p> : null}
    </div>
  );
}
