import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as oauth from 'openid-client';
import {
  socialProviderParamsSchema,
  socialStartQuerySchema,
  socialTokenReplySchema,
  socialTokenRequestSchema,
  type SocialProvider,
} from '../../../src/contracts/identity';
import { apiReplySchema, replyFor } from '../../../src/contracts/common';
import type { Provider } from '../../../src/contracts/account';
import { ApiError } from '../../errors';
import type { SocialProfile } from '../../oauth/social-clients';
import { isUniqueViolation } from '../../repositories/members';
import { preferredLocale } from '../../locale';
import { randomToken, sha256 } from '../../security/crypto';

const MEMBER_PROVIDER: Record<SocialProvider, Provider> = {
  google: 'GOOGLE',
  facebook: 'FACEBOOK',
  line: 'LINE',
};

/**
 * Social sign-in. GET /auth/social/start?provider=&state= redirects the browser to the
 * provider (PKCE S256, nonce, the front end's state) and ties the attempt to this browser with
 * an HttpOnly cookie; the provider returns to {WEB_ORIGIN}/auth/callback/{provider}; the web
 * app posts the code to POST /auth/token/{provider}, which signs the member in.
 */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const production = app.config.nodeEnv === 'production';
  const cookieName = production ? '__Host-dadeum_oauth' : 'dadeum_oauth';
  const cookieOptions = {
    httpOnly: true,
    secure: production,
    sameSite: 'lax' as const,
    path: '/',
  };
  const limit = {
    max: app.settings.rateLimits.socialPerClient.max,
    timeWindow: app.settings.rateLimits.socialPerClient.windowMs,
  };

  app.get(
    '/auth/social/start',
    {
      config: { rateLimit: limit },
      schema: {
        tags: ['auth'],
        summary: 'Start social sign-in: 302 to the provider (browser navigation)',
        querystring: socialStartQuerySchema,
        response: { 400: apiReplySchema, 404: apiReplySchema, 429: apiReplySchema },
      },
    },
    async (request, reply) => {
      const { provider, state } = request.query;
      const client = app.socialClients.get(provider);
      if (!client) throw new ApiError('AUT06');
      const codeVerifier = oauth.randomPKCECodeVerifier();
      const nonce = oauth.randomNonce();
      let location: URL;
      try {
        location = await client.authorizationUrl({ state, nonce, codeVerifier });
      } catch (error) {
        request.log.warn({ err: error, provider }, 'provider discovery failed');
        throw new ApiError('AUT05');
      }
      const attempt = randomToken();
      const now = app.clock();
      await app.repos.oauth.insertRequest({
        id: sha256(attempt),
        provider,
        state,
        codeVerifier,
        nonce,
        createdAt: now,
        expiresAt: new Date(now.getTime() + app.settings.oauthTtlMs),
      });
      reply.setCookie(cookieName, attempt, {
        ...cookieOptions,
        maxAge: Math.floor(app.settings.oauthTtlMs / 1000),
      });
      reply.header('cache-control', 'no-store');
      return reply.redirect(location.href, 302);
    },
  );

  app.post(
    '/auth/token/:provider',
    {
      config: { rateLimit: limit },
      schema: {
        tags: ['auth'],
        summary: 'Exchange the social sign-in code: MEM01 or MEM02, token in the header',
        params: socialProviderParamsSchema,
        body: socialTokenRequestSchema,
        response: {
          200: socialTokenReplySchema,
          400: apiReplySchema,
          404: apiReplySchema,
          429: apiReplySchema,
        },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const { code, state } = request.body;
      const client = app.socialClients.get(provider);
      if (!client) throw new ApiError('AUT06');
      reply.clearCookie(cookieName, cookieOptions);

      const cookie = request.cookies[cookieName];
      const attempt = cookie
        ? await app.repos.oauth.findRequest(sha256(cookie))
        : state
          ? await app.repos.oauth.findRequestByState(provider, state)
          : undefined;
      const now = app.clock();
      if (
        !attempt ||
        attempt.provider !== provider ||
        (state !== undefined && state !== attempt.state) ||
        attempt.expiresAt <= now ||
        !(await app.repos.oauth.consumeRequest(attempt.id, now))
      ) {
        throw new ApiError('AUT05');
      }

      let profile: SocialProfile;
      try {
        profile = await client.exchange({
          code,
          state: attempt.state,
          nonce: attempt.nonce,
          codeVerifier: attempt.codeVerifier,
        });
      } catch (error) {
        request.log.warn({ provider, reason: (error as Error).message }, 'code exchange failed');
        throw new ApiError('AUT05');
      }

      const memberId = await memberFor(provider, profile, request.headers['accept-language']);
      const answered = await app.repos.members.hasAnsweredSurvey(memberId);
      app.sendTokens(reply, await app.sessionService.start(memberId));
      const resultCode = answered ? ('MEM02' as const) : ('MEM01' as const);
      return { ...replyFor(resultCode), code: resultCode, success: true };
    },
  );

  /** The member of this (provider, subject); created on first sign-in, never merged by e-mail. */
  async function memberFor(
    provider: SocialProvider,
    profile: SocialProfile,
    acceptLanguage: string | undefined,
  ): Promise<string> {
    const providerName = MEMBER_PROVIDER[provider];
    const identity = await app.repos.oauth.findIdentity(providerName, profile.subject);
    if (identity) return identity.memberId;
    const member = await app.repos.members.insert({
      email: profile.email,
      name: (profile.name ?? profile.email?.split('@')[0] ?? providerName).slice(0, 50),
      provider: providerName,
      verified: profile.email && profile.emailVerified ? 'Y' : 'N',
      profileUri: profile.picture,
      locale: preferredLocale(acceptLanguage),
      createdAt: app.clock(),
    });
    try {
      await app.repos.oauth.insertIdentity(providerName, profile.subject, member.id);
      return member.id;
    } catch (error) {
      // A parallel first sign-in of the same identity won: use its member.
      if (!isUniqueViolation(error)) throw error;
      await app.repos.members.deactivate(member.id, app.clock());
      const winner = await app.repos.oauth.findIdentity(providerName, profile.subject);
      if (!winner) throw error;
      return winner.memberId;
    }
  }
};
