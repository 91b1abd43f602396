import { z } from 'zod';
import { apiReplySchema } from './common';
import { defineEndpoint } from './endpoint';

/** Plans the server knows (the account payments area: free and premium). */
export const PLAN_IDS = ['free', 'premium'] as const;

export const planIdSchema = z.enum(PLAN_IDS);

export type PlanId = z.infer<typeof planIdSchema>;

export const planSchema = z.object({
  id: planIdSchema,
  name: z.string(),
  /** Corrections per calendar month; null means unlimited. */
  monthlyCorrections: z.number().int().nullable(),
  /** Longest text accepted in one correction request, in characters. */
  maxCharactersPerRequest: z.number().int(),
});

export type Plan = z.infer<typeof planSchema>;

/**
 * GET /member/member-payment-check: SUB07 (free plan in use) or SUB06 (premium in use), the
 * plan, and when the current subscription started and ends (ISO 8601; null for free).
 */
export const paymentCheckReplySchema = apiReplySchema.extend({
  code: z.enum(['SUB06', 'SUB07']),
  success: z.boolean(),
  response: z.object({
    plan: planSchema,
    startedAt: z.string().nullable(),
    endsAt: z.string().nullable(),
  }),
});

export type PaymentCheckReply = z.infer<typeof paymentCheckReplySchema>;

/** The member's plan (server/payments/routes.ts). */
export const paymentsEndpoints = {
  check: defineEndpoint({
    method: 'GET',
    path: '/member/member-payment-check',
    access: 'private',
    response: paymentCheckReplySchema,
    errors: ['AUT03'],
  }),
};
