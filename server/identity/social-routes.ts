import type { FastifyPluginAsync } from 'fastify';
import { replyFor } from '../../src/contracts/common';
import { identityEndpoints } from '../../src/contracts/identity';
import { preferredLocale } from '../locale';
import { routesOf } from '../route';
import { createSocialService } from './social-service';

/**
 * Social sign-in. The start redirects the browser to the provider and ties the attempt to
 * this browser with an HttpOnly cookie; the provider returns to
 * {WEB_ORIGIN}/auth/callback/{provider}; the web app posts the code to the token exchange,
 * which signs the member in.
 */
export const socialRoutes: FastifyPluginAsync = async (app) => {
  const production = app.config.nodeEnv === 'production';
  const cookieName = production ? '__Host-dadeum_oauth' : 'dadeum_oauth';
  const cookieOptions = { httpOnly: true, secure: production, sameSite: 'lax' as const, path: '/' };
  const limit = app.settings.rateLimits.socialPerClient;
  const social = createSocialService(app);
  const route = routesOf(app, 'identity');

  route(
    identityEndpoints.socialStart,
    { summary: 'Start social sign-in: 302 to the provider (browser navigation)', rateLimit: limit },
    async (request, reply) => {
      const { provider, state } = request.query;
      const { location, attempt } = await social.start(provider, state, request.log);
      reply.setCookie(cookieName, attempt, {
        ...cookieOptions,
        maxAge: Math.floor(app.settings.oauthTtlMs / 1000),
      });
      reply.header('cache-control', 'no-store');
      return reply.redirect(location.href, 302);
    },
  );

  route(
    identityEndpoints.socialToken,
    {
      summary: 'Exchange the social sign-in code: MEM01 or MEM02, token in the header',
      rateLimit: limit,
      cookieSession: true,
    },
    async (request, reply) => {
      const { provider } = request.params;
      const attemptCookie = request.cookies[cookieName];
      if (app.socialClients.get(provider)) reply.clearCookie(cookieName, cookieOptions);
      const { tokens, code } = await social.exchange({
        provider,
        code: request.body.code,
        state: request.body.state,
        attemptCookie,
        locale: preferredLocale(request.headers['accept-language']),
        log: request.log,
      });
      app.sendTokens(reply, tokens);
      return { ...replyFor(code), code, success: true };
    },
  );
};
