import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';

/**
 * Query defaults from spec section 7: data fresh for 5 minutes, cached for 10, one retry,
 * no refetch on mount or window focus; mutations never retry. Shells add their own
 * QueryCache/MutationCache error wiring (toasts, dialogs) through `config`.
 */
export const QUERY_DEFAULTS = {
  staleTime: 5 * 60 * 1000,
  gcTime: 10 * 60 * 1000,
  retry: 1,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
} as const;

export function createQueryClient(config: Omit<QueryClientConfig, 'defaultOptions'> = {}) {
  return new QueryClient({
    ...config,
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS },
      mutations: { retry: false },
    },
  });
}
