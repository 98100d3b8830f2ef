/**
 * Standalone preview of this remote for `npm run dev` (http://localhost:<port>/), without the
 * shell's navigation. The shell does not use this file: it loads ./remote-entry through
 * remoteEntry.js and provides the same providers itself.
 */
import '@terrabridge/ui/styles.css';
import { queryClient } from '@terrabridge/api-client';
import { useThemeStore, useUserStore } from '@terrabridge/session';
import { RemoteRoot, Toaster } from '@terrabridge/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import AdminApp from './remote-entry';

useThemeStore.getState();
void useUserStore.getState().fetchCurrentUser();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        {/* This build's stylesheet is scoped to the remote's root, so the preview sits inside it. */}
        <RemoteRoot name="admin">
          <main id="main-content">
            <AdminApp />
          </main>
          <Toaster />
        </RemoteRoot>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
