import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createSafeStorage } from '@/lib/storage/timed-storage';

export const REMEMBER_ME_STORE_KEY = 'remember-me-store';

export interface RememberMeState {
  email: string | null;
  provider: string | null;
  /** Set both. */
  setRemembered: (email: string | null, provider: string | null) => void;
  clearEmail: () => void;
  /** Reset both. */
  reset: () => void;
}

export const useRememberMeStore = create<RememberMeState>()(
  persist(
    (set) => ({
      email: null,
      provider: null,
      setRemembered: (email, provider) => set({ email, provider }),
      clearEmail: () => set({ email: null }),
      reset: () => set({ email: null, provider: null }),
    }),
    {
      name: REMEMBER_ME_STORE_KEY,
      storage: createJSONStorage(() => createSafeStorage()),
      partialize: ({ email, provider }) => ({ email, provider }),
    },
  ),
);
