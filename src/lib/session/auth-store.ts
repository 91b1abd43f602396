import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createSafeStorage } from '@/lib/storage/timed-storage';

/** Storage key of the signed-in state (spec section 9). */
export const AUTH_STORE_KEY = 'auth-store';

export interface AuthState {
  /** `{ accessToken }` when signed in; empty when signed out. */
  auth: { accessToken?: string };
  /**
   * Where the public-only guard sends the member right after a sign-in (not persisted):
   * the sign-in screens set it with the token so exactly one navigation happens.
   */
  nextPath: string | null;
  setAccessToken: (accessToken: string, nextPath?: string) => void;
  clearNextPath: () => void;
  clearAuth: () => void;
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      auth: {},
      nextPath: null,
      setAccessToken: (accessToken, nextPath) =>
        set((state) => ({ auth: { accessToken }, nextPath: nextPath ?? state.nextPath })),
      clearNextPath: () => set({ nextPath: null }),
      clearAuth: () => set({ auth: {}, nextPath: null }),
    }),
    {
      name: AUTH_STORE_KEY,
      storage: createJSONStorage(() => createSafeStorage()),
      partialize: (state) => ({ auth: state.auth }),
    },
  ),
);

export function getAccessToken(): string | undefined {
  return useAuthStore.getState().auth.accessToken;
}

export function useIsLoggedIn(): boolean {
  return useAuthStore((state) => Boolean(state.auth.accessToken));
}
