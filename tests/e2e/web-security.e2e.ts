import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createMemberThroughApi } from './api-member';
import { screenshotOnFailure, useBrowser } from './browser';
import './context';
import { clickRole, fill, freshPage, uniqueEmail, waitForPath } from './web-helpers';
import { webLogIn } from './web-member-helpers';

const { webOrigin, apiBaseUrl } = inject('e2e');

/**
 * Records, from before any script of the page runs, every Content-Security-Policy violation the
 * browser reports (a string: the test runner's transform must not touch the page's code).
 */
const COLLECT_VIOLATIONS = `
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__violations.push(event.violatedDirective + ' ' + (event.blockedURI || 'inline') + ' at ' + location.pathname);
  });
`;

/** A page with the collector and a log of console errors that mention the policy. */
async function watchedPage(lang: string, browser: Parameters<typeof freshPage>[0]) {
  const page = await freshPage(browser, lang);
  await page.evaluateOnNewDocument(COLLECT_VIOLATIONS);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      consoleErrors.push(`${message.text()} (${page.url()})`);
    }
  });
  return { page, consoleErrors };
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __violations: string[] }).__violations ?? []);
}

/** The security headers of the web host (issue 36): what a browser and an attacker see. */
describe('web host headers', () => {
  const web = useBrowser({ lang: 'ko-KR' });
  let page: Page | undefined;
  let attacker: Server;
  let attackerOrigin = '';

  beforeAll(async () => {
    // Another site that frames the settings page, which holds the deactivation control.
    attacker = createServer((_request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(
        `<!doctype html><title>attacker</title><iframe id="victim" src="${webOrigin}/account/setting" width="800" height="600"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
    attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => attacker.close(resolve));
  });

  it('sends CSP without unsafe-inline, no framing, referrer and permissions policies, and no HSTS outside production', async () => {
    for (const path of ['/', '/login', '/account/setting', '/locales/ko.common.json']) {
      const response = await fetch(`${webOrigin}${path}`, {
        headers: { 'Accept-Language': 'ko-KR' },
      });
      const csp = response.headers.get('content-security-policy') ?? '';
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc, path).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
      expect(csp).toMatch(/(?:^|;)\s*frame-ancestors 'none'/);
      expect(csp).toContain(`connect-src 'self' ${apiBaseUrl}`);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('microphone=()');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('refuses to be framed by another origin', async () => {
    screenshotOnFailure(() => [['framed', page]]);
    page = await freshPage(web.browser, 'ko-KR');
    await page.goto(attackerOrigin, { waitUntil: 'networkidle0' });
    const frame = page.frames().find((candidate) => candidate !== page!.mainFrame());
    expect(frame).toBeDefined();
    // The browser replaced the framed document with its own error page: nothing of ours is there.
    expect(frame!.url().startsWith(webOrigin)).toBe(false);
    expect(await frame!.$('#root')).toBeNull();
    await page.browserContext().close();
  });

  it('blocks an inline script that has no hash in the policy (an injected one)', async () => {
    screenshotOnFailure(() => [['inline', page]]);
    const watched = await watchedPage('ko-KR', web.browser);
    page = watched.page;
    await page.goto(`${webOrigin}/login`, { waitUntil: 'networkidle0' });
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await page.waitForFunction(() =>
      (window as unknown as { __violations: string[] }).__violations.some((entry) =>
        entry.startsWith('script-src'),
      ),
    );
    await page.browserContext().close();
  });

  /** Visits `paths` (waiting for `ready` on each) and returns what the browser reported. */
  async function visitAll(p: Page, paths: string[], ready = 'main h1, main h2') {
    const seen: string[] = [];
    for (const path of paths) {
      await p.goto(`${webOrigin}${path}`, { waitUntil: 'networkidle0' });
      await p.waitForSelector(ready);
      seen.push(...(await violations(p)));
    }
    return seen;
  }

  it.each(['ko-KR', 'en-US'])(
    'raises no CSP violation on the public screens (%s), the landing demo calling the API included',
    async (lang) => {
      screenshotOnFailure(() => [['public', page]]);
      const watched = await watchedPage(lang, web.browser);
      page = watched.page;
      const seen = await visitAll(page, ['/'], 'h1');
      await page.$eval('#demo', (section) => section.scrollIntoView());
      await page.waitForSelector('#demo mark', { timeout: 15_000 });
      seen.push(...(await violations(page)));
      seen.push(
        ...(await visitAll(
          page,
          ['/login', '/signup', '/terms', '/privacy', '/no-such-page'],
          'h1',
        )),
      );
      await page.browserContext().close();
      expect([...seen, ...watched.consoleErrors]).toEqual([]);
    },
    120_000,
  );

  it.each(['ko-KR', 'en-US'])(
    'raises no CSP violation on the member screens (%s)',
    async (lang) => {
      screenshotOnFailure(() => [['member', page]]);
      const member = await createMemberThroughApi(apiBaseUrl);
      const watched = await watchedPage(lang, web.browser);
      page = watched.page;
      await webLogIn(page, webOrigin, member.email, member.password);
      await page.waitForFunction(() => location.pathname !== '/login');
      const seen = await visitAll(page, [
        '/survey',
        '/account/profile',
        '/account/payments/main',
        '/account/payments/detail',
        '/account/payments/paynow',
        '/account/feedback',
        '/account/setting',
        '/account/service',
      ]);
      await page.browserContext().close();
      expect([...seen, ...watched.consoleErrors]).toEqual([]);
    },
    120_000,
  );

  it('raises no CSP violation through Google sign-in (out to the provider and back)', async () => {
    screenshotOnFailure(() => [['social', page]]);
    const watched = await watchedPage('ko-KR', web.browser);
    page = watched.page;
    await page.goto(`${webOrigin}/login`, { waitUntil: 'networkidle0' });
    const seen = await violations(page);
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'networkidle0' }),
      clickRole(page, 'button', 'Google로 계속하기'),
    ]);
    expect(page.url().startsWith(apiBaseUrl)).toBe(true);
    await fill(page, 'input[name="email"]', uniqueEmail('csp-social'));
    await fill(page, 'input[name="name"]', 'Social Kim');
    await page.click('button[type="submit"]');
    await waitForPath(page, '/survey', 15_000);
    await page.waitForSelector('main h1, main h2');
    seen.push(...(await violations(page)));
    await page.browserContext().close();
    expect([...seen, ...watched.consoleErrors]).toEqual([]);
  });
});
