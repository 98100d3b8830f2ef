import '../sections-i18n';
import { type SiteConfig, useSiteConfig } from '@terrabridge/api-client';
import { Container, FolderIcon, cn } from '@terrabridge/ui';
import { type ComponentType, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AwardIcon, GlobeIcon, UsersIcon } from '../../shared/icons';

type StatKey = SiteConfig['stats'][number]['key'];

const ICONS: Record<StatKey, ComponentType<{ size?: number }>> = {
  clients: UsersIcon,
  projects: FolderIcon,
  awards: AwardIcon,
  countries: GlobeIcon,
};

export const COUNT_UP_MS = 1600;

const easeOutCubic = (x: number) => 1 - (1 - x) ** 3;

/**
 * How far the count-up has come, from 0 to 1. It starts (and renders on the server) at 1, the
 * final values, so crawlers and the first paint see the real numbers. Only when the band is
 * still out of view in a browser that allows motion does it drop to 0, then count up once the
 * band scrolls into view.
 */
function useCountUp(target: RefObject<HTMLElement | null>): number {
  const [progress, setProgress] = useState(1);

  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;

    let frame = 0;
    let armed: boolean | undefined;
    const run = () => {
      const start = performance.now();
      const tick = (now: number) => {
        const elapsed = Math.min(1, (now - start) / COUNT_UP_MS);
        setProgress(easeOutCubic(elapsed));
        if (elapsed < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (armed === undefined) {
          // Already on screen when the page opened: keep the final values, never count down.
          armed = !visible;
          if (armed) setProgress(0);
          else observer.disconnect();
          return;
        }
        if (armed && visible) {
          armed = false;
          observer.disconnect();
          run();
        }
      },
      { threshold: 0.35 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [target]);

  return progress;
}

/** Clients, projects, awards and countries from the site profile, counting up into view. */
export function StatsBand() {
  const { t } = useTranslation('home-sections');
  const stats = useSiteConfig()?.stats ?? [];
  const band = useRef<HTMLElement>(null);
  const progress = useCountUp(band);
  const counting = progress < 1;

  return (
    <section
      ref={band}
      id="stats"
      aria-labelledby="stats-title"
      className="relative isolate overflow-hidden bg-inverse py-16 text-white sm:py-20"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-r from-indigo-950/80 via-transparent to-cyan-950/80"
      />
      <Container>
        <h2 id="stats-title" className="sr-only">
          {t('stats.title')}
        </h2>
        <ul className="grid grid-cols-2 gap-x-6 gap-y-12 lg:grid-cols-4">
          {stats.map(({ key, value }) => {
            const Icon = ICONS[key] ?? UsersIcon;
            return (
              <li key={key} className="flex flex-col items-center text-center">
                <span className="mb-4 flex size-12 items-center justify-center rounded-xl bg-white/10 text-indigo-200 ring-1 ring-white/15">
                  <Icon size={22} />
                </span>
                {/*
                  The final value is the text (for crawlers and assistive technology) and keeps
                  the width; while counting, it turns transparent under the drawn number.
                */}
                <span className="grid text-4xl font-extrabold tracking-tight tabular-nums sm:text-5xl">
                  <span
                    data-stat={key}
                    className={cn(
                      'col-start-1 row-start-1',
                      counting
                        ? 'text-transparent'
                        : 'bg-linear-to-r from-white to-indigo-200 bg-clip-text text-transparent',
                    )}
                  >
                    {value}
                  </span>
                  {counting ? (
                    <span
                      aria-hidden="true"
                      data-counting={key}
                      className="col-start-1 row-start-1 bg-linear-to-r from-white to-indigo-200 bg-clip-text text-transparent"
                    >
                      {Math.round(value * progress)}
                    </span>
                  ) : null}
                </span>
                <span className="mt-2 text-sm font-medium text-slate-300 sm:text-base">
                  {t(`stats.labels.${key}`)}
                </span>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
