import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@terrabridge/api-client';
import { render } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import PortalApp from '../remote-entry';

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

/**
 * Renders the portal remote at a path, as the shell would (with a query client of its own), with
 * the current location shown.
 */
/** `path`, or a history entry with its state (what the page was sent with). */
export async function renderAt(
  path: string | { pathname: string; search?: string; state?: unknown },
) {
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <PortalApp />
          <CurrentLocation />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return result;
}

export function currentLocation(): string | null {
  return document.querySelector('[data-testid="location"]')?.textContent ?? null;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The API's error body: `{statusCode, message, error}`. */
export function errorResponse(status: number, message: string | string[]): Response {
  return jsonResponse({ statusCode: status, message, error: 'Error' }, status);
}

/** Answers fetch calls by URL prefix; every call is recorded. */
export function mockApi(
  routes: Record<string, (init: RequestInit | undefined) => Response | Promise<Response>>,
) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const match = Object.keys(routes)
      .sort((a, b) => b.length - a.length)
      .find((prefix) => url.startsWith(prefix));
    if (!match) throw new TypeError(`Failed to fetch ${url}`);
    return routes[match](init);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
