import { useState } from 'react';
import { type Invoice, type InvoicesPage, fetchHistoryPage } from './billing-api';

/**
 * The payment history: its newest page (from the query) and the older pages asked for, in the
 * API's order (newest first). Unlike a project's conversation, the newest page is read once per
 * visit and does not move while shown, so each older page simply follows the one before; an
 * invoice that shows up twice all the same is listed once.
 */
export function useHistoryPages(newest: InvoicesPage) {
  const [older, setOlder] = useState<Invoice[]>([]);
  // undefined until an older page has been fetched: until then the newest page's cursor leads on.
  const [cursor, setCursor] = useState<string | null | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const next = cursor === undefined ? newest.nextCursor : cursor;
  const seen = new Set<number>();
  const items = [...newest.items, ...older].filter(
    (invoice) => !seen.has(invoice.id) && seen.add(invoice.id),
  );

  const loadOlder = async () => {
    if (!next || loading) return;
    setLoading(true);
    setError(null);
    try {
      const page = await fetchHistoryPage(next);
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
