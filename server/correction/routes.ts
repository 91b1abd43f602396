import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { replyFor } from '../../src/contracts/common';
import { correctionEndpoints, type CorrectionUsage } from '../../src/contracts/correction';
import type { Language } from '@dadeum/correction';
import { ApiError } from '../errors';
import { preferredLocale } from '../locale';
import { authOf } from '../plugins/auth';
import { routesOf } from '../route';
import type { UsageRow } from './repository';

/** Messages in the member's language, else the browser's (Accept-Language), else Korean. */
function languageOf(locale: string | null, request: FastifyRequest): Language {
  const chosen = locale ?? preferredLocale(request.headers['accept-language']);
  return chosen === 'en' ? 'en' : 'ko';
}

function usageOf({ planId, limit, used }: UsageRow): CorrectionUsage {
  return { plan: planId === 'free' ? 'free' : 'premium', used, limit };
}

/**
 * The correction API: the extension's private check and applied report, the landing page's
 * public demo. Text sent here is never stored or logged (`privateText`; Fastify logs no
 * bodies). The engine is `app.correction` (service.ts, checks on the worker pool of engine-pool.ts).
 */
export const correctionRoutes: FastifyPluginAsync = async (app) => {
  const limits = app.settings.rateLimits;
  const route = routesOf(app, 'correction');

  route(
    correctionEndpoints.check,
    {
      summary: 'Check Korean text (1-10,000 characters); issues and the month’s usage',
      privateText: true,
      rateLimit: limits.checkPerClient,
    },
    async (request) => {
      const { memberId, member } = authOf(request);
      const [{ issues, partial }, usage] = await Promise.all([
        app.correction.check(request.body.text, languageOf(member.locale, request), {
          review: true,
        }),
        app.repos.corrections.usage(memberId, app.clock()),
      ]);
      return {
        ...replyFor('COR04', true),
        response: { issues, partial, usage: usageOf(usage) },
      };
    },
  );

  route(
    correctionEndpoints.applied,
    {
      summary:
        'Record that the member applied a suggestion (rule and category, never the text); 429 COR02 at the plan limit',
      rateLimit: limits.checkPerClient,
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

  route(
    correctionEndpoints.demo,
    {
      summary: 'Public landing-page demo: check up to 300 characters (rate-limited)',
      privateText: true,
      rateLimit: limits.demoPerClient,
    },
    async (request) => {
      const language = request.body.language ?? languageOf(null, request);
      const { issues, partial } = await app.correction.check(request.body.text, language);
      return { ...replyFor('COR04', true), response: { issues, partial } };
    },
  );
};
