import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@terrabridge/api-client';
import { Toaster } from '@terrabridge/ui';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import AdminApp from '../remote-entry';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Answers fetch calls by method and URL prefix (`'PATCH /api/admin/contacts/1'`); every call is
 * recorded with its method, URL and body.
 */
export function mockApi(routes: Record<string, (body: unknown) => Response>) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    const match = Object.keys(routes)
      .sort((a, b) => b.length - a.length)
      .find((route) => `${method} ${url}`.startsWith(route));
    if (!match) throw new TypeError(`Failed to fetch ${method} ${url}`);
    return routes[match](body);
  }) as unknown as typeof fetch;
  return calls;
}

/** The admin panel open at one section, as the shell renders it, with its toasts. */
export async function renderSection(section: string) {
  queryClient.clear();
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/admin?section=${section}`]}>
          <AdminApp />
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}
