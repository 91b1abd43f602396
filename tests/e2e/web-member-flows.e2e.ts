import type { Page } from 'puppeteer';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createMemberThroughApi, type ApiMember } from './api-member';
import { saveScreenshot, screenshotOnFailure, useBrowser } from './browser';
import './context';
import {
  NEW_PASSWORD,
  aria,
  clickRole,
  fill,
  freshPage,
  mailsTo,
  waitForPath,
} from './web-helpers';
import {
  confirmDeactivation,
  reloadIn,
  settled,
  shootBoth,
  shootInEnglish,
  signInStatus,
  webLogIn,
} from './web-member-helpers';

const { webOrigin, apiBaseUrl } = inject('e2e');

/**
 * The member screens against the real API server: survey, profile, change password by mail,
 * feedback, payments, settings, help centre and deactivation, with screenshots in Korean and
 * English at desktop and 360 px widths.
 */
describe('web member screens', () => {
  const web = useBrowser({ lang: 'ko-KR' });
  let page: Page | undefined;
  let member: ApiMember;

  beforeAll(async () => {
    member = await createMemberThroughApi(apiBaseUrl);
  });

  it('new member: survey of three steps, then home (profile) with the answers', async () => {
    screenshotOnFailure(() => [['survey', page]]);
    page = await freshPage(web.browser, 'ko-KR');
    await webLogIn(page, webOrigin, member.email, member.password);
    await waitForPath(page, '/survey');
    await page.waitForSelector(aria('heading', '다듬을 어떤 목적으로 사용하시나요?'));
    await page.waitForSelector(aria('button', '업무'));
    await shootBoth(page, 'survey', 'ko');
    await clickRole(page, 'button', '업무');
    await clickRole(page, 'button', '다음');
    await page.waitForFunction(() => location.search === '?step=reason');
    await clickRole(page, 'button', '정확한 표현');
    // Back and forward through the browser's history.
    await page.goBack();
    await page.waitForFunction(() => location.search === '');
    await page.waitForSelector('[aria-pressed="true"]::-p-text(업무)');
    await page.goForward();
    await page.waitForFunction(() => location.search === '?step=reason');
    await page.waitForSelector('[aria-pressed="true"]::-p-text(정확한 표현)');
    await clickRole(page, 'button', '오류 줄이기');
    await clickRole(page, 'button', '다음');
    await page.waitForFunction(() => location.search === '?step=apps');
    await clickRole(page, 'button', 'Gmail');
    await clickRole(page, 'button', 'Slack');
    await shootBoth(page, 'survey-apps', 'ko');
    // The step and its answers live in the URL and history state: a reload keeps them.
    await shootInEnglish(page, 'survey-apps', async (p) => {
      await p.waitForSelector('[aria-pressed="true"]::-p-text(Slack)');
    });
    await page.waitForSelector('[aria-pressed="true"]::-p-text(Slack)');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/member/forms') && r.request().method() === 'POST',
    );
    await clickRole(page, 'button', '제출하기');
    const reply = await saved;
    expect(reply.status()).toBe(200);
    expect(JSON.parse(reply.request().postData() ?? '{}')).toEqual({
      purpose: [{ content: 'WORK' }],
      reason: [{ content: 'ACCURATE_EXPRESSION' }, { content: 'REDUCE_ERRORS' }],
      apps: [{ content: 'GMAIL' }, { content: 'SLACK' }],
    });
    // "/" sends a signed-in member on to the profile.
    await waitForPath(page, '/account/profile');
    await page.waitForSelector('::-p-text(설문 응답이 저장되었습니다)');
    await page.waitForSelector(`::-p-text(${member.email})`);
    await page.waitForSelector('li::-p-text(오류 줄이기)');
    // No extension in this browser: the profile says so and points to the install guide.
    await page.waitForSelector('::-p-text(이 브라우저에서 찾을 수 없어요)');
    await page.waitForSelector(aria('link', '설치 방법 보기'));
    await page.waitForSelector('::-p-text(설문 응답이 저장되었습니다)', {
      hidden: true,
      timeout: 6000,
    });
    await shootBoth(page, 'account-profile', 'ko');
  });

  it('changes the password through the mailed link and the dialog on the profile', async () => {
    screenshotOnFailure(() => [['change-password', page]]);
    page = await freshPage(web.browser, 'ko-KR');
    await webLogIn(page, webOrigin, member.email, member.password);
    await waitForPath(page, '/account/profile');
    await page.waitForSelector(aria('button', '비밀번호 변경'));
    const before = (await mailsTo(apiBaseUrl, member.email)).length;
    await clickRole(page, 'button', '비밀번호 변경');
    await page.waitForSelector('::-p-text(비밀번호 변경 메일을 보냈습니다)');
    const mails = await mailsTo(apiBaseUrl, member.email, before + 1);
    const link = mails[0]!.links.find((href) => href.includes('flag=change-password'));
    expect(link).toBeTruthy();
    await page.goto(link!, { waitUntil: 'networkidle0' });
    await page.waitForFunction(
      () => location.pathname === '/account/profile' && location.search === '?modal=reset-password',
    );
    await page.waitForSelector(aria('dialog', '새 비밀번호 설정'));
    await fill(page, '[role="dialog"] input[name="password"]', NEW_PASSWORD);
    await fill(page, '[role="dialog"] input[name="confirmPassword"]', NEW_PASSWORD);
    await settled(page);
    await shootBoth(page, 'account-change-password', 'ko');
    await shootInEnglish(page, 'account-change-password', async (p) => {
      await p.waitForSelector(aria('dialog', 'Set a new password'));
    });
    const reloaded = await page.waitForSelector(aria('dialog', '새 비밀번호 설정'));
    await fill(page, '[role="dialog"] input[name="password"]', NEW_PASSWORD);
    await fill(page, '[role="dialog"] input[name="confirmPassword"]', NEW_PASSWORD);
    await (await reloaded!.waitForSelector(aria('button', '비밀번호 변경')))!.click();
    await page.waitForSelector('::-p-text(비밀번호가 변경되었습니다)');
    await waitForPath(page, '/account/profile');

    expect(await signInStatus(apiBaseUrl, member.email, member.password)).not.toBe(200);
    expect(await signInStatus(apiBaseUrl, member.email, NEW_PASSWORD)).toBe(200);
    member.password = NEW_PASSWORD;
  });

  it('sends feedback: the message rule, the server accepts it, toast and a fresh form', async () => {
    screenshotOnFailure(() => [['feedback', page]]);
    page = await freshPage(web.browser, 'ko-KR');
    await webLogIn(page, webOrigin, member.email, member.password);
    await waitForPath(page, '/account/profile');
    await clickRole(page, 'tab', '피드백');
    await waitForPath(page, '/account/feedback');
    // The feedback route's chunk may still be loading once the URL has changed.
    await page.waitForSelector('select[name="subject"]');
    await page.select('select[name="subject"]', 'OTHER');
    await clickRole(page, 'button', '보내기');
    await page.waitForSelector('::-p-text(메시지를 입력해주세요)');
    await shootBoth(page, 'account-feedback', 'ko');
    await fill(page, 'textarea', '표 안의 글도 검사해 주세요.');
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/api/feedback/feedback') && r.request().method() === 'POST',
    );
    await clickRole(page, 'button', '보내기');
    const reply = await sent;
    expect(reply.status()).toBe(200);
    expect(await reply.json()).toMatchObject({ code: 'FDB01' });
    expect(JSON.parse(reply.request().postData() ?? '{}')).toEqual({
      subject: 'OTHER',
      message: '표 안의 글도 검사해 주세요.',
    });
    await page.waitForSelector('::-p-text(피드백을 보내주셔서 감사합니다)');
    await page.waitForFunction(
      () => (document.querySelector('textarea') as HTMLTextAreaElement).value === '',
    );
  });

  it('shows payments, the pay button explaining payments are not available, settings and help', async () => {
    screenshotOnFailure(() => [['screens', page]]);
    for (const lng of ['ko', 'en'] as const) {
      page = await freshPage(web.browser, lng === 'ko' ? 'ko-KR' : 'en-US');
      await webLogIn(page, webOrigin, member.email, member.password);
      await waitForPath(page, '/account/profile');
      // The member's language is theirs on every page: set it as the switch does.
      await reloadIn(page, lng);
      await page.waitForSelector(`::-p-text(${member.email})`);
      await page.waitForSelector('li::-p-text(Gmail)');
      if (lng === 'en') await shootBoth(page, 'account-profile', 'en');

      await page.goto(`${webOrigin}/account/payments`, { waitUntil: 'networkidle0' });
      await waitForPath(page, '/account/payments/main');
      await page.waitForSelector(`::-p-text(${lng === 'ko' ? '현재 요금제' : 'Current plan'})`);
      await shootBoth(page, 'account-payments', lng);
      await clickRole(page, 'link', lng === 'ko' ? '요금제 보기' : 'See plans');
      await waitForPath(page, '/account/payments/detail');
      await page.waitForSelector('::-p-text($2.25)');
      await shootBoth(page, 'account-payments-detail', lng);
      await clickRole(page, 'button', lng === 'ko' ? '계속' : 'Continue');
      await waitForPath(page, '/account/payments/paynow');
      await page.waitForSelector('[role="note"]');
      await shootBoth(page, 'account-payments-paynow', lng);

      await clickRole(page, 'tab', lng === 'ko' ? '설정' : 'Settings');
      await waitForPath(page, '/account/setting');
      await shootBoth(page, 'account-settings', lng);
      await clickRole(page, 'tab', lng === 'ko' ? '고객센터' : 'Help centre');
      await waitForPath(page, '/account/service');
      await shootBoth(page, 'account-help', lng);
      if (lng === 'en') {
        await clickRole(page, 'tab', 'Feedback');
        await waitForPath(page, '/account/feedback');
        await shootBoth(page, 'account-feedback', 'en');
        await page.goto(`${webOrigin}/survey`, { waitUntil: 'networkidle0' });
        await page.waitForSelector(aria('button', 'Academic'));
        await shootBoth(page, 'survey', 'en');
      }
      await page.goto(`${webOrigin}/payments/result?status=fail&message=cancelled`, {
        waitUntil: 'networkidle0',
      });
      await page.waitForSelector('h1');
      await shootBoth(page, 'payments-result', lng);
      await page.browserContext().close();
    }
  });

  it('payments: premium is "coming soon" on arrival, before a plan is chosen, and the figures add up', async () => {
    screenshotOnFailure(() => [['payments', page]]);
    page = await freshPage(web.browser, 'ko-KR');
    await webLogIn(page, webOrigin, member.email, member.password);
    // The profile, or the survey for a member who has not answered it (this test alone).
    await page.waitForFunction(() => location.pathname !== '/login');
    await reloadIn(page, 'ko');

    /** The page's "coming soon" note, as it shows on arrival (nothing pressed or chosen). */
    const noteOnArrival = async () => {
      const note = await page!.waitForSelector('[role="note"]', { visible: true });
      return note!.evaluate((element) => element.textContent ?? '');
    };

    await page.goto(`${webOrigin}/account/payments/detail`, { waitUntil: 'networkidle0' });
    expect(await noteOnArrival()).toContain('프리미엄은 출시 예정입니다');
    // The quarterly card: its total, its monthly figure and its saving agree with each other
    // and with the monthly price.
    const cards = await page.$$eval('label', (labels) =>
      labels.map((label) => label.textContent ?? ''),
    );
    const quarterly = cards.find((text) => text.startsWith('3개월'))!;
    const monthly = cards.find((text) => text.startsWith('월간'))!;
    const [, total, perMonth] = /3개월 \$([\d.]+) \(월 \$([\d.]+)\)/.exec(quarterly)!;
    const [, monthlyPrice] = /월 \$([\d.]+)/.exec(monthly.replace('월간', ''))!;
    const saves = Number(/(\d+)% 할인/.exec(quarterly)![1]);
    expect(Number(perMonth) * 3).toBeCloseTo(Number(total), 2);
    const realSaving = 100 * (1 - Number(total) / (3 * Number(monthlyPrice)));
    expect(saves).toBeLessThanOrEqual(realSaving);
    expect(realSaving - saves).toBeLessThan(1);

    await page.goto(`${webOrigin}/account/payments/paynow?plan=quarterly`, {
      waitUntil: 'networkidle0',
    });
    expect(await noteOnArrival()).toContain('아직 결제를 받지 않습니다');
    // The layout and its trial note stay; the pay button cannot be pressed and says why.
    await page.waitForSelector('::-p-text(7일 무료 체험)');
    await page.waitForSelector(aria('tab', '국내 카드'));
    const pay = await page.waitForSelector(aria('button', '무료 체험 시작'));
    expect(await pay!.evaluate((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    const description = await pay!.evaluate(
      (button) =>
        document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
    );
    expect(description).toContain('프리미엄은 출시 예정입니다');
    await page.browserContext().close();
  });

  it('phone width: the account tabs scroll sideways with a visible cue, and the keyboard reaches the last one', async () => {
    screenshotOnFailure(() => [['tabs', page]]);
    page = await freshPage(web.browser, 'en-US');
    await webLogIn(page, webOrigin, member.email, member.password);
    await page.waitForFunction(() => location.pathname !== '/login');
    await reloadIn(page, 'en');
    await page.setViewport({ width: 390, height: 844 });
    await page.goto(`${webOrigin}/account/profile`, { waitUntil: 'networkidle0' });
    await page.waitForSelector(aria('tab', 'Profile'));

    /** Where the last tab is against the list, and which edge cues show. */
    const state = () =>
      page!.evaluate(() => {
        const list = document.querySelector('[role="tablist"]')!.getBoundingClientRect();
        const help = [...document.querySelectorAll('[role="tab"]')]
          .find((tab) => tab.textContent === 'Help centre')!
          .getBoundingClientRect();
        const edge = (side: string) => {
          const element = document.querySelector<HTMLElement>(`[data-scroll-edge="${side}"]`);
          return element ? getComputedStyle(element).opacity === '1' : null;
        };
        return {
          helpInside: help.left >= list.left - 0.5 && help.right <= list.right + 0.5,
          start: edge('start'),
          end: edge('end'),
          pageScrollsSideways: document.scrollingElement!.scrollWidth > window.innerWidth,
        };
      });

    // "Help centre" is cut off, and the end of the list says there is more.
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('[data-scroll-edge="end"]')!).opacity === '1',
    );
    expect(await state()).toEqual({
      helpInside: false,
      start: false,
      end: true,
      pageScrollsSideways: false,
    });
    await saveScreenshot(page, 'screens/account-tabs-start-mobile-en');

    // The keyboard alone: End on the tab list goes to the last tab, which comes fully into view.
    await page.focus('[role="tab"][aria-selected="true"]');
    await page.keyboard.press('End');
    await waitForPath(page, '/account/service');
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('[data-scroll-edge="end"]')!).opacity === '0',
    );
    expect(await state()).toEqual({
      helpInside: true,
      start: true,
      end: false,
      pageScrollsSideways: false,
    });
    await saveScreenshot(page, 'screens/account-tabs-end-mobile-en');
    await page.browserContext().close();
  });

  it('deactivates the account: confirmation, login, and the old credentials no longer work', async () => {
    screenshotOnFailure(() => [['deactivate', page]]);
    page = await freshPage(web.browser, 'ko-KR');
    await webLogIn(page, webOrigin, member.email, member.password);
    await waitForPath(page, '/account/profile');
    await reloadIn(page, 'ko'); // the member's language was English after the last screens
    await page.goto(`${webOrigin}/account/setting`, { waitUntil: 'networkidle0' });
    await clickRole(page, 'button', '회원 탈퇴');
    await page.waitForSelector(aria('alertdialog', '정말 탈퇴하시겠어요?'));
    await settled(page);
    await shootBoth(page, 'account-deactivate-confirm', 'ko');
    await shootInEnglish(page, 'account-deactivate-confirm', async (p) => {
      await clickRole(p, 'button', 'Deactivate account');
      await p.waitForSelector(aria('alertdialog', 'Deactivate your account?'));
    });
    await clickRole(page, 'button', '회원 탈퇴');
    await page.waitForSelector(aria('alertdialog', '정말 탈퇴하시겠어요?'));
    expect(await confirmDeactivation(page)).toBe(200);
    await waitForPath(page, '/login');
    const auth = await page.evaluate(() => localStorage.getItem('auth-store'));
    expect(JSON.parse(auth ?? '{}').state?.auth).toEqual({});

    await webLogIn(page, webOrigin, member.email, member.password);
    await page.waitForSelector(aria('alertdialog', '로그인 실패'));
    expect(await signInStatus(apiBaseUrl, member.email, member.password)).not.toBe(200);
  });
});
