/**
 * The plain parts of the field rules (src/contracts/fields.ts), without zod: what a form that
 * must stay light checks as the member types (the login page, docs/decisions.md, "Login page
 * weight"). The zod schemas are built on these same values, so both sides agree.
 */

export const EMAIL_MAX = 254;
/** Sign-in accepts any stored password; this only bounds the work of hashing. */
export const LOGIN_PASSWORD_MAX = 128;

/** zod's own e-mail pattern (`z.regexes.email`, checked equal in fields.test.ts). */
// Written as zod writes it (its `source` must stay equal), escapes included.
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** The message of a string refused for its characters (answered with 400 VAL13). */
export const UNSTORABLE_TEXT_MESSAGE = 'validation.text.characters';

/** A UTF-16 surrogate without its other half (not a character; UTF-8 cannot encode it). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether a string can be stored and sent on as it is: no NUL (PostgreSQL's text refuses it)
 * and no unpaired surrogate (it would silently become U+FFFD in UTF-8).
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}
