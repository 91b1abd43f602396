import { useMutation } from '@tanstack/react-query';
import { verificationEndpoints, type VerifyFlag } from '@/contracts/identity-verification';
import { apiClient } from '@/lib/api/api';

/** GET /verify/verify-email?token&flag (public). */
export function verifyEmail(token: string, flag: VerifyFlag | undefined) {
  return apiClient.call(verificationEndpoints.verifyEmail, flag ? { token, flag } : { token }, {
    delayMs: 150,
  });
}

/**
 * The check of a mailed link: a one-off action (verification links are consumed by it), run
 * once when the link opens and again only when the member asks. The screen shows its own
 * error.
 */
export function useVerifyEmailMutation() {
  return useMutation({
    meta: { errorDisplay: 'none' },
    mutationFn: ({ token, flag }: { token: string; flag: VerifyFlag | undefined }) =>
      verifyEmail(token, flag),
  });
}
