import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render as renderRaw, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DIALOG_UNMOUNT_DELAY_MS } from '@/components/ui/dialog';
import { useErrorDialogStore } from '@/lib/overlays/error-dialog-store';
import { createQueryClient } from '@/lib/query-client';
import { ErrorDialogHost, GlobalSpinner } from './global-overlays';
import { bundledResources } from '@/lib/i18n/bundled-resources';
import { createI18n } from '@/lib/i18n/create-i18n';

// The dialogs' default buttons are translated (Korean 'Confirm' and 'Cancel').
let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n({
    source: { kind: 'bundled', resources: bundledResources },
    language: 'ko',
  });
});
const render = (ui: React.ReactElement) =>
  renderRaw(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

describe('error dialog unmount delay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => useErrorDialogStore.getState().close());
    vi.useRealTimers();
  });

  function openFrom(opener: HTMLElement) {
    opener.focus();
    act(() => useErrorDialogStore.getState().open({ title: 'Boom', message: 'It broke' }));
    expect(screen.getByRole('alertdialog', { name: 'Boom' })).toBeInTheDocument();
  }

  function expectGoneAfterDelay(opener: HTMLElement) {
    expect(opener).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => vi.advanceTimersByTime(DIALOG_UNMOUNT_DELAY_MS - 1));
    const overlay = screen.getByText('It broke').closest('[data-state]');
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    expect(overlay).toHaveAttribute('inert');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('It broke')).toBeNull();
  }

  it('keeps the closing dialog inert for 150 ms after confirm, Escape and an outside click', () => {
    render(
      <>
        <button type="button">Opener</button>
        <ErrorDialogHost />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Opener' });

    openFrom(opener);
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expectGoneAfterDelay(opener);

    openFrom(opener);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expectGoneAfterDelay(opener);

    openFrom(opener);
    const overlay = screen.getByText('It broke').closest('[data-state]');
    fireEvent.mouseDown(overlay!);
    expectGoneAfterDelay(opener);
  });
});

describe('global spinner', () => {
  it('shows while a mutation marked globalLoading runs, and only then', async () => {
    const queryClient = createQueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <GlobalSpinner />
      </QueryClientProvider>,
    );
    let finish = () => {};
    const slow = () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      });
    const quiet = queryClient.getMutationCache().build(queryClient, { mutationFn: slow });
    void act(() => quiet.execute(undefined));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(queryClient.isMutating()).toBe(1);
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => finish());

    const marked = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: slow, meta: { globalLoading: true } });
    const running = act(() => marked.execute(undefined));
    expect(await screen.findByRole('status')).toHaveTextContent('불러오는 중…');
    await act(async () => finish());
    await running;
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
