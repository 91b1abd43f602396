import type { Page } from 'puppeteer';
import { describe, expect, inject, it } from 'vitest';
import { saveScreenshot, screenshotOnFailure, useBrowser } from './browser';
import './context';
import {
  NEW_PASSWORD,
  PASSWORD,
  aria,
  clickRole,
  fill,
  freshPage,
  mailsTo,
  persisted,
  uniqueEmail,
  waitForPath,
} from './web-helpers';

const { webOrigin, apiBaseUrl } = inject('e2e');

/** Waits until no CSS transition runs (a dialog's fade-in), so a screenshot shows the end state. */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
      ),
  );
}

/**
 * Sign-up, sign-in, password reset and guards against the real API server, in Korean (the
 * screenshots of the same screens in English are taken in web-screens.e2e.ts).
 */
describe('web sign-up, sign-in and password reset', () => {
  const web = useBrowser({ lang: 'ko-KR' });
  let page: Page | undefined;
  const email = uniqueEmail('signup');

  async function signUp(p: Page, address: string, shots = false) {
    await p.goto(`${webOrigin}/signup`, { waitUntil: 'networkidle0' });
    await p.waitForSelector(aria('heading', '회원가입'));
    await fill(p, 'input[name="email"]', address);
    await clickRole(p, 'button', '인증 메일 받기');
    await p.waitForSelector(aria('dialog', '인증 메일을 보냈습니다'));
    if (shots) await settled(p);
    if (shots) await saveScreenshot(p, 'screens/verification-sent-ko');
    await clickRole(p, 'button', '확인');
    const [mail] = await mailsTo(apiBaseUrl, address);
    const link = mail!.links[0]!;
    expect(link.startsWith(`${webOrigin}/verify/verify-email?token=`)).toBe(true);
    expect(link).toContain('flag=local');

    // The link opens the token screen, which sends the visitor back to /signup, verified.
    await p.goto(link, { waitUntil: 'networkidle0' });
    await waitForPath(p, '/signup');
    await p.waitForSelector('::-p-text(이메일 인증이 완료되었습니다)');
    expect(await p.$eval('input[name="email"]', (el) => (el as HTMLInputElement).value)).toBe(
      address,
    );

    const submit = aria('button', '가입하기');
    expect(await p.$eval(submit, (el) => (el as HTMLButtonElement).disabled)).toBe(true);
    await fill(p, 'input[name="password"]', PASSWORD);
    await fill(p, 'input[name="confirmPassword"]', PASSWORD);
    await fill(p, 'input[name="name"]', '김다듬');
    await p.select('select[name="country_code"]', 'KOR');
    await fill(p, 'input[name="birth_date"]', '19900101');
    await clickRole(p, 'checkbox', '모두 동의합니다');
    await p.waitForFunction(
      (selector: string) => !(document.querySelector(selector) as HTMLButtonElement)?.disabled,
      {},
      'form[aria-label="회원가입"] button[type="submit"]',
    );
    if (shots) await saveScreenshot(p, 'screens/signup-filled-ko');
    await clickRole(p, 'button', '가입하기');
    // MEM01: a new member goes to the survey.
    await waitForPath(p, '/survey');
  }

  async function logout(p: Page) {
    await clickRole(p, 'button', '로그아웃');
    await p.waitForSelector(aria('alertdialog', '알림'));
    await clickRole(p, 'button', '확인');
    await waitForPath(p, '/');
    await p.waitForSelector(aria('link', '로그인'));
  }

  async function logIn(p: Page, address: string, password: string) {
    await p.goto(`${webOrigin}/login`, { waitUntil: 'networkidle0' });
    await fill(p, 'input[name="email"]', address);
    await fill(p, 'input[name="password"]', password);
    await clickRole(p, 'button', '로그인');
  }

  it('signs up with an e-mail verified through the mailed link, hands over to the extension, logs out', async () => {
    screenshotOnFailure(() => [['signup', page]]);
    page = await freshPage(web.browser, 'ko-KR');
    await page.evaluateOnNewDocument(() => {
      const seen: unknown[] = [];
      (window as unknown as { __posted: unknown[] }).__posted = seen;
      window.addEventListener('message', (event) => {
        if (event.origin === location.origin) seen.push(event.data);
      });
    });
    await signUp(page, email, true);
    const auth = await persisted<{ auth: { accessToken?: string } }>(page, 'auth-store');
    expect(auth?.auth.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const posted = (await page.evaluate(
      () => (window as unknown as { __posted: unknown[] }).__posted,
    )) as Array<{
      type: string;
      token?: string;
      user?: { email: string };
    }>;
    expect(posted.find((m) => m.type === 'EXTENSION_LOGIN')).toMatchObject({
      token: auth?.auth.accessToken,
      user: { email },
    });
    await saveScreenshot(page, 'screens/survey-ko');

    await logout(page);
    expect((await persisted<{ auth: object }>(page, 'auth-store'))?.auth).toEqual({});
  });

  it('logs in, remembers the e-mail, and guards routes both ways', async () => {
    screenshotOnFailure(() => [['login', page]]);
    page = await freshPage(web.browser, 'ko-KR');
    // Anonymous: a protected route goes to login.
    await page.goto(`${webOrigin}/account/profile`, { waitUntil: 'networkidle0' });
    await waitForPath(page, '/login');

    await fill(page, 'input[name="email"]', email);
    await fill(page, 'input[name="password"]', PASSWORD);
    expect(
      await page.$eval('input[name="rememberMe"]', (el) => (el as HTMLInputElement).checked),
    ).toBe(true);
    await clickRole(page, 'button', '로그인');
    // The survey is not answered yet (MEM01): the survey first.
    await waitForPath(page, '/survey');
    expect(await persisted<{ email: string }>(page, 'remember-me-store')).toMatchObject({ email });

    // Logged in: public-only routes send the member on.
    await page.goto(`${webOrigin}/login`, { waitUntil: 'networkidle0' });
    await waitForPath(page, '/account/profile');
    await page.waitForSelector(`::-p-text(${email})`);
    await saveScreenshot(page, 'screens/profile-ko');
    await page.goto(`${webOrigin}/`, { waitUntil: 'networkidle0' });
    await waitForPath(page, '/account/profile');

    // After logout the login form offers the remembered e-mail.
    await logout(page);
    await page.goto(`${webOrigin}/login`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(
      (expected: string) =>
        (document.querySelector('input[name="email"]') as HTMLInputElement)?.value === expected,
      {},
      email,
    );
  });

  it('opens the login-failed dialog for a wrong password', async () => {
    screenshotOnFailure(() => [['login-failed', page]]);
    page = await freshPage(web.browser, 'ko-KR');
    await logIn(page, email, 'Wrong-password1!');
    await page.waitForSelector(aria('alertdialog', '로그인 실패'));
    await page.waitForSelector('::-p-text(이메일 또는 비밀번호가 올바르지 않습니다.)');
    await settled(page);
    await saveScreenshot(page, 'screens/login-failed-ko');
    // It offers "forgot password", which opens the forgot-password dialog.
    const failed = await page.waitForSelector(aria('alertdialog', '로그인 실패'));
    await (await failed!.waitForSelector(aria('button', '비밀번호 찾기')))!.click();
    await page.waitForSelector(aria('dialog', '비밀번호 찾기'));
    await settled(page);
    await saveScreenshot(page, 'screens/forgot-password-ko');
    await page.keyboard.press('Escape');
    await page.waitForSelector(aria('dialog', '비밀번호 찾기'), { hidden: true });
  });

  it('login failed: 다시 시도 goes back to the filled form, the password selected to retype', async () => {
    screenshotOnFailure(() => [['login-retry', page]]);
    page = await freshPage(web.browser, 'ko-KR');
    // The login page's header offers no "로그인" button that leads to itself (the home page's does).
    await page.goto(`${webOrigin}/`, { waitUntil: 'networkidle0' });
    await page.waitForSelector(`header ${aria('link', '로그인')}`);
    await logIn(page, email, 'Wrong-password1!');
    expect(await page.$(`header ${aria('link', '로그인')}`)).toBeNull();
    const failed = await page.waitForSelector(aria('alertdialog', '로그인 실패'));
    await (await failed!.waitForSelector(aria('button', '다시 시도')))!.click();
    await page.waitForSelector(aria('alertdialog', '로그인 실패'), { hidden: true });
    // The form as it was: the e-mail kept, the password still there and selected, with focus.
    const form = await page.evaluate(() => {
      const address = document.querySelector<HTMLInputElement>('input[name="email"]')!;
      const password = document.querySelector<HTMLInputElement>('input[name="password"]')!;
      return {
        email: address.value,
        passwordLength: password.value.length,
        focused: document.activeElement === password,
        selected: [password.selectionStart, password.selectionEnd],
      };
    });
    expect(form).toEqual({
      email,
      passwordLength: 16,
      focused: true,
      selected: [0, 16],
    });
    // Typing replaces the selected password; the same form now signs in.
    await page.keyboard.type(PASSWORD);
    await clickRole(page, 'button', '로그인');
    await page.waitForFunction(() => location.pathname !== '/login');
  });

  it('resets a forgotten password through the mailed link and logs in with the new one', async () => {
    screenshotOnFailure(() => [['reset', page]]);
    page = await freshPage(web.browser, 'ko-KR');
    await page.goto(`${webOrigin}/login`, { waitUntil: 'networkidle0' });
    await clickRole(page, 'button', '비밀번호 찾기');
    const dialog = aria('dialog', '비밀번호 찾기');
    await page.waitForSelector(dialog);
    await fill(page, '[role="dialog"] input[name="email"]', email);
    await clickRole(page, 'button', '재설정 메일 보내기');
    await page.waitForSelector(dialog, { hidden: true });

    const mails = await mailsTo(apiBaseUrl, email, 2); // verification + reset
    const link = mails[0]!.links[0]!;
    expect(link).toContain('flag=find-password');
    await page.goto(link, { waitUntil: 'networkidle0' });
    await page.waitForFunction(
      () => location.pathname === '/login' && location.search === '?modal=reset-password',
    );
    await page.waitForSelector(aria('dialog', '새 비밀번호 설정'));
    await fill(page, '[role="dialog"] input[name="password"]', 'short');
    await page.waitForSelector('::-p-text(8자 이상이어야 합니다)');
    await fill(page, '[role="dialog"] input[name="password"]', NEW_PASSWORD);
    await fill(page, '[role="dialog"] input[name="confirmPassword"]', NEW_PASSWORD);
    await settled(page);
    await saveScreenshot(page, 'screens/set-new-password-ko');
    await clickRole(page, 'button', '비밀번호 변경');
    await waitForPath(page, '/');
    await page.waitForSelector('::-p-text(비밀번호가 변경되었습니다)');

    await logIn(page, email, PASSWORD);
    await page.waitForSelector(aria('alertdialog', '로그인 실패'));
    await logIn(page, email, NEW_PASSWORD);
    await waitForPath(page, '/survey');
  });

  it('signs in with Google through the local identity provider and lands on the survey', async () => {
    screenshotOnFailure(() => [['social', page]]);
    page = await freshPage(web.browser, 'ko-KR');
    const address = uniqueEmail('social');
    // Real CSP: the API allows the web origin in form-action, so the redirect that follows the
    // local provider's form POST reaches {WEB_ORIGIN}/auth/callback/google.
    await page.goto(`${webOrigin}/login`, { waitUntil: 'networkidle0' });
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'networkidle0' }),
      clickRole(page, 'button', 'Google로 계속하기'),
    ]);
    // The local provider's sign-in page (served by the API under /idp).
    expect(page.url().startsWith(apiBaseUrl)).toBe(true);
    await fill(page, 'input[name="email"]', address);
    await fill(page, 'input[name="name"]', 'Social Kim');
    await page.click('button[type="submit"]');
    // Back on /auth/callback/google?code&state, then MEM01 -> the survey.
    await waitForPath(page, '/survey', 15_000);
    const auth = await persisted<{ auth: { accessToken?: string } }>(page, 'auth-store');
    expect(auth?.auth.accessToken).toBeTruthy();
    expect(await persisted<{ provider: string }>(page, 'remember-me-store')).toMatchObject({
      provider: 'GOOGLE',
    });
    expect(await page.evaluate(() => sessionStorage.getItem('oauth-state'))).toBeNull();
    await page.goto(`${webOrigin}/account/profile`, { waitUntil: 'networkidle0' });
    await page.waitForSelector(`::-p-text(${address})`);
  });

  it('signs up with the keyboard only', async () => {
    screenshotOnFailure(() => [['keyboard', page]]);
    page = await freshPage(web.browser, 'en-US');
    const p = page;
    const address = uniqueEmail('keyboard');
    /** Presses Tab until the focused element matches `selector` (fails after 40 presses). */
    const tabTo = async (selector: string) => {
      for (let i = 0; i < 40; i += 1) {
        await p.keyboard.press('Tab');
        if (
          await p.evaluate((s: string) => document.activeElement?.matches(s) ?? false, selector)
        ) {
          return;
        }
      }
      throw new Error(`could not reach ${selector} with Tab`);
    };
    await p.goto(`${webOrigin}/signup`, { waitUntil: 'networkidle0' });
    await p.waitForSelector(aria('heading', 'Create your account'));
    await tabTo('input[name="email"]');
    await p.keyboard.type(address);
    await p.keyboard.press('Tab');
    await p.keyboard.press('Enter'); // "Send verification mail"
    await p.waitForSelector(aria('dialog', 'Verification mail sent'));
    await p.keyboard.press('Enter'); // focus starts on Confirm
    await p.waitForSelector(aria('dialog', 'Verification mail sent'), { hidden: true });
    const [mail] = await mailsTo(apiBaseUrl, address);
    await p.goto(mail!.links[0]!, { waitUntil: 'networkidle0' });
    await waitForPath(p, '/signup');
    await p.waitForSelector('::-p-text(Your e-mail is verified)');

    await tabTo('input[name="password"]');
    await p.keyboard.type(PASSWORD);
    await tabTo('input[name="confirmPassword"]');
    await p.keyboard.type(PASSWORD);
    await tabTo('input[name="name"]');
    await p.keyboard.type('Keyboard Lee');
    await tabTo('select[name="country_code"]');
    await p.keyboard.press('ArrowDown'); // the first country, Korea
    await tabTo('input[name="birth_date"]');
    await p.keyboard.type('19851231');
    await tabTo('input[type="checkbox"]'); // "I agree to all"
    await p.keyboard.press('Space');
    await tabTo('button[type="submit"]');
    expect(await p.evaluate(() => (document.activeElement as HTMLButtonElement).disabled)).toBe(
      false,
    );
    await p.keyboard.press('Enter');
    await waitForPath(p, '/survey');
  });
});
