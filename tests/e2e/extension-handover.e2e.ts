import fc from 'fast-check';
import type { Page, WebWorker } from 'puppeteer';
import { beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { pageToExtensionMessageSchema } from '../../src/contracts/extension-messages';
import { createMemberThroughApi } from './api-member';
import { saveScreenshot, screenshotOnFailure, useExtensionBrowser } from './browser';
import './context';
import { aria, waitForPath } from './web-helpers';
import { reloadIn, webLogIn } from './web-member-helpers';

const { webOrigin, apiBaseUrl, extensionDir } = inject('e2e');

const user = {
  email: 'handover@example.com',
  name: '김다듬',
  role: 'USER',
  locale: 'ko',
  verified: 'Y',
  provider: 'local',
  profileUri: null,
  birthDate: '19900101',
  countryCode: 'KOR',
};
const token = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJoYW5kb3ZlciJ9.c2lnbmF0dXJlLWZvci1lMmU';
const login = { type: 'EXTENSION_LOGIN', token, user };

type StorageArea = { get(keys: null): Promise<Record<string, unknown>>; clear(): Promise<void> };
type ChromeGlobal = {
  chrome: {
    storage: { local: StorageArea; session: StorageArea };
    runtime: { sendMessage(message: unknown): Promise<unknown> };
  };
};

describe('session hand-over from the web app to the extension', () => {
  const web = useExtensionBrowser(extensionDir);
  let worker: WebWorker;
  let page: Page | undefined;

  beforeAll(async () => {
    const target = await web.browser.waitForTarget(
      (t) => t.type() === 'service_worker' && t.url().endsWith('/background.js'),
      { timeout: 15_000 },
    );
    worker = (await target.worker())!;
  });
  beforeEach(async () => {
    await worker.evaluate(async () => {
      const { storage } = (globalThis as unknown as ChromeGlobal).chrome;
      await storage.local.clear();
      await storage.session.clear();
    });
    screenshotOnFailure(() => [['page', page]]);
  });

  /** Everything the extension stores: settings and counters (local), the session (session). */
  const storage = () =>
    worker.evaluate(async () => {
      const { storage } = (globalThis as unknown as ChromeGlobal).chrome;
      return { ...(await storage.local.get(null)), ...(await storage.session.get(null)) };
    });

  /** Waits up to `ms` for the stored session to satisfy `done`; returns the last storage seen. */
  async function storageWithin(ms: number, done: (items: Record<string, unknown>) => boolean) {
    const deadline = Date.now() + ms;
    let items = await storage();
    while (!done(items) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      items = await storage();
    }
    return items;
  }

  async function openWebApp({ bypassCsp = false } = {}) {
    page = await web.browser.newPage();
    // The web host's CSP already stops an inline script in a frame (it needs the build's
    // hashes). The bridge must refuse its messages on its own as well, so that test switches
    // the CSP off to reach it.
    if (bypassCsp) await page.setBypassCSP(true);
    await page.goto(`${webOrigin}/`, { waitUntil: 'networkidle0' });
    return page;
  }

  const postToSelf = (p: Page, message: unknown) =>
    p.evaluate((m) => window.postMessage(m, window.location.origin), message);

  it('stores token and profile within a second of EXTENSION_LOGIN, and clears them on logout', async () => {
    const p = await openWebApp();
    const started = Date.now();
    await postToSelf(p, login);
    const items = await storageWithin(1_000, (i) => i.session != null);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(items.session).toMatchObject({ token, user });

    await postToSelf(p, { type: 'EXTENSION_LOGOUT' });
    const after = await storageWithin(1_000, (i) => i.session == null);
    expect(after.session ?? null).toBeNull();
  });

  it('tells the web app it is installed, without any session data', async () => {
    const p = await web.browser.newPage();
    page = p;
    await p.evaluateOnNewDocument(() => {
      const seen: unknown[] = [];
      (window as unknown as { __seen: unknown[] }).__seen = seen;
      window.addEventListener('message', (event) => seen.push(event.data));
    });
    await p.goto(`${webOrigin}/`, { waitUntil: 'networkidle0' });
    await postToSelf(p, login);
    await storageWithin(1_000, (i) => i.session != null);
    await postToSelf(p, { type: 'DADEUM_EXTENSION_PING' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const seen = await p.evaluate(() => (window as unknown as { __seen: unknown[] }).__seen);
    const fromExtension = seen.filter(
      (m) => (m as { type?: string }).type === 'DADEUM_EXTENSION_PRESENT',
    );
    expect(fromExtension.length).toBeGreaterThanOrEqual(2);
    // Everything the page saw besides its own two posts carries no token.
    const others = seen.filter((m) => (m as { type?: string }).type !== 'EXTENSION_LOGIN');
    expect(JSON.stringify(others)).not.toContain(token);
    expect(await p.content()).not.toContain(token);
  });

  it("shows 'connected' with the extension's version on the web app's profile", async () => {
    const member = await createMemberThroughApi(apiBaseUrl);
    page = await web.browser.newPage();
    await webLogIn(page, webOrigin, member.email, member.password);
    await waitForPath(page, '/survey');
    await page.goto(`${webOrigin}/account/profile`, { waitUntil: 'networkidle0' });
    // The site speaks the member's language (the hand-overs above made the extension's Korean).
    await reloadIn(page, 'en');
    await page.waitForSelector(aria('heading', 'Browser extension'));
    await page.waitForSelector('::-p-text(Connected in this browser (version 0.1.0))');
    await saveScreenshot(page, 'screens/account-profile-extension-connected-en');
    // Signed out on the web again: a signed-in web app hands its session to the extension on
    // every page load that finds it without one, which the tests below must not see.
    await page.evaluate(() => localStorage.removeItem('auth-store'));
  });

  it('ignores EXTENSION_LOGIN posted by a page on another origin', async () => {
    page = await web.browser.newPage();
    await page.goto(`${apiBaseUrl}/health`);
    await postToSelf(page, login);
    const items = await storageWithin(700, (i) => i.session != null);
    expect(items.session ?? null).toBeNull();
  });

  it('ignores EXTENSION_LOGIN from an iframe of another origin inside the web app', async () => {
    const p = await openWebApp({ bypassCsp: true });
    // A sandboxed frame has an opaque origin of its own: the attacker's best try is a '*' post
    // to the parent, which arrives with the frame's origin and the frame as source.
    const posted = await p.evaluate((m) => {
      const frame = document.createElement('iframe');
      frame.setAttribute('sandbox', 'allow-scripts');
      frame.srcdoc = `<script>parent.postMessage(${JSON.stringify(m)}, '*');</script>`;
      return new Promise<boolean>((resolve) => {
        window.addEventListener('message', (event) => {
          if (event.source === frame.contentWindow) resolve(true);
        });
        document.body.append(frame);
      });
    }, login);
    expect(posted).toBe(true);
    const items = await storageWithin(700, (i) => i.session != null);
    expect(items.session ?? null).toBeNull();
  });

  it('ignores EXTENSION_LOGIN from a same-origin iframe (not the top window)', async () => {
    const p = await openWebApp();
    // frame-ancestors 'none' refuses any page of the web app in a frame; a frame without a
    // source has the web app's origin all the same, as a frame an injected script made would.
    await p.evaluate(() => {
      const frame = document.createElement('iframe');
      document.body.append(frame);
      // The page itself sees the frame's post arrive (so the bridge had it to refuse).
      window.addEventListener('message', (event) => {
        if (event.source === frame.contentWindow)
          (window as unknown as { __fromFrame?: boolean }).__fromFrame = true;
      });
    });
    const frame = p.frames().find((f) => f !== p.mainFrame());
    await frame!.evaluate(
      (m, origin) => {
        window.postMessage(m, origin); // its own window: no bridge in iframes
        window.parent.postMessage(m, origin); // the parent: wrong event.source
      },
      login,
      webOrigin,
    );
    await p.waitForFunction(() => (window as unknown as { __fromFrame?: boolean }).__fromFrame);
    const items = await storageWithin(700, (i) => i.session != null);
    expect(items.session ?? null).toBeNull();
  });

  it('drops a forged bridge envelope sent from an extension page and counts it', async () => {
    const id = new URL(worker.url()).host;
    page = await web.browser.newPage();
    await page.goto(`chrome-extension://${id}/options.html`);
    await page.evaluate(
      (m) =>
        (globalThis as unknown as ChromeGlobal).chrome.runtime
          .sendMessage({ channel: 'dadeum/web-bridge', message: m })
          .catch(() => undefined),
      login,
    );
    const items = await storageWithin(700, (i) => Number(i.droppedMessages ?? 0) > 0);
    expect(items.session ?? null).toBeNull();
    expect(items.droppedMessages).toBe(1);
  });

  it('keeps storage unchanged for malformed payloads (property-based)', async () => {
    const p = await openWebApp();
    const payloads = fc.sample(
      fc.oneof(
        fc.anything(),
        fc.record({
          type: fc.constant('EXTENSION_LOGIN'),
          token: fc.anything(),
          user: fc.anything(),
        }),
        fc.record({
          type: fc.constant('EXTENSION_LOGIN'),
          token: fc.string(),
          user: fc.record({ email: fc.string(), provider: fc.string() }),
        }),
        fc.record({
          type: fc.constant('EXTENSION_LOGIN'),
          token: fc.constant(token),
          user: fc.constant(user),
          extra: fc.anything(),
        }),
        fc.record({ type: fc.string(), token: fc.constant(token), user: fc.constant(user) }),
      ),
      { numRuns: 150, seed: 20261121 },
    );
    // What the page really posts is the JSON round trip; keep only what the schema refuses.
    const malformed = payloads
      .map((payload) => JSON.stringify(payload) ?? 'null')
      .filter((json) => !pageToExtensionMessageSchema.safeParse(JSON.parse(json)).success);
    expect(malformed.length).toBeGreaterThan(100);
    await p.evaluate((list) => {
      for (const json of list) window.postMessage(JSON.parse(json), window.location.origin);
    }, malformed);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const items = await storage();
    expect(items.session ?? null).toBeNull();
  });
});
