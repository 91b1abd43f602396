import fp from 'fastify-plugin';
import { startOutboxWorker, type OutboxWorker } from '../mail/outbox-worker';
import { createSmtpTransport, type MailTransport } from '../mail/transport';
import type { OutgoingMail } from '../mail/outbox-repository';
import type { Repositories } from './database';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: {
      /** Writes the mail to the outbox (never waits for SMTP) and wakes the worker. */
      send(mail: OutgoingMail): Promise<void>;
      /**
       * Writes the mail to the outbox through `repos` (a use case's transaction, so the mail
       * exists only if the transaction commits); call `wake()` after the commit.
       */
      queue(repos: Pick<Repositories, 'mailOutbox'>, mail: OutgoingMail): Promise<void>;
      /** Lets the worker deliver what was queued (no-op without a transport). */
      wake(): void;
      /** Runs one delivery pass now (tests). */
      flush(): Promise<void>;
    };
  }
}

export interface MailPluginOptions {
  /** Overrides SMTP_URL (tests pass a recording or failing transport). */
  transport?: MailTransport;
  workerIntervalMs?: number;
}

/**
 * With a transport (SMTP_URL or the option) mail is queued and delivered by the outbox
 * worker with retries. Without one (development, tests) it is held in the outbox for the dev
 * mailbox (and, with DEV_PRINT_MAIL=true in development, printed to the console).
 */
export const mailPlugin = fp<MailPluginOptions>(
  async (app, options) => {
    const transport =
      options.transport ??
      (app.config.smtpUrl
        ? createSmtpTransport(app.config.smtpUrl, app.config.mailFrom, {
            timeoutMs: app.config.mailTimeoutMs,
          })
        : undefined);
    let worker: OutboxWorker | undefined;
    if (transport) {
      worker = startOutboxWorker({
        outbox: app.repos.mailOutbox,
        transport,
        clock: app.clock,
        logger: app.log,
        intervalMs: options.workerIntervalMs,
        sendTimeoutMs: app.config.mailTimeoutMs,
        concurrency: app.config.mailConcurrency,
      });
    }
    // Only on request (DEV_PRINT_MAIL=true, development): the dev mailbox shows every mail.
    const printToConsole = !transport && app.config.devPrintMail;

    async function queue(repos: Pick<Repositories, 'mailOutbox'>, mail: OutgoingMail) {
      await repos.mailOutbox.enqueue(mail, transport ? 'pending' : 'held', app.clock());
      if (printToConsole) {
        // Development only: the mail itself, as it would arrive (the dev mailbox shows it too).
        console.log(`\n── mail to ${mail.to}: ${mail.subject}\n${mail.text}──\n`);
      }
    }

    app.decorate('mailer', {
      async send(mail: OutgoingMail) {
        await queue(app.repos, mail);
        void worker?.wake();
      },
      queue,
      wake() {
        void worker?.wake();
      },
      async flush() {
        await worker?.wake();
      },
    });

    app.addHook('onClose', async () => {
      await worker?.stop();
      transport?.close?.();
    });
  },
  { name: 'mail', dependencies: ['mailOutbox-repository'] },
);
