import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared singleton, not a bundled copy (see parts.ts)
import { cn } from '@terrabridge/ui';

export interface TabItem {
  id: string;
  label: ReactNode;
  icon?: ReactNode;
  panel: ReactNode;
  /** Shown but not selectable (say why next to the tabs); the arrow keys pass over it. */
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  orientation?: 'horizontal' | 'vertical';
  /** 'sidebar' is a vertical list of full-width tabs (a dashboard's sections). */
  variant?: 'segmented' | 'underline' | 'sidebar';
  className?: string;
  listClassName?: string;
  panelClassName?: string;
}

const listStyles = {
  segmented:
    'grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-surface-muted p-1 ring-1 ring-line',
  // Tabs that do not fit on one line (a phone, longer Spanish labels) wrap onto another rather
  // than hide past the edge.
  underline: 'flex flex-wrap gap-x-1 border-b border-line',
  // A vertical list on wide screens; on narrow ones a row above the panel that scrolls sideways
  // inside itself, so the page never does.
  sidebar: 'flex gap-1 overflow-x-auto overscroll-x-contain lg:flex-col lg:overflow-visible',
};

const tabStyles = {
  segmented:
    'rounded-lg px-4 py-2.5 text-sm font-semibold text-fg-muted transition-colors hover:text-fg aria-selected:bg-surface-raised aria-selected:text-fg aria-selected:shadow-sm aria-selected:ring-1 aria-selected:ring-line-strong',
  underline:
    '-mb-px inline-flex items-center gap-2 border-b-2 border-transparent px-2.5 py-3 text-sm sm:px-3.5 font-semibold whitespace-nowrap text-fg-muted transition-colors hover:text-fg aria-selected:border-primary aria-selected:text-link',
  sidebar:
    'flex shrink-0 items-center gap-3 whitespace-nowrap rounded-lg px-3 py-2.5 text-left text-sm font-semibold lg:w-full text-fg-muted transition-colors hover:bg-surface-muted hover:text-fg aria-selected:bg-primary-soft aria-selected:text-primary-soft-fg',
};

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs, Home/End jump to the
 * first/last tab, only the selected tab is in the tab order.
 */
export function Tabs({
  items,
  label,
  value,
  defaultValue,
  onValueChange,
  orientation = 'horizontal',
  variant = 'underline',
  className,
  listClassName,
  panelClassName,
}: TabsProps) {
  const baseId = useId();
  const [internal, setInternal] = useState(defaultValue ?? items[0]?.id);
  const selected = value ?? internal;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (items.find((item) => item.id === id)?.disabled) return;
    if (value === undefined) setInternal(id);
    onValueChange?.(id);
  };

  /** The next enabled tab from `index` in `step` direction (wrapping), or null when none is. */
  const enabledFrom = (index: number, step: 1 | -1): number | null => {
    for (let moved = 1; moved <= items.length; moved++) {
      const candidate = (index + step * moved + items.length * moved) % items.length;
      if (!items[candidate].disabled) return candidate;
    }
    return null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === selected);
    // A vertical list also answers Left/Right, which it has no other use for (and which match
    // its grid layout on narrow screens); a horizontal one leaves Up/Down to page scrolling.
    const previous = orientation === 'horizontal' ? ['ArrowLeft'] : ['ArrowUp', 'ArrowLeft'];
    const next = orientation === 'horizontal' ? ['ArrowRight'] : ['ArrowDown', 'ArrowRight'];
    let target: number | null;
    if (next.includes(event.key)) target = enabledFrom(index, 1);
    else if (previous.includes(event.key)) target = enabledFrom(index, -1);
    else if (event.key === 'Home') target = enabledFrom(-1, 1);
    else if (event.key === 'End') target = enabledFrom(items.length, -1);
    else return;
    if (target === null) return;
    event.preventDefault();
    const id = items[target].id;
    select(id);
    tabRefs.current.get(id)?.focus();
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation={orientation}
        onKeyDown={onKeyDown}
        className={cn(listStyles[variant], listClassName)}
      >
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-disabled={item.disabled || undefined}
              aria-controls={panelId(item.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(item.id)}
              className={cn(
                'cursor-pointer focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                tabStyles[variant],
                item.disabled && 'cursor-not-allowed opacity-55 hover:text-fg-muted',
              )}
            >
              {item.icon}
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) =>
        item.id === selected ? (
          <div
            key={item.id}
            role="tabpanel"
            id={panelId(item.id)}
            aria-labelledby={tabId(item.id)}
            tabIndex={0}
            className={cn('focus-visible:outline-2 focus-visible:outline-ring', panelClassName)}
          >
            {item.panel}
          </div>
        ) : null,
      )}
    </div>
  );
}
