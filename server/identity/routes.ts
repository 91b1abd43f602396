import type { FastifyPluginAsync } from 'fastify';
import { bearerToken, replyFor } from '../../src/contracts/common';
import { identityEndpoints } from '../../src/contracts/identity';
import { ApiError } from '../errors';
import { preferredLocale } from '../locale';
import { authOf } from '../plugins/auth';
import { routesOf } from '../route';
import { createIdentityService } from './service';

/** Sign-in, sign-up, token reissue and logout (social-routes.ts: social sign-in). */
export const identityRoutes: FastifyPluginAsync = async (app) => {
  const limits = app.settings.rateLimits;
  const identity = createIdentityService(app);
  const route = routesOf(app, 'identity');

  route(
    identityEndpoints.signIn,
    {
      summary: 'Sign in with e-mail and password',
      rateLimit: limits.signInPerClient,
      cookieSession: true,
    },
    async (request, reply) => {
      const { tokens, code } = await identity.signIn(
        request.body.email,
        request.body.password,
        request.ip,
      );
      app.sendTokens(reply, tokens);
      return { ...replyFor(code, true), code };
    },
  );

  route(
    identityEndpoints.signUp,
    {
      summary: 'Create a local account (the e-mail must be verified first)',
      rateLimit: limits.signInPerClient,
      cookieSession: true,
    },
    async (request, reply) => {
      const locale = preferredLocale(request.headers['accept-language']);
      app.sendTokens(reply, await identity.signUp(request.body, locale));
      return { ...replyFor('MEM01', true), code: 'MEM01' as const };
    },
  );

  route(
    identityEndpoints.reissue,
    {
      summary: 'New access token from the (possibly expired) bearer token and the refresh cookie',
      rateLimit: limits.reissuePerClient,
      cookieSession: true,
    },
    async (request, reply) => {
      const tokens = await app.sessionService
        .reissue(bearerToken(request.headers.authorization), request.cookies[app.refreshCookieName])
        .catch((error: unknown) => {
          if (error instanceof ApiError) app.clearRefreshCookie(reply);
          throw error;
        });
      app.sendTokens(reply, tokens);
      return replyFor('TOK01', true);
    },
  );

  route(
    identityEndpoints.logout,
    { summary: 'End this session at once', cookieSession: true },
    async (request, reply) => {
      await app.sessionService.end(authOf(request).sessionId, 'logout');
      app.clearRefreshCookie(reply);
      return replyFor('AUT02', true);
    },
  );
};
