import { useSearchParams } from 'react-router-dom';

export const BILLING_VIEWS = ['pending', 'history', 'orders'] as const;
export type BillingView = (typeof BILLING_VIEWS)[number];

/** The Billing tab's own query parameter (its sub-tab); the dashboard drops it on leaving. */
export const BILLING_PARAMS = ['invoices'] as const;

/**
 * The open sub-tab as the URL holds it (`?tab=billing&invoices=history`, `&invoices=orders`),
 * Pending by default.
 */
export function useBillingView() {
  const [params, setParams] = useSearchParams();
  const value = params.get('invoices');
  const view: BillingView = BILLING_VIEWS.find((id) => id === value) ?? 'pending';
  const setView = (next: BillingView) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'pending') updated.delete('invoices');
      else updated.set('invoices', next);
      return updated;
    });
  return [view, setView] as const;
}
