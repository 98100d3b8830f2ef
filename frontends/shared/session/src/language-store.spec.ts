// The store reads localStorage when its module is evaluated, so each test loads a fresh copy.
// The translator's switch is observed through the html lang attribute it keeps in sync.
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

  it('persists the raw value and switches the texts', async () => {
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

describe('the address of a page in a language', () => {
  beforeEach(() => {
    jest.resetModules();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it.each([
    ['https://site.example/?lang=es', 'en', '/'],
    ['https://site.example/services?lang=es#ai', 'en', '/services#ai'],
    ['https://site.example/auth?next=%2Fdashboard&lang=es', 'en', '/auth?next=%2Fdashboard'],
    ['https://site.example/', 'es', '/?lang=es'],
    ['https://site.example/blog?lang=en', 'es', '/blog?lang=es'],
    ['https://site.example/blog?lang=en', 'en', '/blog'],
    ['https://site.example/?lang=es&lang=en', 'es', '/?lang=es'],
  ] as const)('%s in %s is %s', async (href, language, expected) => {
    const { pageUrlIn } = await import('./language-store');
    expect(pageUrlIn(href, language)).toBe(expected);
  });

  it.each([
    ['https://site.example/?q=a%20b', 'en'],
    ['https://site.example/?q=a%20b&lang=es', 'es'],
  ] as const)('leaves %s alone in %s', async (href, language) => {
    const { pageUrlIn } = await import('./language-store');
    expect(pageUrlIn(href, language)).toBeUndefined();
  });

  it('follows a choice in the address bar, in place', async () => {
    window.history.replaceState({ idx: 3 }, '', '/services?lang=es');
    localStorage.setItem('language', 'es');
    const store = await loadStore();
    const length = window.history.length;

    await store.getState().setLanguage('en');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/services');
    expect(window.history.state).toEqual({ idx: 3 });
    expect(window.history.length).toBe(length);

    await store.getState().setLanguage('es');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/services?lang=es');
  });

  it('keeps the choice in the address bar on a return through the history', async () => {
    const store = await loadStore();
    await store.getState().setLanguage('en');
    window.history.replaceState({ idx: 1 }, '', '/?lang=es');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/');
    expect(window.history.state).toEqual({ idx: 1 });
  });
});
