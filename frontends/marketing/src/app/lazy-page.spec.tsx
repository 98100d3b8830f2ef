import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { type LazyPage, lazyPage } from './lazy-page';

function Loaded() {
  return <p>The page</p>;
}

const inSuspense = (Page: LazyPage) => (
  <Suspense fallback={<p>Loading</p>}>
    <Page />
  </Suspense>
);

describe('lazyPage', () => {
  it('renders a page loaded ahead at once, without suspending', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Loaded }));
    const Page = lazyPage(load);
    await Page.preload();
    render(inSuspense(Page));
    // In the first render already: no fallback, no task waited for.
    expect(screen.queryByText('The page')).not.toBeNull();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends on a page not loaded ahead, as React.lazy does, and loads it once', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Loaded }));
    const Page = lazyPage(load);
    render(inSuspense(Page));
    expect(screen.queryByText('Loading')).not.toBeNull();
    await screen.findByText('The page');
    await act(() => Page.preload());
    expect(load).toHaveBeenCalledTimes(1);
  });
});
