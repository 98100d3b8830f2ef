/** Helpers for this remote's unit tests: the app in a router, with the API answered by fixtures. */
import { queryClientWithSite } from '@terrabridge/api-client/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** An API answer that fails with this status. */
export class ApiFailure {
  constructor(
    readonly status: number,
    readonly body = 'Internal Server Error',
  ) {}
}

/** Fixture data, 'pending' (never settles) or an ApiFailure. */
export type ApiAnswer = unknown;

/** Answers fetch calls by path, as the API would; unknown paths are 404s. */
export function mockApi(answers: Record<string, ApiAnswer>): jest.Mock {
  const fetchMock = jest.fn((input: RequestInfo | URL) => {
    const path = String(input);
    if (!(path in answers)) {
      return Promise.resolve(new Response('Not found', { status: 404 }));
    }
    const answer = answers[path];
    if (answer === 'pending') return new Promise<Response>(() => undefined);
    if (answer instanceof ApiFailure) {
      return Promise.resolve(new Response(answer.body, { status: answer.status }));
    }
    return Promise.resolve(
      new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } }),
    );
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export function renderWithProviders(ui: ReactNode, path = '/') {
  const client = queryClientWithSite();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
