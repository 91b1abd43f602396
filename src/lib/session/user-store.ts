import { create } from 'zustand';
import type { MemberProfile } from '@/contracts/account';

/** The signed-in member's profile (spec section 3: set, merged with a partial update, cleared). */
export interface UserState {
  user: MemberProfile | null;
  setUser: (user: MemberProfile) => void;
  mergeUser: (patch: Partial<MemberProfile>) => void;
  clearUser: () => void;
}

export const useUserStore = create<UserState>()((set) => ({
  user: null,
  setUser: (user) => set({ user }),
  mergeUser: (patch) =>
    set((state) => (state.user ? { user: { ...state.user, ...patch } } : state)),
  clearUser: () => set({ user: null }),
}));
