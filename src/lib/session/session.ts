import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { accountEndpoints, type MemberProfile } from '@/contracts/account';
import { apiClient } from '@/lib/api/api';
import { ApiError } from '@/lib/api/api-error';
import { useAuthStore } from './auth-store';
import { postToExtension } from './extension-handoff';

/** GET member info (private). With `token`, reads the member of a token not yet stored. */
export async function fetchMemberInfo(token?: string): Promise<MemberProfile> {
  const { data } = await apiClient.call(accountEndpoints.memberInfo, undefined, { bearer: token });
  return data.response;
}

/** The signed-in member: server data, held by React Query only. */
export const sessionQueries = {
  all: () => ['session'] as const,
  currentUser: () =>
    queryOptions({
      queryKey: [...sessionQueries.all(), 'current-user'] as const,
      queryFn: () => fetchMemberInfo(),
    }),
};

/**
 * Announces the start and end of a session to the browser extension. On the web the page posts
 * the hand-over messages its web bridge relays (docs/architecture.md); an extension page
 * replaces it (src/extension/page-session.ts), since the session it writes is the extension's.
 */
export interface SessionHandOver {
  signedIn(token: string, user: MemberProfile): void | Promise<void>;
  signedOut(): void;
}

let handOver: SessionHandOver = {
  signedIn: (token, user) => void postToExtension({ type: 'EXTENSION_LOGIN', token, user }),
  signedOut: () => void postToExtension({ type: 'EXTENSION_LOGOUT' }),
};

export function setSessionHandOver(next: SessionHandOver) {
  handOver = next;
}

/** The token of a sign-in, sign-up or exchange reply; the default error when none came. */
export function requireToken(token: string | undefined): string {
  if (!token) throw new ApiError('NO_TOKEN', 200, 'No access token in the reply');
  return token;
}

/**
 * Completes a sign-in (login, sign-up, social): reads the member with the new token, primes
 * the current-user query with it, stores the token and hands the session to the extension.
 */
export async function completeSignIn(
  queryClient: QueryClient,
  token: string,
  nextPath?: string,
): Promise<MemberProfile> {
  const user = await fetchMemberInfo(token);
  queryClient.setQueryData(sessionQueries.currentUser().queryKey, user);
  useAuthStore.getState().setAccessToken(token, nextPath);
  await handOver.signedIn(token, user);
  return user;
}

/**
 * Hands the page's session to the extension now: the web app does it whenever the extension is
 * present without this member's session (src/app/layout/extension-session-sync.tsx), and the
 * profile's "connect" button. The member is read from the server first (`fresh`: a new request),
 * so a session that has ended is not handed over. False when the page is signed out meanwhile.
 */
export async function connectExtension(
  queryClient: QueryClient,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<boolean> {
  const user = await queryClient.fetchQuery({
    ...sessionQueries.currentUser(),
    ...(fresh ? { staleTime: 0 } : {}),
  });
  const token = useAuthStore.getState().auth.accessToken;
  if (!token) return false;
  await handOver.signedIn(token, user);
  return true;
}

/** Ends the local session: the token and every cached query; the extension is told. */
export function clearSession(queryClient: QueryClient) {
  useAuthStore.getState().clearAuth();
  queryClient.clear();
  handOver.signedOut();
}
