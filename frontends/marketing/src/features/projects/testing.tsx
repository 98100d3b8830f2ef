/** Fixtures and a renderer for this feature's specs. */
import type { PublicProject } from '@terrabridge/api-client';
import { createQueryClient } from '@terrabridge/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import MarketingApp from '../../remote-entry';

export function sampleProject(overrides: Partial<PublicProject> = {}): PublicProject {
  return {
    id: 5,
    title: 'Bilingual E-commerce Platform',
    titleEs: 'Plataforma de comercio electrónico bilingüe',
    description:
      'A fast bilingual online store.\n\nThe previous site could not sell.\n\nWe built it.',
    descriptionEs:
      'Una tienda en línea bilingüe y rápida.\n\nEl sitio anterior no vendía.\n\nLa construimos.',
    status: 'completed',
    startDate: '2025-05-05',
    endDate: '2025-06-14',
    image: '/images/projects/shop-home.jpg',
    gallery: [
      '/images/projects/shop-home.jpg',
      '/images/projects/shop-catalog.jpg',
      '/images/projects/shop-checkout.jpg',
    ],
    featured: true,
    category: 'Web Platform Development',
    categoryEs: 'Desarrollo de Plataforma Web',
    features: ['Complete catalogue in two languages', 'Card and wallet payments'],
    featuresEs: ['Catálogo completo en dos idiomas', 'Pagos con tarjeta y billetera'],
    results: [
      { label: 'Faster page load time', labelEs: 'Tiempo de carga más rápido', percent: 87 },
      { label: 'Customer satisfaction', labelEs: 'Satisfacción de los clientes', percent: 92 },
    ],
    createdAt: '2025-05-01T12:00:00.000Z',
    ...overrides,
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Answers fetch by exact URL (a function may compute the answer); anything else fails. */
export function mockApi(routes: Record<string, Response | (() => Response | Promise<Response>)>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const route = routes[url];
    if (!route) throw new TypeError(`Failed to fetch ${url}`);
    return typeof route === 'function' ? route() : route.clone();
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export function withProviders(children: ReactNode, path = '/') {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

/** The marketing remote at a path, with a fresh query client, as the shell renders it. */
export async function renderAt(path: string) {
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(withProviders(<MarketingApp />, path));
  });
  return result;
}
