import { useMutation } from '@tanstack/react-query';
import {
  resetEmailReplySchema,
  resetEmailRequestSchema,
  sendEmailReplySchema,
  sendEmailRequestSchema,
} from '@/contracts/verify';
import { apiClient } from '@/lib/api/api';
import { withLoading } from '@/lib/overlays/loading-store';

/** POST /verify/reset-email with flag change-password: mails the member a change link. */
export function sendChangePasswordEmail(email: string) {
  return apiClient.request({
    method: 'POST',
    path: '/verify/reset-email',
    kind: 'public',
    payload: { email, flag: 'change-password' as const },
    requestSchema: resetEmailRequestSchema,
    responseSchema: resetEmailReplySchema,
    delayMs: 150,
  });
}

/** POST /verify/send-email with flag social: the verification mail of a social account. */
export function sendSocialVerificationEmail(email: string) {
  return apiClient.request({
    method: 'POST',
    path: '/verify/send-email',
    kind: 'public',
    payload: { email, flag: 'social' as const },
    requestSchema: sendEmailRequestSchema,
    responseSchema: sendEmailReplySchema,
    delayMs: 150,
  });
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
