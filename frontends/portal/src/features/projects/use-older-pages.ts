import { useState } from 'react';

interface Row {
  id: number;
  createdAt: string;
}

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The API's order: newest first, by creation time, then id. */
const newestFirst = (a: Row, b: Row) =>
  a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1;

function merge<T extends Row>(...lists: T[][]): T[] {
  const byId = new Map<number, T>();
  for (const list of lists) for (const row of list) if (!byId.has(row.id)) byId.set(row.id, row);
  return [...byId.values()].sort(newestFirst);
}

const sameRows = (a: Row[], b: Row[]) =>
  a.length === b.length && a.every((row, index) => row.id === b[index].id);

/**
 * A newest-first list whose first page comes from elsewhere (the project's detail, or a query
 * that refreshes it) and whose older pages are fetched on request, each after the last one shown.
 * The first page moves on while the list is open (new comments arrive): rows it no longer holds
 * are kept, so nothing between it and the older pages goes missing, and no row shows twice.
 */
export function useOlderPages<T extends Row>(
  newest: Page<T>,
  fetchPage: (cursor: string) => Promise<Page<T>>,
) {
  const [older, setOlder] = useState<T[]>([]);
  const [previous, setPrevious] = useState(newest.items);
  const [retained, setRetained] = useState<T[]>([]);
  // undefined until an older page has been fetched: until then the newest page's cursor leads on.
  const [cursor, setCursor] = useState<string | null | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);

  if (!sameRows(newest.items, previous)) {
    // React's pattern for keeping what earlier props held: set during render, no extra paint.
    setPrevious(newest.items);
    setRetained((kept) => merge(kept, previous));
  }

  const next = cursor === undefined ? newest.nextCursor : cursor;
  const items = merge(newest.items, retained, older);

  const loadOlder = async () => {
    if (!next || loading) return;
    setLoading(true);
    setError(null);
    try {
      const page = await fetchPage(next);
      setOlder((shown) => [...shown, ...page.items]);
      setCursor(page.nextCursor);
    } catch (failure) {
      setError(failure);
    } finally {
      setLoading(false);
    }
  };

  return { items, hasOlder: next !== null, loading, error, loadOlder };
}
