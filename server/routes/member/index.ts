import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiReplySchema, replyFor } from '../../../src/contracts/common';
import {
  memberCancelReplySchema,
  memberInfoReplySchema,
  type MemberProfile,
} from '../../../src/contracts/account';
import { paymentCheckReplySchema } from '../../../src/contracts/payments';
import {
  saveSurveyRequestSchema,
  SURVEY_STEPS,
  surveyFormReplySchema,
  type SurveyFormItem,
} from '../../../src/contracts/survey';
import { authOf } from '../../plugins/auth';
import { SURVEY_OPTION_LABELS } from '../../survey-options';

const privateErrors = { 400: apiReplySchema, 401: apiReplySchema, 404: apiReplySchema };

/** `[year, month, day, hour, minute, second]` in UTC. */
function dateParts(date: Date): number[] {
  return [
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  ];
}

/** Member info, deactivation, survey and subscription status (private calls). */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/member/member-info',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['member'],
        summary: 'The signed-in member',
        security: [{ bearer: [] }],
        response: { 200: memberInfoReplySchema, ...privateErrors },
      },
    },
    async (request) => {
      const { member } = authOf(request);
      const response: MemberProfile = {
        email: member.email ?? '',
        name: member.name,
        role: member.role,
        locale: member.locale,
        verified: member.verified === 'Y' || member.verified === 'N' ? member.verified : null,
        provider: member.provider as MemberProfile['provider'],
        profileUri: member.profileUri,
        birthDate: member.birthDate,
        countryCode: member.countryCode,
      };
      return { status: { ...replyFor('MEM03'), success: true }, response };
    },
  );

  app.post(
    '/member/cancel-member',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['member'],
        summary: 'Deactivate the account: sessions end, personal data is erased',
        security: [{ bearer: [] }],
        response: { 200: memberCancelReplySchema, ...privateErrors },
      },
    },
    async (request, reply) => {
      const { member } = authOf(request);
      await app.repos.members.deactivate(member.id, app.clock());
      app.clearRefreshCookie(reply);
      return { email: member.email ?? '', msg: replyFor('MEM04').msg };
    },
  );

  app.get(
    '/member/forms',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['survey'],
        summary: 'The survey form and the member’s latest answers',
        security: [{ bearer: [] }],
        response: { 200: surveyFormReplySchema, ...privateErrors },
      },
    },
    async (request) => {
      const latest = await app.repos.survey.latest(authOf(request).memberId);
      const lists = { purpose: [], reason: [], apps: [] } as Record<
        (typeof SURVEY_STEPS)[number],
        SurveyFormItem[]
      >;
      if (latest) {
        const created = dateParts(latest.createdAt);
        for (const step of SURVEY_STEPS) {
          for (const option of SURVEY_OPTION_LABELS[step]) {
            if (latest.answers.some((a) => a.step === step && a.content === option.content)) {
              lists[step].push({ ...option, created });
            }
          }
        }
      }
      return {
        status: { ...replyFor('SRV01'), success: true },
        response: { ...lists, options: SURVEY_OPTION_LABELS },
      };
    },
  );

  app.post(
    '/member/forms',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['survey'],
        summary: 'Save survey answers (all three lists; history is kept)',
        security: [{ bearer: [] }],
        body: saveSurveyRequestSchema,
        response: { 200: apiReplySchema, ...privateErrors },
      },
    },
    async (request) => {
      const { memberId } = authOf(request);
      const body = request.body;
      await app.repos.survey.save(
        memberId,
        {
          purpose: body.purpose.map((item) => item.content),
          reason: body.reason.map((item) => item.content),
          apps: body.apps.map((item) => item.content),
        },
        app.clock(),
      );
      return replyFor('SRV02', true);
    },
  );

  app.get(
    '/member/member-payment-check',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'Subscription status: SUB07 free plan, SUB06 premium',
        security: [{ bearer: [] }],
        response: { 200: paymentCheckReplySchema, ...privateErrors },
      },
    },
    async (request) => {
      const { memberId } = authOf(request);
      const active = await app.repos.subscriptions.active(memberId, app.clock());
      const plan = active?.plan ?? (await app.repos.subscriptions.plan('free'));
      if (!plan) throw new Error('plan "free" missing: migrations not applied');
      const code = active ? ('SUB06' as const) : ('SUB07' as const);
      return {
        ...replyFor(code, true),
        code,
        success: true,
        response: {
          plan: {
            id: plan.id === 'premium' ? ('premium' as const) : ('free' as const),
            name: plan.name,
            monthlyCorrections: plan.monthlyCorrections,
            maxCharactersPerRequest: plan.maxCharactersPerRequest,
          },
          startedAt: active?.subscription.startedAt.toISOString() ?? null,
          endsAt: active?.subscription.endsAt?.toISOString() ?? null,
        },
      };
    },
  );
};
