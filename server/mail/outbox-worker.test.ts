import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from './outbox-repository';
import { createTestApp, type TestApp } from '../test-support/app';
import { retryDelayMs } from './outbox-worker';
import type { MailTransport } from './transport';

describe('mail outbox', () => {
  let t: TestApp;
  const delivered: OutgoingMail[] = [];
  let failing = true;
  const transport: MailTransport = {
    async send(mail) {
      if (failing) throw new Error('SMTP is down');
      delivered.push(mail);
    },
  };

  beforeAll(async () => {
    t = await createTestApp({ mailTransport: transport, mailWorkerIntervalMs: 60_000 });
  });

  afterAll(async () => {
    await t.close();
  });

  it('accepts the request while SMTP is down, then delivers on a later attempt', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/verify/send-email',
      payload: { email: 'outbox@example.com', flag: 'local' },
    });
    expect(response.statusCode).toBe(200);
    await t.app.mailer.flush();
    let row = (await t.pool.query('select status, attempts, last_error from mail_outbox')).rows[0];
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'SMTP is down' });

    failing = false;
    await t.app.mailer.flush();
    expect(delivered).toHaveLength(0); // not due yet: the retry waits
    t.advance(retryDelayMs(1) + 1000);
    await t.app.mailer.flush();
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ to: 'outbox@example.com' });
    expect(delivered[0]!.links[0]).toContain('/verify/verify-email?token=');
    row = (await t.pool.query('select status, attempts, sent_at from mail_outbox')).rows[0];
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(row.sent_at).toBeInstanceOf(Date);
  });

  it('backs off exponentially, capped at 30 minutes', () => {
    expect(retryDelayMs(1)).toBe(10_000);
    expect(retryDelayMs(2)).toBe(20_000);
    expect(retryDelayMs(20)).toBe(30 * 60_000);
  });
});
