import { randomBytes } from 'node:crypto';
import type { Browser } from 'puppeteer';
import { devEndpoints } from '../../src/contracts/dev';

/** A member created through the real API: the mail link from the dev mailbox, then sign-up. */
export interface ApiMember {
  email: string;
  password: string;
  token: string;
  user: Record<string, unknown>;
}

async function ok(response: Response, what: string) {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

export async function createMemberThroughApi(
  apiBaseUrl: string,
  name = '김다듬',
): Promise<ApiMember> {
  const email = `e2e-${randomBytes(5).toString('hex')}@example.com`;
  const password = 'Dadeum!2026a';
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${apiBaseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  await ok(await post('/verify/send-email', { email, flag: 'local' }), 'send-email');
  const mails = (await (
    await ok(
      await fetch(`${apiBaseUrl}${devEndpoints.mailbox.path}?to=${encodeURIComponent(email)}`),
      'mailbox',
    )
  ).json()) as Array<{ links: string[] }>;
  const link = mails[0]?.links.find((href) => href.includes('/verify/verify-email'));
  if (!link) throw new Error('no verification link in the dev mailbox');
  const { searchParams } = new URL(link);
  await ok(
    await fetch(`${apiBaseUrl}/verify/verify-email?${searchParams.toString()}`),
    'verify-email',
  );
  const signUp = await ok(
    await post('/auth/login/sign-up', {
      email,
      password,
      name,
      country_code: 'KOR',
      birth_date: '19900101',
      verified: 'Y',
    }),
    'sign-up',
  );
  const token = /^Bearer (\S+)$/.exec(signUp.headers.get('authorization') ?? '')?.[1];
  if (!token) throw new Error('sign-up returned no token');
  const info = (await (
    await ok(
      await fetch(`${apiBaseUrl}/member/member-info`, {
        headers: { Authorization: `Bearer ${token}` },
      }),
      'member-info',
    )
  ).json()) as { response: Record<string, unknown> };
  return { email, password, token, user: info.response };
}

/**
 * Hands a member's session to the extension the way the web app does after sign-in: the web
 * app's own page posts EXTENSION_LOGIN to its own origin, and the web bridge relays it.
 */
export async function handOverSession(
  browser: Browser,
  webOrigin: string,
  member: Pick<ApiMember, 'token' | 'user'>,
) {
  const web = await browser.newPage();
  await web.goto(`${webOrigin}/`, { waitUntil: 'networkidle0' });
  await web.evaluate((message) => window.postMessage(message, window.location.origin), {
    type: 'EXTENSION_LOGIN',
    token: member.token,
    user: member.user,
  });
  await web.close();
}
