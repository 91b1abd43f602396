import puppeteer, { type Browser, type Page } from 'puppeteer';
import { afterAll, beforeAll } from 'vitest';
import { DEV_FIREFOX_ADDON_ID, DEV_FIREFOX_EXTENSION_UUID } from '../../src/config/runtime-env';

/** Debian's Firefox ESR unless FIREFOX_EXECUTABLE_PATH points elsewhere; never a downloaded one. */
export function firefoxPath(): string {
  return process.env.FIREFOX_EXECUTABLE_PATH || '/usr/bin/firefox-esr';
}

/** The extension's origin in these profiles: the pinned uuid the API allows outside production. */
export const FIREFOX_EXTENSION_ORIGIN = `moz-extension://${DEV_FIREFOX_EXTENSION_UUID}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Headless Firefox over WebDriver BiDi with a fresh profile whose add-on origin is pinned
 * (`extensions.webextensions.uuids`), and the built extension installed as a temporary add-on.
 */
export async function launchFirefox(extensionDir: string): Promise<Browser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: firefoxPath(),
    headless: true,
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({
        [DEV_FIREFOX_ADDON_ID]: DEV_FIREFOX_EXTENSION_UUID,
      }),
      'intl.accept_languages': 'en-US, en',
    },
  });
  try {
    const id = await browser.installExtension(extensionDir);
    if (id !== DEV_FIREFOX_ADDON_ID) throw new Error(`installed as ${id}`);
  } catch (error) {
    await browser.close();
    throw error;
  }
  return browser;
}

/** The page's address as the page itself reports it (BiDi keeps extension tabs' URLs stale). */
export function pageUrl(page: Page): Promise<string> {
  return page.evaluate(() => location.href).catch(() => '');
}

/**
 * The tab showing one of the extension's pages. WebDriver BiDi may not navigate a tab to a
 * moz-extension:// address, but the extension opens its onboarding tab on install, and an
 * extension page may go to another of its own pages: the tests move that tab around.
 */
export async function extensionTab(browser: Browser): Promise<Page> {
  for (let tries = 0; tries < 150; tries += 1) {
    for (const page of await browser.pages()) {
      if ((await pageUrl(page)).startsWith(`${FIREFOX_EXTENSION_ORIGIN}/`)) return page;
    }
    await sleep(100);
  }
  throw new Error('the extension opened no page of its own after install');
}

/** Shows `file` (e.g. 'options.html') of the extension in its tab; its router may set a hash. */
export async function showExtensionPage(tab: Page, file: string): Promise<void> {
  const url = `${FIREFOX_EXTENSION_ORIGIN}/${file}`;
  await tab.evaluate((target) => location.assign(target), url);
  for (let tries = 0; tries < 150; tries += 1) {
    const shown = await tab
      .evaluate(() => document.readyState !== 'loading' && location.href.split('#')[0])
      .catch(() => false);
    if (shown === url) return;
    await sleep(100);
  }
  throw new Error(`the extension tab never showed ${url}`);
}

/** One describe's Firefox with the extension installed, and the extension's own tab. */
export function useFirefox(extensionDir: string): { browser: Browser; tab: Page } {
  const env = {} as { browser: Browser; tab: Page };
  beforeAll(async () => {
    env.browser = await launchFirefox(extensionDir);
    env.tab = await extensionTab(env.browser);
  });
  afterAll(async () => {
    await env.browser?.close();
  });
  return env;
}
