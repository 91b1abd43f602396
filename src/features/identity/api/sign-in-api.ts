import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { identityEndpoints, type SignInRequest } from '@/contracts/identity';
import {
  verificationEndpoints,
  type ResetEmailRequest,
  type ResetPasswordRequest,
} from '@/contracts/identity-verification';
import { apiClient } from '@/lib/api/api';
import { useRememberMeStore } from '@/lib/session/remember-me-store';
import { SURVEY_PATH } from '@/lib/session/paths';
import { clearSession, completeSignIn, requireToken } from '@/lib/session/session';

/** POST /auth/login/sign-in (public); the access token comes in the Authorization header. */
export function signIn(payload: SignInRequest) {
  return apiClient.call(identityEndpoints.signIn, payload, { delayMs: 300 });
}

/** POST /auth/logout (private). */
export function logout() {
  return apiClient.call(identityEndpoints.logout);
}

/** POST /verify/reset-email: mails a reset link (same reply whether registered or not). */
export function sendResetEmail(payload: ResetEmailRequest) {
  return apiClient.call(verificationEndpoints.resetEmail, payload, { delayMs: 150 });
}

/** POST /verify/reset-password with the link's token as bearer. */
export function resetPassword(payload: ResetPasswordRequest, token: string) {
  return apiClient.call(verificationEndpoints.resetPassword, payload, {
    bearer: token,
    delayMs: 150,
  });
}

export interface SignInVariables extends SignInRequest {
  rememberMe: boolean;
}

/**
 * Sign-in (the login page's mutation, `use-sign-in.ts`, loads this on submit): token from the
 * header, member info fetched, stored and handed to the extension; MEM01 sends the member to the
 * survey; remember-me keeps the e-mail.
 */
export async function signInAndStart(
  queryClient: QueryClient,
  { rememberMe, ...credentials }: SignInVariables,
) {
  const result = await signIn(credentials);
  const token = requireToken(result.token);
  const remember = useRememberMeStore.getState();
  if (rememberMe) remember.setRemembered(credentials.email.trim().toLowerCase(), 'local');
  else remember.reset();
  await completeSignIn(queryClient, token, result.data.code === 'MEM01' ? SURVEY_PATH : undefined);
  return result.data;
}

/** Logout: the local session, member data and caches are cleared on success AND on error. */
export function useLogoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    // Signing out never fails for the member: the local session ends whatever the server says.
    meta: { errorDisplay: 'none', globalLoading: true },
    mutationFn: logout,
    onSettled: () => clearSession(queryClient),
  });
}

export function useSendResetEmailMutation() {
  return useMutation({
    meta: { globalLoading: true },
    mutationFn: sendResetEmail,
  });
}

export function useResetPasswordMutation() {
  return useMutation({
    meta: { globalLoading: true },
    mutationFn: ({ token, ...payload }: ResetPasswordRequest & { token: string }) =>
      resetPassword(payload, token),
  });
}
