import { queryClient } from '@terrabridge/api-client';
import { RemoteSlotProvider, SkipLink, Toaster, useAnnounceAppReady } from '@terrabridge/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { SiteFooter } from '../features/footer/site-footer';
import { SiteHeader } from '../features/navigation/site-header';
import { renderEmbeddedRemote } from '../remotes/remote-outlet';
import { findRouteOwner } from './route-table';
import { ScrollToTop } from './scroll-to-top';
import { ShellRoutes } from './shell-routes';

/** The back-office (/admin) is an app, not a page of the site: it has no marketing footer. */
export const isBackOffice = (pathname: string) =>
  pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * The page frame (skip link, header, main, footer) inside a router and a query client. The
 * browser and the server render this same tree, so server-rendered pages hydrate. `main` replaces
 * the routed content (the server's placeholder for pages it does not render).
 */
export function AppLayout({ main }: { main?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <SkipLink />
      <div className="flex min-h-dvh flex-col">
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          {main ?? (
            <RemoteSlotProvider value={renderEmbeddedRemote}>
              <ShellRoutes />
            </RemoteSlotProvider>
          )}
        </main>
        {!isBackOffice(pathname) && <SiteFooter />}
      </div>
      <Toaster />
    </>
  );
}

export function App() {
  // A route with a remote says it once the remote's page has hydrated (AppReadySignal).
  useAnnounceAppReady(!findRouteOwner(window.location.pathname));
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppLayout />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
