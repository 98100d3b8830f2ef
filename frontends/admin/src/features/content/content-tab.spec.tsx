import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@terrabridge/api-client';
import { i18n } from '@terrabridge/i18n';
import { Toaster } from '@terrabridge/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import '../../remote-entry';
import ContentTab from './content-tab';

const POST = {
  id: 7,
  slug: 'launch-checklist',
  title: 'Launch checklist',
  titleEs: null,
  excerpt: null,
  excerptEs: null,
  content: 'Intro.',
  contentEs: null,
  status: 'draft',
  published: false,
  publishedAt: null,
  featuredImageFileId: null,
  featuredImage: null,
  featuredImagePreview: null,
  featuredImageAlt: null,
  featuredImageAltEs: null,
  author: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockFetch(answer: (url: string, init?: RequestInit) => Response) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return answer(url, init);
  }) as unknown as typeof fetch;
  return calls;
}

async function renderTab() {
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <ContentTab />
        <Toaster />
      </QueryClientProvider>,
    );
  });
}

describe('content tab', () => {
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
  });

  it('lists the posts and publishes an edited one, previewing the body as the server renders it', async () => {
    const calls = mockFetch((url, init) =>
      url.startsWith('/api/admin/blog-posts/preview')
        ? json({
            html: '<p>Intro.</p><h2>Steps</h2><ul><li>Domain</li><li>Payments</li></ul><ol><li>Launch</li></ol>',
          })
        : init?.method === 'PATCH'
          ? json({ ...POST, status: 'published' })
          : json({ items: [POST], nextCursor: null }),
    );
    await renderTab();
    const table = await screen.findByRole('table', { name: 'Blog posts' });
    expect(within(table).getByText('Launch checklist')).toBeTruthy();
    expect(within(table).getByText('Draft')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Launch checklist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit blog post' });
    fireEvent.change(within(dialog).getByLabelText(/^Body/), {
      target: { value: 'Intro.\n\n## Steps\n\n- Domain\n- Payments\n\n1. Launch' },
    });
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect((await within(preview).findByRole('heading', { name: 'Steps' })).tagName).toBe('H2');
    // The text as typed, once typing paused.
    await waitFor(() =>
      expect(
        calls.filter((call) => call.url.startsWith('/api/admin/blog-posts/preview')).at(-1)?.body,
      ).toEqual({ content: 'Intro.\n\n## Steps\n\n- Domain\n- Payments\n\n1. Launch' }),
    );
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Domain', 'Payments', 'Launch']);

    fireEvent.change(within(dialog).getByLabelText('Status'), { target: { value: 'published' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save post' }));
    });
    const saved = calls.find((call) => call.method === 'PATCH');
    expect(saved?.url).toBe('/api/admin/blog-posts/7?lang=en');
    expect(saved?.body).toMatchObject({
      title: 'Launch checklist',
      content: 'Intro.\n\n## Steps\n\n- Domain\n- Payments\n\n1. Launch',
      published: true,
      publishedAt: null,
      titleEs: null,
    });
  });

  it("shows the spec's toast when a save fails, with the server's message", async () => {
    mockFetch((url, init) =>
      init?.method === 'POST'
        ? json(
            { statusCode: 409, message: 'Another post already uses the slug launch-checklist' },
            409,
          )
        : json({ items: [], nextCursor: null }),
    );
    await renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'New post' }));
    const dialog = await screen.findByRole('dialog', { name: 'New blog post' });
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Launch' } });
    fireEvent.change(within(dialog).getByLabelText(/^Body/), { target: { value: 'B' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save post' }));
    });
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('Another post already uses the slug launch-checklist')).toBeTruthy();
  });

  it('edits a service price in dollars and sends cents', async () => {
    const service = {
      id: 2,
      slug: 'ai-solutions',
      name: 'AI Solutions',
      nameEs: 'Soluciones de IA',
      description: 'Automation.',
      descriptionEs: null,
      price: 2499,
      priceCents: 249900,
      features: ['Chatbots'],
      featuresEs: [],
      icon: 'robot',
      sortOrder: 1,
    };
    const calls = mockFetch((url, init) =>
      init?.method === 'PATCH' ? json(service) : json({ items: [service], nextCursor: null }),
    );
    await renderTab();
    fireEvent.click(screen.getByRole('tab', { name: 'Services' }));
    const table = await screen.findByRole('table', { name: 'Services' });
    expect(within(table).getByText('$2,499.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit AI Solutions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit service' });
    const price = within(dialog).getByLabelText(/^Price \(US\$\)/);
    fireEvent.change(price, { target: { value: 'abc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save service' }));
    expect(
      await within(dialog).findByText('Enter a price of 0 or more, with at most two decimals'),
    ).toBeTruthy();
    fireEvent.change(price, { target: { value: '1,999.50' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save service' }));
    });
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      priceCents: 199950,
      features: ['Chatbots'],
      icon: 'robot',
    });
  });
});
