import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/session/auth-store';
import { MEMBER_INFO, TOKEN, jsonResponse, mockApi, renderApp } from '@/testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
});

describe('route guards', () => {
  it('sends an anonymous visitor of a protected route to /login, remembering the path', async () => {
    const { router } = await renderApp('/account/profile?tab=1', 'en');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/account/profile?tab=1' });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });

  it('sends a logged-in member away from /login to the profile', async () => {
    useAuthStore.getState().setAccessToken(TOKEN);
    mockApi(() => jsonResponse(MEMBER_INFO));
    const { router } = await renderApp('/login', 'en');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/profile'));
    expect(await screen.findByText('kim@example.com')).toBeInTheDocument();
  });

  it('sends a logged-in member from / to the remembered origin path', async () => {
    useAuthStore.getState().setAccessToken(TOKEN);
    mockApi(() => jsonResponse(MEMBER_INFO));
    const { router } = await renderApp({ pathname: '/', state: { from: '/survey' } }, 'en');
    await waitFor(() => expect(router.state.location.pathname).toBe('/survey'));
  });

  it('lets an anonymous visitor see the landing page and the sign-up page', async () => {
    const { router } = await renderApp('/signup', 'ko');
    expect(await screen.findByRole('heading', { level: 1, name: '회원가입' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
  });
});
