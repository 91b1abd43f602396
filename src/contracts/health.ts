import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const healthReplySchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/** Liveness and readiness for whoever runs the server (server/health/routes.ts). */
export const healthEndpoints = {
  /** The process answers. */
  health: defineEndpoint({
    method: 'GET',
    path: '/health',
    access: 'public',
    response: healthReplySchema,
    errors: [],
  }),
  /** The database answers too; 503 `{ status: 'unavailable' }` when it does not. */
  ready: defineEndpoint({
    method: 'GET',
    path: '/ready',
    access: 'public',
    response: healthReplySchema,
    errors: [],
    replies: { 503: healthReplySchema },
  }),
};
