import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page, WebWorker } from 'puppeteer';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createMemberThroughApi, handOverSession, type ApiMember } from './api-member';
import { extensionReady, launchBrowser, saveScreenshot, screenshotOnFailure } from './browser';
import './context';
import { startPageServer } from '../../scripts/editor-pages/page-server';
import { reloadIn, webLogIn } from './web-member-helpers';
import { aria, waitForPath } from './web-helpers';

const { webOrigin, apiBaseUrl, extensionDir } = inject('e2e');

type Area = { get(keys: null | string): Promise<Record<string, unknown>> };
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

async function serviceWorker(browser: Browser): Promise<WebWorker> {
  const target = await browser.waitForTarget(
    (t) => t.type() === 'service_worker' && t.url().endsWith('/background.js'),
    { timeout: 15_000 },
  );
  return (await target.worker())!;
}

/** The session the extension holds, as its service worker reads it (null when none). */
async function heldSession(worker: WebWorker): Promise<StoredSession | null> {
  return worker.evaluate(async () => {
    const { session } = await (globalThis as unknown as ChromeGlobal).chrome.storage.session.get(
      'session',
    );
    return (session ?? null) as StoredSession | null;
  });
}

/** Polls the service worker for up to `ms` until the extension holds `email`'s session. */
async function sessionWithin(worker: WebWorker, email: string, ms: number) {
  const deadline = Date.now() + ms;
  let session = await heldSession(worker);
  while (session?.user.email !== email && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    session = await heldSession(worker);
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
    await extensionReady(browser);
    const worker = await serviceWorker(browser);
    expect(await heldSession(worker)).toBeNull();
    page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${webOrigin}/account/profile`, { waitUntil: 'load' });
    const session = await sessionWithin(worker, member.email, 5_000);
    expect(session?.user.email).toBe(member.email);

    // Connected means it: with another member's session in the extension the profile says
    // installed, not signed in, and its button connects this member.
    const other = await createMemberThroughApi(apiBaseUrl);
    for (const lng of ['en', 'ko'] as const) {
      await reloadIn(page, lng);
      await page.waitForSelector(`::-p-text(${TEXT[lng].connected})`);
      await shoot(page, `account-profile-extension-connected-${lng}`);
      await page.evaluate((message) => window.postMessage(message, window.location.origin), {
        type: 'EXTENSION_LOGIN',
        token: other.token,
        user: other.user,
      });
      expect((await sessionWithin(worker, other.email, 5_000))?.user.email).toBe(other.email);
      // The profile asks again whenever the extension announces itself (here: to a ping).
      await page.evaluate(() =>
        window.postMessage({ type: 'DADEUM_EXTENSION_PING' }, window.location.origin),
      );
      await page.waitForSelector(`::-p-text(${TEXT[lng].signedOut})`);
      await shoot(page, `account-profile-extension-signed-out-${lng}`);
      await page.click(aria('button', TEXT[lng].connect));
      await page.waitForSelector(`::-p-text(${TEXT[lng].connected})`);
      expect((await sessionWithin(worker, member.email, 5_000))?.user.email).toBe(member.email);
    }
  });

  it('keeps the token from content scripts', async () => {
    screenshotOnFailure(() => [['content', page]]);
    // Signed in with a token this test knows (the web app's own hand-over, as at sign-in).
    await handOverSession(browser!, webOrigin, member);
    const pages = await startPageServer();
    try {
      const worker = await serviceWorker(browser!);
      const extensionId = new URL(worker.url()).host;
      page = await browser!.newPage();
      await page.goto(pages.url, { waitUntil: 'load' });
      await page.waitForSelector('dadeum-overlay');
      const seen = await whatAContentScriptSees(page, extensionId);
      expect(seen).not.toContain(member.token);
      expect(seen).not.toContain(member.email);
      expect(seen).toContain('"session":"refused');
      // The background holds it all the same: the editor's checks go through it.
      expect((await heldSession(worker))?.token).toBe(member.token);
    } finally {
      await pages.close();
    }
  });

  it('is still signed in after the browser starts again, before any web page is opened', async () => {
    screenshotOnFailure(() => [['popup', page]]);
    await browser!.close();
    browser = await launchBrowser({ userDataDir: profile, extensionDir });
    const worker = await serviceWorker(browser);
    const extensionId = new URL(worker.url()).host;
    page = await browser.newPage();
    await page.goto(`chrome-extension://${extensionId}/popup.html`, { waitUntil: 'load' });
    await page.waitForSelector(`::-p-text(${member.email})`, { timeout: 10_000 });
    const session = await heldSession(worker);
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
});
