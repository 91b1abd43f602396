import type { Page } from 'puppeteer';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createMemberThroughApi, type ApiMember } from './api-member';
import { saveScreenshot, screenshotOnFailure } from './browser';
import './context';
import { showExtensionPage, useFirefox } from './firefox';
import { waitForPath } from './web-helpers';
import { webLogIn } from './web-member-helpers';
import { startPageServer } from '../../scripts/editor-pages/page-server';

/**
 * The Firefox build (`wxt build -b firefox`, Manifest V3) in real Firefox ESR over WebDriver
 * BiDi, against the same API and web app as the Chromium tests: the web app's sign-in reaches
 * the extension through the web bridge, the options page and the popup show the member, and
 * the editor content script underlines a mistake in a plain contenteditable and applies the fix
 * (the keyboard path: Alt+Enter opens the card, Enter applies, Ctrl+Z undoes).
 */

const { webOrigin, apiBaseUrl, firefoxExtensionDir } = inject('e2e');
const WRONG = '몇일 동안 비가 왔다.';
const FIXED = '며칠 동안 비가 왔다.';

type BrowserGlobal = {
  browser: {
    storage: { session: { get(key: string): Promise<Record<string, unknown>> } };
    permissions: {
      getAll(): Promise<{ origins: string[] }>;
      remove(permissions: { origins: string[] }): Promise<boolean>;
      contains(permissions: { origins: string[] }): Promise<boolean>;
    };
  };
};

describe('the extension in Firefox', () => {
  const ff = useFirefox(firefoxExtensionDir);
  let member: ApiMember;
  let page: Page | undefined;

  beforeAll(async () => {
    member = await createMemberThroughApi(apiBaseUrl, '김불여우');
  });

  it('signing in on the web app hands the session to the extension; the options page shows the member', async () => {
    screenshotOnFailure(() => [
      ['web', page],
      ['extension', ff.tab],
    ]);
    page = await ff.browser.newPage();
    await webLogIn(page, webOrigin, member.email, member.password);
    await waitForPath(page, '/survey');

    await showExtensionPage(ff.tab, 'options.html');
    await expect
      .poll(
        () =>
          ff.tab.evaluate(async () => {
            const { session } = await (
              globalThis as unknown as BrowserGlobal
            ).browser.storage.session.get('session');
            return (session as { user?: { email?: string } } | undefined)?.user?.email ?? null;
          }),
        { timeout: 10_000 },
      )
      .toBe(member.email);
    await ff.tab.evaluate(() => (location.hash = '#/account/profile'));
    await ff.tab.waitForSelector(`::-p-text(${member.email})`);
    await ff.tab.waitForSelector('::-p-text(김불여우)');
    await saveScreenshot(ff.tab, 'screens/firefox-options-profile');

    // The API allows the pinned moz-extension:// origin with credentials: the refresh cookie of
    // the web sign-in reaches it from the options page, and the new token is readable.
    const reissue = await ff.tab.evaluate(async (api: string) => {
      const { session } = await (
        globalThis as unknown as BrowserGlobal
      ).browser.storage.session.get('session');
      const response = await fetch(`${api}/auth/token/reissue`, {
        method: 'POST',
        credentials: 'include',
        headers: { Authorization: `Bearer ${(session as { token: string }).token}` },
      });
      return {
        status: response.status,
        bearer: /^Bearer \S+$/.test(response.headers.get('authorization') ?? ''),
      };
    }, apiBaseUrl);
    expect(reissue).toEqual({ status: 200, bearer: true });
  });

  it('the popup shows the signed-in member', async () => {
    screenshotOnFailure(() => [['popup', ff.tab]]);
    await showExtensionPage(ff.tab, 'popup.html');
    await ff.tab.waitForSelector(`::-p-text(${member.email})`);
  });

  it('a mistake typed in a plain contenteditable is underlined, the fix applies and one Ctrl+Z undoes it', async () => {
    const pages = await startPageServer();
    screenshotOnFailure(() => [['editor', page]]);
    try {
      // No setViewport: Firefox ESR 140 (Debian bookworm's) lacks the BiDi command Puppeteer
      // sends with it (emulation.setScreenOrientationOverride); the launch's default applies.
      page = await ff.browser.newPage();
      await page.goto(pages.url, { waitUntil: 'load' });
      await page.waitForSelector('dadeum-overlay');
      await page.click('#rich');
      await page.keyboard.type(WRONG);
      await expect
        .poll(() => page!.evaluate(() => CSS.highlights.get('dadeum-spelling')?.size ?? 0), {
          timeout: 10_000,
        })
        .toBeGreaterThan(0);
      await saveScreenshot(page, 'screens/firefox-editor-underline');

      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.down('Alt');
      await page.keyboard.press('Enter');
      await page.keyboard.up('Alt');
      // The card (in the extension's closed shadow root) takes the focus before the editor
      // sees the key.
      await page.waitForFunction(
        () => document.activeElement?.tagName.toLowerCase() === 'dadeum-overlay',
      );
      expect(await page.$eval('#rich', (el) => el.textContent)).toBe(WRONG);
      await saveScreenshot(page, 'screens/firefox-editor-card');
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page!.$eval('#rich', (el) => (el.textContent ?? '').replace(/\u00a0/g, ' ')))
        .toBe(FIXED);
      // One undo brings the original back (the fix went through the browser's own editing).
      await page.keyboard.down('Control');
      await page.keyboard.press('KeyZ');
      await page.keyboard.up('Control');
      await expect
        .poll(() => page!.$eval('#rich', (el) => (el.textContent ?? '').replace(/\u00a0/g, ' ')))
        .toBe(WRONG);
    } finally {
      await pages.close();
    }
  });

  // Last: it takes a permission away, and only the member can give it back.
  it('with the API host access withheld, the options page still reaches the API: CORS allows the pinned origin', async () => {
    screenshotOnFailure(() => [['withheld', ff.tab]]);
    await showExtensionPage(ff.tab, 'options.html');
    const status = await ff.tab.evaluate(async (api: string) => {
      const ext = (globalThis as unknown as BrowserGlobal).browser;
      // Firefox lets a member withhold an add-on's host access (all sites, the editor's too);
      // the add-on may drop it itself.
      const { origins } = await ext.permissions.getAll();
      await ext.permissions.remove({ origins });
      if (await ext.permissions.contains({ origins: [`${api}/*`] })) return 'still granted';
      const { session } = await ext.storage.session.get('session');
      const response = await fetch(`${api}/member/member-info`, {
        headers: { Authorization: `Bearer ${(session as { token: string }).token}` },
      });
      return response.status;
    }, apiBaseUrl);
    expect(status).toBe(200);
  });
});
