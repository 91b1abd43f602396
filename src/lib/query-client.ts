import { QueryClient, type Query, type QueryClientConfig } from '@tanstack/react-query';

type AnyQuery = Query<unknown, Error, unknown, readonly unknown[]>;

/** How a failed query or mutation is shown (typed `meta`). */
export type ErrorDisplayMeta = 'modal' | 'toast' | 'none';

export interface AppQueryMeta extends Record<string, unknown> {
  /** Show failures through the global handler (toast or error dialog with a refetch retry). */
  errorDisplay?: ErrorDisplayMeta;
  /** Per-request callback used when there is no cached data and no errorDisplay. */
  onError?: (error: unknown) => void;
}

export interface AppMutationMeta extends Record<string, unknown> {
  /**
   * How the mutation cache shows a failure (the one error path of a mutation): by default the
   * error's severity decides; 'none' when the call site handles failures itself.
   */
  errorDisplay?: ErrorDisplayMeta;
  /** The full-screen spinner shows while it runs (`useIsMutating`, GlobalSpinner). */
  globalLoading?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppMutationMeta;
  }
}

/**
 * Query defaults (docs/architecture.md, rule 3): data fresh for 5 minutes, cached for 10, one retry,
 * no refetch on mount or window focus; mutations never retry. Shells add their own
 * QueryCache/MutationCache error wiring (toasts, dialogs) through `config`.
 *
 * `networkMode: 'always'`: a call runs whatever `navigator.onLine` says and fails as any
 * request does (network error at once, or the client's 5000 ms timeout). React Query's default
 * ('online') pauses a call while the browser reports itself offline: the sign-in's full-screen
 * spinner then stayed, without a word, until the network came back.
 */
export const QUERY_DEFAULTS = {
  networkMode: 'always',
  staleTime: 5 * 60 * 1000,
  gcTime: 10 * 60 * 1000,
  retry: 1,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
} as const;

/**
 * A query error goes to the top-level error boundary only when nothing else handles it: no
 * cached data (else it is handled in the background), no errorDisplay and no per-request
 * callback in its meta.
 */
export function shouldThrowToBoundary(_error: unknown, query: AnyQuery): boolean {
  const meta = query.meta;
  return query.state.data === undefined && !meta?.errorDisplay && !meta?.onError;
}

export function createQueryClient(config: Omit<QueryClientConfig, 'defaultOptions'> = {}) {
  return new QueryClient({
    ...config,
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS, throwOnError: shouldThrowToBoundary },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
