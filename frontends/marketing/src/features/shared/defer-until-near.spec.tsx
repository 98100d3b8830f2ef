import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { DeferUntilNear } from './defer-until-near';
import { FakeIntersectionObserver } from './fake-intersection-observer';

let loads = 0;
const Below = lazy(async () => {
  loads += 1;
  return { default: () => <p>Below the fold</p> };
});

/** Renders and lets the effects run (a suspended first render commits them a moment later). */
async function renderDeferred(name: string, path = '/', client = new QueryClient()) {
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <DeferUntilNear name={name} data={[['/api/below']]}>
            <Below />
          </DeferUntilNear>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return view!;
}

describe('DeferUntilNear', () => {
  beforeEach(() => {
    loads = 0;
    FakeIntersectionObserver.install();
  });

  afterEach(() => {
    FakeIntersectionObserver.uninstall();
  });

  it('loads nothing until the part comes near the viewport', async () => {
    await renderDeferred('near');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(loads).toBe(0);

    const observer = FakeIntersectionObserver.latest();
    expect(observer.options?.rootMargin).toBe('0px 0px 200px 0px');
    act(() => observer.report(false));
    expect(loads).toBe(0);

    act(() => observer.report(true));
    expect(await screen.findByText('Below the fold')).toBeTruthy();
    expect(loads).toBe(1);
    expect(observer.disconnected).toBe(true);
  });

  it('opens on the first interaction, such as a key press', async () => {
    await renderDeferred('interaction');
    expect(loads).toBe(0);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    expect(await screen.findByText('Below the fold')).toBeTruthy();
  });

  it('rendered by the browser, not over server HTML, opens without waiting for its data', async () => {
    const client = new QueryClient({
      defaultOptions: { queries: { queryFn: () => new Promise<never>(() => undefined) } },
    });
    await renderDeferred('client-rendered', '/', client);
    act(() => FakeIntersectionObserver.latest().report(true));
    expect(await screen.findByText('Below the fold')).toBeTruthy();
    expect(client.getQueryState(['/api/below'])).toBeUndefined();
  });

  it('opens at once when the address targets a section', async () => {
    await renderDeferred('hash', '/#services');
    expect(await screen.findByText('Below the fold')).toBeTruthy();
  });

  it('renders at once when its page is shown again', async () => {
    const first = await renderDeferred('again');
    act(() => FakeIntersectionObserver.latest().report(true));
    await screen.findByText('Below the fold');
    first.unmount();

    await renderDeferred('again');
    expect(screen.getByText('Below the fold')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
