import type { Browser, Page, WebWorker } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createMemberThroughApi, handOverSession } from './api-member';
import { extensionReady, launchBrowser, screenshotOnFailure } from './browser';
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
