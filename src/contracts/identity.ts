import { z } from 'zod';
import { apiReplySchema } from './common';
import { defineEndpoint } from './endpoint';
import {
  birthDateSchema,
  countryCodeSchema,
  emailSchema,
  genderSchema,
  loginPasswordSchema,
  nameSchema,
  newPasswordSchema,
  textSchema,
  verifiedFlagSchema,
} from './fields';

/** POST /auth/login/sign-in */
export const signInRequestSchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
});

export type SignInRequest = z.infer<typeof signInRequestSchema>;

/**
 * Reply of sign-in, sign-up and the social token exchange: MEM01 (survey not answered yet,
 * go to the survey) or MEM02 (go to the profile). The access token is in the `Authorization`
 * response header as `Bearer <jwt>`; the refresh token in an HttpOnly cookie.
 */
export const signInReplySchema = apiReplySchema.extend({
  code: z.enum(['MEM01', 'MEM02']),
});

/** POST /auth/login/sign-up. `verified` is informative; the server checks. */
export const signUpRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  name: nameSchema,
  country_code: countryCodeSchema,
  birth_date: birthDateSchema,
  verified: verifiedFlagSchema.optional(),
});

export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const signUpReplySchema = signInReplySchema;

/**
 * The sign-up FORM: the payload's fields plus those that are never sent, and the cross-field
 * rules (the confirmation matches, the e-mail is verified). The rules live in their own schema
 * beside the fields' (an intersection), so they are checked as the member types even while
 * other fields are still invalid (the fields' own `abort` checks would stop a refinement on
 * the whole form); a field's own problem is reported before a rule's.
 */
const signUpFieldsSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  confirmPassword: z
    .string({ error: 'validation.confirmPassword.required' })
    .min(1, { error: 'validation.confirmPassword.required' }),
  name: nameSchema,
  country_code: countryCodeSchema,
  birth_date: birthDateSchema,
  gender: genderSchema,
  termsAgreed: z.literal(true, { error: 'validation.terms.required' }),
  privacyAgreed: z.literal(true, { error: 'validation.privacy.required' }),
  isEmailVerified: z.boolean(),
});

const signUpRulesSchema = z
  .object({
    password: z.string().trim(),
    confirmPassword: z.string(),
    isEmailVerified: z.boolean(),
  })
  .refine((form) => !form.confirmPassword || form.confirmPassword === form.password, {
    path: ['confirmPassword'],
    message: 'validation.confirmPassword.mismatch',
  })
  .refine((form) => form.isEmailVerified, {
    path: ['email'],
    message: 'validation.email.notVerified',
  });

export const signUpFormSchema = signUpFieldsSchema.and(signUpRulesSchema);

/** Reply of POST /auth/logout (AUT02) and of POST /auth/token/reissue (TOK01, token in header). */
export const logoutReplySchema = apiReplySchema;
export const reissueReplySchema = apiReplySchema;

/**
 * The web app's page a social provider returns to (`?code=...&state=...`): the redirect URI
 * the server registers with the provider.
 */
export function socialCallbackPagePath(provider: string): string {
  return `/auth/callback/${provider}`;
}

/** Social providers as path segments and query values (`google`, `facebook`, `line`). */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'line'] as const;

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Accepts any letter case (`GOOGLE`, `google`) and yields the lower-case name. */
export const socialProviderSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(SOCIAL_PROVIDERS, { error: 'validation.provider.invalid' }));

/** Anti-forgery state chosen by the front end: 16 to 128 URL-safe characters. */
export const oauthStateSchema = textSchema().regex(/^[A-Za-z0-9._~-]{16,128}$/, {
  error: 'validation.oauth.state',
});

/**
 * GET /auth/social/start?provider=google&state=... (docs/api.md, "Social sign-in"): the login buttons
 * navigate the browser here; the server redirects to the provider with PKCE and nonce.
 */
export const socialStartQuerySchema = z.object({
  provider: socialProviderSchema,
  state: oauthStateSchema,
});

/** Path parameter of POST /auth/token/{provider}. */
export const socialProviderParamsSchema = z.object({ provider: socialProviderSchema });

/**
 * POST /auth/token/{provider}: the `code` from the callback URL. `state` (the callback's
 * `state` query value) is optional (the front end may send only `code`); when sent it must match.
 */
export const socialTokenRequestSchema = z.object({
  code: textSchema().min(1, { error: 'validation.oauth.code' }).max(2048),
  state: oauthStateSchema.optional(),
});

export const socialTokenReplySchema = signInReplySchema.extend({ success: z.boolean() });

/**
 * Sign-in and the session: e-mail and password, sign-up, token reissue, logout and social
 * sign-in (server/identity/routes.ts, social-routes.ts).
 */
export const identityEndpoints = {
  signIn: defineEndpoint({
    method: 'POST',
    path: '/auth/login/sign-in',
    access: 'public',
    request: signInRequestSchema,
    response: signInReplySchema,
    errors: ['VAL01', 'VAL13', 'VAL02', 'VAL12', 'AUT01', 'ERR02', 'ERR07'],
  }),
  signUp: defineEndpoint({
    method: 'POST',
    path: '/auth/login/sign-up',
    access: 'public',
    request: signUpRequestSchema,
    response: signUpReplySchema,
    errors: [
      'VAL01',
      'VAL13',
      'VAL02',
      'VAL03',
      'VAL07',
      'VAL12',
      'VAL04',
      'VAL05',
      'ERR02',
      'ERR07',
    ],
  }),
  /** Public: it sends the (possibly expired) bearer token and the refresh cookie itself. */
  reissue: defineEndpoint({
    method: 'POST',
    path: '/auth/token/reissue',
    access: 'public',
    response: reissueReplySchema,
    errors: ['TOK07', 'ERR02', 'ERR07'],
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    access: 'private',
    response: logoutReplySchema,
    errors: ['AUT03', 'ERR07'],
  }),
  /** The login buttons navigate the browser here; the server redirects to the provider. */
  socialStart: defineEndpoint({
    method: 'GET',
    path: '/auth/social/start',
    access: 'public',
    navigation: true,
    request: socialStartQuerySchema,
    response: z.never(),
    errors: ['VAL01', 'VAL13', 'AUT05', 'AUT06', 'ERR02'],
  }),
  socialToken: defineEndpoint({
    method: 'POST',
    path: '/auth/token/:provider',
    access: 'public',
    params: socialProviderParamsSchema,
    request: socialTokenRequestSchema,
    response: socialTokenReplySchema,
    errors: ['VAL01', 'VAL13', 'AUT05', 'AUT06', 'ERR02', 'ERR07'],
  }),
};
