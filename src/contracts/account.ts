import { z } from 'zod';
import { apiStatusSchema } from './common';
import { verifiedFlagSchema } from './fields';
import { defineEndpoint } from './endpoint';

/** Sign-in providers as the server reports them (compared case-sensitively). */
export const PROVIDERS = ['GOOGLE', 'FACEBOOK', 'LINE', 'local'] as const;

export const providerSchema = z.enum(PROVIDERS);

export type Provider = z.infer<typeof providerSchema>;

/** Member info, the `response` of GET /member/member-info. */
export const memberProfileSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.string(),
  locale: z.string().nullable(),
  verified: verifiedFlagSchema.nullable(),
  provider: providerSchema,
  profileUri: z.string().nullable(),
  birthDate: z.string().nullable(),
  countryCode: z.string().nullable(),
});

export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** GET /member/member-info: `{ status: {code,status,msg,success}, response: MemberProfile }`. */
export const memberInfoReplySchema = z.object({
  status: apiStatusSchema,
  response: memberProfileSchema,
});

/** POST /member/cancel-member: `{ email, msg }`. */
export const memberCancelReplySchema = z.object({
  email: z.string(),
  msg: z.string(),
});

/** The signed-in member's account (server/account/routes.ts). */
export const accountEndpoints = {
  memberInfo: defineEndpoint({
    method: 'GET',
    path: '/member/member-info',
    access: 'private',
    response: memberInfoReplySchema,
    errors: ['AUT03'],
  }),
  /** Deactivation: sessions end, personal data is erased. */
  cancelMember: defineEndpoint({
    method: 'POST',
    path: '/member/cancel-member',
    access: 'private',
    response: memberCancelReplySchema,
    errors: ['AUT03'],
  }),
};
