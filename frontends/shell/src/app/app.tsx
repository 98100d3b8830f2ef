import { queryClient } from '@terrabridge/api-client';
import { RemoteSlotProvider, SkipLink, Toaster } from '@terrabridge/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { SiteFooter } from '../features/footer/site-footer';
import { SiteHeader } from '../features/navigation/site-header';
import { renderEmbeddedRemote } from '../remotes/remote-outlet';
import { ScrollToTop } from './scroll-to-top';
import { ShellRoutes } from './shell-routes';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <ScrollToTop />
        <SkipLink />
        <div className="flex min-h-dvh flex-col">
          <SiteHeader />
          <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
            <RemoteSlotProvider value={renderEmbeddedRemote}>
              <ShellRoutes />
            </RemoteSlotProvider>
          </main>
          <SiteFooter />
        </div>
        <Toaster />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
