import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { devEndpoints, type DevMail } from '../../src/contracts/dev';
import { routesOf } from '../route';
import { preferredLanguage } from '../web-host';
import { renderMailboxPage } from './dev-mailbox-page';
import type { OutboxRow } from './outbox-repository';

function asJson(rows: OutboxRow[]): DevMail[] {
  return rows.map((row) => ({
    to: row.recipient,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    links: row.links,
    sentAt: (row.sentAt ?? row.createdAt).toISOString(),
  }));
}

/** A browser's navigation asks for HTML; fetch, curl and the tests do not. */
function wantsHtml(request: FastifyRequest): boolean {
  return /\btext\/html\b/i.test(request.headers.accept ?? '');
}

/**
 * Development and tests only (not registered when NODE_ENV=production): the mail the server
 * would have sent, newest first, so sign-up and reset work end to end without SMTP.
 * /dev/mailbox.json is the JSON for tests and scripts; /dev/mailbox is a page for people
 * (dev-mailbox-page.ts), and the same JSON for a client that does not ask for HTML.
 */
export const devMailboxRoutes: FastifyPluginAsync = async (app) => {
  const route = routesOf(app, 'dev');

  route(
    devEndpoints.mailbox,
    {
      summary: 'Mails to an address as JSON (development and tests only)',
      rateLimit: app.settings.rateLimits.lookupPerClient,
    },
    async (request) => asJson(await app.repos.mailOutbox.listFor(request.query.to)),
  );

  route(
    devEndpoints.mailboxPage,
    {
      summary: 'The mails as a page to read in a browser (development only)',
      rateLimit: app.settings.rateLimits.lookupPerClient,
    },
    async (request, reply) => {
      const to = request.query.to || null;
      const rows = to
        ? await app.repos.mailOutbox.listFor(to)
        : await app.repos.mailOutbox.listRecent();
      reply.header('Vary', 'Accept, Accept-Language').header('Cache-Control', 'no-store');
      if (!wantsHtml(request)) return reply.send(asJson(rows));
      const lang = request.query.lang ?? preferredLanguage(request.headers['accept-language']);
      return reply.type('text/html; charset=utf-8').send(
        renderMailboxPage({
          rows,
          to,
          lang,
          path: devEndpoints.mailboxPage.path,
          jsonPath: devEndpoints.mailbox.path,
        }),
      );
    },
  );
};
