import type { HTTPRequest, Page } from 'puppeteer';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { screenshotOnFailure, useBrowser } from './browser';
import './context';
import { createMemberThroughApi } from './api-member';
import { clickRole, fill, freshPage, waitForPath } from './web-helpers';

const { webOrigin, apiBaseUrl } = inject('e2e');

/**
 * The request timeout of the spec (5000 ms), the 300 ms pause before the sign-in call and a
 * margin for a loaded 2-core machine: what a member waits at most before being told.
 */
const TOLD_WITHIN_MS = 5000 + 300 + 2500;

/** The full-screen spinner is showing (src/components/ui/spinner.tsx: a status saying "loading"). */
function spinnerShows(page: Page, lng: 'ko' | 'en') {
  const label = lng === 'ko' ? '불러오는 중' : 'Loading';
  return page.$$eval(
    '[role="status"]',
    (elements, text) => elements.some((element) => element.textContent?.includes(text)),
    label,
  );
}

async function openFilledLogin(page: Page, email: string, password: string) {
  await page.goto(`${webOrigin}/login`, { waitUntil: 'networkidle0' });
  await fill(page, 'input[name="email"]', email);
  await fill(page, 'input[name="password"]', password);
}

/** Every request to the API goes to `handle` instead (the page's own files still load). */
async function interceptApi(page: Page, handle: (request: HTTPRequest) => void) {
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (request.url().startsWith(apiBaseUrl)) handle(request);
    else void request.continue();
  });
}

/** The error dialog: its title (accessible name) and text, once it shows and the spinner is gone. */
async function toldWithin(page: Page, lng: 'ko' | 'en') {
  const dialog = await page.waitForSelector('[role="alertdialog"]', {
    visible: true,
    timeout: TOLD_WITHIN_MS,
  });
  expect(await spinnerShows(page, lng)).toBe(false);
  const title = await dialog!.evaluate((element) => {
    const id = element.getAttribute('aria-labelledby');
    return (id && document.getElementById(id)?.textContent) || '';
  });
  const text = await dialog!.evaluate((element) => element.textContent ?? '');
  return { title, text };
}

/**
 * Errors that tell the truth (issue 35, section 2): without a network, or with the API
 * unreachable or silent, pressing "log in" ends in a dialog that says it is the network,
 * within the spec's request timeout, and the spinner never outlives the request.
 */
describe('web errors without a network', () => {
  const web = useBrowser({ lang: 'ko-KR' });
  let page: Page | undefined;
  afterEach(async () => {
    await page?.browserContext().close();
    page = undefined;
  });

  it('offline: the sign-in is not left pending; a network dialog comes, and the same form signs in once back online', async () => {
    screenshotOnFailure(() => [['offline', page]]);
    const member = await createMemberThroughApi(apiBaseUrl);
    page = await freshPage(web.browser, 'ko-KR');
    await openFilledLogin(page, member.email, member.password);
    // The browser reports itself offline (navigator.onLine false) and no request goes out.
    await page.setOfflineMode(true);
    await clickRole(page, 'button', '로그인');
    const told = await toldWithin(page, 'ko');
    expect(told.title).toBe('네트워크 연결 오류');
    expect(told.text).toContain('인터넷 연결을 확인해주세요');
    expect(told.text).not.toContain('서버 내부 오류');

    await clickRole(page, 'button', '확인');
    await page.waitForSelector('[role="alertdialog"]', { hidden: true });
    await page.setOfflineMode(false);
    // The form kept what was typed: the same button now signs in.
    await clickRole(page, 'button', '로그인');
    // MEM01 (no survey answered yet): the survey.
    await waitForPath(page, '/survey');
  });

  it('API unreachable (connection refused): the title and the message speak of the network (English)', async () => {
    screenshotOnFailure(() => [['unreachable', page]]);
    page = await freshPage(web.browser, 'en-US');
    await openFilledLogin(page, 'someone@example.com', 'Whatever-1');
    await interceptApi(page, (request) => void request.abort('connectionrefused'));
    await clickRole(page, 'button', 'Log in');
    const told = await toldWithin(page, 'en');
    expect(told.title).toBe('Network error');
    expect(told.text).toContain('Please check your connection');
    expect(told.text).not.toContain('Internal server error');
  });

  it('API silent (never answers): the spinner goes at the 5000 ms timeout and the dialog says so', async () => {
    screenshotOnFailure(() => [['silent', page]]);
    page = await freshPage(web.browser, 'ko-KR');
    await openFilledLogin(page, 'someone@example.com', 'Whatever-1');
    const held: HTTPRequest[] = [];
    await interceptApi(page, (request) => void held.push(request));
    await clickRole(page, 'button', '로그인');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[role="status"]')].some((element) =>
        element.textContent?.includes('불러오는 중'),
      ),
    );
    const told = await toldWithin(page, 'ko');
    expect(held.length).toBeGreaterThan(0);
    expect(told.title).toBe('응답 시간 초과');
    expect(told.text).toContain('인터넷 연결을 확인해주세요');
    expect(told.text).not.toContain('서버 내부 오류');
  });
});
