import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../test-support/app';

describe('feedback', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
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
});
