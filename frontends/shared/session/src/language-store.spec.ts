// The store reads localStorage when its module is evaluated, so each test loads a fresh copy.
// i18next's switch is observed through the html lang attribute it keeps in sync.
import { waitFor } from '@testing-library/react';
import type { useLanguageStore } from './language-store';

async function loadStore(): Promise<typeof useLanguageStore> {
  return (await import('./language-store')).useLanguageStore;
}

describe('language store', () => {
  beforeEach(() => {
    jest.resetModules();
    localStorage.clear();
    document.documentElement.removeAttribute('lang');
  });

  it('defaults to English', async () => {
    const store = await loadStore();
    expect(store.getState().language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('reads a stored "es"', async () => {
    localStorage.setItem('language', 'es');
    const store = await loadStore();
    expect(store.getState().language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('persists the raw value and switches i18next', async () => {
    const store = await loadStore();
    await store.getState().setLanguage('es');
    expect(localStorage.getItem('language')).toBe('es');
    expect(store.getState().language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    // Mirrored in a cookie, from which the server renders the next page.
    expect(document.cookie).toContain('language=es');

    await store.getState().toggleLanguage();
    expect(localStorage.getItem('language')).toBe('en');
    expect(store.getState().language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('language=en');
  });

  it('switches its language together with the texts, once the Spanish texts are in', async () => {
    const store = await loadStore();
    const switched = store.getState().setLanguage('es');
    // The choice is saved at once; what the site shows waits for the texts.
    expect(localStorage.getItem('language')).toBe('es');
    expect(store.getState().language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await switched;
    expect(store.getState().language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('toggles from the last choice even while that choice is still loading', async () => {
    const store = await loadStore();
    const first = store.getState().toggleLanguage();
    const second = store.getState().toggleLanguage();
    await Promise.all([first, second]);
    expect(localStorage.getItem('language')).toBe('en');
    expect(store.getState().language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('follows a change made in another tab', async () => {
    const store = await loadStore();
    window.dispatchEvent(new StorageEvent('storage', { key: 'language', newValue: 'es' }));
    await waitFor(() => expect(store.getState().language).toBe('es'));
    expect(document.documentElement.lang).toBe('es');
  });
});
