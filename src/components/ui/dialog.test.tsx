import { act, fireEvent, render as renderRaw, screen } from '@testing-library/react';
import { useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DIALOG_UNMOUNT_DELAY_MS, Dialog } from './dialog';
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

function Harness({ confirm = false }: { confirm?: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {confirm ? (
        <ConfirmDialog open={open} onConfirm={close} onCancel={close} title="Leave?">
          Sure?
        </ConfirmDialog>
      ) : (
        <Dialog
          open={open}
          onClose={close}
          title="Hello"
          footer={
            <button type="button" onClick={close}>
              Close
            </button>
          }
        >
          Body text
        </Dialog>
      )}
    </>
  );
}

function openDialog() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

/** The overlay element the dialog is portalled into. */
function overlayOf(text: string) {
  const node = screen.getByText(text).closest('[data-state]');
  if (!node) throw new Error('no overlay');
  return node;
}

function expectUnmountedAfterDelay(text: string, opener: HTMLElement) {
  // focus is back on the opener at once, the dialog is still there but inert and hidden
  expect(opener).toHaveFocus();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByRole('alertdialog')).toBeNull();
  act(() => vi.advanceTimersByTime(DIALOG_UNMOUNT_DELAY_MS - 1));
  const overlay = overlayOf(text);
  expect(overlay).toHaveAttribute('aria-hidden', 'true');
  expect(overlay).toHaveAttribute('inert');
  expect(overlay).toHaveAttribute('data-state', 'closed');
  expect(document.getElementById('root')?.inert ?? false).toBe(false);
  act(() => vi.advanceTimersByTime(1));
  expect(screen.queryByText(text)).toBeNull();
}

describe('Dialog unmount delay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 150 ms', () => {
    expect(DIALOG_UNMOUNT_DELAY_MS).toBe(150);
  });

  it('stays mounted, inert and aria-hidden for 150 ms after a button closes it', () => {
    render(<Harness />);
    const opener = openDialog();
    expect(screen.getByRole('dialog', { name: 'Hello' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(overlayOf('Body text')).not.toHaveAttribute('aria-hidden');
    expect(overlayOf('Body text')).not.toHaveAttribute('inert');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expectUnmountedAfterDelay('Body text', opener);
  });

  it('does the same when Escape closes it', () => {
    render(<Harness />);
    const opener = openDialog();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expectUnmountedAfterDelay('Body text', opener);
  });

  it('does the same on an outside click, and ignores clicks while it fades out', () => {
    render(<Harness />);
    const opener = openDialog();
    const overlay = overlayOf('Body text');
    fireEvent.mouseDown(overlay);
    expect(opener).toHaveFocus();
    // a second outside click during the exit does nothing (no second onClose)
    fireEvent.mouseDown(overlay);
    expectUnmountedAfterDelay('Body text', opener);
  });

  it('stays mounted when reopened during the exit', () => {
    render(<Harness />);
    const opener = openDialog();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(100));
    fireEvent.click(opener);
    act(() => vi.advanceTimersByTime(DIALOG_UNMOUNT_DELAY_MS * 2));
    const dialog = screen.getByRole('dialog', { name: 'Hello' });
    expect(overlayOf('Body text')).toHaveAttribute('data-state', 'open');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('applies to the confirm dialog (Cancel, Escape)', () => {
    render(<Harness confirm />);
    let opener = openDialog();
    expect(screen.getByRole('button', { name: '취소' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    expectUnmountedAfterDelay('Sure?', opener);

    opener = openDialog();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expectUnmountedAfterDelay('Sure?', opener);
  });
});
