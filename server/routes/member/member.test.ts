import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import {
  bearer,
  createTestApp,
  PASSWORD,
  signUp,
  verifyAddress,
  type TestApp,
} from '../../test-support/app';

describe('member info, survey, feedback, subscription status and deactivation', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('returns an empty survey first, then the latest answers with labels and dates', async () => {
    const { token } = await signUp(t.app, 'survey@example.com');
    const empty = await t.app.inject({
      method: 'GET',
      url: '/member/forms',
      headers: bearer(token),
    });
    expect(empty.statusCode).toBe(200);
    const emptyBody = empty.json();
    expect(emptyBody.status).toMatchObject({ code: 'SRV01', success: true });
    expect(emptyBody.response).toMatchObject({ purpose: [], reason: [], apps: [] });
    expect(emptyBody.response.options.apps).toHaveLength(9);

    const save = (answers: object) =>
      t.app.inject({
        method: 'POST',
        url: '/member/forms',
        headers: bearer(token),
        payload: answers,
      });
    expect(
      (
        await save({
          purpose: [{ content: 'ACADEMIC' }],
          reason: [{ content: 'REASON_ETC' }],
          apps: [{ content: 'WORD' }],
        })
      ).statusCode,
    ).toBe(200);
    t.advance(1000);
    const second = await save({
      purpose: [{ content: 'WORK' }],
      reason: [{ content: 'EFFECTIVE_COMM' }, { content: 'REDUCE_ERRORS' }],
      apps: [{ content: 'GMAIL' }, { content: 'SLACK' }],
    });
    expect(second.json()).toMatchObject({ code: 'SRV02', status: 200, success: true });

    const form = (
      await t.app.inject({ method: 'GET', url: '/member/forms', headers: bearer(token) })
    ).json();
    expect(form.response.purpose).toEqual([
      {
        content: 'WORK',
        explain_korean: '업무',
        explain_english: 'Work',
        created: expect.any(Array),
      },
    ]);
    expect(form.response.purpose[0].created).toHaveLength(6);
    expect(form.response.reason.map((i: { content: string }) => i.content)).toEqual([
      'EFFECTIVE_COMM',
      'REDUCE_ERRORS',
    ]);
    const history = await t.pool.query('select count(*)::int as n from survey_submissions');
    expect(history.rows[0].n).toBe(2);
  });

  it('refuses incomplete or lower-case survey answers with 400', async () => {
    const { token } = await signUp(t.app, 'survey2@example.com');
    for (const payload of [
      { purpose: [{ content: 'WORK' }], reason: [{ content: 'REASON_ETC' }] },
      { purpose: [], reason: [{ content: 'REASON_ETC' }], apps: [{ content: 'WORD' }] },
      {
        purpose: [{ content: 'work' }],
        reason: [{ content: 'REASON_ETC' }],
        apps: [{ content: 'WORD' }],
      },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/member/forms',
        headers: bearer(token),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VAL01', status: 400, success: false });
    }
  });

  it('stores feedback, requiring a message for FEATURE_SUGGESTION and OTHER', async () => {
    const { token } = await signUp(t.app, 'feedback@example.com');
    const send = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/feedback/feedback',
        headers: bearer(token),
        payload,
      });
    expect((await send({ subject: 'NO_WORKING' })).json()).toMatchObject({ code: 'FDB01' });
    expect((await send({ subject: 'OTHER', message: '좋아요' })).statusCode).toBe(200);
    expect((await send({ subject: 'OTHER' })).statusCode).toBe(400);
    expect((await send({ subject: 'BAD_SUBJECT', message: 'x' })).statusCode).toBe(400);
    const unauthenticated = await t.app.inject({
      method: 'POST',
      url: '/api/feedback/feedback',
      payload: { subject: 'NO_WORKING' },
    });
    expect(unauthenticated.statusCode).toBe(401);
    const rows = await t.pool.query('select subject, message from feedback order by id');
    expect(rows.rows).toEqual([
      { subject: 'NO_WORKING', message: null },
      { subject: 'OTHER', message: '좋아요' },
    ]);
  });

  it('reports SUB07 on the free plan and SUB06 with an active premium subscription', async () => {
    const { token } = await signUp(t.app, 'plan@example.com');
    const check = () =>
      t.app.inject({
        method: 'GET',
        url: '/member/member-payment-check',
        headers: bearer(token),
      });
    const free = (await check()).json();
    expect(free).toMatchObject({
      code: 'SUB07',
      status: 200,
      success: true,
      response: {
        plan: { id: 'free', name: 'Free', monthlyCorrections: 100 },
        startedAt: null,
        endsAt: null,
      },
    });
    const planMember = (await t.app.repos.members.findActiveLocalByEmail('plan@example.com'))!;
    await t.app.db.insert(subscriptions).values({
      memberId: planMember.id,
      planId: 'premium',
      status: 'active',
      startedAt: t.app.clock(),
      endsAt: new Date(t.app.clock().getTime() + 365 * 24 * 3600_000),
    });
    const premium = (await check()).json();
    expect(premium).toMatchObject({
      code: 'SUB06',
      response: { plan: { id: 'premium', monthlyCorrections: null } },
    });
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
});
