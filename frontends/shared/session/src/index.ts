export { useLanguageStore } from './language-store';
export type { LanguageState } from './language-store';
export { useThemeStore, applyTheme, readStoredTheme, THEME_STORAGE_KEY } from './theme-store';
export type { Theme, ThemeState } from './theme-store';
export { useUserStore, CURRENT_USER_URL } from './user-store';
export type { UserState, LoginCredentials, RegistrationFields } from './user-store';
export { userDisplayName, userFullName, userInitial, isAdmin } from './user';
export type { SessionUser } from './user';
export { AUTH_PATH, NEXT_PARAM, safeNextPath, authPathFor } from './next-path';
