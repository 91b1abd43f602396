import { queryOptions } from '@tanstack/react-query';
import {
  correctionEndpoints,
  type CorrectionIssue,
  type DemoRequest,
} from '@/contracts/correction';
import { apiClient } from '@/lib/api/api';

/** POST /api/correction/demo (public, at most 300 characters, rate-limited per client). */
export async function checkDemo(payload: DemoRequest): Promise<CorrectionIssue[]> {
  const { data } = await apiClient.call(correctionEndpoints.demo, payload);
  return data.response.issues;
}

export const landingQueries = {
  all: () => ['landing'] as const,
  demo: (text: string, language: 'ko' | 'en') =>
    queryOptions({
      queryKey: [...landingQueries.all(), 'demo', language, text] as const,
      queryFn: ({ signal }) =>
        checkDemo({ text, language }).then((issues) => {
          signal.throwIfAborted();
          return issues;
        }),
      staleTime: Infinity, // the same text always gets the same answer
      retry: false,
      throwOnError: false, // the demo shows its own error line
      meta: { errorDisplay: 'none' },
    }),
};
