import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityEndpoints, type SignUpRequest } from '@/contracts/identity';
import { verificationEndpoints, type SendEmailRequest } from '@/contracts/identity-verification';
import { apiClient } from '@/lib/api/api';
import { useEmailVerificationStore } from '@/lib/session/email-verification-store';
import { destinationFor } from '@/lib/session/paths';
import { completeSignIn, requireToken } from '@/lib/session/session';

/** POST /verify/confirm-email: format and duplicate check (409 VAL04 when registered). */
export function confirmEmail(email: string) {
  return apiClient.call(verificationEndpoints.confirmEmail, { email }, { delayMs: 150 });
}

/** POST /verify/send-email with flag local: mails the sign-up verification link. */
export function sendVerificationEmail(payload: SendEmailRequest) {
  return apiClient.call(verificationEndpoints.sendEmail, payload, { delayMs: 150 });
}

/** POST /auth/login/sign-up (public); the access token comes in the Authorization header. */
export function signUp(payload: SignUpRequest) {
  return apiClient.call(identityEndpoints.signUp, payload, { delayMs: 300 });
}

/** Confirms the address is free, then mails the link. */
export function useSendVerificationMutation() {
  return useMutation({
    meta: { globalLoading: true },
    mutationFn: async (email: string) => {
      await confirmEmail(email);
      return sendVerificationEmail({ email, flag: 'local' });
    },
  });
}

/** Resend: the server applies its own limits too. */
export function useResendVerificationMutation() {
  return useMutation({
    mutationFn: (email: string) => sendVerificationEmail({ email, flag: 'local' }),
  });
}

/**
 * Sign-up: same token handling as sign-in; the verification store is reset; MEM01 leads to
 * the survey.
 */
export function useSignUpMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { globalLoading: true },
    mutationFn: async (payload: SignUpRequest) => {
      const result = await signUp(payload);
      const token = requireToken(result.token);
      useEmailVerificationStore.getState().reset();
      await completeSignIn(queryClient, token, destinationFor(result.data.code));
      return result.data;
    },
  });
}
