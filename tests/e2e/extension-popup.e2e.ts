import type { Page } from 'puppeteer';
import { describe, expect, inject, it } from 'vitest';
import { createMemberThroughApi, handOverSession } from './api-member';
import {
  openExtensionPage,
  saveScreenshot,
  screenshotOnFailure,
  useExtensionBrowser,
} from './browser';
import './context';

const { webOrigin, apiBaseUrl, extensionDir } = inject('e2e');

describe('extension popup', () => {
  const ext = useExtensionBrowser(extensionDir);
  let page: Page | undefined;

  async function openPopup(lang: string) {
    page = await openExtensionPage(ext.browser, ext.extensionId, 'popup.html', {
      lang,
      width: 360,
      height: 420,
    });
    return page;
  }

  it('offers sign-in when signed out', async () => {
    screenshotOnFailure(() => [['popup-signed-out', page]]);
    const p = await openPopup('ko-KR');
    await p.waitForSelector('::-p-aria([role="button"][name="로그인"])');
    await saveScreenshot(p, 'screens/extension-popup-signed-out-ko');
    const en = await openPopup('en-US');
    await en.waitForSelector('::-p-aria([role="button"][name="Sign in"])');
    await saveScreenshot(en, 'screens/extension-popup-signed-out-en');
  });

  it('shows the member and the plan the API reports after the web app hands over the session', async () => {
    screenshotOnFailure(() => [['popup-signed-in', page]]);
    const member = await createMemberThroughApi(apiBaseUrl, '김다듬');
    await handOverSession(ext.browser, webOrigin, member);

    const p = await openPopup('ko-KR');
    await p.waitForSelector(`::-p-text(${member.email})`);
    expect(await p.$('::-p-text(김다듬)')).not.toBeNull();
    // Fetched by the background worker from /member/member-payment-check with the stored token.
    await p.waitForSelector('::-p-text(무료 플랜)');
    expect(await p.$('::-p-text(월 100회 교정)')).not.toBeNull();
    await saveScreenshot(p, 'screens/extension-popup-signed-in-ko');

    const en = await openPopup('en-US');
    await en.waitForSelector('::-p-text(Free plan)');
    expect(await en.$('::-p-text(100 corrections a month)')).not.toBeNull();
    await saveScreenshot(en, 'screens/extension-popup-signed-in-en');
  });

  it('options page: after a hand-over from the web app, the account area shows the member', async () => {
    screenshotOnFailure(() => [['options-signed-in', page]]);
    const member = await createMemberThroughApi(apiBaseUrl, 'Options Tester');
    await handOverSession(ext.browser, webOrigin, member);
    page = await openExtensionPage(ext.browser, ext.extensionId, 'options.html', {
      lang: 'en-US',
      width: 1000,
      height: 700,
    });
    // Signed in, the options page opens on the profile (tests/e2e/extension-options.e2e.ts
    // covers sign-in, feedback, settings, sign-out and deactivation there).
    await page.waitForFunction(() => location.hash === '#/account/profile');
    await page.waitForSelector(`::-p-text(${member.email})`);
    await page.waitForSelector('::-p-aria([role="button"][name="Log out"])');
  });
});
