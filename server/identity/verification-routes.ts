import type { FastifyPluginAsync } from 'fastify';
import { bearerToken, replyFor } from '../../src/contracts/common';
import {
  verificationEndpoints,
  verificationTokenSchema,
} from '../../src/contracts/identity-verification';
import { ApiError } from '../errors';
import { routesOf } from '../route';
import { createVerificationService } from './verification-service';

/** E-mail verification and password reset (verification-service.ts). */
export const verificationRoutes: FastifyPluginAsync = async (app) => {
  const mailLimit = app.settings.rateLimits.mailPerClient;
  const lookupLimit = app.settings.rateLimits.lookupPerClient;
  const verification = createVerificationService(app);
  const route = routesOf(app, 'identity');

  route(
    verificationEndpoints.confirmEmail,
    { summary: 'E-mail format and "already registered" check', rateLimit: lookupLimit },
    async (request, reply) => {
      if (await verification.isRegistered(request.body.email)) {
        return reply.code(409).send({ ...replyFor('VAL04'), success: false });
      }
      return { ...replyFor('VER02'), success: true };
    },
  );

  route(
    verificationEndpoints.sendEmail,
    {
      summary: 'Mail a verification link (flag local: sign-up; social: a social account)',
      rateLimit: mailLimit,
    },
    async (request) => {
      await verification.sendVerification(request.body);
      return { ...replyFor('VER01', true), linkMinutes: verification.linkMinutes };
    },
  );

  route(
    verificationEndpoints.verifyEmail,
    {
      summary: 'Check a link token (consumes local/social links; reset links are only checked)',
      rateLimit: lookupLimit,
    },
    async (request) => {
      const { flag, email } = await verification.checkLink(request.query);
      return { ...replyFor('VER03'), success: true, flag, email };
    },
  );

  route(
    verificationEndpoints.resetEmail,
    {
      summary: 'Mail a password-reset link (same reply whether or not the address exists)',
      rateLimit: mailLimit,
    },
    async (request) => {
      await verification.sendReset(request.body, bearerToken(request.headers.authorization));
      return replyFor('VER04', true);
    },
  );

  route(
    verificationEndpoints.resetPassword,
    {
      summary: 'Set a new password with the reset link token (Authorization: Bearer <token>)',
      rateLimit: mailLimit,
      cookieSession: true,
    },
    async (request) => {
      const token = verificationTokenSchema.safeParse(bearerToken(request.headers.authorization));
      if (!token.success) throw new ApiError('VAL06');
      await verification.resetPassword(
        token.data,
        request.body.email,
        request.body.password,
        request.cookies[app.refreshCookieName],
      );
      return replyFor('VER05', true);
    },
  );
};
