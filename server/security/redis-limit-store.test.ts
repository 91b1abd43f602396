import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadServerConfig } from '../config';
import { freePort } from '../db/embedded-postgres';
import { createPool, type Pool } from '../db/pool';
import { PASSWORD, signUp } from '../test-support/app';
import { createTestDatabase, type TestDatabase } from '../test-support/database';
import { createRedisLimitStore } from './redis-limit-store';

/**
 * REDIS_URL: the limits and the sign-in throttle are counted in Redis, shared by two API
 * instances. Runs against TEST_REDIS_URL, else a `redis-server` started here (Debian package
 * redis-server, which .ci/run installs). Skipped on a developer's machine with neither; under CI
 * (CI=true) it never skips, so a missing Redis fails the run instead of hiding the test.
 */
const external = process.env.TEST_REDIS_URL;
const binary = spawnSync('which', ['redis-server'], { encoding: 'utf8' }).stdout.trim();

describe.skipIf(!external && !binary && !process.env.CI)('limits in Redis (REDIS_URL)', () => {
  let server: ChildProcess | undefined;
  let redisUrl: string;
  let database: TestDatabase;
  const pools: Pool[] = [];
  const instances: App[] = [];

  beforeAll(async () => {
    if (external) {
      redisUrl = external;
    } else {
      if (!binary) throw new Error('CI=true but neither TEST_REDIS_URL nor redis-server is there');
      const port = await freePort();
      server = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
        stdio: 'ignore',
      });
      redisUrl = `redis://127.0.0.1:${port}/0`;
      for (let i = 0; i < 100; i++) {
        const client = new Redis(redisUrl, { lazyConnect: true, retryStrategy: () => null });
        client.on('error', () => {});
        const up = await client.connect().then(
          () => true,
          () => false,
        );
        if (up) await client.flushdb();
        client.disconnect();
        if (up) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    database = await createTestDatabase();
    for (let i = 0; i < 2; i++) {
      const pool = createPool(database.url);
      pools.push(pool);
      instances.push(
        await buildApp({
          config: loadServerConfig({ NODE_ENV: 'test', REDIS_URL: redisUrl }),
          pool,
          settings: {
            rateLimits: {
              lookupPerClient: { max: 4, windowMs: 60_000 },
              signInPerClient: { max: 1000, windowMs: 60_000 },
              mailPerClient: { max: 1000, windowMs: 60_000 },
            },
          },
        }),
      );
    }
  });

  afterAll(async () => {
    for (const app of instances) await app.close();
    for (const pool of pools) await pool.end();
    await database?.drop();
    if (server) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server!.once('exit', resolve));
    }
  });

  const spread = <T>(count: number, call: (app: App, i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: count }, (_, i) => call(instances[i % 2]!, i)));

  it('counts a client’s lookups once for both instances', async () => {
    const replies = await spread(8, (app, i) =>
      app.inject({
        method: 'POST',
        url: '/verify/confirm-email',
        remoteAddress: '10.8.0.1',
        payload: { email: `redis-lookup-${i}@example.com` },
      }),
    );
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(4);
    expect(replies.filter((reply) => reply.statusCode === 429)).toHaveLength(4);
  });

  it('throttles one client on one account across both instances, never the owner', async () => {
    const email = 'redis-pair@example.com';
    await signUp(instances[0]!, email);
    const attempt = (app: App, password: string, client: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/login/sign-in',
        remoteAddress: client,
        payload: { email, password },
      });
    const replies = await spread(12, (app) => attempt(app, 'Wrong1!pass', '10.8.0.2'));
    expect(replies.filter((reply) => reply.statusCode === 401)).toHaveLength(5);
    expect(replies.filter((reply) => reply.statusCode === 429)).toHaveLength(7);
    expect((await attempt(instances[1]!, PASSWORD, '10.8.0.3')).statusCode).toBe(200);
    // Nothing was counted in PostgreSQL.
    const { rows } = await pools[0]!.query(
      `select count(*)::int as n from limit_counters where key like 'signin:%' or key like 'rl:%'`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('allows every free attempt even when a later one carries an earlier time', async () => {
    const redis = new Redis(redisUrl);
    let now = Date.UTC(2026, 10, 24, 9, 0, 0);
    const base = now;
    const store = createRedisLimitStore(redis, () => new Date(now));
    const policy = { free: 5, baseDelayMs: 1_000, maxDelayMs: 60_000, windowMs: 3600_000 };
    try {
      const allowed = [];
      for (const offset of [30, 0, 10, -5, 20]) {
        now = base + offset;
        allowed.push((await store.throttle('order:redis', policy)).allowed);
      }
      expect(allowed).toEqual([true, true, true, true, true]);
      // The sixth waits a second from the latest of them (base + 30).
      now = base + 25;
      expect(await store.throttle('order:redis', policy)).toEqual({
        allowed: false,
        retryAfterMs: 1_005,
      });
    } finally {
      redis.disconnect();
    }
  });

  it.skipIf(external)('answers 503 ERR06 while Redis is down', async () => {
    server!.kill('SIGKILL');
    await new Promise((resolve) => server!.once('exit', resolve));
    server = undefined;
    const reply = await instances[0]!.inject({
      method: 'POST',
      url: '/verify/confirm-email',
      remoteAddress: '10.8.0.9',
      payload: { email: 'redis-down@example.com' },
    });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toMatchObject({ code: 'ERR06' });
  });
});
