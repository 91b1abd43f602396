import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  logoutReplySchema,
  reissueReplySchema,
  signInReplySchema,
  signInRequestSchema,
  signUpReplySchema,
  signUpRequestSchema,
} from '../../../src/contracts/identity';
import { apiReplySchema, bearerToken, replyFor } from '../../../src/contracts/common';
import { ApiError } from '../../errors';
import { authOf } from '../../plugins/auth';
import { isUniqueViolation } from '../../repositories/members';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { createFixedWindowLimiter } from '../../security/fixed-window';
import { preferredLocale } from '../../locale';
import { socialRoutes } from './social';

const errorReplies = {
  400: apiReplySchema,
  401: apiReplySchema,
  403: apiReplySchema,
  409: apiReplySchema,
  429: apiReplySchema,
};

/** Sign-in, sign-up, token reissue and logout (spec section 7), plus social sign-in. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.settings.rateLimits;
  const perAccount = createFixedWindowLimiter(
    limits.signInPerAccount.max,
    limits.signInPerAccount.windowMs,
    app.clock,
  );

  app.post(
    '/auth/login/sign-in',
    {
      config: {
        rateLimit: { max: limits.signInPerClient.max, timeWindow: limits.signInPerClient.windowMs },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: signInRequestSchema,
        response: { 200: signInReplySchema, ...errorReplies },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const wait = perAccount.hit(email);
      if (wait > 0) throw new ApiError('ERR02', { 'retry-after': String(wait) });
      const member = await app.repos.members.findActiveLocalByEmail(email);
      const ok = await verifyPassword(member?.passwordHash, password);
      if (!member || !ok) throw new ApiError('AUT01');
      const answered = await app.repos.members.hasAnsweredSurvey(member.id);
      app.sendTokens(reply, await app.sessionService.start(member.id));
      const code = answered ? ('MEM02' as const) : ('MEM01' as const);
      return { ...replyFor(code, true), code };
    },
  );

  app.post(
    '/auth/login/sign-up',
    {
      config: {
        rateLimit: { max: limits.signInPerClient.max, timeWindow: limits.signInPerClient.windowMs },
      },
      schema: {
        tags: ['auth'],
        summary: 'Create a local account (the e-mail must be verified first)',
        body: signUpRequestSchema,
        response: { 200: signUpReplySchema, ...errorReplies },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const now = app.clock();
      if (await app.repos.members.findActiveLocalByEmail(body.email)) throw new ApiError('VAL04');
      const verification = await app.repos.verificationTokens.findConfirmedSignup(
        body.email,
        new Date(now.getTime() - app.settings.signupWindowMs),
      );
      if (!verification) throw new ApiError('VAL05');
      const passwordHash = await hashPassword(body.password);
      let memberId: string;
      try {
        const member = await app.repos.members.insert({
          email: body.email,
          passwordHash,
          name: body.name,
          provider: 'local',
          verified: 'Y',
          birthDate: body.birth_date,
          countryCode: body.country_code,
          locale: preferredLocale(request.headers['accept-language']),
          createdAt: now,
        });
        memberId = member.id;
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError('VAL04');
        throw error;
      }
      await app.repos.verificationTokens.markUsed(verification.id, now);
      app.sendTokens(reply, await app.sessionService.start(memberId));
      return { ...replyFor('MEM01', true), code: 'MEM01' as const };
    },
  );

  app.post(
    '/auth/token/reissue',
    {
      config: {
        rateLimit: {
          max: limits.reissuePerClient.max,
          timeWindow: limits.reissuePerClient.windowMs,
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'New access token from the (possibly expired) bearer token and the refresh cookie',
        response: { 200: reissueReplySchema, 401: apiReplySchema, 429: apiReplySchema },
      },
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

  app.post(
    '/auth/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'End this session at once',
        security: [{ bearer: [] }],
        response: { 200: logoutReplySchema, 401: apiReplySchema },
      },
    },
    async (request, reply) => {
      await app.sessionService.end(authOf(request).sessionId, 'logout');
      app.clearRefreshCookie(reply);
      return replyFor('AUT02', true);
    },
  );

  await app.register(socialRoutes);
};
