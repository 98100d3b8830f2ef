import { useQuery } from '@tanstack/react-query';
import { type components, apiJson } from '@terrabridge/api-client';

type Schemas = components['schemas'];
export type Invoice = Schemas['InvoiceDto'];
export type InvoiceStatus = Invoice['status'];
export type InvoiceLine = Schemas['InvoiceLineDto'];
export type InvoicePayment = Schemas['InvoicePaymentDto'];
export type InvoicesPage = Schemas['InvoicesPageDto'];
export type BankTransfer = Schemas['BankTransferDto'];
export type ServiceOrder = Schemas['BankTransferOrderDto'];
export type ServiceOrders = Schemas['BankTransferOrdersDto'];

// Query keys are the API paths (see @terrabridge/api-client's queryKeyToUrl).
const INVOICES = '/api/invoices';
const OPEN = `${INVOICES}?view=open`;
const HISTORY = `${INVOICES}?view=history`;

/** Every invoice still to pay, due soonest first (one page); read again each time the tab opens. */
export function useOpenInvoices() {
  return useQuery<InvoicesPage>({ queryKey: [OPEN], staleTime: 0 });
}

/** The newest page of paid and void invoices; read again each time the history opens. */
export function useInvoiceHistory() {
  return useQuery<InvoicesPage>({ queryKey: [HISTORY], staleTime: 0 });
}

/** The page of the history after `cursor` (the nextCursor of the page before). */
export function fetchHistoryPage(cursor: string) {
  return apiJson<InvoicesPage>('GET', `${HISTORY}&${new URLSearchParams({ cursor })}`);
}

/** Where a client's orders to pay by bank transfer are listed (and read again after a change). */
export const SERVICE_ORDERS = '/api/orders';

/** The client's bank-transfer orders: open ones first, then the paid; read again on each visit. */
export function useServiceOrders() {
  return useQuery<ServiceOrders>({ queryKey: [SERVICE_ORDERS], staleTime: 0 });
}

/** The account to transfer to; asked for only when someone is about to pay. */
export function useBankTransfer(enabled: boolean) {
  return useQuery<BankTransfer>({ queryKey: [`${INVOICES}/bank-transfer`], enabled });
}
