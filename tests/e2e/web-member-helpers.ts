import type { Page } from 'puppeteer';
import { inject } from 'vitest';
import { saveScreenshot } from './browser';
import { clickRole, fill } from './web-helpers';

/** Waits until no CSS transition runs (a dialog's fade-in), so a screenshot shows the end state. */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
      ),
  );
}

/** Signs in through the web login form (`lng` picks the button's name). */
export async function webLogIn(page: Page, webOrigin: string, email: string, password: string) {
  await page.goto(`${webOrigin}/login`, { waitUntil: 'networkidle0' });
  const lng = await page.evaluate(() => document.documentElement.lang);
  await fill(page, 'input[name="email"]', email);
  await fill(page, 'input[name="password"]', password);
  await clickRole(page, 'button', lng.startsWith('ko') ? '로그인' : 'Log in');
}

/** Screenshots at desktop width, then at a 360 px wide mobile viewport, then back. */
export async function shootBoth(page: Page, name: string, lng: string) {
  await settled(page);
  await saveScreenshot(page, `screens/${name}-${lng}`);
  const viewport = page.viewport();
  // Width only: changing isMobile would reload the page.
  await page.setViewport({ width: 360, height: 760 });
  await settled(page);
  await saveScreenshot(page, `screens/${name}-mobile-${lng}`);
  if (viewport) await page.setViewport(viewport);
}

/**
 * Reloads `page` in `lng`, as the language switch leaves it: the stored choice, and for a
 * signed-in member their locale on the server (the site follows a member's locale when it
 * loads). History state survives.
 */
export async function reloadIn(page: Page, lng: 'ko' | 'en') {
  const token = await page.evaluate((value) => {
    localStorage.setItem('i18nextLng', value);
    const stored = JSON.parse(localStorage.getItem('auth-store') ?? 'null') as {
      state?: { auth?: { accessToken?: string } };
    } | null;
    return stored?.state?.auth?.accessToken ?? null;
  }, lng);
  if (token) {
    const saved = await fetch(`${inject('e2e').apiBaseUrl}/member/locale`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ locale: lng }),
    });
    if (!saved.ok) throw new Error(`member locale: HTTP ${saved.status}`);
  }
  await page.reload({ waitUntil: 'networkidle0' });
  await page.waitForFunction((value) => document.documentElement.lang === value, {}, lng);
}

/**
 * The same screen in English too: reloads in English, lets `reopen` bring back what a reload
 * closes (a dialog), shoots both widths, then reloads in Korean for the rest of the test.
 */
export async function shootInEnglish(
  page: Page,
  name: string,
  reopen: (page: Page) => Promise<void> = async () => {},
) {
  await reloadIn(page, 'en');
  await reopen(page);
  await shootBoth(page, name, 'en');
  await reloadIn(page, 'ko');
}

/** POST to the API with JSON; returns status and parsed body. */
export async function apiPost(apiBaseUrl: string, path: string, body: unknown) {
  const response = await fetch(`${apiBaseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The API's status for a sign-in with these credentials (200 only when they work). */
export async function signInStatus(apiBaseUrl: string, email: string, password: string) {
  return (await apiPost(apiBaseUrl, '/auth/login/sign-in', { email, password })).status;
}

/** Confirms the open deactivation prompt (Korean) and returns the server's status for it. */
export async function confirmDeactivation(page: Page): Promise<number> {
  const cancelled = page.waitForResponse(
    (r) => r.url().endsWith('/member/cancel-member') && r.request().method() === 'POST',
  );
  await clickRole(page, 'button', '탈퇴하기');
  return (await cancelled).status();
}
