import type { FastifyBaseLogger } from 'fastify';
import type { MailOutboxRepository } from './outbox-repository';
import type { MailTransport } from './transport';

export interface OutboxWorkerOptions {
  outbox: MailOutboxRepository;
  transport: MailTransport;
  clock: () => Date;
  logger: FastifyBaseLogger;
  /** Poll interval; enqueueing also wakes the worker at once. */
  intervalMs?: number;
  maxAttempts?: number;
}

/** Retry after 10 s, 20 s, 40 s ... capped at 30 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

/**
 * Delivers pending outbox mail with retries. A request never waits for SMTP: it only writes
 * the outbox row. Logs carry the mail id and recipient domain, never links or bodies.
 */
export function startOutboxWorker({
  outbox,
  transport,
  clock,
  logger,
  intervalMs = 2_000,
  maxAttempts = 8,
}: OutboxWorkerOptions) {
  let running: Promise<void> | undefined;
  let stopped = false;

  async function drain() {
    for (;;) {
      const batch = await outbox.claimDue(clock(), 10, 60_000);
      if (batch.length === 0) return;
      for (const mail of batch) {
        const domain = mail.recipient.split('@')[1] ?? '?';
        try {
          await transport.send({
            to: mail.recipient,
            subject: mail.subject,
            text: mail.textBody,
            html: mail.htmlBody,
            links: mail.links,
          });
          await outbox.markSent(mail.id, clock());
          logger.info({ mailId: mail.id, domain }, 'mail delivered');
        } catch (error) {
          const giveUp = mail.attempts >= maxAttempts;
          const next = giveUp ? null : new Date(clock().getTime() + retryDelayMs(mail.attempts));
          const message = error instanceof Error ? error.message : String(error);
          await outbox.markFailed(mail.id, message.slice(0, 500), next);
          logger.warn({ mailId: mail.id, domain, attempts: mail.attempts, giveUp }, 'mail failed');
        }
      }
    }
  }

  function tick(): Promise<void> {
    if (stopped) return Promise.resolve();
    running ??= drain()
      .catch((error: unknown) => logger.error({ err: error }, 'outbox worker error'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();

  return {
    /** Runs a delivery pass now (also used by tests); resolves when it ends. */
    wake: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof startOutboxWorker>;
