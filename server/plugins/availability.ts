import fp from 'fastify-plugin';
import type { DatabaseStatus } from '../db/embedded-postgres';
import { ApiError } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded database's state ('running' for an external DATABASE_URL). */
    databaseStatus(): DatabaseStatus;
  }
}

export interface AvailabilityOptions {
  /** The supervisor's view of the embedded database; none for DATABASE_URL. */
  databaseStatus?: () => DatabaseStatus;
}

/** Paths answered whatever the database does: liveness, readiness and the API document. */
const ALWAYS = new Set(['/health', '/ready', '/docs', '/docs/json']);

/**
 * While the supervised database is restarting, every call that needs it is answered at once
 * with 503 ERR06 and `Retry-After: 1` (no connection attempt, no waiting). With an external
 * database the error handler gives the same answer when a query finds it unreachable.
 */
export const availabilityPlugin = fp<AvailabilityOptions>(
  async (app, options) => {
    const status = options.databaseStatus ?? (() => 'running' as const);
    app.decorate('databaseStatus', status);
    app.addHook('onRequest', async (request) => {
      if (status() === 'running' || ALWAYS.has(request.routeOptions.url ?? '')) return;
      throw new ApiError('ERR06', { 'retry-after': '1' });
    });
  },
  { name: 'availability' },
);
