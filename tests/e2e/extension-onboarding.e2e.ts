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

describe('extension onboarding page', () => {
  const ext = useExtensionBrowser(extensionDir);
  let page: Page | undefined;

  async function openOnboarding(lang: string) {
    page = await openExtensionPage(ext.browser, ext.extensionId, 'onboarding.html', {
      lang,
      width: 1000,
      height: 900,
    });
    return page;
  }

  it('explains what is read and never read, and offers sign-in on the web app', async () => {
    screenshotOnFailure(() => [['onboarding-signed-out', page]]);
    const p = await openOnboarding('ko-KR');
    await p.waitForSelector(
      '::-p-aria([role="heading"][name="다듬이 읽는 것과 절대 읽지 않는 것"])',
    );
    const signIn = await p.waitForSelector('::-p-aria([role="link"][name="로그인"])');
    expect(await signIn!.evaluate((a) => (a as HTMLAnchorElement).href)).toBe(`${webOrigin}/login`);
    expect(await p.$('::-p-text(비밀번호, 카드 번호, 일회용 인증번호)')).not.toBeNull();
    expect(await p.title()).toBe('환영합니다 | 다듬');
    await saveScreenshot(p, 'screens/extension-onboarding-signed-out-ko');

    const en = await openOnboarding('en-US');
    await en.waitForSelector(
      '::-p-aria([role="heading"][name="What Dadeum reads, and what it never reads"])',
    );
    await saveScreenshot(en, 'screens/extension-onboarding-signed-out-en');
  });

  it('moves on to the survey once the member signs in on the web app', async () => {
    screenshotOnFailure(() => [['onboarding-signed-in', page]]);
    const p = await openOnboarding('en-US');
    await p.waitForSelector('::-p-aria([role="link"][name="Sign in"])');

    const member = await createMemberThroughApi(apiBaseUrl, 'Kim Dadeum');
    await handOverSession(ext.browser, webOrigin, member);
    await p.bringToFront();

    // The page notices by itself (it polls while the steps are not done).
    await p.waitForSelector(`::-p-text(Signed in as Kim Dadeum (${member.email}))`, {
      timeout: 10_000,
    });
    const survey = await p.waitForSelector('::-p-aria([role="link"][name="Answer the survey"])');
    expect(await survey!.evaluate((a) => (a as HTMLAnchorElement).href)).toBe(
      `${webOrigin}/survey`,
    );
    await saveScreenshot(p, 'screens/extension-onboarding-signed-in-en');
  });
});
