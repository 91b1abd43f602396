import { JSDOM, type ParsedElement } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../test-support/app';

/**
 * The development mailbox: a page a person reads in a browser (Korean or English, each mail with
 * its subject, recipient, time, body and links one can click), the JSON for tests and scripts,
 * and nothing a mail's content could inject into the page.
 */

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const HOSTILE = {
  to: 'mallory@example.com',
  subject: '<img src=x onerror="alert(1)"> 안녕 "김<철수>"',
  text: 'Hi <script>alert(2)</script> 김철수\'s "note"\nOpen https://ok.example/reset?t=1&u=2.\njavascript:alert(3)',
  html: '<p onclick="alert(4)">x</p>',
  links: ['javascript:alert(5)', 'https://ok.example/reset?t=1&u=2'],
};

describe('the dev mailbox', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await signUp(t.app, 'reader@example.com');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/verify/reset-email',
      payload: { email: 'reader@example.com', flag: 'find-password' },
    });
    expect(reset.statusCode).toBe(200);
    await t.app.repos.mailOutbox.enqueue(HOSTILE, 'held', new Date());
  });
  afterAll(async () => {
    await t.close();
  });

  const page = async (url: string, language = 'ko-KR,ko;q=0.9,en;q=0.8') => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { accept: BROWSER_ACCEPT, 'accept-language': language },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    return { response, document: new JSDOM(response.body).window.document };
  };
  const text = (node: ParsedElement | null | undefined) => node?.textContent?.trim() ?? null;

  it('shows a browser each mail to an address: subject, recipient, time, body, and links to click', async () => {
    const { document, response } = await page('/dev/mailbox?to=reader%40example.com');
    expect(response.headers.vary).toMatch(/Accept-Language/);
    expect(document.documentElement.lang).toBe('ko');
    expect(text(document.querySelector('h1'))).toBe('개발용 메일함');
    const mails = [...document.querySelectorAll('article')];
    // Newest first: the reset mail, then the sign-up verification.
    expect(mails.map((mail) => text(mail.querySelector('h2')))).toEqual([
      '[다듬 Dadeum] 비밀번호 재설정 / Reset your password',
      '[다듬 Dadeum] 이메일 인증 / Verify your e-mail',
    ]);
    for (const mail of mails) {
      const fields = Object.fromEntries(
        [...mail.querySelectorAll('dt')].map((dt) => [text(dt), text(dt.nextElementSibling)]),
      );
      expect(fields['받는 사람']).toBe('reader@example.com');
      expect(fields['시각']).toMatch(/\d{4}\. \d{1,2}\. \d{1,2}\./);
      expect(mail.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(text(mail.querySelector('.body'))).toContain('안녕하세요, 다듬입니다.');
    }
    // The verification and reset links (as the mails hold them) can be clicked.
    const stored = await t.app.repos.mailOutbox.listFor('reader@example.com');
    const hrefs = (mail: ParsedElement) => [...mail.querySelectorAll('a')].map((a) => a.href);
    expect(stored[1]!.links[0]).toMatch(/\/verify\/verify-email\?/);
    mails.forEach((mail, index) => {
      expect(stored[index]!.links).toHaveLength(1);
      expect(hrefs(mail)).toContain(stored[index]!.links[0]);
    });
    // Nobody else's mail.
    expect(response.body).not.toContain('mallory@example.com');
  });

  it('speaks English by Accept-Language, and either language by its switch', async () => {
    const english = await page('/dev/mailbox?to=reader%40example.com', 'en-US,en;q=0.9');
    expect(english.document.documentElement.lang).toBe('en');
    expect(text(english.document.querySelector('h1'))).toBe('Dev mailbox');
    expect(text(english.document.querySelector('dt'))).toBe('To');
    const switcher = english.document.querySelector('nav[aria-label="Language"]')!;
    const current = switcher.querySelector('a[aria-current="true"]');
    expect(text(current)).toBe('English');
    const korean = [...switcher.querySelectorAll('a')].find((a) => text(a) === '한국어')!;
    expect(korean.getAttribute('href')).toBe('/dev/mailbox?to=reader%40example.com&lang=ko');

    const switched = await page(korean.getAttribute('href')!, 'en-US,en;q=0.9');
    expect(switched.document.documentElement.lang).toBe('ko');
    expect(text(switched.document.querySelector('h1'))).toBe('개발용 메일함');
  });

  it('lists every recent mail without an address, and offers a form to narrow it', async () => {
    const { document } = await page('/dev/mailbox?to=&lang=en');
    expect(document.querySelectorAll('article')).toHaveLength(3);
    const form = document.querySelector('form[role="search"]')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(document.querySelector('label[for="to"]')?.textContent).toBe('Recipient address');
    expect(form.querySelector('input[name="lang"]')?.getAttribute('value')).toBe('en');
  });

  it('shows what a mail holds as text: no markup, script or javascript: link gets through', async () => {
    const { document } = await page('/dev/mailbox?to=mallory%40example.com');
    expect(document.querySelectorAll('script, img, [onerror], [onclick]')).toHaveLength(0);
    const [mail] = [...document.querySelectorAll('article')];
    expect(text(mail!.querySelector('h2'))).toBe(HOSTILE.subject);
    expect(mail!.querySelector('.body')?.textContent).toBe(HOSTILE.text);
    const anchors = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(anchors.filter((href) => !href!.startsWith('/dev/'))).toEqual([
      'https://ok.example/reset?t=1&u=2', // in the body, without the sentence's full stop
      'https://ok.example/reset?t=1&u=2', // in the links list
    ]);
    expect(anchors.some((href) => /^\s*javascript:/i.test(href!))).toBe(false);
    // The javascript: "link" is listed as text.
    expect(text(mail!.querySelector('.links'))).toContain('javascript:alert(5)');
  });

  it('keeps the JSON for tests and scripts: /dev/mailbox.json, and /dev/mailbox without text/html', async () => {
    const json = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox.json',
      query: { to: 'reader@example.com' },
    });
    expect(json.statusCode).toBe(200);
    const mails = json.json<Array<{ to: string; subject: string; links: string[] }>>();
    expect(mails.map((mail) => mail.to)).toEqual(['reader@example.com', 'reader@example.com']);
    expect(mails[1]!.links[0]).toMatch(/\/verify\/verify-email\?/);
    const plain = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      query: { to: 'reader@example.com' },
      headers: { accept: '*/*' },
    });
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(plain.json()).toEqual(mails);
  });
});
