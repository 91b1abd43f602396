import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bundledResources } from '@/lib/i18n/bundled-resources';
import { createI18n } from '@/lib/i18n/create-i18n';
import { followExtensionLanguage } from '@/lib/i18n/language-choice';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/languages';
import { useAuthStore } from '@/lib/session/auth-store';
import { memberApi, type RecordedCall } from '@/testing/member-api';
import { MEMBER, MEMBER_INFO, TOKEN, jsonResponse, renderApp } from '@/testing/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.getState().clearAuth();
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
});

const saved = (locale: string) => () =>
  jsonResponse({
    ...MEMBER_INFO,
    status: { code: 'MEM05', status: 200, msg: 'Language saved.', success: true },
    response: { ...MEMBER, locale },
  });

describe("the member's language on the web app", () => {
  it("switches the site to the member's stored language when signed in", async () => {
    useAuthStore.getState().setAccessToken(TOKEN);
    memberApi({ locale: 'en' });
    const { i18n } = await renderApp('/account/profile', 'ko');
    expect(await screen.findByRole('tab', { name: 'Profile' })).toBeInTheDocument();
    expect(i18n.resolvedLanguage).toBe('en');
  });

  it("saves a switch as the member's locale and tells the extension", async () => {
    useAuthStore.getState().setAccessToken(TOKEN);
    const calls: RecordedCall[] = [];
    memberApi({ locale: 'ko' }, calls, { 'POST /member/locale': saved('en') });
    const posted = vi.spyOn(window, 'postMessage');
    const user = userEvent.setup();
    const { i18n } = await renderApp('/account/profile', 'ko');
    await screen.findByRole('tab', { name: '프로필' });
    await user.selectOptions(screen.getByRole('combobox', { name: '언어' }), 'en');
    expect(await screen.findByRole('tab', { name: 'Profile' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/member/locale',
        body: { locale: 'en' },
      }),
    );
    await waitFor(() =>
      expect(posted).toHaveBeenCalledWith(
        { type: 'EXTENSION_LANGUAGE', language: 'en' },
        window.location.origin,
      ),
    );
    expect(i18n.resolvedLanguage).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it("gives a member without a stored language the site's current one", async () => {
    useAuthStore.getState().setAccessToken(TOKEN);
    const calls: RecordedCall[] = [];
    memberApi({ locale: null }, calls, { 'POST /member/locale': saved('ko') });
    await renderApp('/account/profile', 'ko');
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/member/locale',
        body: { locale: 'ko' },
      }),
    );
  });

  it('signed out, a switch only tells the extension', async () => {
    const calls: RecordedCall[] = [];
    memberApi({}, calls);
    const posted = vi.spyOn(window, 'postMessage');
    const user = userEvent.setup();
    await renderApp('/', 'ko');
    await user.selectOptions(await screen.findByRole('combobox', { name: '언어' }), 'en');
    await waitFor(() =>
      expect(posted).toHaveBeenCalledWith(
        { type: 'EXTENSION_LANGUAGE', language: 'en' },
        window.location.origin,
      ),
    );
    expect(calls.filter((c) => c.path === '/member/locale')).toEqual([]);
  });
});

describe('a language picked in the extension', () => {
  it("switches the open site, believing only this window's own origin", async () => {
    const i18n = await createI18n({
      source: { kind: 'bundled', resources: bundledResources },
      language: 'en',
    });
    const stop = followExtensionLanguage(window, i18n);
    const post = (data: unknown, from: Partial<MessageEventInit> = {}) =>
      window.dispatchEvent(
        new MessageEvent('message', {
          data,
          source: window,
          origin: window.location.origin,
          ...from,
        }),
      );
    post({ type: 'DADEUM_LANGUAGE', language: 'ko' }, { origin: 'https://evil.example' });
    post({ type: 'DADEUM_LANGUAGE', language: 'ko', extra: 1 });
    post({ type: 'DADEUM_LANGUAGE', language: 'ko-KR' });
    expect(i18n.resolvedLanguage).toBe('en');
    post({ type: 'DADEUM_LANGUAGE', language: 'ko' });
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('ko'));
    stop();
    post({ type: 'DADEUM_LANGUAGE', language: 'en' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(i18n.resolvedLanguage).toBe('ko');
  });
});
