import type { Page } from 'puppeteer';
import { describe, expect, inject, it } from 'vitest';
import { saveScreenshot, screenshotOnFailure, setPageLanguage, useBrowser } from './browser';
import './context';

const { webOrigin, apiBaseUrl, extensionDir } = inject('e2e');

describe('web app', () => {
  const web = useBrowser();
  let page: Page | undefined;

  async function openLanding(lang: string) {
    const context = await web.browser.createBrowserContext();
    page = await context.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await setPageLanguage(page, lang);
    await page.goto(`${webOrigin}/`, { waitUntil: 'networkidle0' });
    return page;
  }

  it('renders the landing page in Korean for a Korean browser', async () => {
    screenshotOnFailure(() => [['landing-ko', page]]);
    const p = await openLanding('ko-KR');
    const heading = await p.waitForSelector(
      '::-p-aria([role="heading"][name="실시간으로 완벽한 한국어 문장을 만드세요"])',
    );
    expect(heading).not.toBeNull();
    expect(await p.$eval('html', (el) => el.lang)).toBe('ko');
    expect(await p.title()).toBe('AI 한국어 문장 교정 | 다듬');
    expect(await p.$('::-p-aria([role="link"][name="무료로 시작하기"])')).not.toBeNull();
    await saveScreenshot(p, 'screens/landing-ko');
  });

  it('renders the landing page in English for an English browser', async () => {
    screenshotOnFailure(() => [['landing-en', page]]);
    const p = await openLanding('en-US');
    await p.waitForSelector(
      '::-p-aria([role="heading"][name="Create perfect Korean sentences in real time"])',
    );
    expect(await p.$eval('html', (el) => el.lang)).toBe('en');
    expect(await p.title()).toBe('AI Korean sentence correction | Dadeum');
    await saveScreenshot(p, 'screens/landing-en');
  });

  it('switches language from the header and keeps the choice after a reload', async () => {
    screenshotOnFailure(() => [['language-switch', page]]);
    const p = await openLanding('en-US');
    const select = await p.waitForSelector('::-p-aria([role="combobox"][name="Language"])');
    await select!.select('ko');
    await p.waitForSelector(
      '::-p-aria([role="heading"][name="실시간으로 완벽한 한국어 문장을 만드세요"])',
    );
    await p.reload({ waitUntil: 'networkidle0' });
    await p.waitForSelector(
      '::-p-aria([role="heading"][name="실시간으로 완벽한 한국어 문장을 만드세요"])',
    );
    expect(await p.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ko');
  });

  it('falls back to English for an unsupported browser language', async () => {
    const p = await openLanding('fr-FR');
    await p.waitForSelector(
      '::-p-aria([role="heading"][name="Create perfect Korean sentences in real time"])',
    );
  });

  it('shows the not-found page with a home button for an unknown path', async () => {
    screenshotOnFailure(() => [['not-found', page]]);
    const p = await openLanding('en-US');
    await p.goto(`${webOrigin}/no/such/page`, { waitUntil: 'networkidle0' });
    await p.waitForSelector('::-p-aria([role="heading"][name="We couldn\'t find that page"])');
    const home = await p.waitForSelector('::-p-aria([role="link"][name="Go to home"])');
    await Promise.all([home!.click(), p.waitForFunction(() => location.pathname === '/')]);
  });

  it('serves translations at /locales/{lng}.{ns}.json and the API health check', async () => {
    const ko = await fetch(`${webOrigin}/locales/ko.common.json`);
    expect(ko.status).toBe(200);
    expect(((await ko.json()) as { app: { name: string } }).app.name).toBe('다듬');
    const health = await fetch(`${apiBaseUrl}/health`);
    expect(health.status).toBe(200);
  });
});

describe('extension loaded in Chromium', () => {
  const web = useBrowser({ extensionDir, lang: 'ko-KR' });
  let page: Page | undefined;

  async function extensionId() {
    const worker = await web.browser.waitForTarget(
      (target) => target.type() === 'service_worker' && target.url().endsWith('/background.js'),
      { timeout: 15_000 },
    );
    return new URL(worker.url()).host;
  }

  it('starts its service worker and opens the onboarding page on install', async () => {
    const id = await extensionId();
    expect(id).toMatch(/^[a-p]{32}$/);
    const onboarding = await web.browser.waitForTarget(
      (target) => target.url() === `chrome-extension://${id}/onboarding.html`,
      { timeout: 15_000 },
    );
    page = (await onboarding.page()) ?? undefined;
    expect(page).toBeDefined();
  });

  it.each([
    ['ko-KR', 'ko', '로그인', '로그인 | 다듬'],
    ['en-US', 'en', 'Log in', 'Log in | Dadeum'],
  ])('loads the options (account) page in %s', async (lang, short, heading, title) => {
    screenshotOnFailure(() => [[`options-${short}`, page]]);
    const id = await extensionId();
    page = await web.browser.newPage();
    await setPageLanguage(page, lang);
    await page.setViewport({ width: 1100, height: 700 });
    await page.goto(`chrome-extension://${id}/options.html`, { waitUntil: 'load' });
    await page.waitForSelector(`::-p-aria([role="heading"][name="${heading}"])`);
    expect(await page.title()).toBe(title);
    // Social sign-in opens the web app's login in a new tab, which starts that provider.
    const links = await page.$$eval('a[target="_blank"]', (as) =>
      as.map((a) => (a as HTMLAnchorElement).href),
    );
    expect(links).toContain(`${webOrigin}/login?social=google`);
    expect(links).toContain(`${webOrigin}/login?social=line`);
    await saveScreenshot(page, `screens/extension-options-${short}`);
  });

  it('registers the web bridge only for the configured web origin', async () => {
    const id = await extensionId();
    page = await web.browser.newPage();
    await page.goto(`chrome-extension://${id}/manifest.json`);
    const manifest = JSON.parse(await page.$eval('body', (el) => el.textContent ?? '')) as {
      content_scripts: Array<{ matches: string[]; js: string[] }>;
      host_permissions: string[];
    };
    const bridge = manifest.content_scripts.find((script) =>
      script.js.some((js) => js.includes('web-bridge')),
    );
    expect(bridge?.matches).toEqual([`${webOrigin}/*`]);
    expect(manifest.host_permissions).toEqual([`${apiBaseUrl}/*`]);
  });
});
