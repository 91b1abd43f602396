import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../db/embedded-postgres';
import { createTestApp, type TestApp } from '../test-support/app';

/** A tiny cookie jar for one host: enough for following the sign-in redirects with fetch. */
class CookieJar {
  private cookies = new Map<string, string>();

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  has(name: string) {
    return this.cookies.has(name);
  }
}

describe('social sign-in through the local identity provider (real HTTP)', () => {
  const webOrigin = 'http://127.0.0.1:5999';
  let api: string;
  let t: TestApp;

  beforeAll(async () => {
    const port = await freePort();
    api = `http://127.0.0.1:${port}`;
    t = await createTestApp({}, { VITE_API_BASE_URL: api, WEB_ORIGIN: webOrigin });
    await t.app.listen({ host: '127.0.0.1', port });
  });

  afterAll(async () => {
    await t.close();
  });

  async function go(jar: CookieJar, url: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (jar.header()) headers.set('cookie', jar.header());
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    jar.store(response);
    return response;
  }

  /** Login button -> start path -> IdP sign-in page -> form -> back to the web callback. */
  async function authorize(provider: string, email: string, name: string, state: string) {
    const jar = new CookieJar();
    let response = await go(
      jar,
      `${api}/auth/social/start?provider=${provider}&state=${encodeURIComponent(state)}`,
    );
    expect(response.status).toBe(302);
    expect(jar.has('dadeum_oauth')).toBe(true);
    const authorizeUrl = new URL(response.headers.get('location')!);
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${api}/idp/auth`);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('nonce')).toBeTruthy();
    expect(authorizeUrl.searchParams.get('state')).toBe(state);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(
      `${webOrigin}/auth/callback/${provider.toLowerCase()}`,
    );

    let location = authorizeUrl.href;
    for (let hops = 0; hops < 10; hops++) {
      if (location.startsWith(`${webOrigin}/`)) break;
      response = await go(jar, new URL(location, api).href);
      if (response.status === 200) {
        const html = await response.text();
        expect(html).toContain('name="email"');
        const action = /action="([^"]+)"/.exec(html)![1]!;
        response = await go(jar, new URL(action, api).href, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email, name }).toString(),
        });
      }
      expect([302, 303]).toContain(response.status);
      location = new URL(response.headers.get('location')!, api).href;
    }
    const callback = new URL(location);
    expect(callback.pathname).toBe(`/auth/callback/${provider.toLowerCase()}`);
    return {
      jar,
      code: callback.searchParams.get('code')!,
      state: callback.searchParams.get('state')!,
    };
  }

  async function exchange(jar: CookieJar, provider: string, body: object) {
    const response = await go(jar, `${api}/auth/token/${provider}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: webOrigin },
      body: JSON.stringify(body),
    });
    return { response, json: (await response.json()) as { code: string; success?: boolean } };
  }

  it('signs a new member in end to end: MEM01, token header, member info with provider GOOGLE', async () => {
    const state = 'state-0123456789abcdef';
    const {
      jar,
      code,
      state: returned,
    } = await authorize('google', 'Social@Example.com', 'Kim Social', state);
    expect(returned).toBe(state);
    const { response, json } = await exchange(jar, 'google', { code, state });
    expect(response.status).toBe(200);
    expect(json).toMatchObject({ code: 'MEM01', status: 200, success: true });
    expect(response.headers.get('access-control-expose-headers')).toContain('Authorization');
    const token = response.headers.get('authorization')!.slice('Bearer '.length);

    const info = await fetch(`${api}/member/member-info`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await info.json()) as { response: object }).response).toMatchObject({
      email: 'social@example.com',
      name: 'Kim Social',
      provider: 'GOOGLE',
      verified: 'Y',
    });

    // A social account has no password to change.
    const change = await fetch(`${api}/verify/reset-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ email: 'social@example.com', flag: 'change-password' }),
    });
    expect(change.status).toBe(403);
    expect(((await change.json()) as { code: string }).code).toBe('MEM14');

    // A replayed code (same attempt) is refused.
    const replay = await exchange(jar, 'google', { code, state });
    expect(replay.response.status).toBe(400);
    expect(replay.json.code).toBe('AUT05');
  });

  it('keeps one member per (provider, subject) and never merges by e-mail', async () => {
    const again = await authorize(
      'google',
      'social@example.com',
      'Kim Social',
      'state-again-0123456789',
    );
    const second = await exchange(again.jar, 'google', { code: again.code });
    expect(second.json.code).toBe('MEM01');
    const line = await authorize('LINE', 'social@example.com', 'Kim Line', 'state-line-0123456789');
    const viaLine = await exchange(line.jar, 'line', { code: line.code, state: line.state });
    expect(viaLine.json.code).toBe('MEM01');
    const rows = await t.pool.query(
      `select provider, count(*)::int as n from members where email = 'social@example.com' group by provider order by provider`,
    );
    expect(rows.rows).toEqual([
      { provider: 'GOOGLE', n: 1 },
      { provider: 'LINE', n: 1 },
    ]);
  });

  it('refuses a wrong state, a wrong PKCE verifier and an unknown provider', async () => {
    const wrongState = await authorize(
      'facebook',
      'fb@example.com',
      'Fb User',
      'state-fb-0123456789ab',
    );
    const refused = await exchange(wrongState.jar, 'facebook', {
      code: wrongState.code,
      state: 'state-forged-0123456789',
    });
    expect(refused.response.status).toBe(400);
    expect(refused.json.code).toBe('AUT05');

    const wrongPkce = await authorize(
      'facebook',
      'fb@example.com',
      'Fb User',
      'state-pkce-0123456789',
    );
    await t.pool.query(`update oauth_requests set code_verifier = $1 where state = $2`, [
      'x'.repeat(43),
      'state-pkce-0123456789',
    ]);
    const pkce = await exchange(wrongPkce.jar, 'facebook', { code: wrongPkce.code });
    expect(pkce.response.status).toBe(400);
    expect(pkce.json.code).toBe('AUT05');

    const noAttempt = await exchange(new CookieJar(), 'google', { code: 'abc' });
    expect(noAttempt.json.code).toBe('AUT05');

    const unknown = await exchange(new CookieJar(), 'twitter', { code: 'abc' });
    expect(unknown.response.status).toBe(400);

    const badStart = await fetch(`${api}/auth/social/start?provider=google&state=short`, {
      redirect: 'manual',
    });
    expect(badStart.status).toBe(400);
  });

  it('exchanges a code only for the browser that started the attempt (its cookie)', async () => {
    const state = 'state-bound-0123456789';
    const flow = await authorize('google', 'bound@example.com', 'Bound User', state);
    // Someone else (no attempt cookie, another address) with the code and the state: refused.
    const stolen = await exchange(new CookieJar(), 'google', { code: flow.code, state });
    expect(stolen.response.status).toBe(400);
    expect(stolen.json.code).toBe('AUT05');
    expect(stolen.response.headers.get('authorization')).toBeNull();
    const forged = new CookieJar();
    forged.store(
      new Response(null, { headers: { 'set-cookie': `dadeum_oauth=${'x'.repeat(43)}` } }),
    );
    expect((await exchange(forged, 'google', { code: flow.code, state })).json.code).toBe('AUT05');
    // The browser that started it still signs in.
    const own = await exchange(flow.jar, 'google', { code: flow.code, state });
    expect(own.response.status).toBe(200);
    expect(own.json.code).toBe('MEM01');
  });

  it('verifies a social account through a flag=social link', async () => {
    const flow = await authorize('facebook', 'fb@example.com', 'Fb User', 'state-fb-ok-0123456789');
    expect((await exchange(flow.jar, 'facebook', { code: flow.code })).json.code).toBe('MEM01');
    await t.pool.query(`update members set verified = 'N' where provider = 'FACEBOOK'`);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/verify/send-email',
      payload: { email: 'fb@example.com', flag: 'social' },
    });
    expect(sent.json().code).toBe('VER01');
    const [mail] = (
      await t.app.inject({ method: 'GET', url: '/dev/mailbox', query: { to: 'fb@example.com' } })
    ).json<{ links: string[] }[]>();
    const link = new URL(mail!.links[0]!);
    expect(link.searchParams.get('flag')).toBe('social');
    const checked = await t.app.inject({
      method: 'GET',
      url: `/verify/verify-email${link.search}`,
    });
    expect(checked.json()).toMatchObject({ code: 'VER03', flag: 'social' });
    const rows = await t.pool.query(`select verified from members where provider = 'FACEBOOK'`);
    expect(rows.rows).toEqual([{ verified: 'Y' }]);

    // No social account: same reply, no mail.
    const nobody = await t.app.inject({
      method: 'POST',
      url: '/verify/send-email',
      payload: { email: 'nobody-social@example.com', flag: 'social' },
    });
    expect(nobody.json().code).toBe('VER01');
    const none = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      query: { to: 'nobody-social@example.com' },
    });
    expect(none.json()).toEqual([]);
  });
});
