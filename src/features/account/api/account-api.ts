import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints, type MemberLocale } from '@/contracts/account';
import { verificationEndpoints } from '@/contracts/identity-verification';
import { apiClient } from '@/lib/api/api';
import { useEmailVerificationStore } from '@/lib/session/email-verification-store';
import { useRememberMeStore } from '@/lib/session/remember-me-store';
import { clearSession, sessionQueries } from '@/lib/session/session';

/** POST /verify/reset-email with flag change-password: mails the member a change link. */
export function sendChangePasswordEmail(email: string) {
  return apiClient.call(
    verificationEndpoints.resetEmail,
    { email, flag: 'change-password' },
    { delayMs: 150 },
  );
}

/** POST /verify/send-email with flag social: the verification mail of a social account. */
export function sendSocialVerificationEmail(email: string) {
  return apiClient.call(
    verificationEndpoints.sendEmail,
    { email, flag: 'social' },
    { delayMs: 150 },
  );
}

export function useChangePasswordMailMutation() {
  return useMutation({
    meta: { globalLoading: true },
    mutationFn: sendChangePasswordEmail,
  });
}

export function useSocialVerificationMailMutation() {
  return useMutation({ mutationFn: sendSocialVerificationEmail });
}

/** POST /member/cancel-member (private): 200 `{ email, msg }`. */
export function cancelMember() {
  return apiClient.call(accountEndpoints.cancelMember, undefined, { delayMs: 150 });
}

/**
 * Deactivation: on success AND on error the local session,
 * the member's data (remembered e-mail, verification store) and every cached query are
 * cleared and the extension is told; the call site then goes to login.
 */
export function useCancelMemberMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { globalLoading: true },
    mutationFn: cancelMember,
    onSettled: () => {
      useRememberMeStore.getState().reset();
      useEmailVerificationStore.getState().reset();
      clearSession(queryClient);
    },
  });
}

/** POST /member/locale (private): the member's language, for every surface. */
export function saveLanguage(locale: MemberLocale) {
  return apiClient.call(accountEndpoints.setLocale, { locale });
}

/**
 * Saves the language picked with the switch as the member's; the signed-in member in the cache
 * is the saved one. Quiet on failure: the page has switched already and the next switch saves.
 */
export function useSaveLanguageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorDisplay: 'none' },
    mutationFn: saveLanguage,
    onSuccess: ({ data }) =>
      queryClient.setQueryData(sessionQueries.currentUser().queryKey, data.response),
  });
}
