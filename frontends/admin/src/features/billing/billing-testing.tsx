import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@terrabridge/api-client';
import { Toaster } from '@terrabridge/ui';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import './i18n';

/** Renders a piece of the Billing section with the app's query client and its toasts. */
export function renderBilling(ui: ReactNode) {
  queryClient.clear();
  return render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Answers the API requests by path prefix (the longest that matches) and records every call.
 * A route answers for `METHOD path` or for `path` with any method.
 */
export function mockApi(routes: Record<string, (call: Call) => Response>): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const call = { method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const match = Object.keys(routes)
      .sort((a, b) => b.length - a.length)
      .find((key) => {
        const [keyMethod, path] = key.includes(' ') ? key.split(' ') : [method, key];
        return keyMethod === method && url.startsWith(path);
      });
    if (!match) throw new TypeError(`Failed to fetch ${method} ${url}`);
    return routes[match](call);
  }) as unknown as typeof fetch;
  return calls;
}
