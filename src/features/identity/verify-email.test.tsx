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

  it('shows oops, the message in brackets, retry and back (to /) when the server fails', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi(() =>
      jsonResponse({ code: 'ERR03', status: 500, msg: 'Internal server error.' }, 500),
    );
    const { router } = await renderApp(`/verify/verify-email?token=${TOKEN}&flag=local`, 'en');
    expect(await screen.findByText('oops')).toBeInTheDocument();
    expect(screen.getByText('The screen could not be loaded')).toBeInTheDocument();
    expect(screen.getByText(/^\[.+\]$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('button', { name: 'Back to previous page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('an expired sign-up link says so and mails a new one, with the lifetime the server gives', async () => {
    const user = userEvent.setup();
    useEmailVerificationStore.getState().markSent('kim@example.com');
    const calls: Array<{ path: string; body: unknown }> = [];
    mockApi((_method, path, init) => {
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path.startsWith('/verify/verify-email'))
        return jsonResponse({ code: 'VAL08', status: 410, msg: 'expired' }, 410);
      return jsonResponse({
        code: 'VER01',
        status: 200,
        msg: 'ok',
        success: true,
        linkMinutes: 30,
      });
    });
    await renderApp(`/verify/verify-email?token=${TOKEN}&flag=local`, 'en');
    expect(
      await screen.findByRole('heading', { name: 'This link has expired' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('oops')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('kim@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a new verification mail' }));
    expect(
      await screen.findByText(
        'We sent a new mail to kim@example.com. Its link works once, for 30 minutes.',
      ),
    ).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      path: '/verify/send-email',
      body: { email: 'kim@example.com', flag: 'local' },
    });
  });

  it('a malformed link is "not valid" (nothing sent), and a reset link offers a new reset mail', async () => {
    const user = userEvent.setup();
    const calls: Array<{ path: string; body: unknown }> = [];
    mockApi((_method, path, init) => {
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return jsonResponse({ code: 'VER04', status: 200, msg: 'ok', success: true });
    });
    await renderApp('/verify/verify-email?token=abc&flag=find-password', 'ko');
    expect(
      await screen.findByRole('heading', { name: '올바른 링크가 아닙니다' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/보낼 내용이 올바르지 않습니다/)).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /이메일/ }), 'kim@example.com');
    await user.click(screen.getByRole('button', { name: '새 비밀번호 재설정 메일 받기' }));
    expect(
      await screen.findByText(
        'kim@example.com으로 새 메일을 보냈습니다. 메일의 링크를 열어 주세요.',
      ),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      { path: '/verify/reset-email', body: { email: 'kim@example.com', flag: 'find-password' } },
    ]);
  });

  it('an already used sign-up link says so and leads back to the sign-up', async () => {
    mockApi(() => jsonResponse({ code: 'VAL09', status: 409, msg: 'used' }, 409));
    await renderApp(`/verify/verify-email?token=${TOKEN}&flag=local`, 'ko');
    expect(
      await screen.findByRole('heading', { name: '이미 사용한 링크입니다' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '회원가입 이어서 하기' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('button', { name: '새 인증 메일 받기' })).toBeDisabled();
  });
});
