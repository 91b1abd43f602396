import { useMutation } from '@tanstack/react-query';
import { verificationEndpoints } from '@/contracts/identity-verification';
import { apiClient } from '@/lib/api/api';
import { withLoading } from '@/lib/overlays/loading-store';

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
    meta: { errorDisplay: 'none' },
    mutationFn: (email: string) => withLoading(() => sendChangePasswordEmail(email)),
  });
}

export function useSocialVerificationMailMutation() {
  return useMutation({ meta: { errorDisplay: 'none' }, mutationFn: sendSocialVerificationEmail });
}
