import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_EXTENSION_ID } from '../../src/config/runtime-env';
import {
  bearer,
  createTestApp,
  PASSWORD,
  refreshCookieOf,
  signUp,
  type SignedIn,
  type TestApp,
} from '../test-support/app';

const EVIL = 'https://evil.example';
/** What a foreign page's `<form enctype="text/plain" method="post">` sends, as the browser does. */
const crossSiteForm = {
  origin: EVIL,
  'sec-fetch-site': 'cross-site',
  'sec-fetch-mode': 'navigate',
  'content-type': 'text/plain',
};

/**
 * The cookie routes (sign-in, sign-up, reissue, logout, social exchange, password reset,
 * deactivation) refuse a browser request from another site before reading or writing a cookie:
 * a foreign page can neither sign a member out (reissue clears the cookie on failure) nor
 * anything else through the member's cookie.
 */
describe('cross-site requests to the cookie routes', () => {
  let t: TestApp;
  let member: SignedIn;
  const email = 'cross-site@example.com';

  beforeAll(async () => {
    t = await createTestApp();
    member = await signUp(t.app, email);
  });
  afterAll(async () => {
    await t.close();
  });

  const withCookie = (cookie: string) => ({ cookie: `dadeum_rt=${cookie}` });

  it('a foreign text/plain form posting to reissue gets 403 ERR07, no Set-Cookie, and the session goes on', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/token/reissue',
      headers: { ...crossSiteForm, ...withCookie(member.cookie) },
      payload: 'x=y',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ERR07', success: false });
    expect(response.headers['set-cookie']).toBeUndefined();

    // The member's tab reissues as before with the same cookie, and the token works.
    const reissued = await t.app.inject({
      method: 'POST',
      url: '/auth/token/reissue',
      headers: {
        ...bearer(member.token),
        ...withCookie(member.cookie),
        origin: 'http://localhost:5173',
      },
    });
    expect(reissued.statusCode).toBe(200);
    const token = String(reissued.headers.authorization).slice('Bearer '.length);
    member = { token, cookie: refreshCookieOf(reissued) ?? member.cookie };
    const info = await t.app.inject({
      method: 'GET',
      url: '/member/member-info',
      headers: bearer(token),
    });
    expect(info.statusCode).toBe(200);
  });

  it('refuses a cross-site logout and deactivation even with a valid token: the member stays', async () => {
    for (const url of ['/auth/logout', '/member/cancel-member']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...crossSiteForm, ...bearer(member.token), ...withCookie(member.cookie) },
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('ERR07');
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
    const info = await t.app.inject({
      method: 'GET',
      url: '/member/member-info',
      headers: bearer(member.token),
    });
    expect(info.statusCode).toBe(200);
  });

  it('refuses every cookie route from a foreign origin, by Origin or by Sec-Fetch-Site alone', async () => {
    const routes = [
      '/auth/login/sign-in',
      '/auth/login/sign-up',
      '/auth/token/reissue',
      '/auth/logout',
      '/auth/token/google',
      '/verify/reset-password',
      '/member/cancel-member',
    ];
    const foreign = [
      { origin: EVIL },
      { origin: 'null' },
      // Another Chromium extension than ours.
      { origin: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop' },
      // The API's sibling on the same site is another origin all the same.
      { origin: 'http://localhost:9999' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const url of routes) {
      for (const headers of foreign) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, ...withCookie(member.cookie) },
          payload: {},
        });
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.headers['set-cookie']).toBeUndefined();
      }
    }
  });

  it('accepts the web app, the extension, the API itself and clients that are no browser', async () => {
    const allowed = [
      { origin: 'http://localhost:5173' },
      { origin: `chrome-extension://${DEV_EXTENSION_ID}` },
      // The Firefox add-on: a random origin per installation (docs/decisions.md, Firefox).
      { origin: 'moz-extension://0d4c1f8e-1111-4b2a-9c3d-7e6f5a4b3c2d' },
      { origin: 'http://localhost:8787' },
      { 'sec-fetch-site': 'same-origin' },
      // No Origin and no Sec-Fetch-Site: curl, a server, a test (no member's cookie jar).
      {},
    ];
    for (const headers of allowed) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/login/sign-in',
        headers,
        payload: { email, password: PASSWORD },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('leaves the other routes alone: a foreign origin still reaches them (CORS keeps their replies)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/member/member-info',
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site', ...bearer(member.token) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
