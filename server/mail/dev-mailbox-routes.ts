import type { FastifyPluginAsync } from 'fastify';
import { devEndpoints } from '../../src/contracts/dev';
import { routesOf } from '../route';

/**
 * Development and tests only (not registered when NODE_ENV=production): the mail the server
 * would have sent, newest first, so sign-up and reset work end to end without SMTP.
 */
export const devMailboxRoutes: FastifyPluginAsync = async (app) => {
  const route = routesOf(app, 'dev');

  route(
    devEndpoints.mailbox,
    {
      summary: 'Mails to an address (development and tests only)',
      rateLimit: app.settings.rateLimits.lookupPerClient,
    },
    async (request) => {
      const rows = await app.repos.mailOutbox.listFor(request.query.to);
      return rows.map((row) => ({
        to: row.recipient,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        links: row.links,
        sentAt: (row.sentAt ?? row.createdAt).toISOString(),
      }));
    },
  );
};
