import type { i18n as I18n } from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { chooseLanguage } from '@/lib/i18n/language-choice';
import { bindPageLanguage } from './page-language';
import { languageItem } from './storage-items';

/** The part of i18next the binding uses. */
function fakeI18n(language: string) {
  const i18n = {
    resolvedLanguage: language,
    changeLanguage: vi.fn(async (next: string) => {
      i18n.resolvedLanguage = next;
    }),
  };
  return i18n;
}

describe("extension pages speak the extension's language setting", () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('starts in the stored language and follows changes made elsewhere', async () => {
    await languageItem.setValue('ko');
    const i18n = fakeI18n('en');
    const unbind = await bindPageLanguage(i18n as unknown as I18n);
    expect(i18n.resolvedLanguage).toBe('ko');
    await languageItem.setValue('en');
    await vi.waitFor(() => expect(i18n.resolvedLanguage).toBe('en'));
    unbind();
    await languageItem.setValue('ko');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(i18n.resolvedLanguage).toBe('en');
  });

  it('without a setting follows the browser, and a switch asks the background to save it', async () => {
    const i18n = fakeI18n('en');
    const sent: unknown[] = [];
    fakeBrowser.runtime.onMessage.addListener((message: unknown) => {
      sent.push(message);
      return Promise.resolve({ ok: true, data: { saved: true } });
    });
    const unbind = await bindPageLanguage(i18n as unknown as I18n);
    expect(i18n.changeLanguage).not.toHaveBeenCalled();
    await chooseLanguage(i18n as unknown as I18n, 'ko');
    expect(sent).toEqual([{ channel: 'dadeum/rpc', type: 'settings/language', language: 'ko' }]);
    unbind();
  });
});
