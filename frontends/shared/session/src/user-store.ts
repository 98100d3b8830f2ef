import { apiRequest, queryClient } from '@terrabridge/api-client';
import { create } from 'zustand';
import type { SessionUser } from './user';

export const CURRENT_USER_URL = '/api/user';

export interface UserState {
  user: SessionUser | null;
  /** True until the first lookup of the current user has finished. */
  loading: boolean;
  fetchCurrentUser: () => Promise<SessionUser | null>;
  setUser: (user: SessionUser) => void;
  clearUser: () => void;
  /** POST /api/logout, then forget the user and every cached query. Rejects if the call fails. */
  logout: () => Promise<void>;
}

let inFlight: Promise<SessionUser | null> | null = null;

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

export const useUserStore = create<UserState>()((set) => ({
  user: null,
  loading: true,
  fetchCurrentUser: () => {
    inFlight ??= requestCurrentUser().then((user) => {
      inFlight = null;
      set({ user, loading: false });
      return user;
    });
    return inFlight;
  },
  setUser: (user) => set({ user, loading: false }),
  clearUser: () => set({ user: null, loading: false }),
  logout: async () => {
    await apiRequest('POST', '/api/logout');
    set({ user: null, loading: false });
    queryClient.clear();
  },
}));
