import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  LOGIN_PASSWORD_MAX,
  UNSTORABLE_TEXT_MESSAGE,
  isStorableText,
} from './text-rules';

export interface SignInFields {
  email: string;
  password: string;
}

export interface SignInCheck {
  /** The values as the contract sends them (the e-mail trimmed and lower-cased). */
  values: SignInFields;
  /** The first broken rule of each field, as an i18n key (`validation.*`). */
  errors: Partial<Record<keyof SignInFields, string>>;
}

/**
 * `signInRequestSchema` (src/contracts/identity.ts) without zod, for the login page, which
 * checks as the member types and must not load zod before they submit (docs/decisions.md,
 * "Login page weight"). Same rules, same order, same messages; a property test compares the two
 * on any input (sign-in-check.test.ts). The API client still checks the request with the schema.
 */
export function checkSignIn({ email, password }: SignInFields): SignInCheck {
  const errors: SignInCheck['errors'] = {};
  let address = email;
  if (!isStorableText(email)) errors.email = UNSTORABLE_TEXT_MESSAGE;
  else {
    address = email.trim().toLowerCase();
    if (address.length < 1) errors.email = 'validation.email.required';
    else if (address.length > EMAIL_MAX) errors.email = 'validation.email.tooLong';
    else if (!EMAIL_PATTERN.test(address)) errors.email = 'validation.email.invalid';
  }
  if (!isStorableText(password)) errors.password = UNSTORABLE_TEXT_MESSAGE;
  else if (password.length < 1) errors.password = 'validation.password.required';
  else if (password.length > LOGIN_PASSWORD_MAX) errors.password = 'validation.password.max';
  return { values: { email: address, password }, errors };
}
