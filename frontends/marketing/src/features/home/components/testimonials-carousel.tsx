import '../sections-i18n';
import type { Testimonial } from '@terrabridge/api-client';
import { Container, Spinner, cn } from '@terrabridge/ui';
import { QuoteIcon, ChevronLeftIcon, ChevronRightIcon, StarIcon } from '@terrabridge/ui/parts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@terrabridge/i18n';
import { localized } from '../../shared/localized';
import { SectionHeading } from '../../shared/section-heading';
import { TESTIMONIALS_PATH } from '../api';

export { TESTIMONIALS_PATH };

/** Whole stars, plus a half star when the fraction is at least .5 (as the spec rates). */
function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('home-sections');
  const full = Math.floor(rating);
  const half = rating - full >= 0.5;
  return (
    <p className="flex items-center gap-0.5">
      <span className="sr-only">{t('testimonials.rating', { rating })}</span>
      {Array.from({ length: 5 }, (_, star) => {
        const fill = star < full ? 100 : star === full && half ? 50 : 0;
        return (
          <span key={star} aria-hidden="true" className="relative inline-flex">
            <StarIcon size={20} className="text-line-strong/40" />
            {fill > 0 ? (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill}%` }}>
                <StarIcon size={20} className="text-amber-500 dark:text-amber-400" />
              </span>
            ) : null}
          </span>
        );
      })}
    </p>
  );
}

function initials(name: string): string {
  return name
    .replace(/^(dr|mr|mrs|ms)\.?\s+/i, '')
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** The portrait, or an avatar drawn from the name when there is none or it fails to load. */
function Avatar({ name, image }: { name: string; image: string | null }) {
  const { t } = useTranslation('home-sections');
  const [failed, setFailed] = useState(false);
  if (image && !failed) {
    return (
      <img
        src={image}
        alt={t('testimonials.portraitAlt', { name })}
        width={56}
        height={56}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className="size-14 rounded-full bg-surface-muted object-cover ring-2 ring-surface"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-14 items-center justify-center rounded-full bg-linear-to-br from-primary to-accent text-lg font-bold text-primary-fg"
    >
      {initials(name)}
    </span>
  );
}

/** One testimonial at a time; previous and next wrap around both ways. Starts at the first. */
function Slides({ testimonials }: { testimonials: Testimonial[] }) {
  const { t, i18n } = useTranslation('home-sections');
  const total = testimonials.length;
  const [index, setIndex] = useState(0);
  const go = (step: number) => setIndex((current) => (current + step + total) % total);
  const current = testimonials[index];
  if (!current) return null;
  const position = [current.position, current.company].filter(Boolean).join(', ');

  return (
    <div className="mx-auto max-w-4xl">
      <div aria-live="polite" aria-atomic="true">
        <figure
          role="group"
          aria-roledescription="slide"
          aria-label={t('testimonials.slide', { number: index + 1, total })}
          className="relative rounded-3xl border border-line bg-surface p-8 shadow-soft sm:p-12"
        >
          <QuoteIcon
            size={48}
            className="absolute top-8 right-8 text-primary/20 sm:top-10 sm:right-10"
          />
          <Stars rating={current.rating} />
          <blockquote className="mt-6 text-lg leading-8 font-medium text-fg sm:text-xl sm:leading-9">
            <p>“{localized(i18n.language, current.content, current.contentEs)}”</p>
          </blockquote>
          <figcaption className="mt-8 flex items-center gap-4">
            <Avatar key={current.id} name={current.name} image={current.image} />
            <div>
              <p className="font-semibold text-fg">{current.name}</p>
              {position ? <p className="text-sm text-fg-muted">{position}</p> : null}
            </div>
          </figcaption>
        </figure>
      </div>

      {total > 1 ? (
        <div className="mt-8 flex items-center justify-center gap-6">
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label={t('testimonials.previous')}
            className="flex size-11 cursor-pointer items-center justify-center rounded-full border border-line-strong/60 bg-surface text-fg transition-colors hover:bg-surface-muted"
          >
            <ChevronLeftIcon size={20} />
          </button>
          <div role="group" aria-label={t('testimonials.choose')} className="flex gap-1">
            {testimonials.map((testimonial, dot) => (
              <button
                key={testimonial.id}
                type="button"
                onClick={() => setIndex(dot)}
                aria-label={t('testimonials.goTo', { number: dot + 1, total })}
                aria-current={dot === index ? 'true' : undefined}
                className="group flex size-6 cursor-pointer items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block h-2.5 rounded-full transition-all',
                    dot === index
                      ? 'w-6 bg-primary'
                      : 'w-2.5 bg-line-strong/70 group-hover:bg-line-strong',
                  )}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label={t('testimonials.next')}
            className="flex size-11 cursor-pointer items-center justify-center rounded-full border border-line-strong/60 bg-surface text-fg transition-colors hover:bg-surface-muted"
          >
            <ChevronRightIcon size={20} />
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** Approved testimonials from the API: a spinner, an error, the empty message or the slides. */
export function TestimonialsCarousel() {
  const { t } = useTranslation('home-sections');
  const query = useQuery<Testimonial[]>({ queryKey: [TESTIMONIALS_PATH] });

  let body;
  if (query.isPending) {
    body = (
      <div className="flex min-h-72 items-center justify-center">
        <Spinner size="lg" label={t('testimonials.loading')} />
      </div>
    );
  } else if (query.isError) {
    body = <p className="text-center text-fg-muted">{t('testimonials.error')}</p>;
  } else if (query.data.length === 0) {
    body = (
      <p className="mx-auto max-w-xl rounded-2xl border border-dashed border-line-strong/50 p-8 text-center text-fg-muted">
        {t('testimonials.empty')}
      </p>
    );
  } else {
    // Every new answer starts again at the first testimonial.
    body = <Slides key={query.dataUpdatedAt} testimonials={query.data} />;
  }

  return (
    <section
      id="testimonials"
      aria-roledescription="carousel"
      aria-labelledby="testimonials-title"
      className="scroll-mt-20 py-20 sm:py-24"
    >
      <Container>
        <SectionHeading
          id="testimonials-title"
          eyebrow={t('testimonials.eyebrow')}
          title={t('testimonials.title')}
        />
        <div className="mt-12">{body}</div>
      </Container>
    </section>
  );
}
