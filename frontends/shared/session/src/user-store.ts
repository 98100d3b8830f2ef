import { apiRequest, onSessionRequired, queryClient } from '@terrabridge/api-client';
import { create } from 'zustand';
import { useLanguageStore } from './language-store';
import type { SessionUser } from './user';

export const CURRENT_USER_URL = '/api/user';
/** The element in which the server inlines the signed-in user (`null` when signed out). */
export const CURRENT_USER_ELEMENT_ID = 'tb-user';
/**
 * Present in a page the server was asked for with a session that had ended (its cookie is then
 * cleared): a reload after "sign out everywhere else" is told so, like a call's 401.
 */
export const SESSION_ENDED_ELEMENT_ID = 'tb-session-ended';

/**
 * The user the page arrived with: the account, null when the server found no session, or
 * undefined when the page carries no answer (development server, SSR off) and /api/user decides.
 */
export function readInlinedUser(
  doc: Document | undefined = globalThis.document,
): SessionUser | null | undefined {
  const text = doc?.getElementById(CURRENT_USER_ELEMENT_ID)?.textContent;
  if (text === undefined || text === null) return undefined;
  try {
    const user = JSON.parse(text) as SessionUser | null;
    return user && typeof user === 'object' ? user : null;
  } catch {
    return undefined;
  }
}

export interface UserState {
  user: SessionUser | null;
  /** True until the first lookup of the current user has finished. */
  loading: boolean;
  /**
   * True once a call answered that the session the person was signed in with has ended (signed
   * out everywhere else, deactivated, expired), until they sign in again: the sign-in page says
   * so, and the shell takes them there.
   */
  sessionEnded: boolean;
  fetchCurrentUser: () => Promise<SessionUser | null>;
  setUser: (user: SessionUser) => void;
  clearUser: () => void;
  /**
   * Remembers the account just signed in (see sign-in.ts) and drops every cached query, which
   * belonged to the previous visitor (or to nobody).
   */
  signedIn: (user: SessionUser) => SessionUser;
  /** POST /api/logout, then forget the user and every cached query. Rejects if the call fails. */
  logout: () => Promise<void>;
}

const currentLanguage = () => useLanguageStore.getState().language;

let inFlight: Promise<SessionUser | null> | null = null;
/**
 * Bumped by every sign-in and sign-out, so a lookup that started before one cannot overwrite
 * its result when it answers late.
 */
let generation = 0;

async function requestCurrentUser(): Promise<SessionUser | null> {
  try {
    const res = await fetch(CURRENT_USER_URL, { credentials: 'include' });
    // 401 means "signed out"; any other failure is treated the same way so the site stays usable.
    if (!res.ok) return null;
    return ((await res.json()) as SessionUser | null) ?? null;
  } catch {
    return null;
  }
}

export const useUserStore = create<UserState>()((set, get) => {
  // Only a person who was signed in has a session to end; a guest's 401 changes nothing.
  onSessionRequired(() => {
    if (!get().user) return;
    generation += 1;
    set({ user: null, loading: false, sessionEnded: true });
    // What was cached belonged to the account; dropped once the call that failed has settled.
    setTimeout(() => queryClient.clear(), 0);
  });

  const inlined = readInlinedUser();
  return {
    user: inlined ?? null,
    sessionEnded: !!globalThis.document?.getElementById(SESSION_ENDED_ELEMENT_ID),
    // Loaded already when the server inlined the answer of /api/user into the page.
    loading: inlined === undefined,
    fetchCurrentUser: () => {
      const started = generation;
      inFlight ??= requestCurrentUser().then((user) => {
        inFlight = null;
        if (started === generation) set({ user, loading: false });
        return get().user;
      });
      return inFlight;
    },
    setUser: (user) => {
      generation += 1;
      set({ user, loading: false, sessionEnded: false });
    },
    clearUser: () => {
      generation += 1;
      set({ user: null, loading: false });
    },
    signedIn: (user) => {
      generation += 1;
      queryClient.clear();
      set({ user, loading: false, sessionEnded: false });
      return user;
    },
    logout: async () => {
      await apiRequest('POST', `/api/logout?lang=${currentLanguage()}`);
      generation += 1;
      set({ user: null, loading: false });
      queryClient.clear();
    },
  };
});
