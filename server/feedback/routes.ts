import type { FastifyPluginAsync } from 'fastify';
import { replyFor } from '../../src/contracts/common';
import { feedbackEndpoints } from '../../src/contracts/feedback';
import { authOf } from '../plugins/auth';
import { routesOf } from '../route';
import { createFeedbackService } from './service';

/** Feedback from the account area. */
export const feedbackRoutes: FastifyPluginAsync = async (app) => {
  const feedback = createFeedbackService(app);
  const route = routesOf(app, 'feedback');

  route(
    feedbackEndpoints.send,
    { summary: 'Send feedback (message required for FEATURE_SUGGESTION and OTHER)' },
    async (request) => {
      await feedback.send(authOf(request).memberId, request.body);
      return replyFor('FDB01', true);
    },
  );
};
