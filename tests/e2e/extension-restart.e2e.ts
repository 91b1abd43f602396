import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createMemberThroughApi, handOverSession, type ApiMember } from './api-member';
import { extensionReady, launchBrowser, saveScreenshot, screenshotOnFailure } from './browser';
import './context';
import { startPageServer } from '../../scripts/editor-pages/page-server';
import { reloadIn, webLogIn } from './web-member-helpers';
import { aria, waitForPath } from './web-helpers';

const { webOrigin, apiBaseUrl, extensionDir } = inject('e2e');

type Area = {
  get(keys: null | string): Promise<Record<string, unknown>>;
  remove(key: string): Promise<void>;
};
type ChromeGlobal = {
  chrome: {
    storage: { local: Area; session: Area };
    runtime: { sendMessage(message: unknown): Promise<unknown> };
  };
};
interface StoredSession {
  token: string;
  user: { email: string };
}

/**
 * An extension page kept open to read the extension's storage (a trusted context, like the
 * service worker, whose handle goes stale when Chrome stops an idle worker). Opened before the
 * page under test, which then stays in front.
 */
async function extensionReader(browser: Browser, extensionId: string): Promise<Page> {
  const reader = await browser.newPage();
  await reader.goto(`chrome-extension://${extensionId}/popup.html`, { waitUntil: 'load' });
  return reader;
}

/** The session the extension holds (null when none). */
async function heldSession(reader: Page): Promise<StoredSession | null> {
  return reader.evaluate(async () => {
    const { session } = await (globalThis as unknown as ChromeGlobal).chrome.storage.session.get(
      'session',
    );
    return (session ?? null) as StoredSession | null;
  });
}

/** Polls for up to `ms` until the extension holds `email`'s session. */
async function sessionWithin(reader: Page, email: string, ms: number) {
  const deadline = Date.now() + ms;
  let session = await heldSession(reader);
  while (session?.user.email !== email && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    session = await heldSession(reader);
  }
  return session;
}

/**
 * Everything a content script can reach of what the extension stores, read in the editor content
 * script's own isolated world (through the DevTools protocol): storage.local, storage.session
 * (refused there) and IndexedDB (the page's origin, not the extension's).
 */
async function whatAContentScriptSees(page: Page, extensionId: string): Promise<string> {
  const cdp = await page.createCDPSession();
  const contexts: Array<{ id: number; origin: string; auxData?: { type?: string } }> = [];
  cdp.on('Runtime.executionContextCreated', ({ context }) => contexts.push(context));
  await cdp.send('Runtime.enable');
  const world = contexts.find(
    (c) => c.auxData?.type === 'isolated' && c.origin === `chrome-extension://${extensionId}`,
  );
  if (!world) throw new Error('no content script world in the page');
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    contextId: world.id,
    awaitPromise: true,
    returnByValue: true,
    expression: `(async () => {
      const seen = {};
      seen.local = await chrome.storage.local.get(null);
      try { seen.session = await chrome.storage.session.get(null); }
      catch (error) { seen.session = 'refused: ' + error.message; }
      const databases = await indexedDB.databases();
      seen.indexedDB = databases.map((d) => d.name);
      return JSON.stringify(seen);
    })()`,
  });
  await cdp.detach();
  if (exceptionDetails) throw new Error(exceptionDetails.text);
  return result.value as string;
}

/**
 * Waits until both of the profile's users of the link (the section, and the automatic hand-over
 * mounted in the header) have pinged the bridge and an answer about the member came after that:
 * the page load's automatic hand-over has made its one decision.
 */
function linkSettled(page: Page) {
  return page.waitForFunction(() => {
    const log = (window as unknown as { linkLog?: string[] }).linkLog ?? [];
    const pings = log.flatMap((type, i) => (type === 'DADEUM_EXTENSION_PING' ? [i] : []));
    return pings.length >= 2 && log.slice(pings[1]).includes('DADEUM_EXTENSION_SESSION');
  });
}

/** The page at desktop width and at 390 px (a phone), under tests/e2e/artifacts/screens/. */
async function shoot(page: Page, name: string) {
  await page.setViewport({ width: 1280, height: 900 });
  await saveScreenshot(page, `screens/${name}`);
  await page.setViewport({ width: 390, height: 844 });
  await saveScreenshot(page, `screens/${name}-390`);
  await page.setViewport({ width: 1280, height: 900 });
}

const TEXT = {
  en: {
    connected: 'Connected in this browser (version 0.1.0)',
    signedOut: 'Installed, not signed in (version 0.1.0)',
    connect: 'Connect the extension',
  },
  ko: {
    connected: '이 브라우저에 연결됨 (버전 0.1.0)',
    signedOut: '설치됨, 로그인 안 됨 (버전 0.1.0)',
    connect: '확장 프로그램 연결',
  },
};

describe('the extension after a browser restart', () => {
  let profile = '';
  let browser: Browser | undefined;
  let page: Page | undefined;
  let member: ApiMember;
  /** The same on every start: local builds pin it with their manifest key. */
  let extensionId = '';
  afterAll(async () => {
    await browser?.close();
    if (profile) await rm(profile, { recursive: true, force: true });
  });

  it('installed after signing in on the web: the web app hands the session over within seconds, and the profile says connected', async () => {
    screenshotOnFailure(() => [['web', page]]);
    profile = await mkdtemp(path.join(tmpdir(), 'dadeum-restart-'));
    member = await createMemberThroughApi(apiBaseUrl);

    // Signed in on the web without the extension.
    browser = await launchBrowser({ userDataDir: profile });
    page = await browser.newPage();
    await webLogIn(page, webOrigin, member.email, member.password);
    await waitForPath(page, '/survey');
    await browser.close();

    // The same profile with the extension: open the web app.
    browser = await launchBrowser({ userDataDir: profile, extensionDir });
    extensionId = await extensionReady(browser);
    const reader = await extensionReader(browser, extensionId);
    expect(await heldSession(reader)).toBeNull();
    page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await page.evaluateOnNewDocument(() => {
      // What the page and its web bridge say to each other (message types, in order).
      const log: string[] = [];
      (window as unknown as { linkLog: string[] }).linkLog = log;
      window.addEventListener('message', (event: MessageEvent<{ type?: unknown }>) => {
        if (event.source === window && typeof event.data?.type === 'string')
          log.push(event.data.type);
      });
    });
    await page.goto(`${webOrigin}/account/profile`, { waitUntil: 'load' });
    const session = await sessionWithin(reader, member.email, 5_000);
    expect(session?.user.email).toBe(member.email);

    // Connected means it: with another member's session in the extension the profile says
    // installed, not signed in, and its button connects this member.
    const other = await createMemberThroughApi(apiBaseUrl);
    for (const lng of ['en', 'ko'] as const) {
      await reloadIn(page, lng);
      await page.waitForSelector(`::-p-text(${TEXT[lng].connected})`);
      await linkSettled(page);
      await shoot(page, `account-profile-extension-connected-${lng}`);
      await page.evaluate((message) => window.postMessage(message, window.location.origin), {
        type: 'EXTENSION_LOGIN',
        token: other.token,
        user: other.user,
      });
      expect((await sessionWithin(reader, other.email, 5_000))?.user.email).toBe(other.email);
      // The profile asks again whenever the extension announces itself (here: to a ping).
      await page.evaluate(() =>
        window.postMessage({ type: 'DADEUM_EXTENSION_PING' }, window.location.origin),
      );
      await page.waitForSelector(`::-p-text(${TEXT[lng].signedOut})`);
      await shoot(page, `account-profile-extension-signed-out-${lng}`);
      await page.click(aria('button', TEXT[lng].connect));
      await page.waitForSelector(`::-p-text(${TEXT[lng].connected})`);
      expect((await sessionWithin(reader, member.email, 5_000))?.user.email).toBe(member.email);
    }
  }, 180_000);

  it('keeps the token from content scripts', async () => {
    screenshotOnFailure(() => [['content', page]]);
    // Signed in with a token this test knows (the web app's own hand-over, as at sign-in).
    await handOverSession(browser!, webOrigin, member);
    const pages = await startPageServer();
    try {
      const reader = await extensionReader(browser!, extensionId);
      page = await browser!.newPage();
      await page.goto(pages.url, { waitUntil: 'load' });
      await page.waitForSelector('dadeum-overlay');
      const seen = await whatAContentScriptSees(page, extensionId);
      expect(seen).not.toContain(member.token);
      expect(seen).not.toContain(member.email);
      expect(seen).toContain('"session":"refused');
      // The background holds it all the same: the editor's checks go through it.
      expect((await heldSession(reader))?.token).toBe(member.token);
    } finally {
      await pages.close();
    }
  });

  it('is still signed in after the browser starts again, before any web page is opened', async () => {
    screenshotOnFailure(() => [['popup', page]]);
    await browser!.close();
    browser = await launchBrowser({ userDataDir: profile, extensionDir });
    page = await browser.newPage();
    await page.goto(`chrome-extension://${extensionId}/popup.html`, { waitUntil: 'load' });
    await page.waitForSelector(`::-p-text(${member.email})`, { timeout: 10_000 });
    const session = await heldSession(page);
    expect(session?.user.email).toBe(member.email);
    // The kept token still works (or was renewed with the refresh cookie): the plan loads.
    const plan = await page.evaluate(() =>
      (globalThis as unknown as ChromeGlobal).chrome.runtime.sendMessage({
        channel: 'dadeum/rpc',
        type: 'plan/get',
      }),
    );
    expect(plan).toMatchObject({ ok: true, data: { id: 'free' } });
    await saveScreenshot(page, 'screens/popup-after-restart');
  });

  it("the popup's sign-in, with the member already signed in on the web, hands the session over", async () => {
    screenshotOnFailure(() => [['popup-sign-in', page]]);
    const reader = await extensionReader(browser!, extensionId);
    // Signed out in the extension only (the web app's session goes on).
    await reader.evaluate(() =>
      (globalThis as unknown as ChromeGlobal).chrome.storage.session.remove('session'),
    );
    page = await browser!.newPage();
    await page.goto(`chrome-extension://${extensionId}/popup.html`, { waitUntil: 'load' });
    const opened = browser!.waitForTarget((t) => t.url().startsWith(webOrigin), {
      timeout: 10_000,
    });
    // The popup speaks the member's language (Korean since the profile's last switch).
    await (await page.waitForSelector('::-p-aria([role="button"][name="로그인"])'))!.click();
    const web = (await (await opened).page())!;
    expect((await sessionWithin(reader, member.email, 5_000))?.user.email).toBe(member.email);
    await web.waitForFunction(() => location.pathname === '/account/profile');
  });
});
