import pg from 'pg';
import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createMemberThroughApi, type ApiMember } from './api-member';
import { saveScreenshot, screenshotOnFailure } from './browser';
import './context';
import { FIELDS, keyboardApplyAndUndo, type EditorDriver, type Field } from './editor-cases';
import { showExtensionPage, useFirefox } from './firefox';
import { waitForPath } from './web-helpers';
import { webLogIn } from './web-member-helpers';
import { startPageServer } from '../../scripts/editor-pages/page-server';

/**
 * The Firefox build (`wxt build -b firefox`, Manifest V3) in real Firefox ESR over WebDriver
 * BiDi, against the same API and web app as the Chromium tests: the web app's sign-in reaches
 * the extension through the web bridge, the options page and the popup show the member, and
 * in every editor family the Chromium tests cover (Quill, ProseMirror, Lexical, Draft.js, the
 * Gmail- and Slack-like pages, textarea, input, plain contenteditable, another origin) the
 * editor content script underlines a mistake and applies the fix by the keyboard (Alt+Enter
 * opens the card, Enter applies, Ctrl+Z undoes): the same test bodies (editor-cases.ts).
 */

const { webOrigin, apiBaseUrl, firefoxExtensionDir, databaseUrl } = inject('e2e');

/** The fixes the API has recorded as applied by the member. */
async function appliedFixes(email: string): Promise<number> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM correction_applications a JOIN members m ON m.id = a.member_id
       WHERE m.email = $1`,
      [email],
    );
    return Number(rows[0]!.n);
  } finally {
    await db.end();
  }
}

/**
 * Pixels of the spelling colour (#e5484d) in a field's box as the browser paints it: the
 * underline drawn under the mistaken word, seen as a member sees it.
 */
async function spellingRedPixels(page: Page, selector: string): Promise<number> {
  const box = (await (await page.$(selector))!.boundingBox())!;
  const shot = await page.screenshot({
    clip: { x: box.x, y: box.y, width: box.width, height: box.height },
    encoding: 'base64',
  });
  return page.evaluate(async (data: string) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.width, image.height];
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let red = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      if (pixels[i]! > 180 && pixels[i + 1]! < 130 && pixels[i + 2]! < 140) red += 1;
    }
    return red;
  }, shot);
}

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

  describe('in every editor family (the same tests as in Chromium: editor-cases.ts)', () => {
    let pages: Awaited<ReturnType<typeof startPageServer>>;
    let other: Awaited<ReturnType<typeof startPageServer>>;
    let editor: Page;

    beforeAll(async () => {
      [pages, other] = await Promise.all([startPageServer({ families: true }), startPageServer()]);
      // No setViewport: Firefox ESR 140 (Debian bookworm's) lacks the BiDi command Puppeteer
      // sends with it (emulation.setScreenOrientationOverride); the launch's default applies.
      editor = await ff.browser.newPage();
    });
    afterAll(async () => {
      await editor?.close();
      await Promise.all([pages?.close(), other?.close()]);
    });

    const driver: EditorDriver = {
      get page() {
        return editor;
      },
      async open(field: Field) {
        const base = field.other ? other.url : pages.url;
        await editor.goto(`${base}${field.path}`, { waitUntil: 'load' });
        await editor.waitForSelector('dadeum-overlay');
        await editor.waitForSelector(field.selector);
      },
      // Boxes under a textarea's or input's text live in the extension's closed shadow root,
      // where no page script (nor WebDriver BiDi) reaches: the test looks at the pixels.
      underlined: async (field: Field) =>
        field.control
          ? (await spellingRedPixels(editor, field.selector)) > 0
          : editor.evaluate(() => (CSS.highlights.get('dadeum-spelling')?.size ?? 0) > 0),
      appliedCount: () => appliedFixes(member.email),
      screenshotPrefix: 'firefox-',
    };

    it.each(FIELDS)(
      '$name: underlined; Alt+Enter opens the card with focus, Enter applies, caret after the fix, one Ctrl+Z',
      async (field) => {
        screenshotOnFailure(() => [[`firefox-${field.name}`, editor]]);
        await keyboardApplyAndUndo(driver, field);
      },
    );
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
