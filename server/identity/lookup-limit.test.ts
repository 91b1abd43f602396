import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app';

/**
 * Lookup-style endpoints (they answer whether something exists) are limited per client, so
 * nobody can test thousands of addresses or link tokens. The app's own limits are shortened.
 */
describe('rate limits on lookups', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      settings: { rateLimits: { lookupPerClient: { max: 5, windowMs: 60_000 } } },
    });
  });

  afterAll(async () => {
    await t.close();
  });

  const lookups = [
    (i: number, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/verify/confirm-email',
        remoteAddress,
        payload: { email: `probe-${i}@example.com` },
      }),
    (i: number, remoteAddress: string) =>
      t.app.inject({
        method: 'GET',
        url: `/verify/verify-email?token=${String(i).padStart(43, 'x')}&flag=local`,
        remoteAddress,
      }),
    (i: number, remoteAddress: string) =>
      t.app.inject({
        method: 'GET',
        url: `/dev/mailbox?to=probe-${i}%40example.com`,
        remoteAddress,
      }),
  ];

  it.each(lookups.map((call, index) => [index, call] as const))(
    'lookup %i: the sixth simultaneous request of a client is 429 ERR02; other clients go on',
    async (index, call) => {
      const client = `10.0.0.${index + 1}`;
      const replies = await Promise.all(Array.from({ length: 8 }, (_, i) => call(i, client)));
      const limited = replies.filter((reply) => reply.statusCode === 429);
      expect(limited).toHaveLength(3);
      for (const reply of limited) {
        expect(reply.json()).toMatchObject({ code: 'ERR02', status: 429 });
        expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect((await call(99, `10.0.1.${index + 1}`)).statusCode).not.toBe(429);
      t.advance(61_000);
      expect((await call(100, client)).statusCode).not.toBe(429);
    },
  );
});
