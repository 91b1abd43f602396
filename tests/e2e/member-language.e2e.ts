import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createMemberThroughApi, handOverSession, type ApiMember } from './api-member';
import {
  openExtensionPage,
  saveScreenshot,
  screenshotOnFailure,
  setPageLanguage,
  useExtensionBrowser,
} from './browser';
import { checkedTexts, recordWorkerCalls, underlineBoxes, type ApiCall } from './editor-pages';
import './context';
import { startPageServer } from '../../scripts/editor-pages/page-server';

/**
 * One language for the member (docs/decisions.md): a choice made in the popup, on the web app or
 * on the options page is the member's locale on the server and the extension's setting, and the
 * card (with the API's messages), the popup, the options page and an open web app page follow
 * it without a reload. Particles in the card are chosen by sound.
 */

const { webOrigin, apiBaseUrl, extensionDir } = inject('e2e');
const WRONG = '몇일 동안 비가 왔다.';
const CARD = {
  ko: { dialog: '다듬 교정 제안', apply: '“며칠”로 고치기', message: '잘못된 표기입니다' },
  en: { dialog: 'Dadeum suggestion', apply: 'Apply “며칠”', message: 'Spelling' },
};
const button = (name: string) => `::-p-aria([role="button"][name="${name}"])`;
const combobox = (name: string) => `::-p-aria([role="combobox"][name="${name}"])`;

describe("the member's language, everywhere at once", () => {
  const ext = useExtensionBrowser(extensionDir, { lang: 'en-US' });
  let pages: Awaited<ReturnType<typeof startPageServer>>;
  let calls: ApiCall[];
  let member: ApiMember;
  let editor: Page;
  let web: Page;
  let popup: Page | undefined;

  beforeAll(async () => {
    pages = await startPageServer();
    ({ calls } = await recordWorkerCalls(ext.browser, apiBaseUrl));
    member = await createMemberThroughApi(apiBaseUrl, '김다듬');
    expect(member.user.locale).toBeNull();
    await handOverSession(ext.browser, webOrigin, member);
    editor = await ext.browser.newPage();
    await editor.setViewport({ width: 800, height: 600 });
  });
  afterAll(async () => {
    await pages?.close();
  });

  const storedLocale = async () => {
    const response = await fetch(`${apiBaseUrl}/member/member-info`, {
      headers: { Authorization: `Bearer ${member.token}` },
    });
    return ((await response.json()) as { response: { locale: string | null } }).response.locale;
  };

  /** Opens the card on the textarea's underline and checks its language and message. */
  async function cardSpeaks(language: 'ko' | 'en', screenshot?: string) {
    await editor.bringToFront();
    // A change of language checks the field again, and its underline is drawn anew: the click
    // may land while it is away, so it is retried until the card opens in that language.
    const dialog = `::-p-aria([role="dialog"][name="${CARD[language].dialog}"])`;
    for (let attempt = 1; ; attempt++) {
      let box: { x: number; y: number; width: number } | undefined;
      await expect
        .poll(
          async () => {
            const boxes = await underlineBoxes(editor);
            box = boxes.length === 1 ? boxes[0] : undefined;
            return boxes.length;
          },
          { timeout: 6_000 },
        )
        .toBe(1);
      await editor.mouse.click(box!.x + box!.width / 2, box!.y - 8);
      try {
        await editor.waitForSelector(dialog, { timeout: 3_000 });
        break;
      } catch (error) {
        if (attempt === 3) throw error;
        await editor.keyboard.press('Escape');
      }
    }
    await editor.waitForSelector(button(CARD[language].apply));
    const tree = JSON.stringify(await editor.accessibility.snapshot({ interestingOnly: false }));
    expect(tree).toContain(CARD[language].message);
    if (screenshot) await saveScreenshot(editor, screenshot);
    await editor.keyboard.press('Escape');
  }

  it('the popup, the web app and the options page each change it for all of them', async () => {
    screenshotOnFailure(() => [
      ['editor', editor],
      ['web', web],
      ['popup', popup],
    ]);
    await editor.goto(pages.url, { waitUntil: 'load' });
    await editor.waitForSelector('dadeum-overlay');
    await editor.click('#note');
    await editor.keyboard.type(WRONG);
    await cardSpeaks('en', 'screens/editor-card-en');

    // The web app open in English (signed out there: the extension's member is the same person).
    web = await ext.browser.newPage();
    await setPageLanguage(web, 'en-US');
    await web.goto(`${webOrigin}/`, { waitUntil: 'networkidle0' });
    await web.waitForSelector(combobox('Language'));

    // 1. The popup.
    popup = await openExtensionPage(ext.browser, ext.extensionId, 'popup.html', {
      lang: 'en-US',
      width: 360,
      height: 560,
    });
    await popup.waitForSelector(button('Sign out'));
    await saveScreenshot(popup, 'screens/extension-popup-member-en');
    const checks = checkedTexts(calls).length;
    await (await popup.waitForSelector(combobox('Language')))!.select('ko');
    await popup.waitForSelector(button('로그아웃'));
    await expect.poll(storedLocale).toBe('ko');
    await saveScreenshot(popup, 'screens/extension-popup-member-ko');
    // The card's fields are checked again (the API's messages come in the new language).
    await expect.poll(() => checkedTexts(calls).length, { timeout: 6_000 }).toBeGreaterThan(checks);
    await cardSpeaks('ko', 'screens/editor-card-ko');
    // The open web app page switched too, without a reload.
    await web.bringToFront();
    await web.waitForSelector(combobox('언어'));
    expect(await web.evaluate(() => document.documentElement.lang)).toBe('ko');

    // 2. The web app's own switch.
    await (await web.waitForSelector(combobox('언어')))!.select('en');
    await expect.poll(storedLocale).toBe('en');
    await cardSpeaks('en');
    await popup.bringToFront();
    await popup.waitForSelector(button('Sign out'));

    // 3. The options page's switch.
    const options = await openExtensionPage(ext.browser, ext.extensionId, 'options.html', {
      lang: 'en-US',
      width: 1000,
      height: 700,
    });
    await (await options.waitForSelector(combobox('Language')))!.select('ko');
    await expect.poll(storedLocale).toBe('ko');
    await cardSpeaks('ko');
    await options.close();
    await popup.close();
  });

  /** A screenshot of the toolbar popup, given up after a few seconds (headless may not paint it). */
  const popupScreenshot = (page: Page, name: string) =>
    Promise.race([
      saveScreenshot(page, name).catch(() => null),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]);

  /**
   * The toolbar popup as the extension's action opens it, over the active tab (opened this way
   * it has no activeTab grant: the site comes from our content script in the tab).
   */
  async function openToolbarPopup(over: Page): Promise<Page> {
    await over.bringToFront();
    const before = new Set(ext.browser.targets());
    const worker = await ext.browser.waitForTarget(
      (t) => t.type() === 'service_worker' && t.url().endsWith('/background.js'),
    );
    await (await worker.worker())!.evaluate(() =>
      (
        globalThis as unknown as { chrome: { action: { openPopup(): Promise<void> } } }
      ).chrome.action.openPopup(),
    );
    const target = await ext.browser.waitForTarget(
      (t) => t.url().endsWith('/popup.html') && !before.has(t),
    );
    return (await target.asPage())!;
  }

  it("the popup opened on a site shows that site's switch, which checking follows at once", async () => {
    // (A popup opened by openPopup() is not a tab: no failure screenshot of it.)
    screenshotOnFailure(() => [['editor', editor]]);
    popup = await openToolbarPopup(editor);
    const toggle = await popup.waitForSelector(
      '::-p-aria([role="switch"][name="이 사이트에서 교정"])',
    );
    await popup.waitForSelector('::-p-text(127.0.0.1)');
    expect(await toggle!.evaluate((el) => el.getAttribute('aria-checked'))).toBe('true');
    await popupScreenshot(popup, 'screens/extension-popup-site-ko');
    await toggle!.click();
    await expect
      .poll(() => toggle!.evaluate((el) => el.getAttribute('aria-checked')))
      .toBe('false');
    // The page's checking stopped without a reload (its overlay is gone).
    await expect.poll(() => editor.$('dadeum-overlay')).toBeNull();
    await toggle!.click();
    await expect.poll(() => editor.$('dadeum-overlay')).not.toBeNull();
    await (await popup.waitForSelector(combobox('언어')))!.select('en');
    await popup.waitForSelector('::-p-aria([role="switch"][name="Check on this site"])');
    await popupScreenshot(popup, 'screens/extension-popup-site-en');
    await popup.close();
  });

  it('the popup: sign-out ends the session, and a browser page says why it has no switch', async () => {
    screenshotOnFailure(() => [['popup', popup]]);
    popup = await openExtensionPage(ext.browser, ext.extensionId, 'popup.html', {
      lang: 'ko-KR', // the extension's setting (English, chosen above) wins over the browser's
      width: 360,
      height: 560,
    });
    // Opened as a tab, the popup's tab is an extension page: no site to switch.
    await popup.waitForSelector('::-p-text(Dadeum cannot run on browser pages)');
    expect(await popup.$('::-p-aria([role="switch"])')).toBeNull();
    await (await popup.waitForSelector(button('Sign out')))!.click();
    await popup.waitForSelector(button('Sign in'));
    const worker = await ext.browser.waitForTarget(
      (t) => t.type() === 'service_worker' && t.url().endsWith('/background.js'),
    );
    const session = await (await worker.worker())!.evaluate(async () => {
      const chromeApi = (
        globalThis as unknown as {
          chrome: { storage: { session: { get(k: string): Promise<Record<string, unknown>> } } };
        }
      ).chrome;
      return (await chromeApi.storage.session.get('session')).session ?? null;
    });
    expect(session).toBeNull();
  });
});
