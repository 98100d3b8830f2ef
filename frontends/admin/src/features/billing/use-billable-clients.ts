import { useQuery } from '@tanstack/react-query';
import { apiJson, type components } from '@terrabridge/api-client';
import { listUrl } from '../../components/use-admin-list';

export type BillableClient = components['schemas']['BillableClientDto'];
type ClientsPage = components['schemas']['BillableClientsPageDto'];

export const BILLABLE_CLIENTS_PATH = '/api/admin/invoices/clients';

/** The clients matching `search` (all of them, the newest 100, when it is empty). */
export function useBillableClients(search: string) {
  return useQuery({
    queryKey: [BILLABLE_CLIENTS_PATH, search],
    queryFn: () =>
      apiJson<ClientsPage>('GET', listUrl(BILLABLE_CLIENTS_PATH, { q: search, limit: '100' })),
    placeholderData: (previous) => previous,
  });
}
