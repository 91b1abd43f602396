import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app';
import { createPostgresLimitStore, type LimitStore, type ThrottlePolicy } from './limit-store';

/**
 * The PostgreSQL store's progressive throttle when simultaneous requests read the clock in one
 * order and reach the row in another (the sign-in throttle's "guesses arrive at once" case):
 * every free attempt is allowed, then the waits count from the latest attempt.
 */
describe('the PostgreSQL throttle with requests out of clock order', () => {
  let t: TestApp;
  let now = Date.UTC(2026, 10, 24, 9, 0, 0);
  let store: LimitStore;
  const policy: ThrottlePolicy = {
    free: 5,
    baseDelayMs: 1_000,
    maxDelayMs: 60_000,
    windowMs: 3600_000,
  };

  beforeAll(async () => {
    // The app migrates the database; the store under test gets a clock of its own.
    t = await createTestApp();
    store = createPostgresLimitStore(t.pool, () => new Date(now));
  });

  afterAll(async () => {
    await t.close();
  });

  it('allows every free attempt even when a later one carries an earlier time', async () => {
    const base = now;
    const results = [];
    for (const offset of [30, 0, 10, -5, 20]) {
      now = base + offset;
      results.push(await store.throttle('order:a', policy));
    }
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, true, true]);
    // The sixth waits a second from the latest of them (base + 30), not from the last to come.
    now = base + 25;
    const sixth = await store.throttle('order:a', policy);
    expect(sixth).toEqual({ allowed: false, retryAfterMs: 1_005 });
    now = base + 1_030;
    expect((await store.throttle('order:a', policy)).allowed).toBe(true);
  });

  it('gives simultaneous attempts exactly the free ones, whatever their times', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 6, maxLength: 14 }),
        async (offsets) => {
          const key = `order:burst:${run++}`;
          const base = Date.UTC(2026, 10, 24, 10, 0, 0);
          const stores = offsets.map((offset) =>
            createPostgresLimitStore(t.pool, () => new Date(base + offset)),
          );
          const results = await Promise.all(stores.map((s) => s.throttle(key, policy)));
          expect(results.filter((r) => r.allowed)).toHaveLength(policy.free);
          // A refused one waits a second from the latest allowed time (all within 100 ms).
          for (const refused of results.filter((r) => !r.allowed)) {
            expect(refused.retryAfterMs).toBeGreaterThanOrEqual(policy.baseDelayMs - 100);
            expect(refused.retryAfterMs).toBeLessThanOrEqual(policy.baseDelayMs + 100);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
