import type { FastifyBaseLogger } from 'fastify';
import type { MailOutboxRepository, OutboxRow } from './outbox-repository';
import type { MailTransport } from './transport';

export interface OutboxWorkerOptions {
  outbox: MailOutboxRepository;
  transport: MailTransport;
  clock: () => Date;
  logger: FastifyBaseLogger;
  /** Poll interval; enqueueing also wakes the worker at once. */
  intervalMs?: number;
  maxAttempts?: number;
  /** Upper bound of one delivery; a server that never answers fails the mail after this. */
  sendTimeoutMs?: number;
  /** Mails delivered at once (each claims its own mail, so a slow one holds up only itself). */
  concurrency?: number;
}

/** Rejects when `promise` takes longer than `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`SMTP send timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Retry after 10 s, 20 s, 40 s ... capped at 30 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

/**
 * Delivers pending outbox mail with retries, `concurrency` mails at once, each within
 * `sendTimeoutMs`. A request never waits for SMTP: it only writes the outbox row. Several
 * workers (API instances) share the outbox safely: each mail is claimed by one of them
 * (FOR UPDATE SKIP LOCKED) and leased while it is sent. Logs carry the mail id and recipient
 * domain, never links or bodies.
 */
export function startOutboxWorker({
  outbox,
  transport,
  clock,
  logger,
  intervalMs = 2_000,
  maxAttempts = 8,
  sendTimeoutMs = 15_000,
  concurrency = 4,
}: OutboxWorkerOptions) {
  let running: Promise<void> | undefined;
  let stopped = false;
  // A claimed mail is leased well beyond its timeout, so no other worker takes it meanwhile.
  const leaseMs = Math.max(60_000, sendTimeoutMs * 2);

  async function deliver(mail: OutboxRow) {
    const domain = mail.recipient.split('@')[1] ?? '?';
    try {
      await withTimeout(
        transport.send({
          to: mail.recipient,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
          links: mail.links,
        }),
        sendTimeoutMs,
      );
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

  /** One lane: claims one due mail at a time (SKIP LOCKED) until none is left. */
  async function lane() {
    for (;;) {
      if (stopped) return;
      const [mail] = await outbox.claimDue(clock(), 1, leaseMs);
      if (!mail) return;
      await deliver(mail);
    }
  }

  async function drain() {
    await Promise.all(Array.from({ length: concurrency }, () => lane()));
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
