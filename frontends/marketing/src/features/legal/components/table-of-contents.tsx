import { cn } from '@terrabridge/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface TocEntry {
  id: string;
  title: string;
}

/**
 * The section the reader is in: the last one whose heading has passed the upper third of the
 * viewport. Runs only in the browser (no observer on the server), so the first render matches.
 */
function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(' ');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const targets = key
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    const visible = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(entry.target.id, entry.isIntersecting);
        const current = targets.find((target) => visible.get(target.id));
        if (current) setActive(current.id);
      },
      { rootMargin: '-96px 0px -55% 0px' },
    );
    for (const target of targets) observer.observe(target);
    return () => observer.disconnect();
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
      className="rounded-2xl border border-line bg-surface p-5 shadow-soft lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none print:hidden"
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
