import { z } from 'zod';

/** Sign-in providers as the server reports them (compared case-sensitively, spec section 3). */
export const providerSchema = z.enum(['GOOGLE', 'FACEBOOK', 'LINE', 'local']);

/** Member info, the `response` of GET /member/member-info (spec section 3). */
export const memberProfileSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.string(),
  locale: z.string().nullable(),
  verified: z.enum(['Y', 'N']).nullable(),
  provider: providerSchema,
  profileUri: z.string().nullable(),
  birthDate: z.string().nullable(),
  countryCode: z.string().nullable(),
});

export type MemberProfile = z.infer<typeof memberProfileSchema>;
