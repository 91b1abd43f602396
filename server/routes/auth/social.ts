import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Social sign-in (GET /auth/social/start, POST /auth/token/{provider}). */
export const socialRoutes: FastifyPluginAsyncZod = async () => {};
