import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadServerConfig } from './config';
import { loggerOptions, redactUrl } from './logging';
import {
  accessTokenOf,
  bearer,
  createTestApp,
  latestLink,
  PASSWORD,
  signUp,
  type TestApp,
} from './test-support/app';

/**
 * A whole run of the member's life at log level trace, in development mode (where mail used to
 * be printed): nothing personal or secret may reach the log or the console.
 */
describe('logs hold no personal data', () => {
  const env = { NODE_ENV: 'development', LOG_LEVEL: 'trace' };
  const lines: string[] = [];
  let t: TestApp;

  beforeAll(async () => {
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    });
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    });
    t = await createTestApp(
      {
        logger: {
          ...loggerOptions(loadServerConfig(env)),
          stream: { write: (line: string) => void lines.push(line) },
        },
      },
      env,
    );
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    await t.close();
  });

  it('keeps the e-mail, tokens, links, ids and texts out of a captured log', async () => {
    const email = 'private.person@example.com';
    const feedbackText = '아주 사적인 의견 feedback-7f3a9c';
    const session = await signUp(t.app, email);
    const signupLink = await latestLink(t.app, email);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/login/sign-in',
      payload: { email, password: PASSWORD },
    });
    const token = accessTokenOf(signIn);
    const [{ id: memberId }] = (
      await t.pool.query<{ id: string }>('select id from members where email = $1', [email])
    ).rows as [{ id: string }];

    t.advance(61_000);
    await t.app.inject({
      method: 'POST',
      url: '/verify/reset-email',
      payload: { email, flag: 'find-password' },
    });
    const resetLink = await latestLink(t.app, email);
    const resetToken = resetLink.searchParams.get('token')!;
    await t.app.inject({ method: 'GET', url: `/verify/verify-email${resetLink.search}` });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/verify/reset-password',
      headers: bearer(resetToken),
      payload: { email, password: 'Another1!pass' },
    });
    expect(reset.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/auth/login/sign-in',
      payload: { email, password: 'Another1!pass' },
    });
    const newToken = accessTokenOf(again);

    // A token in the query string (some clients put it there) is never logged either.
    await t.app.inject({
      method: 'GET',
      url: `/member/member-info?access_token=${newToken}&email=${encodeURIComponent(email)}`,
    });

    // A database error while storing the text: its SQL parameters must not be logged.
    await t.pool.query(`
      create function fail_feedback() returns trigger language plpgsql as
        $$ begin raise exception 'injected failure'; end $$;
      create trigger fail_feedback before insert on feedback
        for each row execute function fail_feedback();`);
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/feedback/feedback',
      headers: bearer(newToken),
      payload: { subject: 'OTHER', message: feedbackText },
    });
    expect(failed.statusCode).toBe(500);

    const log = lines.join('\n');
    expect(log).toContain('/api/feedback/feedback'); // the capture works
    expect(log).toContain('unhandled error'); // and the failure is there, without its data
    expect(log).toContain('P0001'); // the SQLSTATE of the raised exception
    for (const secret of [
      email,
      email.split('@')[0]!,
      session.token,
      session.cookie,
      token,
      newToken,
      memberId,
      signupLink.searchParams.get('token')!,
      signupLink.href,
      resetToken,
      resetLink.href,
      feedbackText,
      'feedback-7f3a9c',
      'Another1!pass',
      PASSWORD,
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });

  it('logs each request once, when it is answered: method, path, client, status and time', async () => {
    const before = lines.length;
    await t.app.inject({ method: 'GET', url: '/health?token=abc', remoteAddress: '10.9.8.7' });
    const logged = lines
      .slice(before)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => JSON.stringify(entry).includes('/health'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/health?token=%5Bredacted%5D', remoteAddress: '10.9.8.7' },
      res: { statusCode: 200 },
    });
    expect(typeof logged[0]!.responseTime).toBe('number');
  });

  it('redacts every query value except a few harmless ones', () => {
    expect(redactUrl('/verify/verify-email?token=abc&flag=local')).toBe(
      '/verify/verify-email?token=%5Bredacted%5D&flag=local',
    );
    expect(redactUrl('/x?access_token=t&id_token=i&to=a@b.co&email=a@b.co&unknown=1')).not.toMatch(
      /=t\b|=i\b|a@b\.co|a%40b\.co|unknown=1/,
    );
    expect(redactUrl('/idp/auth?client_id=x&state=s&nonce=n')).not.toMatch(/state=s|nonce=n/);
    expect(redactUrl('/health')).toBe('/health');
  });
});
