import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessTokenOf,
  bearer,
  createTestApp,
  PASSWORD,
  refreshCookieOf,
  signUp,
  verifyAddress,
  type TestApp,
} from '../test-support/app';

describe('sign-up, sign-in, tokens and logout', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const signUpPayload = (email: string) => ({
    email,
    password: PASSWORD,
    name: 'Jane Doe',
    country_code: 'USA',
    birth_date: '19951231',
    verified: 'Y',
  });

  it('refuses sign-up before the e-mail is verified (VAL05)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login/sign-up',
      payload: signUpPayload('unverified@example.com'),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'VAL05', status: 403, success: false });
    expect(response.headers.authorization).toBeUndefined();
  });

  it('signs up a verified address: MEM01, bearer token header exposed by CORS, refresh cookie', async () => {
    await verifyAddress(t.app, 'new@example.com');
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login/sign-up',
      headers: { origin: 'http://localhost:5173', 'accept-language': 'ko-KR,ko;q=0.9' },
      payload: signUpPayload('New@Example.com'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 'MEM01',
      status: 200,
      msg: expect.any(String),
      success: true,
    });
    expect(response.headers['access-control-expose-headers']).toContain('Authorization');
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const cookie = response.cookies.find((c) => c.name === 'dadeum_rt');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const info = await t.app.inject({
      method: 'GET',
      url: '/member/member-info',
      headers: bearer(accessTokenOf(response)),
    });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      status: { code: 'MEM03', status: 200, msg: expect.any(String), success: true },
      response: {
        email: 'new@example.com',
        name: 'Jane Doe',
        role: 'USER',
        locale: 'ko',
        verified: 'Y',
        provider: 'local',
        profileUri: null,
        birthDate: '19951231',
        countryCode: 'USA',
      },
    });
  });

  it('refuses a second sign-up with the same address (VAL04)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login/sign-up',
      payload: signUpPayload('new@example.com'),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('VAL04');
  });

  it('does not let CORS answer other origins', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/auth/login/sign-in',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers AUT01 alike for a wrong password and an unknown address', async () => {
    await signUp(t.app, 'signin@example.com');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/auth/login/sign-in',
      payload: { email: 'signin@example.com', password: 'Wrong1!pass' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/auth/login/sign-in',
      payload: { email: 'nobody@example.com', password: 'Wrong1!pass' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('AUT01');
  });

  it('signs in with MEM01 before the survey and MEM02 after it', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/auth/login/sign-in',
      payload: { email: ' SignIn@Example.com ', password: PASSWORD },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().code).toBe('MEM01');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/member/forms',
      headers: bearer(accessTokenOf(first)),
      payload: {
        purpose: [{ content: 'WORK' }],
        reason: [{ content: 'REDUCE_ERRORS' }],
        apps: [{ content: 'GMAIL' }],
      },
    });
    expect(saved.statusCode).toBe(200);
    const second = await t.app.inject({
      method: 'POST',
      url: '/auth/login/sign-in',
      payload: { email: 'signin@example.com', password: PASSWORD },
    });
    expect(second.json().code).toBe('MEM02');
  });

  it('refuses private calls without a valid token (AUT03)', async () => {
    for (const headers of [{}, bearer('not.a.jwt'), { authorization: 'Basic abc' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/member/member-info', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('AUT03');
    }
  });

  it('rejects a token signed with another key or algorithm', async () => {
    const { token } = await signUp(t.app, 'forged@example.com');
    const [header, payload] = token.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const tampered = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const forged of [none, tampered]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/member/member-info',
        headers: bearer(forged),
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('reissues with rotation; a replayed old refresh token revokes the whole family', async () => {
    const session = await signUp(t.app, 'rotate@example.com');
    const reissue = (token: string, cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/auth/token/reissue',
        headers: bearer(token),
        cookies: { dadeum_rt: cookie },
      });
    const first = await reissue(session.token, session.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json().code).toBe('TOK01');
    const newToken = accessTokenOf(first);
    const newCookie = refreshCookieOf(first)!;
    expect(newCookie).not.toBe(session.cookie);

    t.advance(30_000); // past the concurrency grace
    const replay = await reissue(session.token, session.cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('TOK07');

    // The family is revoked: the newest refresh token and access token are dead too.
    expect((await reissue(newToken, newCookie)).statusCode).toBe(401);
    const info = await t.app.inject({
      method: 'GET',
      url: '/member/member-info',
      headers: bearer(newToken),
    });
    expect(info.statusCode).toBe(401);
  });

  it('lets concurrent reissues from several tabs all succeed', async () => {
    const session = await signUp(t.app, 'tabs@example.com');
    const replies = await Promise.all(
      [1, 2, 3].map(() =>
        t.app.inject({
          method: 'POST',
          url: '/auth/token/reissue',
          headers: bearer(session.token),
          cookies: { dadeum_rt: session.cookie },
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const cookies = replies.map(refreshCookieOf).filter(Boolean);
    expect(cookies).toHaveLength(1); // one rotation; the others keep the browser's new cookie
    for (const reply of replies) {
      const info = await t.app.inject({
        method: 'GET',
        url: '/member/member-info',
        headers: bearer(accessTokenOf(reply)),
      });
      expect(info.statusCode).toBe(200);
    }
  });

  it('reissues from an expired access token, but not past the absolute lifetime', async () => {
    const session = await signUp(t.app, 'expiry@example.com');
    t.advance(16 * 60_000);
    const expired = await t.app.inject({
      method: 'GET',
      url: '/member/member-info',
      headers: bearer(session.token),
    });
    expect(expired.statusCode).toBe(401);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/auth/token/reissue',
      headers: bearer(session.token),
      cookies: { dadeum_rt: session.cookie },
    });
    expect(renewed.statusCode).toBe(200);
    const token = accessTokenOf(renewed);
    const cookie = refreshCookieOf(renewed)!;
    expect(
      (await t.app.inject({ method: 'GET', url: '/member/member-info', headers: bearer(token) }))
        .statusCode,
    ).toBe(200);

    t.advance(31 * 24 * 3600_000);
    const late = await t.app.inject({
      method: 'POST',
      url: '/auth/token/reissue',
      headers: bearer(token),
      cookies: { dadeum_rt: cookie },
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('TOK07');
  });

  it('refuses reissue without the cookie or with another session’s token', async () => {
    const a = await signUp(t.app, 'reissue-a@example.com');
    const b = await signUp(t.app, 'reissue-b@example.com');
    const noCookie = await t.app.inject({
      method: 'POST',
      url: '/auth/token/reissue',
      headers: bearer(a.token),
    });
    expect(noCookie.statusCode).toBe(401);
    const mixed = await t.app.inject({
      method: 'POST',
      url: '/auth/token/reissue',
      headers: bearer(a.token),
      cookies: { dadeum_rt: b.cookie },
    });
    expect(mixed.statusCode).toBe(401);
  });

  it('logout ends the session at once: the access token and the cookie stop working', async () => {
    const session = await signUp(t.app, 'logout@example.com');
    const out = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: bearer(session.token),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ code: 'AUT02', status: 200 });
    const info = await t.app.inject({
      method: 'GET',
      url: '/member/member-info',
      headers: bearer(session.token),
    });
    expect(info.statusCode).toBe(401);
    expect(info.json().code).toBe('AUT03');
    const reissue = await t.app.inject({
      method: 'POST',
      url: '/auth/token/reissue',
      headers: bearer(session.token),
      cookies: { dadeum_rt: session.cookie },
    });
    expect(reissue.statusCode).toBe(401);
  });
});

describe('sign-in rate limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      settings: {
        rateLimits: {
          signInPerClient: { max: 6, windowMs: 60_000 },
          reissuePerClient: { max: 2, windowMs: 60_000 },
        },
      },
    });
  });

  afterAll(async () => {
    await t.close();
  });

  const attempt = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/login/sign-in',
      payload: { email, password: 'Wrong1!pass' },
    });

  it('limits sign-in requests per client (the throttle: sign-in-throttle.test.ts)', async () => {
    const codes = [];
    for (let i = 0; i < 7; i++) codes.push((await attempt(`any-${i}@example.com`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 401, 429]);
    const limited = await attempt('third@example.com');
    expect(limited.json()).toMatchObject({ code: 'ERR02', status: 429 });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits reissue per client', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject({ method: 'POST', url: '/auth/token/reissue' });
      codes.push(response.json().code);
    }
    expect(codes).toEqual(['TOK07', 'TOK07', 'ERR02']);
  });
});
