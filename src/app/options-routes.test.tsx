import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientEnv } from '@/config/client-env';
import { bundledResources } from '@/lib/i18n/bundled-resources';
import { createI18n } from '@/lib/i18n/create-i18n';
import type { Language } from '@/lib/i18n/languages';
import { useAuthStore } from '@/lib/session/auth-store';
import { createAppQueryClient } from './create-app-query-client';
import { AppProviders } from './providers';
import { optionsRoutes } from './routes';
import { MEMBER, MEMBER_INFO, TOKEN, jsonResponse, mockApi } from '@/testing/render-app';

async function renderOptions(path: string, language: Language) {
  const i18n = await createI18n({
    source: { kind: 'bundled', resources: bundledResources },
    language,
  });
  const router = createMemoryRouter(optionsRoutes(), { initialEntries: [path] });
  render(
    <AppProviders i18n={i18n} queryClient={createAppQueryClient(i18n)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
});

describe('options page routes', () => {
  it.each([
    ['ko', '로그인', 'Google로 계속하기', '회원가입'],
    ['en', 'Log in', 'Continue with Google', 'Create an account'],
  ] as const)(
    'signed out (%s): the sign-in screen; social sign-in and sign-up open the web app in a tab',
    async (language, heading, google, register) => {
      const router = await renderOptions('/', language);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      const social = screen.getByRole('link', { name: google });
      expect(social).toHaveAttribute('href', `${clientEnv.webOrigin}/login?social=google`);
      expect(social).toHaveAttribute('target', '_blank');
      expect(screen.getByRole('link', { name: register })).toHaveAttribute(
        'href',
        `${clientEnv.webOrigin}/signup`,
      );
      // No log-in button in the header: the page is the sign-in screen.
      expect(within(screen.getByRole('banner')).queryByRole('button')).toBeNull();
    },
  );

  it('signed in: the account area with the profile and the header logout', async () => {
    useAuthStore.getState().setAccessToken(TOKEN);
    mockApi((_method, path) =>
      path === '/member/member-info' ? jsonResponse(MEMBER_INFO) : jsonResponse({}, 404),
    );
    const router = await renderOptions('/', 'en');
    expect(await screen.findByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/profile');
    expect(await screen.findByText(MEMBER.email)).toBeInTheDocument();
    expect(
      await within(screen.getByRole('banner')).findByRole('button', { name: 'Log out' }),
    ).toBeInTheDocument();
  });

  it('the settings screen links to the legal documents inside the page', async () => {
    useAuthStore.getState().setAccessToken(TOKEN);
    await renderOptions('/account/setting', 'ko');
    const terms = await screen.findByRole('link', { name: /이용약관/ });
    expect(terms).toHaveAttribute('href', '/terms');
  });
});
