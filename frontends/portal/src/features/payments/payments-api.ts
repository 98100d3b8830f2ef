import { useQuery } from '@tanstack/react-query';
import { type components, apiJson } from '@terrabridge/api-client';
import type { Language } from '../projects/project-format';

type Schemas = components['schemas'];
export type PaymentsConfig = Schemas['PaymentsConfigDto'];
export type PaymentIntent = Schemas['PaymentIntentDto'];
export type PaymentStatus = Schemas['PaymentStatusDto'];
export type PaymentState = PaymentStatus['state'];
export type Service = Schemas['ServiceDto'];
export type BankTransferOrder = Schemas['BankTransferOrderDto'];

/**
 * The wallet server status (PaypalStatusDto in backend/src/modules/payments/dto/payment.dto.ts).
 * Written out here until the PayPal endpoints that answer it are in the OpenAPI document.
 */
export interface PaypalStatus {
  initialized: boolean;
  clientIdConfigured: boolean;
  clientSecretConfigured: boolean;
  environment: 'sandbox' | 'live';
  apiEndpoint: string;
  message: string;
}

/** PayPal's order id (PaypalOrderDto), likewise. */
export interface PaypalOrder {
  id: string;
}

/** What a payment is for: a service bought at checkout, open invoices, or the 1.00 USD test. */
export type PaymentAsk =
  | { serviceId: number; amount: number }
  | { invoiceIds: number[]; amount: number }
  | { isTestPayment: true };

// Query keys are the API paths (see @terrabridge/api-client's queryKeyToUrl).
export const PAYMENTS_CONFIG = '/api/payments/config';
export const SERVICES = '/api/services';
export const PAYMENT_STATUS = '/api/payments/status';

/** Which providers the checkout may offer, with their public keys; never a secret. */
export function usePaymentsConfig() {
  return useQuery<PaymentsConfig>({ queryKey: [PAYMENTS_CONFIG] });
}

export function useService(id: number | null) {
  return useQuery<Service>({ queryKey: [SERVICES, id], enabled: id !== null });
}

// Calls with a body that the API validates strictly name the language of their errors as ?lang=.
const withLanguage = (path: string, language: Language) => `${path}?lang=${language}`;

/**
 * A card payment for the ask: the same PaymentIntent for the same ask (the server derives its
 * idempotency key from what is paid), so asking again is safe.
 */
export function createCardPayment(ask: PaymentAsk, language: Language): Promise<PaymentIntent> {
  if ('isTestPayment' in ask)
    return apiJson('POST', withLanguage('/api/test-payment', language), ask);
  if ('invoiceIds' in ask)
    return apiJson('POST', withLanguage('/api/create-invoice-payment-intent', language), ask);
  return apiJson('POST', withLanguage('/api/create-payment-intent', language), ask);
}

/** The card payment of an ask, created once while the card form is on screen. */
export function useCardPayment(ask: PaymentAsk, language: Language, enabled: boolean) {
  return useQuery<PaymentIntent>({
    queryKey: ['card-payment', ask],
    queryFn: () => createCardPayment(ask, language),
    enabled,
  });
}

export function checkPaypalStatus(): Promise<PaypalStatus> {
  return apiJson('GET', '/api/check-paypal-status');
}

export function createPaypalOrder(ask: PaymentAsk, language: Language): Promise<PaypalOrder> {
  return apiJson('POST', withLanguage('/api/create-paypal-order', language), {
    amount: 'amount' in ask ? ask.amount : 1,
    ...ask,
  });
}

export function capturePaypalOrder(orderId: string, language: Language): Promise<PaymentStatus> {
  return apiJson('POST', withLanguage('/api/capture-paypal-order', language), { orderId });
}

/** How the payment-success page names a payment: the provider's id, or our TB- reference. */
export type PaymentLookup = { provider: 'stripe' | 'paypal'; id: string } | { reference: string };

export function paymentStatusPath(lookup: PaymentLookup): string {
  const query =
    'reference' in lookup
      ? new URLSearchParams({ reference: lookup.reference })
      : new URLSearchParams({ provider: lookup.provider, id: lookup.id });
  return `${PAYMENT_STATUS}?${query}`;
}

/**
 * The client's order of a service to pay by bank transfer: the same open order (and reference)
 * when asked again, so a second click or a reload is safe.
 */
export function placeBankTransferOrder(
  serviceId: number,
  amount: number,
  language: Language,
): Promise<BankTransferOrder> {
  return apiJson('POST', withLanguage('/api/orders/bank-transfer', language), {
    serviceId,
    amount,
  });
}

/** "I've sent the transfer": the team is told to look for it (once, however often it is said). */
export function markTransferSent(orderId: number, language: Language): Promise<BankTransferOrder> {
  return apiJson('POST', withLanguage(`/api/orders/${orderId}/transfer-sent`, language), {});
}
