import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiReplySchema, replyFor } from '../../../src/contracts/common';
import { feedbackReplySchema, feedbackRequestSchema } from '../../../src/contracts/feedback';
import { authOf } from '../../plugins/auth';

/** POST /api/feedback/feedback (private). */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/feedback/feedback',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback (message required for FEATURE_SUGGESTION and OTHER)',
        security: [{ bearer: [] }],
        body: feedbackRequestSchema,
        response: { 200: feedbackReplySchema, 400: apiReplySchema, 401: apiReplySchema },
      },
    },
    async (request) => {
      await app.repos.feedback.insert({
        memberId: authOf(request).memberId,
        subject: request.body.subject,
        message: request.body.message || null,
        now: app.clock(),
      });
      return replyFor('FDB01', true);
    },
  );
};
