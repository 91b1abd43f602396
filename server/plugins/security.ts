import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors';
import { rateLimitStore } from './limits';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route reads or writes the session's cookies (the refresh cookie, the social sign-in
     * attempt): a browser may call it only from the allowed origins (`refuseCrossSite`).
     */
    cookieSession?: boolean;
  }
}

/**
 * Whether a request to a cookie route comes from somewhere else than the allowed origins, as a
 * browser tells: by `Origin` (sent with every cross-origin request and every POST), else by
 * `Sec-Fetch-Site`. A request with neither comes from no browser (curl, a server, a test): it
 * carries no ambient cookie of a member's browser, so it is let through.
 */
export function isCrossSite(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  // Firefox gives each installation of the add-on its own random moz-extension://<uuid>, which
  // no configuration can list; only an installed add-on can send such an origin, never a page.
  if (origin !== undefined) return !allowed.has(origin) && !origin.startsWith('moz-extension://');
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  return false;
}

/**
 * The headers helmet writes for `options`, worked out once: the options are fixed, so every reply
 * gets the same headers. (`@fastify/helmet` built the helmet middleware anew for every request,
 * parsing the policy each time: a fifth of the cost of an answer like `/health`.)
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Cross-cutting HTTP safety: strict CORS allow-list (web origin and extension origins) that
 * exposes the Authorization header, helmet headers, cookies, the cross-site refusal of the
 * cookie routes (403 ERR07 before the handler, so no cookie is read or written), and the rate
 * limiter (off by default; routes opt in with `config.rateLimit`), counting in the shared store
 * (limits.ts).
 */
export const securityPlugin = fp(
  async (app) => {
    const allowed = new Set([app.config.webOrigin, ...app.config.extensionOrigins]);
    // The cookie routes also accept the API's own pages (the /docs page, the local sign-in form).
    const cookieOrigins = new Set([...allowed, new URL(app.config.apiBaseUrl).origin]);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin === undefined || allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ['Content-Type', 'Authorization', 'Accept-Language'],
      exposedHeaders: ['Authorization', 'Retry-After'],
      maxAge: 600,
    });
    const securityHeaders = helmetHeaders({
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
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(securityHeaders);
      done();
    });
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config.cookieSession && isCrossSite(request, cookieOrigins)) {
        throw new ApiError('ERR07');
      }
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
