import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderApp } from '@/testing/render-app';
import { useAuthStore } from '@/lib/session/auth-store';
import { useEmailVerificationStore } from '@/lib/session/email-verification-store';

const TOKEN = 'A'.repeat(43);

function reply(flag: string) {
  return { code: 'VER03', status: 200, msg: 'ok', success: true, flag, email: 'kim@example.com' };
}

afterEach(() => {
  vi.unstubAllGlobals();
  useEmailVerificationStore.getState().reset();
  useAuthStore.getState().clearAuth();
});

describe('token verification screen', () => {
  it.each([
    ['local', '/signup', ''],
    ['social', '/login', ''], // /account/profile is protected: an anonymous visitor ends at login
    ['find-password', '/login', '?modal=reset-password'],
    ['change-password', '/login', ''],
  ])('flag %s redirects with the token in navigation state', async (flag, pathname, search) => {
    const fetchMock = mockApi(() => jsonResponse(reply(flag)));
    const { router } = await renderApp(`/verify/verify-email?token=${TOKEN}&flag=${flag}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
    expect(router.state.location.search).toBe(search);
    expect(String(fetchMock.mock.calls[0]![0])).toContain(`token=${TOKEN}&flag=${flag}`);
    const state = router.state.location.state as { token?: string; from?: string };
    if (flag === 'social' || flag === 'change-password') {
      // The guard remembered where the link pointed.
      expect(state.from).toBe(
        flag === 'social' ? '/account/profile' : '/account/profile?modal=reset-password',
      );
    } else {
      expect(state.token).toBe(TOKEN);
    }
  });

  it('for flag local, marks the sign-up verification complete when the store holds an e-mail', async () => {
    useEmailVerificationStore.getState().markSent('kim@example.com');
    mockApi(() => jsonResponse(reply('local')));
    const { router } = await renderApp(`/verify/verify-email?token=${TOKEN}&flag=local`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(useEmailVerificationStore.getState()).toMatchObject({
      isEmailVerified: true,
      completeEmail: 'kim@example.com',
    });
    expect(await screen.findByText('이메일 인증이 완료되었습니다')).toBeInTheDocument();
  });

  it('does not mark anything when no e-mail is held in the sign-up store', async () => {
    mockApi(() => jsonResponse(reply('local')));
    const { router } = await renderApp(`/verify/verify-email?token=${TOKEN}&flag=local`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(useEmailVerificationStore.getState().isEmailVerified).toBe(false);
  });

  it('shows oops, the message in brackets, retry and back (to /) on failure', async () => {
    const user = userEvent.setup();
    mockApi(() => jsonResponse({ code: 'VAL08', status: 410, msg: 'expired' }, 410));
    const { router } = await renderApp(`/verify/verify-email?token=${TOKEN}&flag=local`, 'en');
    expect(await screen.findByText('oops')).toBeInTheDocument();
    expect(screen.getByText('The screen could not be loaded')).toBeInTheDocument();
    expect(
      screen.getByText('[This verification link has expired. Please request a new one.]'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to previous page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
