import { MutationCache, QueryCache } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { reportError } from '@/lib/errors/report-error';
import { createQueryClient } from '@/lib/query-client';

/**
 * The query client with the global error handling (docs/architecture.md, "Errors and loading"): a query whose meta asks
 * for a modal or toast is shown through the error handler with a retry that refetches it;
 * with cached data the error is handled in the background (shown, never thrown); otherwise the
 * per-request callback runs, or the error reaches the top-level boundary (see
 * `shouldThrowToBoundary`). Mutations: the same, without retry; a mutation with its own
 * onError or `errorDisplay: 'none'` is left to its call site.
 */
export function createAppQueryClient(i18n: I18n) {
  return createQueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const meta = query.meta;
        const display = meta?.errorDisplay;
        if (display === 'none') return;
        if (display) {
          reportError(error, i18n.t, { display, retry: () => query.fetch() });
          return;
        }
        if (query.state.data !== undefined) {
          reportError(error, i18n.t, { display: 'toast' });
          return;
        }
        meta?.onError?.(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const display = mutation.meta?.errorDisplay;
        if (display === 'none' || mutation.options.onError) return;
        reportError(error, i18n.t, display ? { display } : {});
      },
    }),
  });
}
