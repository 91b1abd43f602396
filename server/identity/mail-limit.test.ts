import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../test-support/app';

/**
 * The per-address mail limit (3 per 24 hours and kind, 60 s apart) under real concurrency:
 * bursts of simultaneous requests, as a script would send them.
 */
describe('mail limit per address under concurrency', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      settings: { rateLimits: { mailPerClient: { max: 100_000, windowMs: 60_000 } } },
    });
  });

  afterAll(async () => {
    await t.close();
  });

  const burst = (url: string, payloads: object[]) =>
    Promise.all(payloads.map((payload) => t.app.inject({ method: 'POST', url, payload })));

  async function mailsTo(email: string): Promise<number> {
    const { rows } = await t.pool.query<{ n: number }>(
      'select count(*)::int as n from mail_outbox where recipient = $1',
      [email],
    );
    return rows[0]!.n;
  }

  async function linksFor(email: string, purpose: string): Promise<number> {
    const { rows } = await t.pool.query<{ n: number }>(
      'select count(*)::int as n from verification_tokens where email = $1 and purpose = $2',
      [email, purpose],
    );
    return rows[0]!.n;
  }

  it('sends one verification mail out of ten simultaneous requests, three in a day at most', async () => {
    const email = 'burst@example.com';
    for (const round of [1, 2, 3, 4]) {
      const replies = await burst(
        '/verify/send-email',
        Array.from({ length: 10 }, () => ({ email, flag: 'local' })),
      );
      const accepted = replies.filter((reply) => reply.statusCode === 200).length;
      expect(accepted, `round ${round}`).toBe(round <= 3 ? 1 : 0);
      for (const reply of replies.filter((r) => r.statusCode !== 200)) {
        expect(reply.statusCode).toBe(429);
        expect(['VAL10', 'VAL11']).toContain(reply.json().code);
      }
      t.advance(61_000);
    }
    expect(await mailsTo(email)).toBe(3);
    expect(await linksFor(email, 'signup')).toBe(3);
  });

  it('holds for thirty addresses at once, each getting exactly one mail', async () => {
    const emails = Array.from({ length: 30 }, (_, i) => `many-${i}@example.com`);
    const replies = await burst(
      '/verify/send-email',
      emails.flatMap((email) => [
        { email, flag: 'local' },
        { email, flag: 'local' },
      ]),
    );
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(30);
    for (const email of emails) expect(await mailsTo(email)).toBe(1);
  });

  it('holds for reset mails, registered address or not', async () => {
    const registered = 'reset-burst@example.com';
    await signUp(t.app, registered);
    t.advance(61_000);
    for (const email of [registered, 'nobody-burst@example.com']) {
      const replies = await burst(
        '/verify/reset-email',
        Array.from({ length: 10 }, () => ({ email, flag: 'find-password' })),
      );
      expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
      expect(await linksFor(email, 'reset')).toBe(1);
    }
    expect(await mailsTo(registered)).toBe(2); // the sign-up verification and one reset
  });
});
