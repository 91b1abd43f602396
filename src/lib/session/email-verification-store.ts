import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createTimedStorage } from '@/lib/storage/timed-storage';

export const EMAIL_VERIFICATION_STORE_KEY = 'email-verification-store';
/** Spec section 4: up to 3 resends, at least 60 s apart. */
export const MAX_RESENDS = 3;
export const RESEND_GAP_MS = 60_000;

export interface EmailVerificationState {
  /** The address a verification mail was sent to. */
  email: string | null;
  /** The address whose link was confirmed. */
  completeEmail: string | null;
  isEmailVerified: boolean;
  resendCount: number;
  lastSentAt: number | null;
  /** A (first) mail went out to `email`. */
  markSent: (email: string, at?: number) => void;
  markResent: (at?: number) => void;
  /** The link was confirmed (or the address was already complete). */
  markVerified: (email: string) => void;
  /** The e-mail field changed: verified only if it is still the completed address. */
  emailChanged: (email: string) => void;
  reset: () => void;
}

const initial = {
  email: null,
  completeEmail: null,
  isEmailVerified: false,
  resendCount: 0,
  lastSentAt: null,
};

/**
 * Sign-up e-mail verification, persisted with the 10-minute time-limited storage so a link
 * opened in another tab (or after a reload) finds the address it belongs to.
 */
export const useEmailVerificationStore = create<EmailVerificationState>()(
  persist(
    (set, get) => ({
      ...initial,
      markSent: (email, at = Date.now()) =>
        set({ email, lastSentAt: at, resendCount: 0, isEmailVerified: false, completeEmail: null }),
      markResent: (at = Date.now()) =>
        set((state) => ({ resendCount: state.resendCount + 1, lastSentAt: at })),
      markVerified: (email) => set({ email, completeEmail: email, isEmailVerified: true }),
      emailChanged: (email) => {
        const { completeEmail } = get();
        set({ isEmailVerified: completeEmail !== null && completeEmail === email });
      },
      reset: () => set({ ...initial }),
    }),
    {
      name: EMAIL_VERIFICATION_STORE_KEY,
      storage: createJSONStorage(() => createTimedStorage()),
      partialize: ({ email, completeEmail, isEmailVerified, resendCount, lastSentAt }) => ({
        email,
        completeEmail,
        isEmailVerified,
        resendCount,
        lastSentAt,
      }),
    },
  ),
);

export type ResendCheck =
  { ok: true } | { ok: false; reason: 'max' } | { ok: false; reason: 'wait'; seconds: number };

/** Whether another resend is allowed now. */
export function canResend(
  state: Pick<EmailVerificationState, 'resendCount' | 'lastSentAt'>,
  now: number = Date.now(),
): ResendCheck {
  if (state.resendCount >= MAX_RESENDS) return { ok: false, reason: 'max' };
  if (state.lastSentAt !== null && now - state.lastSentAt < RESEND_GAP_MS) {
    return {
      ok: false,
      reason: 'wait',
      seconds: Math.ceil((RESEND_GAP_MS - (now - state.lastSentAt)) / 1000),
    };
  }
  return { ok: true };
}
