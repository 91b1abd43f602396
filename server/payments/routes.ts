import type { FastifyPluginAsync } from 'fastify';
import { replyFor } from '../../src/contracts/common';
import { paymentsEndpoints } from '../../src/contracts/payments';
import { authOf } from '../plugins/auth';
import { routesOf } from '../route';
import { createPaymentsService } from './service';

/** The member's plan. */
export const paymentsRoutes: FastifyPluginAsync = async (app) => {
  const payments = createPaymentsService(app);
  const route = routesOf(app, 'payments');

  route(
    paymentsEndpoints.check,
    { summary: 'Subscription status: SUB07 free plan, SUB06 premium' },
    async (request) => {
      const { code, response } = await payments.planStatus(authOf(request).memberId);
      return { ...replyFor(code, true), code, success: true, response };
    },
  );
};
