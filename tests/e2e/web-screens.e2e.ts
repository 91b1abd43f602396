import type { Page } from 'puppeteer';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { saveScreenshot, screenshotOnFailure, useBrowser } from './browser';
import './context';
import { NEW_PASSWORD, aria, clickRole, fill, freshPage, uniqueEmail } from './web-helpers';

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

const { webOrigin } = inject('e2e');

interface Screen {
  name: string;
  path: string;
  heading: { ko: string; en: string };
}

const SCREENS: Screen[] = [
  { name: 'login', path: '/login', heading: { ko: '로그인', en: 'Log in' } },
  { name: 'signup', path: '/signup', heading: { ko: '회원가입', en: 'Create your account' } },
  {
    name: 'pwreset',
    path: '/pwreset',
    heading: { ko: '비밀번호 찾기', en: 'Reset your password' },
  },
  { name: 'terms', path: '/terms', heading: { ko: '이용약관', en: '이용약관' } },
  { name: 'privacy', path: '/privacy', heading: { ko: '개인정보 처리방침', en: 'Privacy Policy' } },
  {
    name: 'subscription-terms',
    path: '/subscription-terms',
    heading: { ko: '구독 약관', en: 'Subscription Terms' },
  },
  {
    name: 'error',
    path: '/error',
    heading: { ko: '문제가 발생했습니다', en: 'Something went wrong' },
  },
  {
    name: 'not-found',
    path: '/no/such/page',
    heading: { ko: '페이지를 찾을 수 없습니다', en: "We couldn't find that page" },
  },
  {
    name: 'verify-failed',
    path: `/verify/verify-email?token=${'x'.repeat(43)}&flag=local`,
    // A link whose token the server does not know: "not valid", with a new mail offered.
    heading: { ko: '올바른 링크가 아닙니다', en: 'This link is not valid' },
  },
  {
    name: 'callback-invalid',
    path: '/auth/callback/google',
    heading: { ko: '문제가 발생했습니다', en: 'Something went wrong' },
  },
];

/** Every public screen in both languages, with a screenshot each (tests/e2e/artifacts/screens). */
describe.each([
  ['ko-KR', 'ko'],
  ['en-US', 'en'],
] as const)('web screens in %s', (lang, short) => {
  const web = useBrowser({ lang });
  let page: Page | undefined;

  beforeAll(async () => {
    page = await freshPage(web.browser, lang);
    // Entrance animations stay off, so full-page screenshots show every section.
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  });

  it('renders every public screen with its heading and the product name in the title', async () => {
    screenshotOnFailure(() => [[`screens-${short}`, page]]);
    const p = page!;
    for (const screen of SCREENS) {
      await p.goto(`${webOrigin}${screen.path}`, { waitUntil: 'networkidle0' });
      await p.waitForSelector(aria('heading', screen.heading[short]));
      expect(await p.title()).toMatch(short === 'ko' ? / \| 다듬$/ : / \| Dadeum$/);
      if (screen.name === 'terms' && short === 'en') {
        // The Korean-only terms say so, and the page title is English.
        expect(await p.title()).toBe('Terms of Service | Dadeum');
        await p.waitForSelector('::-p-text(available in Korean only)');
      }
      await saveScreenshot(p, `screens/${screen.name}-${short}`);
    }
  });

  it('shows the invalid-access message on a callback without a code', async () => {
    const p = page!;
    await p.goto(`${webOrigin}/auth/callback/google`, { waitUntil: 'networkidle0' });
    await p.waitForSelector(
      `::-p-text(${short === 'ko' ? '잘못된 접근입니다.' : 'Invalid access.'})`,
    );
  });

  // The sign-up and sign-in dialogs in English (web-auth.e2e.ts takes the Korean ones along its
  // flows); registered for English only, rather than skipped for Korean.
  if (short === 'en')
    it('shows the sign-up and sign-in dialogs in English', async () => {
      screenshotOnFailure(() => [[`dialogs-${short}`, page]]);
      const p = page!;
      await p.goto(`${webOrigin}/signup`, { waitUntil: 'networkidle0' });
      await fill(p, 'input[name="email"]', uniqueEmail('screens-en'));
      await clickRole(p, 'button', 'Send verification mail');
      const sent = aria('dialog', 'Verification mail sent');
      await p.waitForSelector(sent);
      // The link's lifetime is the server's setting (30 minutes), as the mail says.
      await p.waitForSelector('::-p-text(The link works once, for 30 minutes.)');
      await settled(p);
      await saveScreenshot(p, 'screens/verification-sent-en');
      await clickRole(p, 'button', 'Confirm');
      await p.waitForSelector(sent, { hidden: true });

      // An unknown e-mail gets AUT01 like a wrong password: the login-failed dialog.
      await p.goto(`${webOrigin}/login`, { waitUntil: 'networkidle0' });
      await fill(p, 'input[name="email"]', uniqueEmail('nobody-en'));
      await fill(p, 'input[name="password"]', 'Wrong-password1!');
      await clickRole(p, 'button', 'Log in');
      const failed = await p.waitForSelector(aria('alertdialog', 'Login failed'));
      await settled(p);
      await saveScreenshot(p, 'screens/login-failed-en');
      await (await failed!.waitForSelector(aria('button', 'Forgot password')))!.click();
      const forgot = aria('dialog', 'Reset your password');
      await p.waitForSelector(forgot);
      await settled(p);
      await saveScreenshot(p, 'screens/forgot-password-en');
      await p.keyboard.press('Escape');
      await p.waitForSelector(forgot, { hidden: true });

      // The mailed link puts the reset token in the navigation state (React Router keeps it in
      // history.state.usr): the same state, then a reload.
      await p.goto(`${webOrigin}/login`, { waitUntil: 'networkidle0' });
      await p.evaluate(() =>
        history.replaceState(
          { usr: { token: 'x'.repeat(43), email: 'dadeum@example.com' }, key: 'screens', idx: 0 },
          '',
          '/login?modal=reset-password',
        ),
      );
      await p.reload({ waitUntil: 'networkidle0' });
      await p.waitForSelector(aria('dialog', 'Set a new password'));
      await fill(p, '[role="dialog"] input[name="password"]', NEW_PASSWORD);
      await fill(p, '[role="dialog"] input[name="confirmPassword"]', NEW_PASSWORD);
      await settled(p);
      await saveScreenshot(p, 'screens/set-new-password-en');
    });

  it('landing: view demo scrolls to the demo, paid plans show Coming Soon (in the page language), free goes to login', async () => {
    screenshotOnFailure(() => [[`landing-${short}`, page]]);
    const p = page!;
    await p.goto(`${webOrigin}/`, { waitUntil: 'networkidle0' });
    await clickRole(p, 'button', short === 'ko' ? '데모 보기' : 'View demo');
    await p.waitForFunction(() => {
      const demo = document.getElementById('demo')!.getBoundingClientRect();
      return demo.top < 200 && demo.top > -50;
    });
    await p.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(p, `screens/landing-full-${short}`);
    await clickRole(p, 'button', short === 'ko' ? '영업팀 문의' : 'Contact sales');
    // Titled in the page's language: 출시 예정 on the Korean site, not an English "Coming Soon".
    const comingSoon = aria('alertdialog', short === 'ko' ? '출시 예정' : 'Coming Soon');
    await p.waitForSelector(comingSoon);
    await saveScreenshot(p, `screens/coming-soon-${short}`);
    await p.keyboard.press('Escape');
    await p.waitForSelector(comingSoon, { hidden: true });
    await clickRole(p, 'link', short === 'ko' ? '무료로 이용하기' : 'Get started free');
    await p.waitForFunction(() => location.pathname === '/login');
  });
});
