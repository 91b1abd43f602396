import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { bundledResources } from '@/lib/i18n/bundled-resources';
import { EXTENSION_NAMESPACES, createI18n } from '@/lib/i18n/create-i18n';
import type { Language } from '@/lib/i18n/languages';
import { createQueryClient } from '@/lib/query-client';
import { PopupPanel, type PopupState } from './popup-panel';

const user = {
  email: 'popup@example.com',
  name: '김다듬',
  role: 'USER',
  locale: 'ko',
  verified: 'Y' as const,
  provider: 'local' as const,
  profileUri: null,
  birthDate: null,
  countryCode: null,
};

async function renderPopup(
  state: PopupState | Error | (() => Promise<PopupState>),
  language: Language = 'en',
  onToggleSite?: (hostname: string, enabled: boolean) => Promise<void>,
) {
  const i18n = await createI18n({
    source: { kind: 'bundled', resources: bundledResources },
    language,
    namespaces: EXTENSION_NAMESPACES,
  });
  const handlers = { onOpenAccount: vi.fn(), onSignIn: vi.fn() };
  const loadState =
    typeof state === 'function'
      ? state
      : () => (state instanceof Error ? Promise.reject(state) : Promise.resolve(state));
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <PopupPanel
          loadState={loadState}
          {...handlers}
          {...(onToggleSite ? { onToggleSite } : {})}
        />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return handlers;
}

async function renderPopupWithPause(
  state: PopupState,
  language: Language,
  onPauseChange: (ms: number) => Promise<void>,
) {
  const i18n = await createI18n({
    source: { kind: 'bundled', resources: bundledResources },
    language,
    namespaces: EXTENSION_NAMESPACES,
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <PopupPanel
          loadState={() => Promise.resolve(state)}
          onOpenAccount={vi.fn()}
          onSignIn={vi.fn()}
          onPauseChange={onPauseChange}
        />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('PopupPanel', () => {
  it('shows the member, the plan and a way to the account page', async () => {
    const user$ = userEvent.setup();
    const handlers = await renderPopup({ user, plan: { id: 'free', monthlyCorrections: 100 } });
    expect(await screen.findByText('popup@example.com')).toBeInTheDocument();
    expect(screen.getByText('김다듬')).toBeInTheDocument();
    expect(screen.getByText('Free plan')).toBeInTheDocument();
    expect(screen.getByText(/100 corrections a month/)).toBeInTheDocument();
    await user$.click(screen.getByRole('button', { name: 'Account page' }));
    expect(handlers.onOpenAccount).toHaveBeenCalledOnce();
  });

  it('says unlimited for premium, in Korean', async () => {
    await renderPopup({ user, plan: { id: 'premium', monthlyCorrections: null } }, 'ko');
    expect(await screen.findByText('프리미엄 플랜')).toBeInTheDocument();
    expect(screen.getByText(/무제한 교정/)).toBeInTheDocument();
  });

  it('says when the plan is unavailable but still shows the member', async () => {
    await renderPopup({ user, plan: null });
    expect(
      await screen.findByText('Plan information is not available right now.'),
    ).toBeInTheDocument();
  });

  it('switches checking off and on for the current site', async () => {
    const user$ = userEvent.setup();
    const disabled = new Set<string>();
    const onToggle = vi.fn(async (hostname: string, enabled: boolean) => {
      if (enabled) disabled.delete(hostname);
      else disabled.add(hostname);
    });
    const load = async (): Promise<PopupState> => ({
      user,
      plan: null,
      site: { hostname: 'mail.google.com', enabled: !disabled.has('mail.google.com') },
    });
    await renderPopup(load, 'ko', onToggle);
    const toggle = await screen.findByRole('switch', { name: '이 사이트에서 교정' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('mail.google.com')).toBeInTheDocument();
    await user$.click(toggle);
    expect(onToggle).toHaveBeenCalledWith('mail.google.com', false);
    await vi.waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(toggle).toHaveAccessibleDescription('꺼짐');
    await user$.keyboard('{Enter}');
    await vi.waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  });

  it('offers the typing pause before a check, in Korean and English', async () => {
    const user$ = userEvent.setup();
    const onPauseChange = vi.fn(async () => {});
    const pause = { value: 400, choices: [200, 400, 800, 1500], defaultValue: 400 };
    const { unmount } = await renderPopupWithPause(
      { user, plan: null, pause },
      'ko',
      onPauseChange,
    );
    const select = await screen.findByRole('combobox', { name: '검사 대기 시간' });
    expect(select).toHaveValue('400');
    expect(screen.getByRole('option', { name: '0.4초 (기본)' })).toBeInTheDocument();
    await user$.selectOptions(select, '1.5초');
    expect(onPauseChange).toHaveBeenCalledWith(1500);
    expect(select).toHaveValue('1500');
    unmount();

    await renderPopupWithPause({ user, plan: null, pause }, 'en', onPauseChange);
    const en = await screen.findByRole('combobox', { name: 'Check after a pause of' });
    expect(en).toHaveAccessibleDescription('How long Dadeum waits after you stop typing.');
    expect(
      within(en)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0.2 s', '0.4 s (default)', '0.8 s', '1.5 s']);
  });

  it('says why there is no switch on a page that is not a web site', async () => {
    await renderPopup({ user, plan: null, site: null }, 'en', vi.fn());
    await screen.findByText('popup@example.com');
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByText(/cannot run on browser pages/)).toBeInTheDocument();
  });

  it('signs out and then offers sign-in', async () => {
    const user$ = userEvent.setup();
    let signedIn = true;
    const onSignOut = vi.fn(async () => {
      signedIn = false;
    });
    const i18n = await createI18n({
      source: { kind: 'bundled', resources: bundledResources },
      language: 'ko',
      namespaces: EXTENSION_NAMESPACES,
    });
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <PopupPanel
            loadState={async () => ({ user: signedIn ? user : null, plan: null })}
            onOpenAccount={vi.fn()}
            onSignIn={vi.fn()}
            onSignOut={onSignOut}
          />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    await user$.click(await screen.findByRole('button', { name: '로그아웃' }));
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(await screen.findByRole('button', { name: '로그인' })).toBeInTheDocument();
  });

  it('switches its language with the language switch', async () => {
    const user$ = userEvent.setup();
    await renderPopup({ user: null, plan: null }, 'en');
    const select = await screen.findByRole('combobox', { name: 'Language' });
    await user$.selectOptions(select, 'ko');
    expect(await screen.findByRole('button', { name: '로그인' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '언어' })).toHaveValue('ko');
  });

  it('offers sign-in when signed out', async () => {
    const user$ = userEvent.setup();
    const handlers = await renderPopup({ user: null, plan: null }, 'ko');
    await user$.click(await screen.findByRole('button', { name: '로그인' }));
    expect(handlers.onSignIn).toHaveBeenCalledOnce();
  });

  it('tells the user when the session cannot be read', async () => {
    await renderPopup(new Error('worker gone'));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not read your session');
  });
});
