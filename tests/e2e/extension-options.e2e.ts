import pg from 'pg';
import type { Page } from 'puppeteer';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createMemberThroughApi, type ApiMember } from './api-member';
import {
  openExtensionPage,
  saveScreenshot,
  screenshotOnFailure,
  useExtensionBrowser,
} from './browser';
import './context';
import { aria, clickRole, fill } from './web-helpers';
import { confirmDeactivation, settled, signInStatus } from './web-member-helpers';

const { webOrigin, apiBaseUrl, extensionDir, databaseUrl } = inject('e2e');

type Lng = 'ko' | 'en';
type ChromeGlobal = {
  chrome: {
    storage: {
      local: {
        get(key: string): Promise<Record<string, unknown>>;
        remove(key: string | string[]): Promise<void>;
      };
      session: {
        get(key: string): Promise<Record<string, unknown>>;
        remove(key: string | string[]): Promise<void>;
      };
    };
    runtime: { sendMessage(message: unknown): Promise<unknown> };
  };
};
interface StoredSession {
  token: string;
  user: { email: string; name: string };
}

const text = {
  ko: {
    login: '로그인',
    google: 'Google로 계속하기',
    register: '회원가입',
    feedbackTab: '피드백',
    settingsTab: '설정',
    profileTab: '프로필',
    send: '보내기',
    logout: '로그아웃',
  },
  en: {
    login: 'Log in',
    google: 'Continue with Google',
    register: 'Create an account',
    feedbackTab: 'Feedback',
    settingsTab: 'Settings',
    profileTab: 'Profile',
    send: 'Send',
    logout: 'Log out',
  },
} as const;

/**
 * The extension's options page is the account area: the web app's member screens on the
 * extension's own session (the one the background uses), against the real API.
 */
describe('extension options page (account area)', () => {
  const ext = useExtensionBrowser(extensionDir);
  let page: Page | undefined;
  let member: ApiMember;

  beforeAll(async () => {
    member = await createMemberThroughApi(apiBaseUrl, '김옵션');
  });

  async function openOptions(lng: Lng, hash = '') {
    page = await openExtensionPage(ext.browser, ext.extensionId, 'options.html', {
      lang: lng === 'ko' ? 'ko-KR' : 'en-US',
      width: 1100,
      height: 820,
    });
    await page.waitForFunction((value: string) => document.documentElement.lang === value, {}, lng);
    // The first route settles (signed out: /login; signed in: the profile or the survey).
    const p = page;
    await p.waitForFunction(() => /^#\/(login|survey|account\/)/.test(location.hash));
    if (hash) {
      await p.evaluate((h) => (location.hash = h), hash);
      await waitForHash(p, hash);
    }
    return page;
  }

  const waitForHash = (p: Page, hash: string) =>
    p.waitForFunction((h: string) => location.hash === h, { timeout: 15_000 }, hash);

  /** The session in extension storage (what the background uses). */
  const storedSession = (p: Page) =>
    p.evaluate(
      async () =>
        ((await (globalThis as unknown as ChromeGlobal).chrome.storage.session.get('session'))
          .session ?? null) as StoredSession | null,
    );

  /** What the background answers an extension page (the popup asks the same). */
  const backgroundSession = (p: Page) =>
    p.evaluate(() =>
      (globalThis as unknown as ChromeGlobal).chrome.runtime.sendMessage({
        channel: 'dadeum/rpc',
        type: 'session/get',
      }),
    ) as Promise<{ ok: boolean; data: { signedIn: boolean; user: { email: string } | null } }>;

  /** Waits until extension storage holds no session. */
  const sessionCleared = (p: Page) =>
    p.waitForFunction(async () => {
      const { session } = await (globalThis as unknown as ChromeGlobal).chrome.storage.session.get(
        'session',
      );
      return (session ?? null) === null;
    });

  const memberInfoStatus = (token: string) =>
    fetch(`${apiBaseUrl}/member/member-info`, {
      headers: { Authorization: `Bearer ${token}` },
    }).then((response) => response.status);

  async function shoot(p: Page, name: string, lng: Lng) {
    await settled(p);
    await saveScreenshot(p, `screens/options-${name}-${lng}`);
  }

  async function signInDirectly(p: Page, lng: Lng, who: Pick<ApiMember, 'email' | 'password'>) {
    await waitForHash(p, '#/login');
    await fill(p, 'input[name="email"]', who.email);
    await fill(p, 'input[name="password"]', who.password);
    await clickRole(p, 'button', text[lng].login);
  }

  it('signed out: the sign-in screen, in Korean and English; sign-up opens the web app', async () => {
    screenshotOnFailure(() => [['signed-out', page]]);
    for (const lng of ['ko', 'en'] as const) {
      const p = await openOptions(lng);
      await waitForHash(p, '#/login');
      await p.waitForSelector(aria('heading', text[lng].login));
      await p.waitForSelector('input[name="password"]');
      const register = await p.waitForSelector(aria('link', text[lng].register));
      expect(
        await register!.evaluate((a) => [a.getAttribute('href'), a.getAttribute('target')]),
      ).toEqual([`${webOrigin}/signup`, '_blank']);
      // Signed out, the header carries no session button (this page is the sign-in screen).
      expect(await p.$(`header ${aria('button', text[lng].logout)}`)).toBeNull();
      await shoot(p, 'signed-out', lng);
      await p.close();
    }
  });

  it('Google opens the web app’s /login in a new tab, which starts Google at once; signing in there signs this page in', async () => {
    const opened: { tab?: Page } = {};
    screenshotOnFailure(() => [
      ['social', page],
      ['social-tab', opened.tab],
    ]);
    const p = await openOptions('ko');
    await waitForHash(p, '#/login');
    const target = ext.browser.waitForTarget((t) => t.url().startsWith(`${webOrigin}/login`), {
      timeout: 10_000,
    });
    await clickRole(p, 'link', text.ko.google);
    const t = (opened.tab = (await (await target).page())!);
    const first = new URL(t.url());
    expect(first.pathname).toBe('/login');
    expect(first.searchParams.get('social')).toBe('google');

    // The web page starts Google by itself (the member chose it here; the anti-forgery state
    // is made and kept on the web origin), and the local identity provider stands in for
    // Google: finishing there hands the session over. Interval polling: the waits do not
    // depend on animation frames, whichever tab is in front.
    await t.bringToFront();
    const poll = { polling: 200, timeout: 15_000 };
    await t.waitForFunction(() => location.pathname.includes('/idp/interaction/'), poll);
    await t.waitForFunction(() => document.querySelector('input[name="name"]') !== null, poll);
    const address = `options-social-${Date.now()}@example.com`;
    await t.type('input[name="email"]', address);
    await t.type('input[name="name"]', 'Social Options');
    await t.click('button[type="submit"]');
    await t.waitForFunction(() => location.pathname === '/survey', poll);
    await t.close();

    // The options page follows the extension's session by itself.
    await p.bringToFront();
    await waitForHash(p, '#/account/profile');
    await p.waitForSelector(`::-p-text(${address})`);
    expect((await storedSession(p))?.user.email).toBe(address);

    // Back to signed out for the next tests (a logout on the web app would do the same), and
    // to the browser's language: the web app's sign-in made its language the extension's.
    await p.evaluate(async () => {
      const { storage } = (globalThis as unknown as ChromeGlobal).chrome;
      await storage.session.remove('session');
      await storage.local.remove('language');
    });
    await waitForHash(p, '#/login');
    await p.close();
  });

  it('signs in directly: the survey for a new member, the profile, and the background holds the session', async () => {
    screenshotOnFailure(() => [['sign-in', page]]);
    const p = await openOptions('ko');
    await signInDirectly(p, 'ko', member);
    // MEM01: a new member goes to the survey, inside the options page.
    await waitForHash(p, '#/survey');
    await p.waitForSelector(aria('heading', '다듬을 어떤 목적으로 사용하시나요?'));

    const stored = await storedSession(p);
    expect(stored?.user.email).toBe(member.email);
    expect(await memberInfoStatus(stored!.token)).toBe(200);
    expect((await backgroundSession(p)).data).toMatchObject({
      signedIn: true,
      user: { email: member.email },
    });
    // The token lives in extension storage only, not in the page's local storage.
    expect(await p.evaluate(() => localStorage.getItem('auth-store'))).toBeNull();

    await p.evaluate(() => (location.hash = '#/account/profile'));
    await p.waitForSelector(`::-p-text(${member.email})`);
    await p.waitForSelector(aria('button', text.ko.logout));
    await shoot(p, 'profile', 'ko');

    // The popup reads the same session from the background.
    const popup = await openExtensionPage(ext.browser, ext.extensionId, 'popup.html', {
      lang: 'ko-KR',
      width: 360,
      height: 420,
    });
    await popup.waitForSelector(`::-p-text(${member.email})`);
    await popup.close();

    // The refresh cookie reaches the API from the extension page (host permission): a reissue
    // made here answers a new token, which is readable.
    const reissue = await p.evaluate(
      async (api: string, token: string) => {
        const response = await fetch(`${api}/auth/token/reissue`, {
          method: 'POST',
          credentials: 'include',
          headers: { Authorization: `Bearer ${token}` },
        });
        return {
          status: response.status,
          bearer: /^Bearer \S+$/.test(response.headers.get('authorization') ?? ''),
        };
      },
      apiBaseUrl,
      stored!.token,
    );
    expect(reissue).toEqual({ status: 200, bearer: true });

    const en = await openOptions('en', '#/account/profile');
    await en.waitForSelector(`::-p-text(${member.email})`);
    await en.waitForSelector(aria('tab', text.en.profileTab));
    await shoot(en, 'profile', 'en');
    await en.close();
  });

  it('sends feedback from the options page: the row is in the database', async () => {
    screenshotOnFailure(() => [['feedback', page]]);
    const p = await openOptions('ko', '#/account/profile');
    await clickRole(p, 'tab', text.ko.feedbackTab);
    await waitForHash(p, '#/account/feedback');
    // The feedback route's chunk may still be loading once the URL has changed.
    await p.waitForSelector('select[name="subject"]');
    await p.select('select[name="subject"]', 'OTHER');
    await fill(p, 'textarea', '확장 프로그램 설정 화면에서 보냅니다.');
    await shoot(p, 'feedback', 'ko');
    const sent = p.waitForResponse(
      (r) => r.url().endsWith('/api/feedback/feedback') && r.request().method() === 'POST',
    );
    await clickRole(p, 'button', text.ko.send);
    const reply = await sent;
    expect(reply.status()).toBe(200);
    expect(await reply.json()).toMatchObject({ code: 'FDB01' });
    await p.waitForSelector('::-p-text(피드백을 보내주셔서 감사합니다)');

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ subject: string; message: string }>(
        `select f.subject, f.message from feedback f join members m on m.id = f.member_id
         where m.email = $1`,
        [member.email],
      );
      expect(rows).toEqual([
        { subject: 'OTHER', message: '확장 프로그램 설정 화면에서 보냅니다.' },
      ]);
    } finally {
      await db.end();
    }

    const en = await openOptions('en', '#/account/feedback');
    await en.waitForSelector('select[name="subject"]');
    await shoot(en, 'feedback', 'en');
    await en.close();
    await p.close();
  });

  it('payments, help and settings (legal documents open in the page), in Korean and English', async () => {
    screenshotOnFailure(() => [['settings', page]]);
    for (const lng of ['ko', 'en'] as const) {
      const p = await openOptions(lng, '#/account/profile');
      await clickRole(p, 'tab', lng === 'ko' ? '결제' : 'Payments');
      await waitForHash(p, '#/account/payments/main');
      await p.waitForSelector(`::-p-text(${lng === 'ko' ? '현재 요금제' : 'Current plan'})`);
      await shoot(p, 'payments', lng);
      await clickRole(p, 'tab', lng === 'ko' ? '고객센터' : 'Help centre');
      await waitForHash(p, '#/account/service');
      await p.waitForSelector(aria('heading', lng === 'ko' ? '고객센터' : 'Help centre'));
      await shoot(p, 'help', lng);
      await clickRole(p, 'tab', text[lng].settingsTab);
      await waitForHash(p, '#/account/setting');
      await p.waitForSelector(aria('button', lng === 'ko' ? '회원 탈퇴' : 'Deactivate account'));
      await shoot(p, 'settings', lng);
      await clickRole(p, 'link', lng === 'ko' ? '이용약관' : 'Terms of service');
      await waitForHash(p, '#/terms');
      await p.waitForSelector('h1');
      await p.close();
    }
  });

  it('signs out from the header: extension storage and the server session end', async () => {
    screenshotOnFailure(() => [['sign-out', page]]);
    const p = await openOptions('ko', '#/account/profile');
    await p.waitForSelector(`::-p-text(${member.email})`);
    const token = (await storedSession(p))!.token;
    expect(await memberInfoStatus(token)).toBe(200);
    await clickRole(p, 'button', text.ko.logout);
    await p.waitForSelector(aria('alertdialog', '알림'));
    await clickRole(p, 'button', '확인');
    await waitForHash(p, '#/login');
    await sessionCleared(p);
    expect((await backgroundSession(p)).data.signedIn).toBe(false);
    // The server refuses the old access token from now on (the web app signs out on its next call).
    expect(await memberInfoStatus(token)).toBe(401);
    await p.close();
  });

  it('deactivation is reachable and works: storage cleared, sign-in refused', async () => {
    screenshotOnFailure(() => [['deactivate', page]]);
    const p = await openOptions('ko');
    await signInDirectly(p, 'ko', member);
    // Still no survey answers: MEM01 leads to the survey; the settings tab is one click away.
    await waitForHash(p, '#/survey');
    await p.evaluate(() => (location.hash = '#/account/profile'));
    await clickRole(p, 'tab', text.ko.settingsTab);
    await waitForHash(p, '#/account/setting');
    await clickRole(p, 'button', '회원 탈퇴');
    await p.waitForSelector(aria('alertdialog', '정말 탈퇴하시겠어요?'));
    expect(await confirmDeactivation(p)).toBe(200);
    await waitForHash(p, '#/login');
    await sessionCleared(p);
    expect((await backgroundSession(p)).data.signedIn).toBe(false);

    await signInDirectly(p, 'ko', member);
    await p.waitForSelector(aria('alertdialog', '로그인 실패'));
    expect(await signInStatus(apiBaseUrl, member.email, member.password)).not.toBe(200);
    await p.close();
  });
});
