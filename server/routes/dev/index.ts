import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiReplySchema } from '../../../src/contracts/common';
import { devMailboxQuerySchema, devMailboxReplySchema } from '../../../src/contracts/dev';

/**
 * Development and tests only (not registered when NODE_ENV=production): the mail the server
 * would have sent, newest first, so sign-up and reset work end to end without SMTP.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mails to an address (development and tests only)',
        querystring: devMailboxQuerySchema,
        response: { 200: devMailboxReplySchema, 400: apiReplySchema },
      },
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
