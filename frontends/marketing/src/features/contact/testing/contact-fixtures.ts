import type { components } from '@terrabridge/api-client';

type Service = components['schemas']['ServiceDto'];

export function sampleService(overrides: Partial<Service> = {}): Service {
  return {
    id: 1,
    slug: 'web-design',
    name: 'Web Design & Development',
    nameEs: 'Diseño y Desarrollo Web',
    description: 'Websites that convert.',
    descriptionEs: 'Sitios web que convierten.',
    price: 1499,
    priceCents: 149900,
    fixedPrice: false,
    features: [],
    featuresEs: [],
    icon: 'laptop-code',
    sortOrder: 0,
    ...overrides,
  };
}

export const SERVICES = [
  sampleService(),
  sampleService({
    id: 4,
    slug: 'ai-solutions',
    name: 'AI Solutions',
    nameEs: 'Soluciones de IA',
    icon: 'robot',
    sortOrder: 1,
  }),
];

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

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Answers fetch calls by exact path; every call is recorded. */
export function mockApi(routes: Record<string, Handler>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const handler = routes[url];
    if (!handler) throw new TypeError(`Failed to fetch ${url}`);
    return handler(init);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The JSON bodies sent to a path. */
export function sentBodies(fetchMock: jest.Mock, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}
