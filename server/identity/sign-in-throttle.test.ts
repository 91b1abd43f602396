import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, signUp, type TestApp } from '../test-support/app';

/**
 * Sign-in throttling (docs/api.md, "Sign-in throttling"): failures count per (account, client)
 * and per client; nobody can lock a member out from elsewhere; successes never count and reset
 * their pair. Clients are told apart by their address (`remoteAddress` of the injected request).
 */
describe('sign-in throttling', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      settings: {
        rateLimits: { signInPerClient: { max: 10_000, windowMs: 60_000 } },
        signInThrottle: {
          pairFreeAttempts: 5,
          pairBaseDelayMs: 1_000,
          pairMaxDelayMs: 15 * 60_000,
          pairWindowMs: 24 * 3600_000,
          clientFailures: { max: 12, windowMs: 15 * 60_000 },
          accountSlowDownAfter: 8,
          accountWindowMs: 15 * 60_000,
          accountDelayMs: 50,
        },
      },
    });
  });

  afterAll(async () => {
    await t.close();
  });

  const signIn = (email: string, password: string, client: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/login/sign-in',
      remoteAddress: client,
      payload: { email, password },
    });

  it('never locks the owner out: many wrong passwords from elsewhere leave their sign-in alone', async () => {
    const email = 'owner@example.com';
    await signUp(t.app, email);
    // Ten attackers, ten wrong passwords each, all at once.
    const attackers = Array.from({ length: 10 }, (_, i) => `10.1.0.${i + 1}`);
    await Promise.all(
      attackers.flatMap((client) =>
        Array.from({ length: 10 }, () => signIn(email, 'Wrong1!pass', client)),
      ),
    );
    const owner = await signIn(email, PASSWORD, '10.9.9.9');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().code).toMatch(/^MEM0[12]$/);
  });

  it('never counts a success: a member signs in as often as they like', async () => {
    const email = 'frequent@example.com';
    await signUp(t.app, email);
    for (let i = 0; i < 15; i++) {
      expect((await signIn(email, PASSWORD, '10.2.0.1')).statusCode, `sign-in ${i + 1}`).toBe(200);
    }
  });

  it('slows one client down on one account, even when its guesses arrive at once', async () => {
    const email = 'guessed@example.com';
    await signUp(t.app, email);
    const client = '10.3.0.1';
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => signIn(email, 'Wrong1!pass', client)),
    );
    const codes = burst.map((reply) => reply.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(7);
    const slowed = burst.find((reply) => reply.statusCode === 429)!;
    expect(slowed.json()).toMatchObject({ code: 'ERR02', status: 429 });
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    // The wait doubles with every further failure of the pair.
    t.advance(1_100);
    expect((await signIn(email, 'Wrong1!pass', client)).statusCode).toBe(401);
    const next = await signIn(email, 'Wrong1!pass', client);
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBe(2);

    // Meanwhile the owner, elsewhere, signs in at once.
    expect((await signIn(email, PASSWORD, '10.3.0.2')).statusCode).toBe(200);

    // After the wait the right password works and resets the pair: five free attempts again.
    t.advance(2_100);
    expect((await signIn(email, PASSWORD, client)).statusCode).toBe(200);
    const again = [];
    for (let i = 0; i < 5; i++) again.push((await signIn(email, 'Wrong1!pass', client)).statusCode);
    expect(again).toEqual([401, 401, 401, 401, 401]);
  });

  it('stops a client that fails on many accounts (credential stuffing)', async () => {
    const client = '10.4.0.1';
    const codes = [];
    for (let i = 0; i < 14; i++) {
      codes.push((await signIn(`stuffed-${i}@example.com`, 'Wrong1!pass', client)).statusCode);
    }
    expect(codes.slice(0, 12)).toEqual(Array(12).fill(401));
    expect(codes.slice(12)).toEqual([429, 429]);
    // Other clients are not affected.
    expect((await signIn('stuffed-0@example.com', 'Wrong1!pass', '10.4.0.2')).statusCode).toBe(401);
    t.advance(15 * 60_000 + 1_000);
    expect((await signIn('stuffed-0@example.com', 'Wrong1!pass', client)).statusCode).toBe(401);
  });

  it('keeps no e-mail address in the counters', async () => {
    const { rows } = await t.pool.query<{ key: string }>('select key from limit_counters');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.key.includes('@'))).toEqual([]);
  });
});
