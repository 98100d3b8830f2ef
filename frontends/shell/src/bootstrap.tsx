import './styles.css';
import '@terrabridge/i18n';
import { useThemeStore, useUserStore } from '@terrabridge/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadRemotesConfig } from './remotes/remote-loader';

// Applies the stored theme class (the store reads it when first used).
useThemeStore.getState();
void useUserStore.getState().fetchCurrentUser();

void loadRemotesConfig().finally(() => {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
