import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app';
import { loadServerConfig } from './config';
import { createPool, type Pool } from './db/pool';
import type { OutgoingMail } from './mail/outbox-repository';
import type { SettingsOverrides } from './settings';
import { createTestDatabase, type TestDatabase } from './test-support/database';
import { accessTokenOf, bearer, PASSWORD, refreshCookieOf, signUp } from './test-support/app';

/**
 * Two API instances (two apps, two pools) on one PostgreSQL, as behind a load balancer: the
 * limits, the sign-in throttle, the mail throttle, the outbox and refresh rotation hold across
 * them. Requests go to both at once.
 */
describe('two API instances on one database', () => {
  let database: TestDatabase;
  const pools: Pool[] = [];
  const instances: App[] = [];
  const delivered: { instance: number; mail: OutgoingMail }[] = [];
  let offset = 0;
  const clock = () => new Date(Date.now() + offset);

  const settings: SettingsOverrides = {
    rateLimits: {
      lookupPerClient: { max: 4, windowMs: 60_000 },
      mailPerClient: { max: 1000, windowMs: 60_000 },
      signInPerClient: { max: 1000, windowMs: 60_000 },
    },
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    for (const instance of [0, 1]) {
      const pool = createPool(database.url);
      pools.push(pool);
      instances.push(
        await buildApp({
          config: loadServerConfig({ NODE_ENV: 'test' }),
          pool,
          clock,
          settings,
          mailTransport: { send: async (mail) => void delivered.push({ instance, mail }) },
          mailWorkerIntervalMs: 60_000,
        }),
      );
    }
  });

  afterAll(async () => {
    for (const app of instances) await app.close();
    for (const pool of pools) await pool.end();
    await database.drop();
  });

  const [a, b] = [() => instances[0]!, () => instances[1]!];
  /** Request i goes to instance i % 2. */
  const spread = <T>(count: number, call: (app: App, i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: count }, (_, i) => call(instances[i % 2]!, i)));

  it('counts a client’s requests once for both instances', async () => {
    const replies = await spread(8, (app, i) =>
      app.inject({
        method: 'POST',
        url: '/verify/confirm-email',
        remoteAddress: '10.7.0.1',
        payload: { email: `lookup-${i}@example.com` },
      }),
    );
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(4);
    expect(replies.filter((reply) => reply.statusCode === 429)).toHaveLength(4);
  });

  it('sends one mail for simultaneous requests to both instances', async () => {
    const email = 'shared-throttle@example.com';
    const replies = await spread(10, (app) =>
      app.inject({ method: 'POST', url: '/verify/send-email', payload: { email } }),
    );
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    const { rows } = await pools[0]!.query(
      'select count(*)::int as n from mail_outbox where recipient = $1',
      [email],
    );
    expect(rows[0].n).toBe(1);
  });

  it('throttles one client on one account across both instances', async () => {
    const email = 'shared-pair@example.com';
    await signUp(a(), email);
    const replies = await spread(12, (app) =>
      app.inject({
        method: 'POST',
        url: '/auth/login/sign-in',
        remoteAddress: '10.7.0.2',
        payload: { email, password: 'Wrong1!pass' },
      }),
    );
    expect(replies.filter((reply) => reply.statusCode === 401)).toHaveLength(5);
    expect(replies.filter((reply) => reply.statusCode === 429)).toHaveLength(7);
    const owner = await b().inject({
      method: 'POST',
      url: '/auth/login/sign-in',
      remoteAddress: '10.7.0.3',
      payload: { email, password: PASSWORD },
    });
    expect(owner.statusCode).toBe(200);
  });

  it('delivers every outbox mail exactly once with both workers draining', async () => {
    delivered.length = 0;
    const emails = Array.from({ length: 20 }, (_, i) => `outbox-${i}@example.com`);
    await spread(emails.length, (app, i) =>
      app.inject({ method: 'POST', url: '/verify/send-email', payload: { email: emails[i] } }),
    );
    for (let round = 0; round < 5; round++) {
      await Promise.all(instances.map((app) => app.mailer.flush()));
    }
    const recipients = delivered.map((entry) => entry.mail.to).filter((to) => emails.includes(to));
    expect(recipients.sort()).toEqual([...emails].sort());
    const { rows } = await pools[0]!.query(
      `select count(*)::int as n from mail_outbox where status <> 'sent' and recipient like 'outbox-%'`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('rotates a refresh token once when both instances see it; a late replay ends the family', async () => {
    const session = await signUp(a(), 'shared-rotation@example.com');
    const reissue = (app: App, token: string, cookie: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/token/reissue',
        remoteAddress: '10.7.0.4',
        headers: bearer(token),
        cookies: { dadeum_rt: cookie },
      });
    const replies = await spread(6, (app) => reissue(app, session.token, session.cookie));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const cookies = replies.map(refreshCookieOf).filter(Boolean);
    expect(cookies).toHaveLength(1);
    const rotated = replies.find((reply) => refreshCookieOf(reply))!;

    offset += 30_000; // past the reuse grace
    const replay = await b().inject({
      method: 'POST',
      url: '/auth/token/reissue',
      headers: bearer(session.token),
      cookies: { dadeum_rt: session.cookie },
    });
    expect(replay.json().code).toBe('TOK07');
    const info = await a().inject({
      method: 'GET',
      url: '/member/member-info',
      headers: bearer(accessTokenOf(rotated)),
    });
    expect(info.statusCode).toBe(401);
    expect((await reissue(a(), accessTokenOf(rotated), cookies[0]!)).json().code).toBe('TOK07');
  });
});
