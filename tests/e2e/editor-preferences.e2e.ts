import type { Browser, Page, WebWorker } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createMemberThroughApi, handOverSession } from './api-member';
import { extensionReady, launchBrowser, saveScreenshot, screenshotOnFailure } from './browser';
import { checkedTexts, recordWorkerCalls, startPageServer, type ApiCall } from './editor-pages';
import './context';

const { webOrigin, apiBaseUrl, extensionDir } = inject('e2e');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type ChromeStorage = {
  chrome: { storage: { local: { set(items: Record<string, unknown>): Promise<void> } } };
};

describe('per-site switch (popup) for the editor', () => {
  let browser: Browser;
  let worker: WebWorker;
  let page: Page;
  let pages: Awaited<ReturnType<typeof startPageServer>>;
  let calls: ApiCall[];

  beforeAll(async () => {
    pages = await startPageServer();
    browser = await launchBrowser({ extensionDir });
    await extensionReady(browser);
    const target = await browser.waitForTarget(
      (t) => t.type() === 'service_worker' && t.url().endsWith('/background.js'),
    );
    worker = (await target.worker())!;
    ({ calls } = await recordWorkerCalls(browser, apiBaseUrl));
    await handOverSession(browser, webOrigin, await createMemberThroughApi(apiBaseUrl));
    page = await browser.newPage();
    await page.setViewport({ width: 800, height: 600 });
  });
  afterAll(async () => {
    await browser?.close();
    await pages?.close();
  });

  const setDisabledSites = (sites: string[]) =>
    worker.evaluate(
      (list) =>
        (globalThis as unknown as ChromeStorage).chrome.storage.local.set({ disabledSites: list }),
      sites,
    );

  it('sends nothing on a site switched off, and checks again as soon as it is switched on', async () => {
    screenshotOnFailure(() => [['site-switch', page]]);
    const site = new URL(pages.url).hostname;
    await setDisabledSites([site]);
    await page.goto(pages.url, { waitUntil: 'load' });
    await sleep(500);
    await page.click('#note');
    await page.keyboard.type('몇일 동안 비가 왔다.');
    await sleep(1_500);
    expect(checkedTexts(calls)).toEqual([]);
    expect(await page.$('dadeum-overlay')).toBeNull();

    // Switched on from the popup (the same storage item): no reload needed.
    await setDisabledSites([]);
    await page.waitForSelector('dadeum-overlay');
    await page.click('#note');
    await page.keyboard.type(' ');
    await expect.poll(() => checkedTexts(calls).length, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(checkedTexts(calls)[0]).toContain('몇일');
  });
});

describe('personal dictionary and switched-off rules (suggestion card)', () => {
  let browser: Browser;
  let worker: WebWorker;
  let page: Page;
  let pages: Awaited<ReturnType<typeof startPageServer>>;
  let calls: ApiCall[];

  beforeAll(async () => {
    pages = await startPageServer();
    browser = await launchBrowser({ extensionDir });
    await extensionReady(browser);
    const target = await browser.waitForTarget(
      (t) => t.type() === 'service_worker' && t.url().endsWith('/background.js'),
    );
    worker = (await target.worker())!;
    ({ calls } = await recordWorkerCalls(browser, apiBaseUrl));
    await handOverSession(browser, webOrigin, await createMemberThroughApi(apiBaseUrl));
    page = await browser.newPage();
    await page.setViewport({ width: 800, height: 600 });
  });
  afterAll(async () => {
    await browser?.close();
    await pages?.close();
  });

  const highlighted = () =>
    page.evaluate(() =>
      [...(CSS.highlights.get('dadeum-spelling') ?? [])].map((range) => range.toString()),
    );

  async function typeWrongAndOpenCard() {
    await page.goto(pages.url, { waitUntil: 'load' });
    await page.waitForSelector('dadeum-overlay');
    await page.click('#compose');
    await page.keyboard.type('몇일 동안 비가 왔다.');
    await page.waitForFunction(() => (CSS.highlights.get('dadeum-spelling')?.size ?? 0) > 0, {
      timeout: 5_000,
    });
    const point = await page.evaluate(() => {
      const [range] = [...CSS.highlights.get('dadeum-spelling')!] as Range[];
      const rect = range!.getBoundingClientRect();
      return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
    });
    await page.mouse.click(point.x, point.y);
  }

  const storage = () =>
    worker.evaluate(() =>
      (
        globalThis as unknown as {
          chrome: { storage: { local: { get(k: null): Promise<Record<string, unknown>> } } };
        }
      ).chrome.storage.local.get(null),
    );

  it('never flags a word again once it is in the personal dictionary, across reloads', async () => {
    screenshotOnFailure(() => [['dictionary', page]]);
    await typeWrongAndOpenCard();
    const add = await page.waitForSelector(
      '::-p-aria([role="button"][name="Add “몇일” to my dictionary"])',
    );
    await add!.click();
    await page.waitForFunction(() => (CSS.highlights.get('dadeum-spelling')?.size ?? 0) === 0);
    expect((await storage()).personalDictionary).toEqual(['몇일']);

    const before = checkedTexts(calls).length;
    await page.goto(pages.url, { waitUntil: 'load' });
    await page.waitForSelector('dadeum-overlay');
    await page.click('#compose');
    await page.keyboard.type('몇일 뒤에 봐요.');
    await expect.poll(() => checkedTexts(calls).length, { timeout: 5_000 }).toBeGreaterThan(before);
    await sleep(300);
    expect(await highlighted()).toEqual([]);
  });

  it('turns a rule off from the card', async () => {
    screenshotOnFailure(() => [['rule-off', page]]);
    await worker.evaluate(() =>
      (
        globalThis as unknown as {
          chrome: { storage: { local: { clear(): Promise<void> } } };
        }
      ).chrome.storage.local.clear(),
    );
    await handOverSession(browser, webOrigin, await createMemberThroughApi(apiBaseUrl));
    await typeWrongAndOpenCard();
    const off = await page.waitForSelector('::-p-aria([role="button"][name="Turn off this rule"])');
    await off!.click();
    await page.waitForFunction(() => (CSS.highlights.get('dadeum-spelling')?.size ?? 0) === 0);
    const rules = (await storage()).disabledRules as string[];
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatch(/^spelling\./);
  });
});

describe('signed-out hint', () => {
  let browser: Browser;
  let page: Page;
  let pages: Awaited<ReturnType<typeof startPageServer>>;
  let calls: ApiCall[];

  beforeAll(async () => {
    pages = await startPageServer();
    browser = await launchBrowser({ extensionDir });
    await extensionReady(browser);
    ({ calls } = await recordWorkerCalls(browser, apiBaseUrl));
    page = await browser.newPage();
    await page.setViewport({ width: 800, height: 600 });
  });
  afterAll(async () => {
    await browser?.close();
    await pages?.close();
  });

  async function typeKorean() {
    await page.goto(pages.url, { waitUntil: 'load' });
    await page.waitForSelector('dadeum-overlay');
    await page.click('#note');
    await page.keyboard.type('몇일 동안 비가 왔다.');
  }

  it('shows one small, dismissible hint to sign in per site, and sends nothing', async () => {
    screenshotOnFailure(() => [['signed-out-hint', page]]);
    await typeKorean();
    const link = await page.waitForSelector('::-p-aria([role="link"][name="Sign in"])', {
      timeout: 5_000,
    });
    expect(await link!.evaluate((a) => (a as HTMLAnchorElement).href)).toBe(`${webOrigin}/login`);
    await saveScreenshot(page, 'screens/editor-signed-out-hint-en');
    const close = await page.waitForSelector('::-p-aria([role="button"][name="Close"])');
    await close!.click();
    await page.waitForSelector('::-p-aria([role="link"][name="Sign in"])', { hidden: true });

    // Once per site: not again after a reload.
    await typeKorean();
    await sleep(1_500);
    expect(await page.$('::-p-aria([role="link"][name="Sign in"])')).toBeNull();
    expect(checkedTexts(calls)).toEqual([]);
  });
});
