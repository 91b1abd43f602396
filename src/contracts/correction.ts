import { z } from 'zod';
import { apiReplySchema } from './common';
import { defineEndpoint } from './endpoint';
import { textSchema } from './fields';

/**
 * The correction API. Offsets and lengths are UTF-16 code units (JavaScript string
 * indexes) into the text that was sent. Mirrors `Issue` of @dadeum/correction (packages/correction/src/types.ts).
 */
export const CORRECTION_CATEGORIES = [
  'SPELLING',
  'SPACING',
  'GRAMMAR',
  'PUNCTUATION',
  'STYLE',
] as const;
export const correctionCategorySchema = z.enum(CORRECTION_CATEGORIES);
export type CorrectionCategory = z.infer<typeof correctionCategorySchema>;

/** Longest text one check accepts (characters = UTF-16 code units). */
export const MAX_CHECK_LENGTH = 10_000;
/** Longest text the public landing-page demo accepts. */
export const MAX_DEMO_LENGTH = 300;

export const correctionIssueSchema = z.object({
  offset: z.number().int().min(0),
  length: z.number().int().min(0),
  original: z.string(),
  suggestions: z.array(z.string()),
  category: correctionCategorySchema,
  ruleId: z.string(),
  message: z.string(),
  reference: z.string().nullable(),
});
export type CorrectionIssue = z.infer<typeof correctionIssueSchema>;

/** POST /api/correction/check (private): 1 to 10,000 characters. */
export const checkRequestSchema = z.strictObject({
  text: textSchema()
    .min(1, 'validation.correction.textRequired')
    .max(MAX_CHECK_LENGTH, 'validation.correction.textTooLong'),
});

export const correctionUsageSchema = z.object({
  plan: z.enum(['free', 'premium']),
  /** Applied corrections this calendar month (UTC). */
  used: z.number().int().min(0),
  /** Monthly limit; null means unlimited. */
  limit: z.number().int().nullable(),
});
export type CorrectionUsage = z.infer<typeof correctionUsageSchema>;

/**
 * True when the engine's time budget for one check ran out: the issues are valid but cover only
 * part of the text (the client may check a shorter piece again).
 */
export const partialSchema = z.boolean().optional();

export const checkReplySchema = apiReplySchema.extend({
  response: z.object({
    issues: z.array(correctionIssueSchema),
    partial: partialSchema,
    usage: correctionUsageSchema,
  }),
});

/** POST /api/correction/applied (private): the member applied a suggestion. Never the text. */
export const appliedRequestSchema = z.strictObject({
  ruleId: textSchema().min(1).max(100),
  category: correctionCategorySchema,
});
export type AppliedRequest = z.infer<typeof appliedRequestSchema>;

export const appliedReplySchema = apiReplySchema.extend({
  response: z.object({ usage: correctionUsageSchema }),
});

/** POST /api/correction/demo (public, rate-limited): the landing page's live demo. */
export const demoRequestSchema = z.strictObject({
  text: textSchema()
    .min(1, 'validation.correction.textRequired')
    .max(MAX_DEMO_LENGTH, 'validation.correction.demoTooLong'),
  language: z.enum(['ko', 'en']).optional(),
});
export type DemoRequest = z.infer<typeof demoRequestSchema>;

export const demoReplySchema = apiReplySchema.extend({
  response: z.object({ issues: z.array(correctionIssueSchema), partial: partialSchema }),
});

/**
 * The correction API (server/correction/routes.ts): the extension's private check and
 * applied report, the landing page's public demo. The text is never stored or logged.
 */
export const correctionEndpoints = {
  check: defineEndpoint({
    method: 'POST',
    path: '/api/correction/check',
    access: 'private',
    request: checkRequestSchema,
    response: checkReplySchema,
    errors: ['VAL01', 'VAL13', 'COR01', 'COR03', 'AUT03', 'ERR02'],
  }),
  /** 429 COR02 when the plan's monthly limit is reached. */
  applied: defineEndpoint({
    method: 'POST',
    path: '/api/correction/applied',
    access: 'private',
    request: appliedRequestSchema,
    response: appliedReplySchema,
    errors: ['VAL01', 'VAL13', 'AUT03', 'COR02', 'ERR02'],
  }),
  demo: defineEndpoint({
    method: 'POST',
    path: '/api/correction/demo',
    access: 'public',
    request: demoRequestSchema,
    response: demoReplySchema,
    errors: ['VAL01', 'VAL13', 'COR01', 'COR03', 'ERR02'],
  }),
};
