import { z } from 'zod';
import { apiReplySchema, apiStatusSchema } from './common';
import { defineEndpoint } from './endpoint';

/** Option keys of the three survey steps, sent upper-case. */
export const SURVEY_OPTIONS = {
  purpose: ['ACADEMIC', 'WORK', 'PURPOSE_ETC'],
  reason: ['EFFECTIVE_COMM', 'ACCURATE_EXPRESSION', 'REDUCE_ERRORS', 'REASON_ETC'],
  apps: [
    'GMAIL',
    'WORD',
    'LINE',
    'GOOGLE_DOCS',
    'SLACK',
    'DISCORD',
    'LINKEDIN',
    'TEAMS',
    'APP_ETC',
  ],
} as const;

export const SURVEY_STEPS = ['purpose', 'reason', 'apps'] as const;

export type SurveyStep = (typeof SURVEY_STEPS)[number];

function distinctContents(items: readonly { content: string }[]) {
  return new Set(items.map((item) => item.content)).size === items.length;
}

function answerList<const V extends readonly [string, ...string[]]>(values: V) {
  return z
    .array(z.object({ content: z.enum(values, { error: 'validation.survey.option' }) }), {
      error: 'validation.survey.required',
    })
    .min(1, { error: 'validation.survey.required' })
    .max(20)
    .refine((items) => distinctContents(items as readonly { content: string }[]), {
      message: 'validation.survey.duplicate',
    });
}

/** POST /member/forms: all three lists, each with at least one `{ content }` item. */
export const saveSurveyRequestSchema = z.object({
  purpose: answerList(SURVEY_OPTIONS.purpose),
  reason: answerList(SURVEY_OPTIONS.reason),
  apps: answerList(SURVEY_OPTIONS.apps),
});

export type SaveSurveyRequest = z.infer<typeof saveSurveyRequestSchema>;

/** One option with its labels (the survey screens and the profile's history read them). */
export const surveyOptionSchema = z.object({
  content: z.string(),
  explain_korean: z.string(),
  explain_english: z.string(),
});

export type SurveyOption = z.infer<typeof surveyOptionSchema>;

/**
 * A saved answer as loaded: the option with its labels and `created` as
 * `[year, month, day, hour, minute, second]` (UTC).
 */
export const surveyFormItemSchema = surveyOptionSchema.extend({
  created: z.array(z.number().int()),
});

export type SurveyFormItem = z.infer<typeof surveyFormItemSchema>;

/**
 * GET /member/forms: `response.purpose/reason/apps` hold the member's latest saved answers
 * (empty lists before the first save); `response.options` every option of each step.
 */
export const surveyFormReplySchema = z.object({
  status: apiStatusSchema,
  response: z.object({
    purpose: z.array(surveyFormItemSchema),
    reason: z.array(surveyFormItemSchema),
    apps: z.array(surveyFormItemSchema),
    options: z.object({
      purpose: z.array(surveyOptionSchema),
      reason: z.array(surveyOptionSchema),
      apps: z.array(surveyOptionSchema),
    }),
  }),
});

/** The usage survey (server/survey/routes.ts). */
export const surveyEndpoints = {
  form: defineEndpoint({
    method: 'GET',
    path: '/member/forms',
    access: 'private',
    response: surveyFormReplySchema,
    errors: ['AUT03'],
  }),
  /** Saves all three lists; earlier answers are kept as history. */
  save: defineEndpoint({
    method: 'POST',
    path: '/member/forms',
    access: 'private',
    request: saveSurveyRequestSchema,
    response: apiReplySchema,
    errors: ['VAL01', 'AUT03'],
  }),
};
