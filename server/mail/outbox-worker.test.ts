import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OutgoingMail } from './outbox-repository';
import { createTestApp, type TestApp } from '../test-support/app';
import { retryDelayMs } from './outbox-worker';
import { createSmtpTransport, type MailTransport } from './transport';

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

describe('a silent SMTP server', () => {
  let t: TestApp;
  const delivered: string[] = [];
  const transport: MailTransport = {
    async send(mail) {
      // This server accepts the connection for one address and never answers.
      if (mail.to.startsWith('silent')) await new Promise(() => {});
      delivered.push(mail.to);
    },
  };

  beforeAll(async () => {
    t = await createTestApp(
      { mailTransport: transport, mailWorkerIntervalMs: 60_000 },
      { MAIL_TIMEOUT_MS: '300', MAIL_CONCURRENCY: '2' },
    );
  });

  afterAll(async () => {
    await t.close();
  });

  it('holds up neither the other mails nor the worker: each send has a timeout', async () => {
    const send = (email: string) =>
      t.app.inject({ method: 'POST', url: '/verify/send-email', payload: { email } });
    await send('silent-1@example.com');
    await send('silent-2@example.com');
    for (let i = 0; i < 4; i++) await send(`fine-${i}@example.com`);
    await vi.waitFor(
      async () => {
        await t.app.mailer.flush();
        expect(delivered.sort()).toEqual([0, 1, 2, 3].map((i) => `fine-${i}@example.com`));
      },
      { timeout: 10_000, interval: 100 },
    );
    const { rows } = await t.pool.query(
      `select recipient, status, last_error from mail_outbox where recipient like 'silent%' order by recipient`,
    );
    expect(rows).toEqual([
      {
        recipient: 'silent-1@example.com',
        status: 'pending',
        last_error: expect.stringMatching(/timed out/),
      },
      {
        recipient: 'silent-2@example.com',
        status: 'pending',
        last_error: expect.stringMatching(/timed out/),
      },
    ]);
  });

  it('gives up on a real SMTP connection that never answers (nodemailer timeouts)', async () => {
    const sockets = new Set<Socket>();
    const server = createServer((socket) => void sockets.add(socket)); // accepts, says nothing
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const smtp = createSmtpTransport(`smtp://127.0.0.1:${port}`, 'Dadeum <a@b.co>', {
      timeoutMs: 300,
    });
    try {
      await expect(
        smtp.send({ to: 'x@example.com', subject: 's', text: 't', html: 'h', links: [] }),
      ).rejects.toThrow(/greeting never received|timed out|timeout/i);
    } finally {
      smtp.close?.();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
