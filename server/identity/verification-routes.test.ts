import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessTokenOf,
  bearer,
  createTestApp,
  latestLink,
  PASSWORD,
  signUp,
  type TestApp,
} from '../test-support/app';

describe('e-mail verification and password reset', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The per-client mail limit is tested elsewhere; here many mails come from one client.
    t = await createTestApp({
      settings: { rateLimits: { mailPerClient: { max: 1000, windowMs: 60_000 } } },
    });
  });

  afterAll(async () => {
    await t.close();
  });

  const send = (email: string, flag?: string) =>
    t.app.inject({ method: 'POST', url: '/verify/send-email', payload: { email, flag } });
  const check = (search: string) =>
    t.app.inject({ method: 'GET', url: `/verify/verify-email${search}` });

  it('checks format and registration with confirm-email', async () => {
    const free = await t.app.inject({
      method: 'POST',
      url: '/verify/confirm-email',
      payload: { email: 'free@example.com' },
    });
    expect(free.statusCode).toBe(200);
    expect(free.json()).toMatchObject({ code: 'VER02', success: true });

    const bad = await t.app.inject({
      method: 'POST',
      url: '/verify/confirm-email',
      payload: { email: 'no-at-sign' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VAL02', status: 400, success: false });

    await signUp(t.app, 'taken@example.com');
    const taken = await t.app.inject({
      method: 'POST',
      url: '/verify/confirm-email',
      payload: { email: 'Taken@example.com' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'VAL04', success: false });
  });

  it('mails a bilingual verification link with a 256-bit token', async () => {
    expect((await send('mail@example.com', 'local')).json()).toMatchObject({ code: 'VER01' });
    const mailbox = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      query: { to: 'mail@example.com' },
    });
    const [mail] = mailbox.json();
    expect(mail.subject).toContain('이메일 인증');
    expect(mail.text.indexOf('다듬입니다')).toBeLessThan(mail.text.indexOf('Hello'));
    expect(mail.html).toContain('<a href=');
    const link = new URL(mail.links[0]);
    expect(link.origin + link.pathname).toBe('http://localhost:5173/verify/verify-email');
    expect(link.searchParams.get('flag')).toBe('local');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.sentAt).toEqual(expect.any(String));
  });

  it('accepts a link once: 200, then VAL09; unknown VAL06; expired VAL08', async () => {
    const link = await latestLink(t.app, 'mail@example.com');
    const ok = await check(link.search);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      code: 'VER03',
      status: 200,
      success: true,
      flag: 'local',
      email: 'mail@example.com',
    });
    const again = await check(link.search);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('VAL09');

    const unknown = await check(`?token=${'x'.repeat(43)}&flag=local`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('VAL06');

    const malformed = await check('?token=short');
    expect(malformed.statusCode).toBe(400);

    await send('late@example.com');
    const lateLink = await latestLink(t.app, 'late@example.com');
    t.advance(31 * 60_000);
    const expired = await check(lateLink.search);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('VAL08');
  });

  it('sends at most 3 mails per address, at least 60 s apart', async () => {
    const email = 'resend@example.com';
    expect((await send(email)).statusCode).toBe(200);
    const soon = await send(email);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().code).toBe('VAL11');
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    t.advance(61_000);
    expect((await send(email)).statusCode).toBe(200);
    t.advance(61_000);
    expect((await send(email)).statusCode).toBe(200);
    t.advance(61_000);
    const fourth = await send(email);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe('VAL10');
  });

  it('refuses a sign-up verification mail for a registered address (VAL04)', async () => {
    const response = await send('taken@example.com', 'local');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('VAL04');
  });

  it('replies the same to reset requests for known and unknown addresses', async () => {
    const known = await t.app.inject({
      method: 'POST',
      url: '/verify/reset-email',
      payload: { email: 'taken@example.com', flag: 'find-password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/verify/reset-email',
      payload: { email: 'ghost@example.com', flag: 'find-password' },
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().code).toBe('VER04');
    const ghostMail = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      query: { to: 'ghost@example.com' },
    });
    expect(ghostMail.json()).toEqual([]);
  });

  it('resets the password with the mailed token, once, and ends the other sessions', async () => {
    const email = 'reset@example.com';
    const other = await signUp(t.app, email);
    const thisBrowser = await t.app.inject({
      method: 'POST',
      url: '/auth/login/sign-in',
      payload: { email, password: PASSWORD },
    });
    const thisCookie = thisBrowser.cookies.find((c) => c.name === 'dadeum_rt')!.value;
    t.advance(61_000);
    await t.app.inject({
      method: 'POST',
      url: '/verify/reset-email',
      payload: { email, flag: 'change-password' },
    });
    const link = await latestLink(t.app, email);
    expect(link.searchParams.get('flag')).toBe('change-password');
    const token = link.searchParams.get('token')!;

    // The verification screen checks the link without using it up.
    expect((await check(link.search)).statusCode).toBe(200);
    expect((await check(link.search)).statusCode).toBe(200);

    const weak = await t.app.inject({
      method: 'POST',
      url: '/verify/reset-password',
      headers: bearer(token),
      payload: { email, password: 'weakpass' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('VAL12');

    const wrongToken = await t.app.inject({
      method: 'POST',
      url: '/verify/reset-password',
      headers: bearer('y'.repeat(43)),
      payload: { email, password: 'NewSecret2@' },
    });
    expect(wrongToken.json().code).toBe('VAL06');

    const reset = await t.app.inject({
      method: 'POST',
      url: '/verify/reset-password',
      headers: bearer(token),
      cookies: { dadeum_rt: thisCookie },
      payload: { email, password: 'NewSecret2@' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().code).toBe('VER05');

    const reused = await t.app.inject({
      method: 'POST',
      url: '/verify/reset-password',
      headers: bearer(token),
      payload: { email, password: 'NewSecret3#' },
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('VAL09');

    // The other session is over; this browser's session survives.
    const otherInfo = await t.app.inject({
      method: 'GET',
      url: '/member/member-info',
      headers: bearer(other.token),
    });
    expect(otherInfo.statusCode).toBe(401);
    const thisInfo = await t.app.inject({
      method: 'GET',
      url: '/member/member-info',
      headers: bearer(accessTokenOf(thisBrowser)),
    });
    expect(thisInfo.statusCode).toBe(200);

    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/auth/login/sign-in',
      payload: { email, password: PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await t.app.inject({
      method: 'POST',
      url: '/auth/login/sign-in',
      payload: { email, password: 'NewSecret2@' },
    });
    expect(newPassword.statusCode).toBe(200);
  });

  it('answers MEM09 for a reset link whose account was deactivated since', async () => {
    const email = 'gone@example.com';
    const { token: access } = await signUp(t.app, email);
    await t.app.inject({
      method: 'POST',
      url: '/verify/reset-email',
      payload: { email, flag: 'find-password' },
    });
    const link = await latestLink(t.app, email);
    // Keep the mail's token, then deactivate (which also deletes the address's tokens).
    const token = link.searchParams.get('token')!;
    const hash = (
      await t.pool.query(
        'select token_hash from verification_tokens where email = $1 and purpose = $2',
        [email, 'reset'],
      )
    ).rows[0].token_hash as string;
    await t.app.inject({ method: 'POST', url: '/member/cancel-member', headers: bearer(access) });
    await t.pool.query(
      `insert into verification_tokens (token_hash, purpose, flag, email, created_at, expires_at)
       values ($1, 'reset', 'find-password', $2, now(), now() + interval '1 day')`,
      [hash, email],
    );
    const reset = await t.app.inject({
      method: 'POST',
      url: '/verify/reset-password',
      headers: bearer(token),
      payload: { email, password: 'NewSecret2@' },
    });
    expect(reset.statusCode).toBe(404);
    expect(reset.json().code).toBe('MEM09');
  });
});

describe('mail calls per client', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      settings: { rateLimits: { mailPerClient: { max: 2, windowMs: 60_000 } } },
    });
  });

  afterAll(async () => {
    await t.close();
  });

  it('limits mail requests per client across addresses (ERR02)', async () => {
    const codes = [];
    for (const email of ['c1@example.com', 'c2@example.com', 'c3@example.com']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/verify/reset-email',
        payload: { email, flag: 'find-password' },
      });
      codes.push(response.json().code);
    }
    expect(codes).toEqual(['VER04', 'VER04', 'ERR02']);
  });
});
