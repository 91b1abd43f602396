import { queryOptions } from '@tanstack/react-query';
import { verificationEndpoints, type VerifyFlag } from '@/contracts/identity-verification';
import { apiClient } from '@/lib/api/api';

/** GET /verify/verify-email?token&flag (public). */
export function verifyEmail(token: string, flag: VerifyFlag | undefined) {
  return apiClient.call(verificationEndpoints.verifyEmail, flag ? { token, flag } : { token }, {
    delayMs: 150,
  });
}

export const verificationQueries = {
  all: () => ['verification'] as const,
  /** One check per link: local and social links are consumed by it, so never retried. */
  check: (token: string, flag: VerifyFlag | undefined) =>
    queryOptions({
      queryKey: [...verificationQueries.all(), 'check', token, flag ?? null] as const,
      queryFn: () => verifyEmail(token, flag),
      retry: false,
      staleTime: Infinity,
      meta: { errorDisplay: 'none' },
    }),
};
