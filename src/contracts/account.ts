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

/** The languages a member can choose (also those of the API's messages and the card). */
export const MEMBER_LOCALES = ['ko', 'en'] as const;
export const memberLocaleSchema = z.enum(MEMBER_LOCALES);
export type MemberLocale = z.infer<typeof memberLocaleSchema>;

/** POST /member/locale: the language the member chose with a language switch. */
export const setLocaleRequestSchema = z.strictObject({ locale: memberLocaleSchema });

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
  /**
   * The member's language: chosen with any language switch (web app, options page, popup) and
   * read by every surface (the card, the API's messages, the web app on sign-in).
   */
  setLocale: defineEndpoint({
    method: 'POST',
    path: '/member/locale',
    access: 'private',
    request: setLocaleRequestSchema,
    response: memberInfoReplySchema,
    errors: ['VAL01', 'AUT03'],
  }),
  /** Deactivation: sessions end, personal data is erased. */
  cancelMember: defineEndpoint({
    method: 'POST',
    path: '/member/cancel-member',
    access: 'private',
    response: memberCancelReplySchema,
    errors: ['AUT03', 'ERR07'],
  }),
};
