import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInVariables } from './sign-in-api';

/**
 * The login page's sign-in mutation. The call itself (API client, contracts, zod, the session)
 * is loaded when the member submits, not with the page (docs/decisions.md, "Login page
 * weight"); `warmSignIn` fetches it as soon as the member starts on the form.
 */
export function useSignInMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    // The login page shows AUT01 as its own dialog and reports anything else itself.
    meta: { errorDisplay: 'none', globalLoading: true },
    mutationFn: async (variables: SignInVariables) =>
      (await import('./sign-in-api')).signInAndStart(queryClient, variables),
  });
}

/** Loads the sign-in call ahead of the submit (the first focus or touch on the form). */
export function warmSignIn() {
  void import('./sign-in-api');
}
