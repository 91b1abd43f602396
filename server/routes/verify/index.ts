import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiReplySchema, bearerToken, replyFor } from '../../../src/contracts/common';
import {
  confirmEmailReplySchema,
  confirmEmailRequestSchema,
  resetEmailReplySchema,
  resetEmailRequestSchema,
  resetPasswordReplySchema,
  resetPasswordRequestSchema,
  sendEmailReplySchema,
  sendEmailRequestSchema,
  verificationTokenSchema,
  verifyEmailQuerySchema,
  verifyEmailReplySchema,
  type VerifyFlag,
} from '../../../src/contracts/identity-verification';
import { ApiError } from '../../errors';
import { passwordResetMail, verificationMail } from '../../mail/templates';
import type { VerificationPurpose } from '../../repositories/verification-tokens';
import { randomToken, sha256 } from '../../security/crypto';
import { hashPassword } from '../../security/passwords';

const errors = {
  400: apiReplySchema,
  401: apiReplySchema,
  403: apiReplySchema,
  404: apiReplySchema,
  409: apiReplySchema,
  410: apiReplySchema,
  429: apiReplySchema,
};

/** E-mail verification and password reset (spec section 7, /verify/*). */
export const verifyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings } = app;
  const mailLimit = {
    max: settings.rateLimits.mailPerClient.max,
    timeWindow: settings.rateLimits.mailPerClient.windowMs,
  };
  const minutes = Math.round(settings.verificationTtlMs / 60_000);

  /**
   * At most `mailsPerAddress` mails per address and kind in 24 hours, at least `mailGapMs`
   * apart. Counts every request, registered address or not, so the reply reveals nothing.
   */
  async function checkSendLimit(email: string, purposes: VerificationPurpose[]) {
    const now = app.clock();
    const stats = await app.repos.verificationTokens.sendStats(
      email,
      purposes,
      new Date(now.getTime() - 24 * 3600_000),
    );
    if (stats.latest) {
      const wait = stats.latest.getTime() + settings.mailGapMs - now.getTime();
      if (wait > 0) throw new ApiError('VAL11', { 'retry-after': String(Math.ceil(wait / 1000)) });
    }
    if (stats.sends >= settings.mailsPerAddress) throw new ApiError('VAL10');
  }

  /** Creates a link token (256 random bits; only its SHA-256 is stored). */
  async function createLink(email: string, purpose: VerificationPurpose, flag: VerifyFlag) {
    const token = randomToken();
    const now = app.clock();
    await app.repos.verificationTokens.insert({
      tokenHash: sha256(token),
      purpose,
      flag,
      email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + settings.verificationTtlMs),
    });
    const url = new URL('/verify/verify-email', app.config.webOrigin);
    url.searchParams.set('token', token);
    url.searchParams.set('flag', flag);
    return url.toString();
  }

  /**
   * change-password comes from a signed-in member's profile: when the bearer token is a social
   * account's, there is no password to change (MEM14). Without a token nothing is revealed.
   */
  async function refuseSocialAccount(authorization: string | undefined) {
    const token = bearerToken(authorization);
    const claims = token ? await app.accessTokens.verify(token) : undefined;
    if (!claims) return;
    const member = await app.repos.members.findActiveById(claims.memberId);
    if (member && member.provider !== 'local') throw new ApiError('MEM14');
  }

  app.post(
    '/verify/confirm-email',
    {
      schema: {
        tags: ['verify'],
        summary: 'E-mail format and "already registered" check',
        body: confirmEmailRequestSchema,
        response: {
          200: confirmEmailReplySchema,
          409: confirmEmailReplySchema,
          400: apiReplySchema,
        },
      },
    },
    async (request, reply) => {
      if (await app.repos.members.findActiveLocalByEmail(request.body.email)) {
        return reply.code(409).send({ ...replyFor('VAL04'), success: false });
      }
      return { ...replyFor('VER02'), success: true };
    },
  );

  app.post(
    '/verify/send-email',
    {
      config: { rateLimit: mailLimit },
      schema: {
        tags: ['verify'],
        summary: 'Mail a verification link (flag local: sign-up; social: a social account)',
        body: sendEmailRequestSchema,
        response: { 200: sendEmailReplySchema, ...errors },
      },
    },
    async (request) => {
      const { email, flag = 'local' } = request.body;
      if (flag === 'local') {
        if (await app.repos.members.findActiveLocalByEmail(email)) throw new ApiError('VAL04');
        await checkSendLimit(email, ['signup', 'social']);
        const link = await createLink(email, 'signup', 'local');
        await app.mailer.send(verificationMail(email, link, minutes));
      } else {
        await checkSendLimit(email, ['signup', 'social']);
        const link = await createLink(email, 'social', 'social');
        if (await app.repos.members.hasUnverifiedSocialAccount(email)) {
          await app.mailer.send(verificationMail(email, link, minutes));
        }
      }
      return replyFor('VER01', true);
    },
  );

  app.get(
    '/verify/verify-email',
    {
      schema: {
        tags: ['verify'],
        summary: 'Check a link token (consumes local/social links; reset links are only checked)',
        querystring: verifyEmailQuerySchema,
        response: { 200: verifyEmailReplySchema, ...errors },
      },
    },
    async (request) => {
      const { token, flag } = request.query;
      const now = app.clock();
      const row = await app.repos.verificationTokens.findByHash(sha256(token));
      if (!row || (flag && flag !== row.flag)) throw new ApiError('VAL06');
      if (row.consumedAt) throw new ApiError('VAL09');
      if (row.expiresAt <= now) throw new ApiError('VAL08');
      if (row.purpose === 'signup' || row.purpose === 'social') {
        if (!(await app.repos.verificationTokens.consume(row.id, now))) throw new ApiError('VAL09');
        if (row.purpose === 'social') await app.repos.members.verifySocialEmail(row.email);
      }
      return {
        ...replyFor('VER03'),
        success: true,
        flag: row.flag as VerifyFlag,
        email: row.email,
      };
    },
  );

  app.post(
    '/verify/reset-email',
    {
      config: { rateLimit: mailLimit },
      schema: {
        tags: ['verify'],
        summary: 'Mail a password-reset link (same reply whether or not the address exists)',
        body: resetEmailRequestSchema,
        response: { 200: resetEmailReplySchema, ...errors },
      },
    },
    async (request) => {
      const { email, flag } = request.body;
      if (flag === 'change-password') await refuseSocialAccount(request.headers.authorization);
      await checkSendLimit(email, ['reset']);
      const link = await createLink(email, 'reset', flag);
      const member = await app.repos.members.findActiveLocalByEmail(email);
      if (member?.passwordHash) await app.mailer.send(passwordResetMail(email, link, minutes));
      return replyFor('VER04', true);
    },
  );

  app.post(
    '/verify/reset-password',
    {
      config: { rateLimit: mailLimit },
      schema: {
        tags: ['verify'],
        summary: 'Set a new password with the reset link token (Authorization: Bearer <token>)',
        body: resetPasswordRequestSchema,
        response: { 200: resetPasswordReplySchema, ...errors },
      },
    },
    async (request) => {
      const token = verificationTokenSchema.safeParse(bearerToken(request.headers.authorization));
      if (!token.success) throw new ApiError('VAL06');
      const now = app.clock();
      const row = await app.repos.verificationTokens.findByHash(sha256(token.data));
      if (!row || row.purpose !== 'reset' || row.email !== request.body.email) {
        throw new ApiError('VAL06');
      }
      if (row.consumedAt) throw new ApiError('VAL09');
      if (row.expiresAt <= now) throw new ApiError('VAL08');
      // A valid link whose account was deactivated since it was sent.
      const member = await app.repos.members.findActiveLocalByEmail(row.email);
      if (!member) throw new ApiError('MEM09');
      const passwordHash = await hashPassword(request.body.password);
      if (!(await app.repos.verificationTokens.consume(row.id, now))) throw new ApiError('VAL09');
      await app.repos.members.updatePassword(member.id, passwordHash);
      // End every other session; keep the one of this browser (change-password from the profile).
      const current = await app.sessionService.sessionOfCookie(
        request.cookies[app.refreshCookieName],
      );
      const keep = current?.memberId === member.id ? current.id : undefined;
      await app.sessionService.endAllOf(member.id, 'password-reset', keep);
      return replyFor('VER05', true);
    },
  );
};
