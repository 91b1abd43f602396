import type { Page } from 'puppeteer';
import { describe, expect, inject, it } from 'vitest';
import { createMemberThroughApi } from './api-member';
import { screenshotOnFailure, useBrowser } from './browser';
import './context';
import { aria, fill, freshPage, waitForPath } from './web-helpers';
import { webLogIn } from './web-member-helpers';

const { webOrigin, apiBaseUrl } = inject('e2e');

/** Errors the page reports: uncaught errors (a failed hydration is one) and console errors. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * The landing and login pages come prerendered from the build (build/prerender-plugin.ts) in
 * the visitor's language and are hydrated, not rendered again; visitors the prerendered page
 * does not fit (another stored language, a signed-in member, a remembered e-mail) get the
 * page rendered in the browser instead, never the wrong one.
 */
describe('prerendered landing and login pages', () => {
  const web = useBrowser();
  let page: Page | undefined;

  it('arrive as HTML in the browser language and hydrate without an error', async () => {
    screenshotOnFailure(() => [['prerender', page]]);
    for (const [lang, path, heading] of [
      ['ko-KR', '/', '실시간으로 완벽한 한국어 문장을 만드세요'],
      ['en-US', '/', 'Create perfect Korean sentences in real time'],
      ['ko-KR', '/login', '로그인'],
      ['en-US', '/login', 'Log in'],
    ] as const) {
      // The document itself carries the page (what paints before any script has run).
      const html = await (
        await fetch(`${webOrigin}${path}`, { headers: { 'Accept-Language': lang } })
      ).text();
      expect(html).toContain(`data-prerendered="${lang.slice(0, 2)}"`);
      expect(html).toContain(heading);

      page = await freshPage(web.browser, lang);
      const errors = collectErrors(page);
      await page.goto(`${webOrigin}${path}`, { waitUntil: 'networkidle0' });
      await page.waitForSelector(aria('heading', heading));
      expect(await page.$eval('#root', (root) => (root as HTMLElement).dataset.prerendered)).toBe(
        lang.slice(0, 2),
      );
      expect(errors).toEqual([]);
      await page.browserContext().close();
    }
  });

  it('is interactive after hydration: the login form validates and signs in', async () => {
    screenshotOnFailure(() => [['prerender-login', page]]);
    const member = await createMemberThroughApi(apiBaseUrl);
    page = await freshPage(web.browser, 'en-US');
    const errors = collectErrors(page);
    await page.goto(`${webOrigin}/login`, { waitUntil: 'networkidle0' });
    expect(await page.$eval('#root', (root) => (root as HTMLElement).dataset.prerendered)).toBe(
      'en',
    );
    await fill(page, 'input[name="email"]', member.email);
    await fill(page, 'input[name="password"]', member.password);
    await (await page.waitForSelector(aria('button', 'Log in')))!.click();
    await page.waitForFunction(() => location.pathname !== '/login');
    expect(errors).toEqual([]);
    await page.browserContext().close();
  });

  it('renders afresh for a visitor whose stored language differs from the browser', async () => {
    screenshotOnFailure(() => [['prerender-language', page]]);
    page = await freshPage(web.browser, 'en-US');
    const errors = collectErrors(page);
    await page.goto(`${webOrigin}/login`, { waitUntil: 'networkidle0' });
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'ko'));
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector(aria('heading', '로그인'));
    expect(
      await page.$eval('#root', (root) => (root as HTMLElement).dataset.prerendered),
    ).toBeUndefined();
    expect(await page.$eval('html', (html) => html.lang)).toBe('ko');
    expect(await page.$(aria('heading', 'Log in'))).toBeNull();
    expect(errors).toEqual([]);
    await page.browserContext().close();
  });

  it('sends a signed-in member from / to the profile, and pre-fills a remembered e-mail', async () => {
    screenshotOnFailure(() => [['prerender-member', page]]);
    const member = await createMemberThroughApi(apiBaseUrl);
    page = await freshPage(web.browser, 'en-US');
    const errors = collectErrors(page);
    await webLogIn(page, webOrigin, member.email, member.password);
    await waitForPath(page, '/survey'); // a new member (MEM01)
    await page.goto(`${webOrigin}/`, { waitUntil: 'networkidle0' });
    await waitForPath(page, '/account/profile');
    // Signed out, the remembered e-mail is in the (browser-rendered) login form.
    await page.evaluate(() => localStorage.removeItem('auth-store'));
    await page.goto(`${webOrigin}/login`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(
      (email) => document.querySelector<HTMLInputElement>('input[name="email"]')?.value === email,
      {},
      member.email,
    );
    expect(errors).toEqual([]);
    await page.browserContext().close();
  });
});
