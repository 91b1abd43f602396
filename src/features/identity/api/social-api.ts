import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { identityEndpoints, type SocialProvider } from '@/contracts/identity';
import { apiClient } from '@/lib/api/api';
import { endpointUrl } from '@/lib/api/api-client';
import { ApiError, INVALID_ACCESS_MESSAGE } from '@/lib/api/api-error';
import { browserStorage } from '@/lib/storage/timed-storage';
import { useRememberMeStore } from '@/lib/session/remember-me-store';
import { destinationFor } from '@/lib/session/paths';
import { completeSignIn, requireToken } from '@/lib/session/session';

/** Session-storage key of the anti-forgery state of the social sign-in in progress. */
export const OAUTH_STATE_KEY = 'oauth-state';

/** A random URL-safe state value (32 characters). */
export function createOAuthState(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** Saves the state and returns the server's start address that redirects to the provider. */
export function socialStartUrl(apiBaseUrl: string, provider: SocialProvider): string {
  const state = createOAuthState();
  browserStorage('session')?.setItem(OAUTH_STATE_KEY, state);
  return endpointUrl(apiBaseUrl, identityEndpoints.socialStart, { provider, state });
}

/** Takes (and removes) the saved state; true when it matches the callback's. */
export function checkOAuthState(returned: string | null): boolean {
  const storage = browserStorage('session');
  const saved = storage?.getItem(OAUTH_STATE_KEY) ?? null;
  return saved !== null && returned !== null && saved === returned;
}

export function clearOAuthState() {
  browserStorage('session')?.removeItem(OAUTH_STATE_KEY);
}

/** POST /auth/token/{provider} { code, state }: token in the Authorization header. */
export function exchangeCode(provider: SocialProvider, code: string, state: string | undefined) {
  return apiClient.call(
    identityEndpoints.socialToken,
    state ? { provider, code, state } : { provider, code },
    { delayMs: 150 },
  );
}

export function invalidAccess() {
  return new ApiError('INVALID_ACCESS', 400, INVALID_ACCESS_MESSAGE);
}

export const socialQueries = {
  all: () => ['social'] as const,
  /**
   * The exchange as a query so it runs once per code (a code works once): pending shows
   * nothing, success signs in, error shows the error screen.
   */
  exchange: (
    queryClient: QueryClient,
    provider: SocialProvider,
    code: string,
    state: string | null,
  ) =>
    queryOptions({
      queryKey: [...socialQueries.all(), 'exchange', provider, code] as const,
      queryFn: async () => {
        if (!checkOAuthState(state)) throw invalidAccess();
        clearOAuthState();
        const result = await exchangeCode(provider, code, state ?? undefined);
        const token = requireToken(result.token);
        const destination = destinationFor(result.data.code);
        const user = await completeSignIn(queryClient, token);
        useRememberMeStore
          .getState()
          .setRemembered(useRememberMeStore.getState().email, user.provider);
        return { destination };
      },
      retry: false,
      staleTime: Infinity,
      gcTime: 0,
      meta: { errorDisplay: 'none' },
    }),
};
