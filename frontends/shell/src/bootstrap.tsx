import './styles.css';
import { translationsLoaded } from '@terrabridge/i18n';
import { keepNotFoundAnswers, queryClient } from '@terrabridge/api-client';
import { useThemeStore, useUserStore } from '@terrabridge/session';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { keepHeldClicks } from './app/held-clicks';
import { findRouteOwner } from './app/route-table';
import { canHydrate, readQueryState } from './app/server-document';
import { loadRemotesConfig } from './remotes/remote-loader';
import { preloadRemote } from './remotes/remote-outlet';
import { yieldToMain } from './app/yield-to-main';

// Applies the stored theme class (the store reads it when first used).
useThemeStore.getState();
// A server-rendered page carries the user (or null); otherwise ask the API (401 = signed out).
if (useUserStore.getState().loading) void useUserStore.getState().fetchCurrentUser();
// The queries the server rendered the page with: the first render uses them without a request.
const queryState = readQueryState();
if (queryState) {
  hydrate(queryClient, queryState);
  keepNotFoundAnswers(queryClient);
}

async function start(): Promise<void> {
  await loadRemotesConfig();
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (canHydrate()) {
    // Hydration must render what the server rendered: the page's remote first.
    const owner = findRouteOwner(window.location.pathname);
    if (owner) await preloadRemote(owner);
    // The page's texts in the visitor's language, so hydration renders what the server did.
    await translationsLoaded();
    // The remote's modules have just run: hydration starts in a task of its own.
    await yieldToMain();
    // As a transition, hydration yields to the browser between components instead of blocking
    // the main thread until the whole page is done.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    await translationsLoaded();
    keepHeldClicks(container);
    createRoot(container).render(app);
  }
}

void start();
