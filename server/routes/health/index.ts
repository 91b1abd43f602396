import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseReachable } from '../../db/pool';

const healthReply = z.object({ status: z.enum(['ok', 'unavailable']) });

/** Liveness (`/health`: the process answers) and readiness (`/ready`: the database answers). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: healthReply } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/ready',
    { schema: { response: { 200: healthReply, 503: healthReply } } },
    async (_request, reply) => {
      if (await isDatabaseReachable(app.pool)) return { status: 'ok' as const };
      return reply.code(503).send({ status: 'unavailable' });
    },
  );
};
