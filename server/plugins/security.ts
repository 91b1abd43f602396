import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { ApiError } from '../errors';
import { rateLimitStore } from './limits';

/**
 * Cross-cutting HTTP safety: strict CORS allow-list (web origin and extension origins) that
 * exposes the Authorization header, helmet headers, cookies, and the rate limiter (off by
 * default; routes opt in with `config.rateLimit`), counting in the shared store (limits.ts).
 */
export const securityPlugin = fp(
  async (app) => {
    const allowed = new Set([app.config.webOrigin, ...app.config.extensionOrigins]);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin === undefined || allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ['Content-Type', 'Authorization', 'Accept-Language'],
      exposedHeaders: ['Authorization', 'Retry-After'],
      maxAge: 600,
    });
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          // The local identity provider's sign-in form ends in a redirect to the web app's callback.
          formAction: ["'self'", app.config.webOrigin],
          frameAncestors: ["'none'"],
          // Over plain http (development) upgrading would break the /docs page's assets.
          upgradeInsecureRequests: app.config.nodeEnv === 'production' ? [] : null,
        },
      },
      crossOriginResourcePolicy: { policy: 'same-site' },
      hsts: app.config.nodeEnv === 'production',
    });
    await app.register(cookie);
    await app.register(rateLimit, {
      global: false,
      // Counted where every instance sees every hit: with REDIS_URL in Redis by the plugin's
      // own Redis store, else in PostgreSQL through ours.
      ...(app.redis
        ? { redis: app.redis, nameSpace: 'dadeum:rate-limit:' }
        : { store: rateLimitStore(app.limits) }),
      errorResponseBuilder: (_request, context) =>
        new ApiError('ERR02', { 'retry-after': String(Math.ceil(context.ttl / 1000)) }),
    });
  },
  { name: 'security', dependencies: ['limits'] },
);
