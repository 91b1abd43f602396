import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  latestLink,
  PASSWORD,
  signUp,
  verifyAddress,
  type TestApp,
} from '../test-support/app';

/**
 * Use cases whose writes belong together run in one transaction: a failure in their last write
 * (injected with a trigger, as a crash or a constraint would) leaves nothing half done, and the
 * same request succeeds once the fault is gone.
 */
describe('one transaction per use case', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      settings: { rateLimits: { mailPerClient: { max: 1000, windowMs: 60_000 } } },
    });
    await t.pool.query(`create function injected_failure() returns trigger language plpgsql as
      $$ begin raise exception 'injected failure'; end $$`);
  });

  afterAll(async () => {
    await t.close();
  });

  afterEach(async () => {
    await t.pool.query('drop trigger if exists injected on sessions');
    await t.pool.query('drop trigger if exists injected on members');
  });

  const failOn = (table: string, event: 'insert' | 'update') =>
    t.pool.query(
      `create trigger injected before ${event} on ${table} for each row execute function injected_failure()`,
    );

  const signUpPayload = (email: string) => ({
    email,
    password: PASSWORD,
    name: '김다듬',
    country_code: 'KOR',
    birth_date: '19900101',
  });

  it('sign-up: member, used verification and session together, or none of them', async () => {
    const email = 'atomic-signup@example.com';
    await verifyAddress(t.app, email);
    await failOn('sessions', 'insert');
    const failed = await t.app.inject({
      method: 'POST',
      url: '/auth/login/sign-up',
      payload: signUpPayload(email),
    });
    expect(failed.statusCode).toBe(500);
    const members = await t.pool.query('select id from members where email = $1', [email]);
    expect(members.rows).toEqual([]);
    const token = await t.pool.query(
      `select used_at from verification_tokens where email = $1 and purpose = 'signup'`,
      [email],
    );
    expect(token.rows).toEqual([{ used_at: null }]);

    await t.pool.query('drop trigger injected on sessions');
    const retried = await t.app.inject({
      method: 'POST',
      url: '/auth/login/sign-up',
      payload: signUpPayload(email),
    });
    expect(retried.statusCode).toBe(200);
  });

  it('password reset: new password, used link and ended sessions together, or none', async () => {
    const email = 'atomic-reset@example.com';
    const other = await signUp(t.app, email);
    t.advance(61_000);
    await t.app.inject({
      method: 'POST',
      url: '/verify/reset-email',
      payload: { email, flag: 'find-password' },
    });
    const token = (await latestLink(t.app, email)).searchParams.get('token')!;
    const reset = () =>
      t.app.inject({
        method: 'POST',
        url: '/verify/reset-password',
        headers: bearer(token),
        payload: { email, password: 'Another1!pass' },
      });

    await failOn('sessions', 'update');
    expect((await reset()).statusCode).toBe(500);
    // Nothing changed: the old password works, the other session lives, the link is unused.
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/auth/login/sign-in',
      payload: { email, password: PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(200);
    const info = await t.app.inject({
      method: 'GET',
      url: '/member/member-info',
      headers: bearer(other.token),
    });
    expect(info.statusCode).toBe(200);

    await t.pool.query('drop trigger injected on sessions');
    expect((await reset()).statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/member/member-info',
      headers: bearer(other.token),
    });
    expect(after.statusCode).toBe(401);
  });

  it('deactivation: sessions end and data is erased together, or nothing happens', async () => {
    const email = 'atomic-leave@example.com';
    const session = await signUp(t.app, email);
    await failOn('members', 'update');
    const failed = await t.app.inject({
      method: 'POST',
      url: '/member/cancel-member',
      headers: bearer(session.token),
    });
    expect(failed.statusCode).toBe(500);
    const info = await t.app.inject({
      method: 'GET',
      url: '/member/member-info',
      headers: bearer(session.token),
    });
    expect(info.statusCode).toBe(200);
    expect(info.json().response.email).toBe(email);

    await t.pool.query('drop trigger injected on members');
    const left = await t.app.inject({
      method: 'POST',
      url: '/member/cancel-member',
      headers: bearer(session.token),
    });
    expect(left.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/login/sign-in',
      payload: { email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
  });
});
