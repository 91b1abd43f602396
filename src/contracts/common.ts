import { z } from 'zod';

/**
 * The standard reply of every call that has no richer body:
 * `{ code, status, msg, success? }`. `code` is one of {@link API_CODES}; `msg` is short
 * English for logs and developers; the front end shows the translation keyed by `code`.
 */
export const apiReplySchema = z.object({
  code: z.string(),
  status: z.number().int(),
  msg: z.string(),
  success: z.boolean().optional(),
});

export type ApiReply = z.infer<typeof apiReplySchema>;

/** The same shape when `success` is always present (e.g. member info's `status` object). */
export const apiStatusSchema = apiReplySchema.extend({ success: z.boolean() });

/**
 * Every code the server sends, with its HTTP status and one meaning each. docs/api.md holds
 * the same table. Outcomes (2xx) and errors share the namespace; the front end translates
 * by code, else by HTTP status, else the default text.
 */
export const API_CODES = {
  // Outcomes
  MEM01: { status: 200, msg: 'Signed in; the usage survey is not answered yet.' },
  MEM02: { status: 200, msg: 'Signed in.' },
  MEM03: { status: 200, msg: 'Member info.' },
  MEM04: { status: 200, msg: 'Account deactivated.' },
  MEM05: { status: 200, msg: 'Language saved.' },
  AUT02: { status: 200, msg: 'Signed out.' },
  TOK01: { status: 200, msg: 'Access token reissued.' },
  VER01: { status: 200, msg: 'Verification mail queued.' },
  VER02: { status: 200, msg: 'This e-mail address can be used.' },
  VER03: { status: 200, msg: 'Verification link is valid.' },
  VER04: { status: 200, msg: 'If the address is registered, a reset mail is on its way.' },
  VER05: { status: 200, msg: 'Password changed.' },
  SRV01: { status: 200, msg: 'Survey form.' },
  SRV02: { status: 200, msg: 'Survey answers saved.' },
  FDB01: { status: 200, msg: 'Feedback received.' },
  SUB06: { status: 200, msg: 'Premium plan in use.' },
  SUB07: { status: 200, msg: 'Free plan in use.' },
  COR04: { status: 200, msg: 'Text checked.' },
  COR05: { status: 200, msg: 'Applied correction recorded.' },
  // Validation and verification
  VAL01: { status: 400, msg: 'The request is invalid.' },
  VAL02: { status: 400, msg: 'The e-mail address is invalid.' },
  VAL03: { status: 400, msg: 'The name is invalid.' },
  VAL04: { status: 409, msg: 'This e-mail address is already registered.' },
  VAL05: { status: 403, msg: 'The e-mail address has not been verified yet.' },
  VAL06: { status: 400, msg: 'The verification link is invalid.' },
  VAL07: { status: 400, msg: 'The birth date is invalid.' },
  VAL08: { status: 410, msg: 'The verification link has expired.' },
  VAL09: { status: 409, msg: 'The verification link has already been used.' },
  VAL10: { status: 429, msg: 'Too many mails for this address; try again tomorrow.' },
  VAL11: { status: 429, msg: 'A mail was sent less than 60 seconds ago; wait a moment.' },
  VAL12: { status: 400, msg: 'The password does not meet the rules.' },
  VAL13: {
    status: 400,
    msg: 'The request contains a character that is not allowed (NUL or an unpaired surrogate).',
  },
  // Members
  MEM09: { status: 404, msg: 'The member does not exist or was deactivated.' },
  MEM14: { status: 403, msg: 'This account signs in with a social provider and has no password.' },
  // Authentication and tokens
  AUT01: { status: 401, msg: 'Wrong e-mail or password.' },
  AUT03: { status: 401, msg: 'Sign-in required: the access token is missing, invalid or expired.' },
  AUT05: { status: 400, msg: 'Social sign-in failed; start again.' },
  AUT06: { status: 404, msg: 'Unknown or unconfigured sign-in provider.' },
  TOK07: { status: 401, msg: 'The session has ended; sign in again.' },
  // Correction
  COR01: { status: 400, msg: 'The text is longer than this call accepts.' },
  COR02: { status: 429, msg: 'The monthly correction limit of the plan is reached.' },
  COR03: { status: 400, msg: 'The text is empty.' },
  COR06: {
    status: 400,
    msg: "The text is longer than the plan's characters per check; send it in parts.",
  },
  COR07: { status: 503, msg: 'The checker is busy; retry after Retry-After seconds.' },
  // General
  ERR01: { status: 404, msg: 'Not found.' },
  ERR02: { status: 429, msg: 'Too many requests; slow down.' },
  ERR03: { status: 500, msg: 'Internal server error.' },
  ERR04: { status: 415, msg: 'Unsupported content type.' },
  ERR05: { status: 413, msg: 'The request body is too large.' },
  ERR06: {
    status: 503,
    msg: 'The service is briefly unavailable (its database is restarting); retry in a moment.',
  },
  ERR07: {
    status: 403,
    msg: 'Cross-site request refused: this call accepts browser requests only from Dadeum itself.',
  },
} as const satisfies Record<string, { status: number; msg: string }>;

export type ApiCode = keyof typeof API_CODES;

/** The standard reply for a code, e.g. `replyFor('AUT01')`. */
export function replyFor(code: ApiCode, success?: boolean): ApiReply {
  const { status, msg } = API_CODES[code];
  return success === undefined ? { code, status, msg } : { code, status, msg, success };
}

/** Reads the token from an `Authorization: Bearer ...` value; undefined when absent or malformed. */
export function bearerToken(header: string | null | undefined): string | undefined {
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header?.trim() ?? '');
  return match?.[1];
}
