import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../test-support/app';

describe('survey', () => {
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
});
