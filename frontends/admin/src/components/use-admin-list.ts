import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@terrabridge/api-client';
import { useEffect, useState } from 'react';

/** One page of an admin list, as every `/api/admin/*` list answers. */
export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** What the admin chose for a list: search text, order and the list's own filters. */
export interface ListControls {
  q: string;
  setQ: (q: string) => void;
  /** The search text once typing has paused: what the list is asked for. */
  search: string;
  sort: string;
  setSort: (sort: string) => void;
  filters: Record<string, string>;
  setFilter: (name: string, value: string) => void;
  /** A filter field's value and change handler (`<SelectField {...controls.bind('status')} />`). */
  bind: (name: string) => {
    value: string;
    onChange: (event: { target: { value: string } }) => void;
  };
}

const SEARCH_PAUSE_MS = 300;

export function useListControls(
  defaultSort = '',
  defaultFilters: Record<string, string> = {},
): ListControls {
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState(defaultSort);
  const [filters, setFilters] = useState(defaultFilters);
  const setFilter = (name: string, value: string) =>
    setFilters((current) => ({ ...current, [name]: value }));
  useEffect(() => {
    const timer = setTimeout(() => setSearch(q.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [q]);
  return {
    q,
    setQ,
    search,
    sort,
    setSort,
    filters,
    setFilter,
    bind: (name) => ({
      value: filters[name] ?? '',
      onChange: (event) => setFilter(name, event.target.value),
    }),
  };
}

/** The URL of a list's page: empty parameters are left out. */
export function listUrl(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The first pages of `path` (an admin list) for the controls' search, sort and filters: one page,
 * then one more each time `loadMore` is called. The shown pages are read again together, so after
 * a change the list is consistent from top to bottom. The query key starts with the path:
 * `queryClient.invalidateQueries({ queryKey: [path] })` after a change reloads every view of it.
 */
export function useAdminList<T>(path: string, controls: ListControls, limit = 25) {
  const params: Record<string, string> = {
    q: controls.search,
    sort: controls.sort,
    ...controls.filters,
  };
  const key = JSON.stringify(params);
  const [paging, setPaging] = useState({ key, count: 1 });
  const count = paging.key === key ? paging.count : 1;
  const query = useQuery<ListPage<T>[]>({
    queryKey: [path, params, count],
    queryFn: async () => {
      const pages: ListPage<T>[] = [];
      let cursor: string | null = null;
      do {
        const url = listUrl(path, { ...params, limit: String(limit), cursor: cursor ?? undefined });
        const page: ListPage<T> = await apiJson<ListPage<T>>('GET', url);
        pages.push(page);
        cursor = page.nextCursor;
      } while (cursor && pages.length < count);
      return pages;
    },
    // While more rows load (or a new search runs), the rows already shown stay.
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
  const pages = query.data ?? [];
  return {
    rows: pages.flatMap((page) => page.items),
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: () => void query.refetch(),
    hasMore: pages.length > 0 && pages[pages.length - 1].nextCursor !== null,
    isLoadingMore: query.isPlaceholderData && count > 1,
    loadMore: () => setPaging({ key, count: count + 1 }),
  };
}

export type AdminListQuery<T> = ReturnType<typeof useAdminList<T>>;
