import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useProfileResendStore } from '@/features/account/stores/resend-store';
import { PRODUCT_INFO } from '@/lib/product-info';
import { useAuthStore } from '@/lib/session/auth-store';
import { sessionQueries } from '@/lib/session/session';
import { memberApi, type RecordedCall } from '@/testing/member-api';
import { MEMBER, TOKEN, jsonResponse, renderApp } from '@/testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  useProfileResendStore.getState().reset();
});

describe('account profile', () => {
  it('shows a verified local member with the masked password and change-password mail', async () => {
    useAuthStore.getState().setAccessToken(TOKEN);
    const calls: RecordedCall[] = [];
    memberApi({}, calls);
    const user = userEvent.setup();
    await renderApp('/account', 'ko');
    expect(await screen.findByText('kim@example.com')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '프로필' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('인증됨')).toBeInTheDocument();
    expect(screen.queryByText('이메일 인증이 완료되지 않았습니다')).not.toBeInTheDocument();
    expect(screen.getByLabelText('비밀번호 (가려짐)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '인증 메일 재발송' })).not.toBeInTheDocument();
    // Survey history in the interface language.
    expect(await screen.findByText('업무')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/verify/reset-email',
        body: { email: 'kim@example.com', flag: 'change-password' },
      }),
    );
    // The particle follows the address as it is read (닷컴으로), never "(으)로".
    expect(
      await screen.findByText(
        'kim@example.com으로 비밀번호 변경 메일을 보냈습니다. 메일의 링크를 열어주세요.',
      ),
    ).toBeInTheDocument();
  });

  it('shows an unverified social member the banner, the label and three resends 60 s apart', async () => {
    useAuthStore.getState().setAccessToken(TOKEN);
    const calls: RecordedCall[] = [];
    memberApi({ verified: 'N', provider: 'GOOGLE' }, calls);
    const user = userEvent.setup();
    await renderApp('/account/profile', 'ko');
    // Toasts (role alert) of earlier tests may still be on screen: find the banner by its title.
    const title = await screen.findByText('이메일 인증이 완료되지 않았습니다');
    expect(title.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText('인증 필요')).toBeInTheDocument();
    expect(screen.getByText('미인증')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '비밀번호 변경' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '인증 메일 재발송' }));
    expect(await screen.findByText('인증 메일이 재발송되었습니다')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/verify/send-email')).toEqual([
      {
        method: 'POST',
        path: '/verify/send-email',
        body: { email: 'kim@example.com', flag: 'social' },
      },
    ]);
    await user.click(screen.getByRole('button', { name: '인증 메일 재발송' }));
    expect(await screen.findByText(/초 후에 다시 시도해주세요/)).toBeInTheDocument();
    useProfileResendStore.setState({ resendCount: 3, lastSentAt: 0 });
    await user.click(screen.getByRole('button', { name: '인증 메일 재발송' }));
    expect(await screen.findByText('최대 재발송 횟수를 초과했습니다')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/verify/send-email')).toHaveLength(1);
  });

  it('opens the set-new-password dialog from ?modal=reset-password and closing removes it', async () => {
    useAuthStore.getState().setAccessToken(TOKEN);
    memberApi({ locale: 'en' });
    const user = userEvent.setup();
    const { router } = await renderApp(
      {
        pathname: '/account/profile',
        search: '?modal=reset-password',
        state: { token: 'reset-token', email: 'kim@example.com' },
      },
      'en',
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/New password/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the set-new-password dialog checks the confirmation on every change, as sign-up does', async () => {
    useAuthStore.getState().setAccessToken(TOKEN);
    memberApi({ locale: 'en' });
    const user = userEvent.setup();
    await renderApp(
      {
        pathname: '/account/profile',
        search: '?modal=reset-password',
        state: { token: 'reset-token', email: 'kim@example.com' },
      },
      'en',
    );
    const dialog = await screen.findByRole('dialog');
    const password = within(dialog).getByLabelText(/New password/);
    const confirm = within(dialog).getByLabelText(/Confirm password/);
    const submit = within(dialog).getByRole('button', { name: 'Change password' });
    // The new password still breaks a rule: the confirmation is checked all the same.
    await user.type(password, 'abc');
    await user.type(confirm, 'abd');
    expect(await within(dialog).findByText('The passwords do not match')).toBeInTheDocument();
    await user.clear(confirm);
    await user.type(confirm, 'abc');
    await waitFor(() =>
      expect(within(dialog).queryByText('The passwords do not match')).not.toBeInTheDocument(),
    );
    // A change of the new password checks the confirmation again.
    await user.clear(password);
    await user.type(password, 'Abcdefg1!');
    expect(await within(dialog).findByText('The passwords do not match')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(confirm);
    await user.type(confirm, 'Abcdefg1!');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('moves between the account tabs with the arrow keys', async () => {
    useAuthStore.getState().setAccessToken(TOKEN);
    memberApi({ locale: 'en' });
    const user = userEvent.setup();
    const { router } = await renderApp('/account/profile', 'en');
    const profileTab = await screen.findByRole('tab', { name: 'Profile' });
    profileTab.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/payments/main'));
    expect(screen.getByRole('tab', { name: 'Payments' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/service'));
    expect(await screen.findByRole('heading', { name: 'Help centre', level: 2 })).toBeVisible();
  });
});

describe('help centre', () => {
  it('links the install step to the Chrome Web Store and says the apply step once', async () => {
    useAuthStore.getState().setAccessToken(TOKEN);
    memberApi({}, []);
    await renderApp('/account/service', 'ko');
    const store = await screen.findByRole('link', { name: /Chrome 웹 스토어에서 다듬 열기/ });
    expect(store).toHaveAttribute('href', PRODUCT_INFO.chromeWebStoreUrl);
    expect(store).toHaveAttribute('target', '_blank');
    const apply = screen.getByText('제안 적용').closest('li')!;
    // How the card opens is said once (the guide's mouse line), not twice.
    expect(within(apply).getAllByText(/밑줄을 누르면/)).toHaveLength(1);
  });
});

describe('deactivation', () => {
  it('asks first, cancels the membership, clears the session and goes to login', async () => {
    useAuthStore.getState().setAccessToken(TOKEN);
    const calls: RecordedCall[] = [];
    memberApi({ locale: 'en' }, calls, {
      'POST /member/cancel-member': () =>
        jsonResponse({ email: 'kim@example.com', msg: 'Account deactivated.' }),
    });
    const posted = vi.spyOn(window, 'postMessage');
    const user = userEvent.setup();
    const { router, queryClient } = await renderApp('/account/setting', 'en');
    queryClient.setQueryData(sessionQueries.currentUser().queryKey, { ...MEMBER, locale: 'en' });
    expect(await screen.findByRole('link', { name: /Terms of service/ })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: /Subscription terms/ })).toHaveAttribute(
      'href',
      '/subscription-terms',
    );
    expect(screen.getByRole('link', { name: /Privacy policy/ })).toHaveAttribute(
      'href',
      '/privacy',
    );

    await user.click(screen.getByRole('button', { name: 'Deactivate account' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.path === '/member/cancel-member')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Deactivate account' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/member/cancel-member')).toBe(true);
    expect(useAuthStore.getState().auth.accessToken).toBeUndefined();
    expect(queryClient.getQueryData(sessionQueries.currentUser().queryKey)).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(posted).toHaveBeenCalledWith({ type: 'EXTENSION_LOGOUT' }, window.location.origin);
  });
});
