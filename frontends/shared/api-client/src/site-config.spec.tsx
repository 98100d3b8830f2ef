import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createQueryClient } from './query';
import { SITE_CONFIG_ELEMENT_ID, readInlinedSiteConfig, useSiteConfig } from './site-config';

function Email() {
  const site = useSiteConfig();
  return <p>{site ? site.email : 'loading'}</p>;
}

function renderEmail() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Email />
    </QueryClientProvider>,
  );
}

function mockFetch(body: unknown) {
  const fetchMock = jest.fn().mockResolvedValue(new Response(JSON.stringify(body)));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function inline(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SITE_CONFIG_ELEMENT_ID;
  script.textContent = text;
  document.body.append(script);
}

describe('site configuration', () => {
  afterEach(() => {
    document.getElementById(SITE_CONFIG_ELEMENT_ID)?.remove();
  });

  it('renders the inlined configuration at once, without a request', () => {
    const fetchSpy = mockFetch({ email: 'api@terrabridge.example' });
    inline(JSON.stringify({ email: 'inline@terrabridge.example' }));
    renderEmail();
    expect(screen.queryByText('inline@terrabridge.example')).not.toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('fetches /api/site when the page carries no configuration', async () => {
    const fetchSpy = mockFetch({ email: 'api@terrabridge.example' });
    renderEmail();
    expect(screen.queryByText('loading')).not.toBeNull();
    await waitFor(() => expect(screen.queryByText('api@terrabridge.example')).not.toBeNull());
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/site');
  });

  it('ignores an inlined configuration that is not JSON', () => {
    inline('{not json');
    expect(readInlinedSiteConfig()).toBeUndefined();
  });
});
