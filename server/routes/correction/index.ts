import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiReplySchema, replyFor } from '../../../src/contracts/common';
import {
  appliedReplySchema,
  appliedRequestSchema,
  checkReplySchema,
  checkRequestSchema,
  demoReplySchema,
  demoRequestSchema,
  type CorrectionUsage,
} from '../../../src/contracts/correction';
import type { Language } from '../../../src/correction/types';
import { ApiError } from '../../errors';
import { authOf } from '../../plugins/auth';
import type { UsageRow } from '../../repositories/corrections';
import { preferredLocale } from '../../locale';

const privateErrors = {
  400: apiReplySchema,
  401: apiReplySchema,
  429: apiReplySchema,
};

/** Messages in the member's language, else the browser's (Accept-Language), else Korean. */
function languageOf(locale: string | null, request: FastifyRequest): Language {
  const chosen = locale ?? preferredLocale(request.headers['accept-language']);
  return chosen === 'en' ? 'en' : 'ko';
}

/**
 * The correction API (issue 7): private check and applied, public demo. Text sent here is
 * never stored or logged (routes marked `privateText`; Fastify logs no bodies).
 */
export const correctionRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.settings.rateLimits;

  function usageOf({ planId, limit, used }: UsageRow): CorrectionUsage {
    return { plan: planId === 'free' ? 'free' : 'premium', used, limit };
  }

  app.post(
    '/api/correction/check',
    {
      onRequest: app.authenticate,
      config: {
        privateText: true,
        rateLimit: { max: limits.checkPerClient.max, timeWindow: limits.checkPerClient.windowMs },
      },
      schema: {
        tags: ['correction'],
        summary: 'Check Korean text (1-10,000 characters); issues and the month’s usage',
        security: [{ bearer: [] }],
        body: checkRequestSchema,
        response: { 200: checkReplySchema, ...privateErrors },
      },
    },
    async (request) => {
      const { memberId, member } = authOf(request);
      const [issues, usage] = await Promise.all([
        app.correction.check(request.body.text, languageOf(member.locale, request), {
          review: true,
        }),
        app.repos.corrections.usage(memberId, app.clock()),
      ]);
      return { ...replyFor('COR04', true), response: { issues, usage: usageOf(usage) } };
    },
  );

  app.post(
    '/api/correction/applied',
    {
      onRequest: app.authenticate,
      config: {
        rateLimit: { max: limits.checkPerClient.max, timeWindow: limits.checkPerClient.windowMs },
      },
      schema: {
        tags: ['correction'],
        summary:
          'Record that the member applied a suggestion (rule and category, never the text); 429 COR02 at the plan limit',
        security: [{ bearer: [] }],
        body: appliedRequestSchema,
        response: { 200: appliedReplySchema, ...privateErrors },
      },
    },
    async (request) => {
      const { recorded, usage } = await app.repos.corrections.record({
        memberId: authOf(request).memberId,
        ruleId: request.body.ruleId,
        category: request.body.category,
        now: app.clock(),
      });
      if (!recorded) throw new ApiError('COR02');
      return { ...replyFor('COR05', true), response: { usage: usageOf(usage) } };
    },
  );

  app.post(
    '/api/correction/demo',
    {
      config: {
        privateText: true,
        rateLimit: { max: limits.demoPerClient.max, timeWindow: limits.demoPerClient.windowMs },
      },
      schema: {
        tags: ['correction'],
        summary: 'Public landing-page demo: check up to 300 characters (rate-limited)',
        body: demoRequestSchema,
        response: { 200: demoReplySchema, 400: apiReplySchema, 429: apiReplySchema },
      },
    },
    async (request) => {
      const language = request.body.language ?? languageOf(null, request);
      const issues = await app.correction.check(request.body.text, language);
      return { ...replyFor('COR04', true), response: { issues } };
    },
  );
};
