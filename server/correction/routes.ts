import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { replyFor } from '../../src/contracts/common';
import { correctionEndpoints, type CorrectionUsage } from '../../src/contracts/correction';
import type { Language } from '@dadeum/correction';
import { preferredLocale } from '../locale';
import { authOf } from '../plugins/auth';
import { routesOf } from '../route';
import { createCheckService } from './check-service';
import type { UsageRow } from './repository';

/** Messages in the member's language, else the browser's (Accept-Language), else Korean. */
function languageOf(locale: string | null, request: FastifyRequest): Language {
  const chosen = locale ?? preferredLocale(request.headers['accept-language']);
  return chosen === 'en' ? 'en' : 'ko';
}

function usageOf({ planId, limit, used, maxCharacters }: UsageRow): CorrectionUsage {
  return { plan: planId === 'free' ? 'free' : 'premium', used, limit, maxCharacters };
}

/**
 * The correction API: the extension's private check and applied report, the landing page's
 * public demo. Text sent here is never stored or logged (`privateText`; Fastify logs no
 * bodies). The engine is `app.correction` (service.ts, checks on the worker pool of engine-pool.ts).
 */
export const correctionRoutes: FastifyPluginAsync = async (app) => {
  const limits = app.settings.rateLimits;
  const route = routesOf(app, 'correction');
  const checks = createCheckService(app);

  route(
    correctionEndpoints.check,
    {
      summary:
        'Check Korean text (up to the plan’s characters per check); issues, the month’s usage; 429 COR02 once the month’s corrections are used up',
      privateText: true,
      rateLimit: limits.checkPerClient,
    },
    async (request) => {
      const { memberId, member } = authOf(request);
      const { issues, partial, omitted, usage, receipts } = await checks.check({
        memberId,
        text: request.body.text,
        language: languageOf(member.locale, request),
        seen: request.body.seen ?? [],
        disabledRules: request.body.disabledRules,
      });
      return {
        ...replyFor('COR04', true),
        response: {
          issues,
          partial,
          ...(omitted > 0 ? { omitted } : {}),
          usage: usageOf(usage),
          ...(receipts ? { receipts } : {}),
        },
      };
    },
  );

  route(
    correctionEndpoints.applied,
    {
      summary:
        'Record that the member applied a suggestion (rule and category, never the text; statistics)',
      rateLimit: limits.checkPerClient,
    },
    async (request) => {
      const { memberId } = authOf(request);
      const now = app.clock();
      await app.repos.corrections.record({
        memberId,
        ruleId: request.body.ruleId,
        category: request.body.category,
        now,
      });
      const usage = await app.repos.corrections.usage(memberId, now);
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
      const { issues, partial, omitted } = await app.correction.check(request.body.text, language);
      return {
        ...replyFor('COR04', true),
        response: { issues, partial, ...(omitted > 0 ? { omitted } : {}) },
      };
    },
  );
};
