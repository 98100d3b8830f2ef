import type { useThemeStore } from './theme-store';

// The store reads localStorage when its module is evaluated, so each test loads a fresh copy.
async function loadStore(): Promise<typeof useThemeStore> {
  return (await import('./theme-store')).useThemeStore;
}

describe('theme store', () => {
  beforeEach(() => {
    jest.resetModules();
    localStorage.clear();
    document.documentElement.className = '';
  });

  it('defaults to light without the dark class', async () => {
    const store = await loadStore();
    expect(store.getState().theme).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('applies a stored dark theme on load', async () => {
    localStorage.setItem('theme', 'dark');
    const store = await loadStore();
    expect(store.getState().theme).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('treats any other stored value as light', async () => {
    localStorage.setItem('theme', '"dark"');
    const store = await loadStore();
    expect(store.getState().theme).toBe('light');
  });

  it('persists the raw value and toggles the dark class', async () => {
    const store = await loadStore();
    store.getState().toggleTheme();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.cookie).toContain('theme=dark');

    store.getState().setTheme('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(document.cookie).toContain('theme=light');
  });
});
