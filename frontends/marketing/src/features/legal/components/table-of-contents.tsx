import { cn } from '@terrabridge/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from '@terrabridge/i18n';

export interface TocEntry {
  id: string;
  title: string;
}

/** How far below the top of the viewport a section's top may be and still count as being read. */
const READING_LINE = 140;

/**
 * The section the reader is in: the last one whose top has reached the reading line (just under
 * the sticky header). At the end of the page, where the last sections cannot scroll that far, the
 * section named in the address wins. Runs only in the browser, so the first render matches the
 * server's.
 */
function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(' ');

  useEffect(() => {
    const order = key.split(' ');
    let frame = 0;
    const compute = () => {
      frame = 0;
      let current: string | null = null;
      for (const id of order) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= READING_LINE) current = id;
      }
      const root = document.documentElement;
      const atBottom = window.innerHeight + window.scrollY >= root.scrollHeight - 4;
      const linked = decodeURIComponent(window.location.hash.slice(1));
      if (atBottom && order.indexOf(linked) > (current ? order.indexOf(current) : -1)) {
        current = linked;
      }
      setActive(current);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(compute);
    };
    compute();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    window.addEventListener('hashchange', schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('hashchange', schedule);
    };
  }, [key]);

  return active;
}

/** Numbered in-page links to every section, highlighting the one being read. */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  const { t } = useTranslation('legal');
  const active = useActiveSection(entries.map(({ id }) => id));

  return (
    <nav
      aria-labelledby="legal-toc-title"
      className="rounded-2xl border border-line bg-surface p-5 shadow-soft lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:p-0 lg:pl-1 lg:shadow-none print:hidden"
    >
      <h2
        id="legal-toc-title"
        className="text-xs font-semibold tracking-[0.14em] text-fg-subtle uppercase"
      >
        {t('common.tocTitle')}
      </h2>
      <ol className="mt-4 space-y-1 border-line lg:border-l">
        {entries.map(({ id, title }, index) => {
          const current = active === id;
          return (
            <li key={id}>
              <a
                href={`#${id}`}
                aria-current={current ? 'location' : undefined}
                className={cn(
                  'flex gap-2.5 rounded-md py-1.5 text-sm leading-5 transition-colors focus-visible:outline-2 focus-visible:outline-ring lg:-ml-px lg:rounded-none lg:border-l-2 lg:py-1 lg:pl-4',
                  current
                    ? 'font-semibold text-primary-soft-fg lg:border-primary'
                    : 'text-fg-muted hover:text-fg lg:border-transparent lg:hover:border-line-strong',
                )}
              >
                <span className="w-5 shrink-0 text-right tabular-nums text-fg-subtle">
                  {index + 1}.
                </span>{' '}
                <span>{title}</span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
