import { create } from 'zustand';
import { createJSONStorage, persist, type PersistStorage } from 'zustand/middleware';
import { createSafeStorage } from '@/lib/storage/timed-storage';
import { memberIdOf } from './member-key';

/** Storage key of the signed-in state on the web (local storage). */
export const AUTH_STORE_KEY = 'auth-store';

/** What the token store persists: the token alone (the member is server data: React Query). */
export interface PersistedAuth {
  auth: { accessToken?: string };
}

export interface AuthState extends PersistedAuth {
  /**
   * Where the public-only guard sends the member right after a sign-in (not persisted):
   * the sign-in screens set it with the token so exactly one navigation happens.
   */
  nextPath: string | null;
  setAccessToken: (accessToken: string, nextPath?: string) => void;
  clearNextPath: () => void;
  clearAuth: () => void;
}

/**
 * The signed-in session's one owner (docs/architecture.md, "The session"): the access token.
 * Its persistence is a storage adapter: local storage on the web (the default), the
 * extension's stored session on extension pages (`setTokenStorage`, src/extension/page-session.ts).
 */
export const useAuthStore = create<AuthState>()(
  persist<AuthState, [], [], PersistedAuth>(
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
      partialize: (state): PersistedAuth => ({ auth: state.auth }),
    },
  ),
);

/**
 * Moves the token's persistence to `storage` and reads the token from it. The previous
 * storage's copy is removed first (an extension page never keeps a token in its local storage).
 */
export async function setTokenStorage(storage: PersistStorage<PersistedAuth>): Promise<void> {
  useAuthStore.persist.clearStorage();
  useAuthStore.persist.setOptions({ storage });
  await useAuthStore.persist.rehydrate();
}

export function useIsLoggedIn(): boolean {
  return useAuthStore((state) => Boolean(state.auth.accessToken));
}

/**
 * Who a token belongs to: the member id in the access token (a JWT's `sub`, docs/api.md), or
 * the token itself when it is not one. A reissued token keeps it; another member changes it.
 */
export function memberKeyOf(token: string | undefined): string | null {
  if (!token) return null;
  return memberIdOf(token) ?? token;
}
