import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  PASSWORD,
  signUp,
  verifyAddress,
  type TestApp,
} from '../test-support/app';

describe('member info and deactivation', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('deactivates: sessions end, data is erased, sign-in fails, the address can sign up again', async () => {
    const email = 'leaving@example.com';
    const session = await signUp(t.app, email);
    const second = await t.app.inject({
      method: 'POST',
      url: '/auth/login/sign-in',
      payload: { email, password: PASSWORD },
    });
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/member/cancel-member',
      headers: bearer(session.token),
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ email, msg: expect.any(String) });

    for (const token of [session.token, second.headers.authorization!.slice(7)]) {
      const info = await t.app.inject({
        method: 'GET',
        url: '/member/member-info',
        headers: bearer(token),
      });
      expect(info.statusCode).toBe(401);
    }
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/login/sign-in',
      payload: { email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().code).toBe('AUT01');

    const erased = await t.pool.query(
      `select email, password_hash, birth_date, country_code, name from members where deactivated_at is not null`,
    );
    expect(erased.rows).toEqual([
      { email: null, password_hash: null, birth_date: null, country_code: null, name: 'deleted' },
    ]);
    const mails = await t.pool.query(
      'select count(*)::int as n from mail_outbox where recipient = $1',
      [email],
    );
    expect(mails.rows[0].n).toBe(0);

    t.advance(61_000);
    await verifyAddress(t.app, email);
    const again = await t.app.inject({
      method: 'POST',
      url: '/auth/login/sign-up',
      payload: {
        email,
        password: PASSWORD,
        name: '다시 가입',
        country_code: 'KOR',
        birth_date: '20000229',
      },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().code).toBe('MEM01');
  });

  it("saves the member's language, which member info then reports", async () => {
    const session = await signUp(t.app, 'locale@example.com');
    const info = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/member/member-info',
          headers: bearer(session.token),
        })
      ).json().response.locale;
    expect(await info()).toBeNull();

    const save = await t.app.inject({
      method: 'POST',
      url: '/member/locale',
      headers: bearer(session.token),
      payload: { locale: 'ko' },
    });
    expect(save.statusCode).toBe(200);
    expect(save.json()).toMatchObject({
      status: { code: 'MEM05', success: true },
      response: { email: 'locale@example.com', locale: 'ko' },
    });
    expect(await info()).toBe('ko');

    // The check's messages follow members.locale (server/correction/routes.test.ts).

    for (const payload of [{ locale: 'fr' }, { locale: 'ko', extra: 1 }, {}]) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/member/locale',
        headers: bearer(session.token),
        payload,
      });
      expect(bad.statusCode).toBe(400);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/member/locale',
      payload: { locale: 'en' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await info()).toBe('ko');
  });
});
