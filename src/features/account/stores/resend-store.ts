import { create } from 'zustand';

/** Verification resends of a social account on the profile (3 sends, 60 s apart). */
export interface ResendState {
  resendCount: number;
  lastSentAt: number | null;
  markSent: (at?: number) => void;
  reset: () => void;
}

export const useProfileResendStore = create<ResendState>()((set) => ({
  resendCount: 0,
  lastSentAt: null,
  markSent: (at = Date.now()) =>
    set((state) => ({ resendCount: state.resendCount + 1, lastSentAt: at })),
  reset: () => set({ resendCount: 0, lastSentAt: null }),
}));
