import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer';
import { afterAll, beforeAll, onTestFailed } from 'vitest';
import { REPO_ROOT } from '../../server/config';

export const ARTIFACTS_DIR = path.join(REPO_ROOT, 'tests', 'e2e', 'artifacts');

/** Debian's Chromium unless PUPPETEER_EXECUTABLE_PATH points elsewhere; never a downloaded one. */
export function chromiumPath(): string {
  return process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium';
}

export interface LaunchOptions {
  /** Load this unpacked extension. */
  extensionDir?: string;
  /** Browser UI language, e.g. 'ko-KR' or 'en-US' (navigator.language). */
  lang?: string;
  /** The profile folder, to start the browser again on the same profile; else a new one. */
  userDataDir?: string;
}

/** Launches headless Chromium with the flags this closed network needs. */
export async function launchBrowser({
  extensionDir,
  lang = 'en-US',
  userDataDir = path.join(tmpdir(), `dadeum-chromium-${process.pid}-${Date.now()}`),
}: LaunchOptions = {}): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    pipe: true,
    userDataDir,
    ...(extensionDir ? { enableExtensions: [extensionDir] } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--no-default-browser-check',
      `--lang=${lang}`,
    ],
    env: { ...process.env, LANGUAGE: lang.replace('-', '_') },
  });
}

/** Sets the page's languages (navigator.languages and Accept-Language) before any script runs. */
export async function setPageLanguage(page: Page, lang: string) {
  await page.setExtraHTTPHeaders({ 'Accept-Language': lang });
  await page.evaluateOnNewDocument((language: string) => {
    Object.defineProperty(navigator, 'language', { get: () => language });
    Object.defineProperty(navigator, 'languages', { get: () => [language] });
  }, lang);
}

/** Saves a screenshot of `page` under tests/e2e/artifacts/<name>.png. */
export async function saveScreenshot(page: Page, name: string) {
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await mkdir(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** When the current test fails, saves a screenshot of each page it names (called inside a test). */
export function screenshotOnFailure(pages: () => Array<[string, Page | undefined]>) {
  onTestFailed(async ({ task }) => {
    for (const [label, page] of pages()) {
      if (!page || page.isClosed()) continue;
      const safe = `${task.name}-${label}`.replace(/[^a-z0-9-]+/gi, '_').slice(0, 120);
      await saveScreenshot(page, `failures/${safe}`).catch(() => {});
    }
  });
}

/**
 * Waits for the extension's service worker and for the onboarding tab it opens on install, and
 * closes that tab, so that it cannot take the foreground from the pages a test opens later
 * (a background tab gets no animation frames: no screenshots, no polling selectors).
 */
export async function extensionReady(browser: Browser): Promise<string> {
  const worker = await browser.waitForTarget(
    (t) => t.type() === 'service_worker' && t.url().endsWith('/background.js'),
    { timeout: 15_000 },
  );
  const id = new URL(worker.url()).host;
  const onboarding = await browser.waitForTarget(
    (t) => t.url() === `chrome-extension://${id}/onboarding.html`,
    { timeout: 15_000 },
  );
  await (await onboarding.page())?.close();
  return id;
}

/** Opens one of the extension's pages (popup, options, onboarding) in a tab, in a language. */
/**
 * One describe's Chromium, launched before the describe's tests and closed after them (read
 * `browser` inside tests and hooks).
 */
export function useBrowser(options: LaunchOptions = {}): { browser: Browser } {
  const env = {} as { browser: Browser };
  beforeAll(async () => {
    env.browser = await launchBrowser(options);
  });
  afterAll(async () => {
    await env.browser?.close();
  });
  return env;
}

/** useBrowser() with the built extension loaded, and the extension's id once it is ready. */
export function useExtensionBrowser(
  extensionDir: string,
  options: Omit<LaunchOptions, 'extensionDir'> = {},
): { browser: Browser; extensionId: string } {
  const env = useBrowser({ ...options, extensionDir }) as { browser: Browser; extensionId: string };
  beforeAll(async () => {
    env.extensionId = await extensionReady(env.browser);
  });
  return env;
}

export async function openExtensionPage(
  browser: Browser,
  extensionId: string,
  file: 'popup.html' | 'options.html' | 'onboarding.html',
  { lang, width, height }: { lang: string; width: number; height: number },
): Promise<Page> {
  const page = await browser.newPage();
  await setPageLanguage(page, lang);
  await page.setViewport({ width, height });
  await page.goto(`chrome-extension://${extensionId}/${file}`, { waitUntil: 'load' });
  return page;
}
