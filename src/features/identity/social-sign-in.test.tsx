import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_INFO, TOKEN, jsonResponse, mockApi, renderApp } from '@/testing/render-app';
import { useAuthStore } from '@/lib/session/auth-store';
import { OAUTH_STATE_KEY } from '@/features/identity/api/social-api';

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
});

describe('social sign-in callback', () => {
  it("raises '잘못된 접근입니다.' when the code is missing", async () => {
    const fetchMock = mockApi(() => jsonResponse({}));
    await renderApp('/auth/callback/google');
    expect(await screen.findByText('잘못된 접근입니다.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('raises invalid access for an unknown provider', async () => {
    mockApi(() => jsonResponse({}));
    await renderApp('/auth/callback/email?code=abc');
    expect(await screen.findByText('잘못된 접근입니다.')).toBeInTheDocument();
  });

  it('raises invalid access when the anti-forgery state does not match', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 'saved-state-value-123');
    const fetchMock = mockApi(() => jsonResponse({}));
    await renderApp('/auth/callback/google?code=abc&state=other-state-value-456');
    expect(await screen.findByText('잘못된 접근입니다.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('exchanges the code, stores the token, posts to the extension and routes MEM01 to the survey', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 'saved-state-value-123');
    const posted = vi.spyOn(window, 'postMessage');
    mockApi((method, path) => {
      if (method === 'POST' && path === '/auth/token/google') {
        return jsonResponse({ code: 'MEM01', status: 200, msg: 'ok', success: true }, 200, {
          authorization: `Bearer ${TOKEN}`,
        });
      }
      return jsonResponse({
        ...MEMBER_INFO,
        response: { ...MEMBER_INFO.response, provider: 'GOOGLE' },
      });
    });
    const { router } = await renderApp(
      '/auth/callback/google?code=abc&state=saved-state-value-123',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/survey'), { timeout: 3000 });
    expect(useAuthStore.getState().auth.accessToken).toBe(TOKEN);
    expect(posted).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'EXTENSION_LOGIN', token: TOKEN }),
      window.location.origin,
    );
    expect(sessionStorage.getItem(OAUTH_STATE_KEY)).toBeNull();
  });

  it('shows the error screen when the exchange fails', async () => {
    sessionStorage.setItem(OAUTH_STATE_KEY, 'saved-state-value-123');
    mockApi(() => jsonResponse({ code: 'AUT05', status: 400, msg: 'failed' }, 400));
    await renderApp('/auth/callback/google?code=abc&state=saved-state-value-123', 'en');
    expect(
      await screen.findByText('Social sign-in failed. Please start again.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toBeInTheDocument();
  });
});

describe('social sign-in buttons', () => {
  it("wear the providers' own marks, not a letter: Google's four-colour G, LINE's bubble on LINE green", async () => {
    const { render } = await import('@testing-library/react');
    const { SocialButtons } = await import('@/features/identity/components/social-buttons');
    const { I18nextProvider } = await import('react-i18next');
    const { createI18n } = await import('@/lib/i18n/create-i18n');
    const { bundledResources } = await import('@/lib/i18n/bundled-resources');
    const i18n = await createI18n({
      source: { kind: 'bundled', resources: bundledResources },
      language: 'ko',
    });
    render(
      <I18nextProvider i18n={i18n}>
        <SocialButtons providers={['google', 'line', 'facebook']} redirect={vi.fn()} />
      </I18nextProvider>,
    );
    const google = screen.getByRole('button', { name: 'Google로 계속하기' });
    const fills = [...google.querySelectorAll('svg path')].map((path) => path.getAttribute('fill'));
    expect(fills).toEqual(['#EA4335', '#4285F4', '#FBBC05', '#34A853']);
    const line = screen.getByRole('button', { name: 'LINE으로 계속하기' });
    expect(line.className).toContain('bg-[#06C755]');
    expect(line.querySelector('svg')?.getAttribute('class')).toContain('fill-white');
    const facebook = screen.getByRole('button', { name: 'Facebook으로 계속하기' });
    expect(facebook.querySelector('svg')).not.toBeNull();
    // The accessible name is the text alone; no stray letter (G, L, f) before it.
    for (const button of [google, line, facebook]) {
      expect(button.textContent).toMatch(/^(Google|LINE|Facebook)/);
    }
  });

  it('disable both after one click, save a random state and redirect to the start address', async () => {
    const { render } = await import('@testing-library/react');
    const userEvent = (await import('@testing-library/user-event')).default;
    const { SocialButtons } = await import('@/features/identity/components/social-buttons');
    const { I18nextProvider } = await import('react-i18next');
    const { createI18n } = await import('@/lib/i18n/create-i18n');
    const { bundledResources } = await import('@/lib/i18n/bundled-resources');
    const i18n = await createI18n({
      source: { kind: 'bundled', resources: bundledResources },
      language: 'en',
    });
    const redirect = vi.fn();
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <SocialButtons redirect={redirect} />
      </I18nextProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue with LINE' })).toBeDisabled();
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    const state = sessionStorage.getItem(OAUTH_STATE_KEY);
    expect(state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const url = new URL(redirect.mock.calls[0]![0] as string);
    expect(url.pathname).toBe('/auth/social/start');
    expect(url.searchParams.get('provider')).toBe('google');
    expect(url.searchParams.get('state')).toBe(state);
  });

  it('start the provider named by ?social= at once (from the options page), and nothing else', async () => {
    const { render } = await import('@testing-library/react');
    const { SocialButtons, socialSignInHref } =
      await import('@/features/identity/components/social-buttons');
    const { I18nextProvider } = await import('react-i18next');
    const { createI18n } = await import('@/lib/i18n/create-i18n');
    const { bundledResources } = await import('@/lib/i18n/bundled-resources');
    const i18n = await createI18n({
      source: { kind: 'bundled', resources: bundledResources },
      language: 'en',
    });
    expect(socialSignInHref('https://dadeum.example/login', 'line')).toBe(
      'https://dadeum.example/login?social=line',
    );
    const renderAt = (search: string) => {
      window.history.replaceState(null, '', `/login${search}`);
      const redirect = vi.fn();
      const view = render(
        <I18nextProvider i18n={i18n}>
          <SocialButtons redirect={redirect} />
        </I18nextProvider>,
      );
      return { redirect, view };
    };

    const line = renderAt('?social=line');
    await waitFor(() => expect(line.redirect).toHaveBeenCalledTimes(1));
    const url = new URL(line.redirect.mock.calls[0]![0] as string);
    expect(url.searchParams.get('provider')).toBe('line');
    expect(url.searchParams.get('state')).toBe(sessionStorage.getItem(OAUTH_STATE_KEY));
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    line.view.unmount();

    // Not a provider this page offers (Facebook is not on the login page), or no parameter.
    for (const search of ['?social=facebook', '?social=%3Cscript%3E', '']) {
      const other = renderAt(search);
      // What a started flow needs to load has long loaded here (the ?social=line case above).
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(other.redirect).not.toHaveBeenCalled();
      other.view.unmount();
    }
    window.history.replaceState(null, '', '/');
  });
});
