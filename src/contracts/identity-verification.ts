import { z } from 'zod';
import { apiReplySchema } from './common';
import { defineEndpoint } from './endpoint';
import { emailSchema, newPasswordSchema, textSchema } from './fields';

/** Flags of the links the server mails. */
export const VERIFY_FLAGS = ['local', 'social', 'find-password', 'change-password'] as const;

export type VerifyFlag = (typeof VERIFY_FLAGS)[number];

export const verifyFlagSchema = z.enum(VERIFY_FLAGS, { error: 'validation.flag.invalid' });

/** POST /verify/confirm-email: format and "already registered" check. */
export const confirmEmailRequestSchema = z.object({ email: emailSchema });

/** VER02 with success true (free to use), VAL04 (409) with success false (registered). */
export const confirmEmailReplySchema = apiReplySchema.extend({ success: z.boolean() });

/** POST /verify/send-email: `local` (sign-up, the default) or `social` (verify a social account). */
export const sendEmailRequestSchema = z.object({
  email: emailSchema,
  flag: z.enum(['local', 'social'], { error: 'validation.flag.invalid' }).optional(),
});

export type SendEmailRequest = z.infer<typeof sendEmailRequestSchema>;

/**
 * VER01, with how long the mailed link works (the server's setting, which the mail states too),
 * so the sent dialog says the same number.
 */
export const sendEmailReplySchema = apiReplySchema.extend({
  linkMinutes: z.number().int().positive().optional(),
});

/** Verification and reset tokens as they appear in links: 43 base64url characters. */
export const verificationTokenSchema = textSchema().regex(/^[A-Za-z0-9_-]{43}$/, {
  error: 'validation.token.invalid',
});

/** GET /verify/verify-email?token=...&flag=... */
export const verifyEmailQuerySchema = z.object({
  token: verificationTokenSchema,
  flag: verifyFlagSchema.optional(),
});

export type VerifyEmailQuery = z.infer<typeof verifyEmailQuerySchema>;

/**
 * 200 VER03 when valid. For `local` and `social` the link is consumed here (the address is
 * verified); for the reset flags it is only checked, and consumed by POST /verify/reset-password.
 * `email` is the address the link was sent to.
 */
export const verifyEmailReplySchema = apiReplySchema.extend({
  success: z.boolean(),
  flag: verifyFlagSchema,
  email: z.string(),
});

/** POST /verify/reset-email: always 200 VER04, registered or not. */
export const resetEmailRequestSchema = z.object({
  email: emailSchema,
  flag: z.enum(['find-password', 'change-password'], { error: 'validation.flag.invalid' }),
});

export type ResetEmailRequest = z.infer<typeof resetEmailRequestSchema>;

export const resetEmailReplySchema = apiReplySchema;

/** POST /verify/reset-password with `Authorization: Bearer <token from the link>`. */
export const resetPasswordRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
});

export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/**
 * The reset-password FORM (new password and confirmation). Like the sign-up form, the
 * confirmation rule is a schema beside the fields' (an intersection), so it is checked on every
 * change, also while the new password itself still breaks a rule (a refinement on the whole
 * form would be skipped then).
 */
export const resetPasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z
      .string({ error: 'validation.confirmPassword.required' })
      .min(1, { error: 'validation.confirmPassword.required' }),
  })
  .and(
    z
      .object({ password: z.string().trim(), confirmPassword: z.string() })
      .refine((form) => !form.confirmPassword || form.confirmPassword === form.password, {
        path: ['confirmPassword'],
        message: 'validation.confirmPassword.mismatch',
      }),
  );

export const resetPasswordReplySchema = apiReplySchema;

/** The forgot-password dialog: e-mail rules only. */
export const forgotPasswordFormSchema = z.object({ email: emailSchema });

/**
 * E-mail verification and password reset by mailed links (server/identity/verification-routes.ts).
 * The links themselves lead to the web app's VERIFY_EMAIL_PAGE_PATH.
 */
export const verificationEndpoints = {
  confirmEmail: defineEndpoint({
    method: 'POST',
    path: '/verify/confirm-email',
    access: 'public',
    request: confirmEmailRequestSchema,
    response: confirmEmailReplySchema,
    errors: ['VAL01', 'VAL13', 'VAL02', 'ERR02'],
    /** 409 VAL04 with `success: false`: the address is registered. */
    replies: { 409: confirmEmailReplySchema },
  }),
  sendEmail: defineEndpoint({
    method: 'POST',
    path: '/verify/send-email',
    access: 'public',
    request: sendEmailRequestSchema,
    response: sendEmailReplySchema,
    errors: ['VAL01', 'VAL13', 'VAL02', 'VAL04', 'VAL10', 'VAL11', 'ERR02'],
  }),
  verifyEmail: defineEndpoint({
    method: 'GET',
    path: '/verify/verify-email',
    access: 'public',
    request: verifyEmailQuerySchema,
    response: verifyEmailReplySchema,
    errors: ['VAL01', 'VAL13', 'VAL06', 'VAL08', 'VAL09', 'ERR02'],
  }),
  resetEmail: defineEndpoint({
    method: 'POST',
    path: '/verify/reset-email',
    access: 'public',
    request: resetEmailRequestSchema,
    response: resetEmailReplySchema,
    errors: ['VAL01', 'VAL13', 'VAL02', 'VAL10', 'VAL11', 'MEM14', 'ERR02'],
  }),
  /** Public: the bearer token is the reset link's (`call(..., { bearer })`). */
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/verify/reset-password',
    access: 'public',
    request: resetPasswordRequestSchema,
    response: resetPasswordReplySchema,
    errors: [
      'VAL01',
      'VAL13',
      'VAL02',
      'VAL12',
      'VAL06',
      'VAL08',
      'VAL09',
      'MEM09',
      'ERR02',
      'ERR07',
    ],
  }),
};

/** The web app's page a verification or reset link opens (`?token=...&flag=...`). */
export const VERIFY_EMAIL_PAGE_PATH = '/verify/verify-email';
