import { useEffect, useSyncExternalStore } from 'react';

/** The parts of the PayPal JS SDK the wallet uses. */
export interface PaypalButtonsOptions {
  style: { layout: 'vertical'; shape: 'rect'; color: 'blue'; label: 'paypal' };
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onCancel: (data: { orderID?: string }) => void;
  onError: (error: unknown) => void;
}

export interface PaypalButtons {
  render(container: HTMLElement): Promise<void>;
  close?(): Promise<void>;
}

export interface PaypalNamespace {
  Buttons(options: PaypalButtonsOptions): PaypalButtons;
}

/** The SDK with the spec's options: US dollars, capture, Venmo and cards on, credit off, buttons. */
export function paypalSdkUrl(clientId: string): string {
  const query = new URLSearchParams({
    'client-id': clientId,
    currency: 'USD',
    intent: 'capture',
    'enable-funding': 'venmo,card',
    'disable-funding': 'credit',
    components: 'buttons',
  });
  return `https://www.paypal.com/sdk/js?${query.toString().replaceAll('%2C', ',')}`;
}

/** How far the SDK script is: not asked for, loading, loaded, or failed (spec §4). */
export type ScriptState = 'initial' | 'pending' | 'resolved' | 'rejected';

const states = new Map<string, ScriptState>();
const listeners = new Set<() => void>();

function setState(url: string, state: ScriptState): void {
  states.set(url, state);
  for (const listener of listeners) listener();
}

export function scriptState(url: string): ScriptState {
  return states.get(url) ?? 'initial';
}

/** The SDK's global, once its script ran. */
export function paypalNamespace(): PaypalNamespace | null {
  return (window as { paypal?: PaypalNamespace }).paypal ?? null;
}

/**
 * Adds the SDK's script once (initial -> pending), and marks it resolved or rejected when it
 * loads or fails. A failed script is removed, so loading again (a retry) adds a fresh one.
 */
export function loadScript(url: string): void {
  const state = scriptState(url);
  if (state === 'pending' || state === 'resolved') return;
  for (const stale of document.querySelectorAll('script')) if (stale.src === url) stale.remove();
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.addEventListener('load', () => setState(url, paypalNamespace() ? 'resolved' : 'rejected'));
  script.addEventListener('error', () => {
    script.remove();
    setState(url, 'rejected');
  });
  setState(url, 'pending');
  document.head.appendChild(script);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The SDK for `clientId`, loaded when the component that needs it shows; and how to retry. */
export function usePaypalScript(clientId: string) {
  const url = paypalSdkUrl(clientId);
  const state = useSyncExternalStore(
    subscribe,
    () => scriptState(url),
    () => 'initial' as const,
  );
  useEffect(() => loadScript(url), [url]);
  return { state, retry: () => loadScript(url) };
}
