import { useMutation, useQueryClient } from '@tanstack/react-query';
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

export interface SocialExchange {
  provider: SocialProvider;
  code: string;
  /** The callback's `state`, checked against the one saved when the sign-in started. */
  state: string | null;
}

/**
 * The exchange of a callback's code (a one-off action: a code works once), then the sign-in.
 * Resolves to where the member goes next (MEM01: the survey). The callback screen shows its
 * own error screen.
 */
export function useSocialExchangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorDisplay: 'none' },
    mutationFn: async ({ provider, code, state }: SocialExchange) => {
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
  });
}
