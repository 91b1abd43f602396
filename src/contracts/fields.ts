import { z } from 'zod';
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  LOGIN_PASSWORD_MAX,
  UNSTORABLE_TEXT_MESSAGE,
  isStorableText,
} from './text-rules';

/**
 * Field rules (docs/api.md, "Shapes"), shared by the forms (react-hook-form + zod) and the server.
 * Messages are i18n KEYS (`validation.*`), never text: the front end translates them.
 */

export { EMAIL_MAX, LOGIN_PASSWORD_MAX, UNSTORABLE_TEXT_MESSAGE, isStorableText };
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;
export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const MAX_AGE_YEARS = 100;
export const FEEDBACK_MESSAGE_MAX = 2000;

/**
 * `z.string()` for anything a client sends: a NUL or an unpaired surrogate is refused first
 * (docs/api.md, code VAL13), before the field's own rules. Every request string is built on it.
 */
export function textSchema(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { error: UNSTORABLE_TEXT_MESSAGE, abort: true });
}

/** Required, trimmed, lower-cased, valid format. */
export const emailSchema = textSchema({ error: 'validation.email.required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.email.required', abort: true })
  .max(EMAIL_MAX, { error: 'validation.email.tooLong', abort: true })
  .regex(EMAIL_PATTERN, { error: 'validation.email.invalid' });

/** Sign-in password: required, anything the member chose. */
export const loginPasswordSchema = textSchema({ error: 'validation.password.required' })
  .min(1, { error: 'validation.password.required' })
  .max(LOGIN_PASSWORD_MAX, { error: 'validation.password.max' });

/**
 * Sign-up and reset password: trimmed, 8 to 50, upper, lower, digit and one of @$!%*#?&,
 * nothing but ASCII letters, digits and those symbols.
 */
export const newPasswordSchema = textSchema({ error: 'validation.password.required' })
  .trim()
  .min(1, { error: 'validation.password.required', abort: true })
  .min(PASSWORD_MIN, { error: 'validation.password.min', abort: true })
  .max(PASSWORD_MAX, { error: 'validation.password.max', abort: true })
  .regex(/^[A-Za-z\d@$!%*#?&]+$/, { error: 'validation.password.charset', abort: true })
  .regex(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*#?&])/, {
    error: 'validation.password.pattern',
  });

/** Required, 2 to 50, Hangul, Latin letters and spaces only. */
export const nameSchema = textSchema({ error: 'validation.name.required' })
  .trim()
  .min(1, { error: 'validation.name.required', abort: true })
  .min(NAME_MIN, { error: 'validation.name.min', abort: true })
  .max(NAME_MAX, { error: 'validation.name.max', abort: true })
  .regex(/^[\p{Script=Hangul}\p{Script=Latin} ]+$/u, { error: 'validation.name.pattern' });

/**
 * Country codes of the sign-up list. The product's list names 39 but holds these 40;
 * all 40 are accepted.
 */
export const COUNTRY_CODES = [
  'KOR', 'USA', 'CAN', 'AUS', 'GBR', 'DEU', 'FRA', 'ESP', 'ITA', 'JPN',
  'CHN', 'NZL', 'SGP', 'HKG', 'TWN', 'THA', 'VNM', 'MYS', 'IDN', 'PHL',
  'IND', 'BRA', 'MEX', 'RUS', 'TUR', 'ARE', 'ZAF', 'SWE', 'NOR', 'DNK',
  'FIN', 'NLD', 'BEL', 'CHE', 'AUT', 'PRT', 'GRC', 'POL', 'CZE', 'HUN',
] as const; // prettier-ignore

export type CountryCode = (typeof COUNTRY_CODES)[number];

export const countryCodeSchema = z.enum(COUNTRY_CODES, { error: 'validation.country.required' });

export type BirthDateProblem = 'format' | 'invalid' | 'future' | 'tooOld';

/**
 * Checks a YYYYMMDD birth date against `today` (local calendar date of the caller): a real
 * date, not in the future, at most 100 years ago. Returns the problem or undefined.
 */
export function checkBirthDate(
  value: string,
  today: Date = new Date(),
): BirthDateProblem | undefined {
  if (!/^\d{8}$/.test(value)) return 'format';
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(4, 6));
  const day = Number(value.slice(6, 8));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return 'invalid';
  }
  const todayKey = today.getFullYear() * 10_000 + (today.getMonth() + 1) * 100 + today.getDate();
  const key = year * 10_000 + month * 100 + day;
  if (key > todayKey) return 'future';
  if (key < todayKey - MAX_AGE_YEARS * 10_000) return 'tooOld';
  return undefined;
}

/** Required, exactly 8 digits YYYYMMDD, a real date, not in the future, at most 100 years ago. */
export const birthDateSchema = textSchema({ error: 'validation.birthDate.required' })
  .trim()
  .min(1, { error: 'validation.birthDate.required', abort: true })
  .superRefine((value, ctx) => {
    const problem = checkBirthDate(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `validation.birthDate.${problem}` });
  });

export const genderSchema = z.enum(['male', 'female', '']).optional();

/** Y or N, as member info reports `verified` and sign-up may send it. */
export const VERIFIED_FLAGS = ['Y', 'N'] as const;

export const verifiedFlagSchema = z.enum(VERIFIED_FLAGS);
