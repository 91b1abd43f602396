import type { FastifyPluginAsync } from 'fastify';
import { healthEndpoints } from '../../src/contracts/health';
import { isDatabaseReachable } from '../db/pool';
import { routesOf } from '../route';

/**
 * Liveness (the process answers) and readiness (the database answers, and the embedded one is
 * not restarting): a load balancer sends traffic only to ready instances.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const route = routesOf(app, 'health');

  route(healthEndpoints.health, { summary: 'The process answers' }, async () => ({
    status: 'ok' as const,
  }));

  route(healthEndpoints.ready, { summary: 'The database answers' }, async (_request, reply) => {
    if (app.databaseStatus() === 'running' && (await isDatabaseReachable(app.pool))) {
      return { status: 'ok' as const };
    }
    return reply.code(503).send({ status: 'unavailable' });
  });
};
