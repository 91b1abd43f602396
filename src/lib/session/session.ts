import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { accountEndpoints, type MemberProfile } from '@/contracts/account';
import { apiClient } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { useAuthStore } from './auth-store';
import { postToExtension } from './extension-handoff';
import { useUserStore } from './user-store';

/** GET /member/member-info (private). With `token`, reads the member of a token not yet stored. */
export async function fetchMemberInfo(token?: string): Promise<MemberProfile> {
  const { data } = await apiClient.call(accountEndpoints.memberInfo, undefined, { bearer: token });
  return data.response;
}

/** The signed-in member (spec section 7: "after sign-in a current-user query runs"). */
export const sessionQueries = {
  all: () => ['session'] as const,
  currentUser: () =>
    queryOptions({
      queryKey: [...sessionQueries.all(), 'current-user'] as const,
      queryFn: () => fetchMemberInfo(),
    }),
};

/** The token of a sign-in, sign-up or exchange reply; the default error when none came. */
export function requireToken(token: string | undefined): string {
  if (!token) throw new ApiError('NO_TOKEN', 200, 'No access token in the reply');
  return token;
}

/**
 * Completes a sign-in (login, sign-up, social): reads the member with the new token, stores
 * token and member, primes the current-user query and hands both to the extension.
 */
export async function completeSignIn(
  queryClient: QueryClient,
  token: string,
  nextPath?: string,
): Promise<MemberProfile> {
  const user = await fetchMemberInfo(token);
  useAuthStore.getState().setAccessToken(token, nextPath);
  useUserStore.getState().setUser(user);
  queryClient.setQueryData(sessionQueries.currentUser().queryKey, user);
  postToExtension({ type: 'EXTENSION_LOGIN', token, user });
  return user;
}

/** Ends the local session: credentials, member data and every cached query. */
export function clearSession(queryClient: QueryClient, { notifyExtension = true } = {}) {
  useAuthStore.getState().clearAuth();
  useUserStore.getState().clearUser();
  queryClient.clear();
  if (notifyExtension) postToExtension({ type: 'EXTENSION_LOGOUT' });
}
