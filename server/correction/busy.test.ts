import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../db/schema';
import { bearer, createTestApp, signUp, type TestApp } from '../test-support/app';
import { createEnginePool } from './engine-pool';

/**
 * A full queue answers at once with a clear busy code, never a wait without end nor an empty
 * answer: the real worker pool with one thread and no room to wait, real parallel requests.
 */
describe('correction check when the engine is busy', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    const engine = createEnginePool({ threads: 1, maxQueue: 0 });
    await engine.ready();
    t = await createTestApp({ engine });
    token = (await signUp(t.app, 'busy@example.com')).token;
    const { rows } = await t.pool.query<{ id: string }>(
      `select id from members where email = 'busy@example.com'`,
    );
    await t.app.db.insert(subscriptions).values({
      memberId: rows[0]!.id,
      planId: 'premium',
      status: 'active',
      startedAt: new Date(Date.now() - 1000),
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 COR07 with Retry-After to what the pool cannot take, and checks the rest', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const text = '몇일 동안 비가 왔다. '.repeat(700).slice(0, 10_000);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        fetch(`${address}/api/correction/check`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...bearer(token) },
          body: JSON.stringify({ text }),
        }).then(async (r) => ({
          status: r.status,
          retryAfter: r.headers.get('retry-after'),
          body: (await r.json()) as {
            code: string;
            response?: { issues: unknown[]; partial?: boolean };
          },
        })),
      ),
    );
    const busy = replies.filter((r) => r.status === 503);
    const answered = replies.filter((r) => r.status === 200);
    expect(busy.length).toBeGreaterThan(0);
    expect(answered.length).toBeGreaterThan(0);
    expect(busy.length + answered.length).toBe(6);
    for (const r of busy) {
      expect(r.body.code).toBe('COR07');
      expect(Number(r.retryAfter)).toBeGreaterThan(0);
    }
    for (const r of answered) expect(r.body.response!.issues.length).toBeGreaterThan(0);
    // Once the pool is free, the same check is answered.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/correction/check',
      headers: bearer(token),
      payload: { text },
    });
    expect(again.statusCode).toBe(200);
  }, 60_000);
});
