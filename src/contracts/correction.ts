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

/**
 * Longest text the check call accepts at all (characters = UTF-16 code units): the largest
 * plan's. Each plan allows its own `maxCharactersPerRequest` (free 2,000), reported in `usage`.
 */
export const MAX_CHECK_LENGTH = 10_000;
/**
 * The smallest plan's characters per check (free): what a client sends until a reply tells it
 * the member's own (`usage.maxCharacters`).
 */
export const DEFAULT_PLAN_CHECK_LENGTH = 2_000;
/** Issues in one answer at most; more are counted in `omitted` (docs/api.md, Correction). */
export const MAX_ISSUES_PER_ANSWER = 200;
/** Receipts a check may send back (`seen`); the free plan's month needs at most 100. */
export const MAX_RECEIPTS = 300;
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

/**
 * A receipt: the server's keyed hash of one correction it counted this month for this member
 * (opaque; 22 base64url characters). Sent back in `seen`, the same correction is not counted
 * again.
 */
export const receiptSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

/** Longest rule id a check accepts in `disabledRules` (the engine's longest is 31). */
export const MAX_RULE_ID_LENGTH = 64;
/** Rule ids one check may leave out at most (the engine has fewer than 100 rules). */
export const MAX_DISABLED_RULES = 200;

/**
 * A rule id as issues carry it (`ruleId`: `category.name`, e.g. `spacing.dependent-noun-su`):
 * lower-case ASCII letters, digits, dots and hyphens. An id the engine does not know is allowed
 * and leaves nothing out (docs/decisions.md, "Rules left out by the API").
 */
export const ruleIdSchema = z
  .string()
  .min(1)
  .max(MAX_RULE_ID_LENGTH)
  .regex(/^[a-z0-9][a-z0-9.-]*$/);

/**
 * POST /api/correction/check (private): 1 to 10,000 characters, and at most the plan's
 * characters per check; `seen`, the receipts of corrections already counted; `disabledRules`,
 * the rule ids the member switched off: the engine does not run them.
 */
export const checkRequestSchema = z.strictObject({
  text: textSchema()
    .min(1, 'validation.correction.textRequired')
    .max(MAX_CHECK_LENGTH, 'validation.correction.textTooLong'),
  seen: z.array(receiptSchema).max(MAX_RECEIPTS).optional(),
  disabledRules: z.array(ruleIdSchema).max(MAX_DISABLED_RULES).optional(),
});

export const correctionUsageSchema = z.object({
  plan: z.enum(['free', 'premium']),
  /** Corrections counted this calendar month (UTC): distinct ones shown while the plan had a limit. */
  used: z.number().int().min(0),
  /** Monthly limit; null means unlimited. */
  limit: z.number().int().nullable(),
  /** Longest text one check of the plan accepts (characters). */
  maxCharacters: z.number().int().min(1),
});
export type CorrectionUsage = z.infer<typeof correctionUsageSchema>;

/**
 * True when the engine's time budget for one check ran out: the issues are valid but cover only
 * part of the text (the client may check a shorter piece again).
 */
export const partialSchema = z.boolean().optional();

/**
 * Issues found but not in this answer (after the first {@link MAX_ISSUES_PER_ANSWER}, past about
 * 256 KB of issues, or past the month's remaining corrections): the client says more are not
 * shown. Absent when every issue is in the answer.
 */
export const omittedSchema = z.number().int().min(1).optional();

export const checkReplySchema = apiReplySchema.extend({
  response: z.object({
    issues: z.array(correctionIssueSchema),
    partial: partialSchema,
    omitted: omittedSchema,
    usage: correctionUsageSchema,
    /** On a plan with a limit: the receipts of the issues in this answer, to send as `seen`. */
    receipts: z.array(receiptSchema).optional(),
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
  response: z.object({
    issues: z.array(correctionIssueSchema),
    partial: partialSchema,
    omitted: omittedSchema,
  }),
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
    /**
     * COR06 past the plan's characters per check, 429 COR02 once the month's corrections are
     * used up, 503 COR07 when the checker is busy (Retry-After).
     */
    errors: ['VAL01', 'VAL13', 'COR01', 'COR03', 'COR06', 'AUT03', 'COR02', 'ERR02', 'COR07'],
  }),
  /** Statistics of applied suggestions (never refused for the limit: the check counts). */
  applied: defineEndpoint({
    method: 'POST',
    path: '/api/correction/applied',
    access: 'private',
    request: appliedRequestSchema,
    response: appliedReplySchema,
    errors: ['VAL01', 'VAL13', 'AUT03', 'ERR02'],
  }),
  demo: defineEndpoint({
    method: 'POST',
    path: '/api/correction/demo',
    access: 'public',
    request: demoRequestSchema,
    response: demoReplySchema,
    errors: ['VAL01', 'VAL13', 'COR01', 'COR03', 'ERR02', 'COR07'],
  }),
};
