import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints } from '@/contracts/account';
import { apiClient } from '@/lib/api/api';
import { withLoading } from '@/lib/overlays/loading-store';
import { useEmailVerificationStore } from '@/lib/session/email-verification-store';
import { useRememberMeStore } from '@/lib/session/remember-me-store';
import { clearSession } from '@/lib/session/session';

/** POST /member/cancel-member (private): 200 `{ email, msg }`. */
export function cancelMember() {
  return apiClient.call(accountEndpoints.cancelMember, undefined, { delayMs: 150 });
}

/**
 * Deactivation (spec section 4, member cancel): on success AND on error the local session,
 * the member's data (remembered e-mail, verification store) and every cached query are
 * cleared and the extension is told; the call site then goes to login.
 */
export function useCancelMemberMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorDisplay: 'none' },
    mutationFn: () => withLoading(() => cancelMember()),
    onSettled: () => {
      useRememberMeStore.getState().reset();
      useEmailVerificationStore.getState().reset();
      clearSession(queryClient);
    },
  });
}
