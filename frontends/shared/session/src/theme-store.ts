import { create } from 'zustand';
import { onStorageChange, readStorage, writePreferenceCookie, writeStorage } from './storage';

export type Theme = 'light' | 'dark';

/** Stored as the raw string 'light' | 'dark' under localStorage 'theme' and in the cookie 'theme'. */
export const THEME_STORAGE_KEY = 'theme';

/** Light unless the stored value is exactly 'dark'. */
export function readStoredTheme(): Theme {
  return readStorage(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
}

/** Dark mode is the `dark` class on <html>; the design tokens switch on it. */
export function applyTheme(theme: Theme): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

export interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

export const useThemeStore = create<ThemeState>()((set, get) => ({
  theme: readStoredTheme(),
  setTheme: (theme) => {
    writeStorage(THEME_STORAGE_KEY, theme);
    writePreferenceCookie(THEME_STORAGE_KEY, theme);
    applyTheme(theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
}));

applyTheme(useThemeStore.getState().theme);

onStorageChange(THEME_STORAGE_KEY, (value) => {
  const theme: Theme = value === 'dark' ? 'dark' : 'light';
  applyTheme(theme);
  useThemeStore.setState({ theme });
});
