import { queryOptions } from '@tanstack/react-query';
import {
  verifyEmailQuerySchema,
  verifyEmailReplySchema,
  type VerifyFlag,
} from '@/contracts/verify';
import { apiClient } from '@/lib/api/api';

/** GET /verify/verify-email?token&flag (public). */
export function verifyEmail(token: string, flag: VerifyFlag | undefined) {
  return apiClient.request({
    method: 'GET',
    path: '/verify/verify-email',
    kind: 'public',
    payload: flag ? { token, flag } : { token },
    requestSchema: verifyEmailQuerySchema,
    responseSchema: verifyEmailReplySchema,
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
