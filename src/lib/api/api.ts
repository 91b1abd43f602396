import { clientEnv } from '@/config/client-env';
import { useAuthStore } from '@/lib/session/auth-store';
import { createApiClient } from './api-client';

/** The page's API client: base address from config, token from the auth store. */
export const apiClient = createApiClient({
  baseUrl: clientEnv.apiBaseUrl,
  getToken: () => useAuthStore.getState().auth.accessToken,
  setToken: (token) => useAuthStore.getState().setAccessToken(token),
  clearCredentials: () => useAuthStore.getState().clearAuth(),
});
