import { useQuery } from '@tanstack/react-query';
import type { components } from '@terrabridge/api-client';

export type Overview = components['schemas']['OverviewDto'];
export type NextInvoice = components['schemas']['NextInvoiceDto'];

// The query key is the API path (see @terrabridge/api-client's queryKeyToUrl).
const OVERVIEW = '/api/user/overview';

/** Counts, newest items and the next invoice; read again each time the Overview opens. */
export function useOverview() {
  return useQuery<Overview>({ queryKey: [OVERVIEW], staleTime: 0 });
}
