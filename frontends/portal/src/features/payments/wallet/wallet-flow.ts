import { ApiError, errorMessages } from '@terrabridge/api-client';
import type { PaypalStatus } from '../payments-api';

/**
 * The wallet component's states (spec §4): verifying the server status, then ready, auth-error or
 * config-error; and the status check itself failing.
 */
export type WalletPhase =
  | { phase: 'verifying' }
  | { phase: 'ready'; clientId: string }
  | { phase: 'auth-error'; message: string | null }
  | { phase: 'config-error'; message: string | null }
  | { phase: 'check-failed'; message: string | null };

/**
 * What the server status allows: ready once PayPal accepted our credentials (and the browser has
 * the client id to load its buttons with); the credentials refused when a client id is set;
 * missing configuration otherwise.
 */
export function phaseOfStatus(status: PaypalStatus, clientId: string | null): WalletPhase {
  if (status.initialized && clientId) return { phase: 'ready', clientId };
  if (status.initialized || !status.clientIdConfigured)
    return { phase: 'config-error', message: status.message || null };
  return { phase: 'auth-error', message: status.message || null };
}

/**
 * How a failed order creation or capture is handled (spec §8): PayPal unavailable (503,
 * PAYPAL_NOT_INITIALIZED) or our credentials refused (401, PAYPAL_AUTH_FAILED, a message about
 * authentication) show the auth-error panel after checking the status again, without a toast;
 * anything else is a toast.
 */
export type WalletFailure = 'unavailable' | 'auth' | 'other';

export function classifyWalletError(error: unknown): WalletFailure {
  if (!(error instanceof ApiError)) return 'other';
  if (error.status === 503 || error.code === 'PAYPAL_NOT_INITIALIZED') return 'unavailable';
  if (error.status === 401 || error.code === 'PAYPAL_AUTH_FAILED') return 'auth';
  const text = [...errorMessages(error), error.message].join(' ');
  return /authentication|Client Authentication failed/i.test(text) ? 'auth' : 'other';
}

/**
 * The panel to show once the status was checked again after such a failure: what the status says
 * when it says something is wrong (with the failure's message when the status has none), else the
 * auth-error panel with the failure's message (PayPal refused us although the status looked fine).
 */
export function phaseAfterFailure(
  status: PaypalStatus | null,
  clientId: string | null,
  failureMessage: string | null,
): WalletPhase {
  const checked = status ? phaseOfStatus(status, clientId) : null;
  if (checked?.phase === 'auth-error' || checked?.phase === 'config-error')
    return { ...checked, message: checked.message ?? failureMessage };
  return { phase: 'auth-error', message: failureMessage };
}

/** An error already told to the client (a toast or a panel); the SDK's onError stays silent. */
export class ReportedWalletError extends Error {
  constructor(readonly original: unknown) {
    super(original instanceof Error ? original.message : String(original));
    this.name = 'ReportedWalletError';
  }
}

/** The address where a buyer approves a PayPal order (the diagnostics page opens it). */
export function approvalUrl(orderId: string, environment: 'sandbox' | 'live'): string {
  const host = environment === 'live' ? 'www.paypal.com' : 'www.sandbox.paypal.com';
  return `https://${host}/checkoutnow?token=${encodeURIComponent(orderId)}`;
}
