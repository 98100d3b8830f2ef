import { Button, cn } from '@terrabridge/ui';
import { SearchIcon, Skeleton, inputClasses } from '@terrabridge/ui/parts';
import { useTranslation } from '@terrabridge/i18n';
import type { ReactNode } from 'react';
import type { AdminListQuery, ListControls } from './use-admin-list';
import { LoadError } from './load-error';

export interface ListColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The list's sort key for this column (the API's `sort` values); none: not sortable. */
  sort?: string;
  className?: string;
}

export interface AdminListProps<T extends { id: number | string }> {
  /** The table's accessible name (its caption, read by screen readers). */
  label: string;
  columns: ListColumn<T>[];
  query: AdminListQuery<T>;
  controls: ListControls;
  searchLabel: string;
  /** Filters shown beside the search (segmented toggles, selects). */
  toolbar?: ReactNode;
  /** Shown instead of the table when the list has no rows. */
  empty: ReactNode;
  /** The row's action buttons, in the last column. */
  actions?: (row: T) => ReactNode;
  /** A row the admin cannot change (archived): dimmed. */
  dimmed?: (row: T) => boolean;
}

/**
 * The actions column stays at the right edge while a narrow screen scrolls the table sideways,
 * so a row's buttons are always in reach on a phone.
 */
const PINNED = 'sticky right-0 z-[1] shadow-[-1px_0_0_var(--color-line)]';

/**
 * An admin list: search, filters, sortable columns, a page at a time with "Load more", and its
 * loading, empty and error states. The rows come from `useAdminList`.
 */
export function AdminList<T extends { id: number | string }>({
  label,
  columns,
  query,
  controls,
  searchLabel,
  toolbar,
  empty,
  actions,
  dimmed,
}: AdminListProps<T>) {
  const { t } = useTranslation('admin');
  const rows = query.rows;
  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-end gap-3">
        <label className="relative min-w-56 flex-1">
          <span className="sr-only">{searchLabel}</span>
          <SearchIcon
            size={16}
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-fg-muted"
          />
          <input
            type="search"
            value={controls.q}
            onChange={(event) => controls.setQ(event.target.value)}
            placeholder={searchLabel}
            maxLength={100}
            className={cn(inputClasses, 'w-full pl-9')}
          />
        </label>
        {toolbar}
      </div>
      {query.isError ? (
        <LoadError
          title={t('list.error')}
          error={query.error}
          onRetry={query.refetch}
          className="mt-4"
        />
      ) : query.isPending ? (
        <div role="status" className="mt-4 space-y-2">
          <span className="sr-only">{t('list.loading')}</span>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-12 w-full" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <div className="mt-4 rounded-xl border border-dashed border-line-strong/50 bg-surface-muted px-6 py-10 text-center text-sm text-fg-muted">
          {empty}
        </div>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-xl border border-line">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{label}</caption>
            <thead className="bg-surface-muted text-xs font-semibold tracking-wide text-fg-muted uppercase">
              <tr>
                {columns.map((column) => (
                  <SortableHeader key={column.id} column={column} controls={controls} />
                ))}
                {actions && (
                  <th scope="col" className={cn(PINNED, 'bg-surface-muted px-3 py-2.5 text-right')}>
                    <span className="sr-only">{t('list.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row) => (
                <tr
                  key={row.id}
                  className={cn('align-top', dimmed?.(row) && 'opacity-60')}
                  data-dimmed={dimmed?.(row) || undefined}
                >
                  {columns.map((column) => (
                    <td key={column.id} className={cn('px-3 py-3 text-fg', column.className)}>
                      {column.cell(row)}
                    </td>
                  ))}
                  {actions && (
                    <td className={cn(PINNED, 'bg-surface px-3 py-3 text-right whitespace-nowrap')}>
                      {actions(row)}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {query.hasMore && (
        <div className="mt-4 flex justify-center">
          <Button
            variant="outline"
            size="sm"
            disabled={query.isLoadingMore}
            onClick={query.loadMore}
          >
            {query.isLoadingMore ? t('list.loadingMore') : t('list.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** A column header; a sortable one is a button cycling ascending, descending. */
function SortableHeader<T>({
  column,
  controls,
}: {
  column: ListColumn<T>;
  controls: ListControls;
}) {
  const { t } = useTranslation('admin');
  if (!column.sort) {
    return (
      <th scope="col" className="px-3 py-2.5">
        {column.header}
      </th>
    );
  }
  const ascending = controls.sort === column.sort;
  const descending = controls.sort === `-${column.sort}`;
  return (
    <th
      scope="col"
      className="px-3 py-2.5"
      aria-sort={ascending ? 'ascending' : descending ? 'descending' : undefined}
    >
      <button
        type="button"
        className="inline-flex items-center gap-1 uppercase hover:text-fg"
        onClick={() => controls.setSort(ascending ? `-${column.sort}` : column.sort!)}
        title={t('list.sortBy')}
      >
        {column.header}
        <span aria-hidden="true">{ascending ? '↑' : descending ? '↓' : '↕'}</span>
      </button>
    </th>
  );
}
