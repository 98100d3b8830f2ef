export { useLanguageStore } from './language-store';
export type { LanguageState } from './language-store';
export { useThemeStore, applyTheme, readStoredTheme, THEME_STORAGE_KEY } from './theme-store';
export { writePreferenceCookie } from './storage';
export type { Theme, ThemeState } from './theme-store';
export {
  useUserStore,
  readInlinedUser,
  CURRENT_USER_URL,
  CURRENT_USER_ELEMENT_ID,
} from './user-store';
export type { UserState } from './user-store';
// Signing in itself is `@terrabridge/session/sign-in`, loaded by the sign-in page alone.
export type { LoginCredentials, RegistrationFields, SecondFactor } from './sign-in';
export { userDisplayName, userFullName, userInitial, isAdmin } from './user';
export type { SessionUser } from './user';
export {
  AUTH_PATH,
  AUTH_TAB_PARAM,
  AUTH_TABS,
  DEFAULT_AFTER_SIGN_IN,
  NEXT_PARAM,
  REGISTER_PATH,
  SESSION_ENDED_STATE,
  authPathFor,
  authTabOf,
  safeNextPath,
} from './next-path';
export type { AuthTab } from './next-path';
