import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { signInRequestSchema } from './identity';
import { checkSignIn } from './sign-in-check';
import { EMAIL_PATTERN } from './text-rules';

/** What the schema says of each field: its first message, and the values it sends. */
function bySchema(input: { email: string; password: string }) {
  const parsed = signInRequestSchema.safeParse(input);
  if (parsed.success) return { errors: {}, values: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return { errors };
}

/** Strings that reach every rule: addresses, near-addresses, blanks, NUL, lone surrogates, long. */
const text = fc.oneof(
  fc.emailAddress(),
  fc.emailAddress().map((address) => `  ${address.toUpperCase()} `),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', 'a\ud800b', 'kim@example', '.kim@example.com', 'a@b.co'),
  fc.string({ minLength: 120, maxLength: 300 }).map((body) => `${body}@example.com`),
);

describe('checkSignIn, the light twin of signInRequestSchema', () => {
  it('uses zod’s own e-mail pattern', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it('agrees with the schema on any input: same first message per field, same values sent', () => {
    fc.assert(
      fc.property(text, text, (email, password) => {
        const light = checkSignIn({ email, password });
        const schema = bySchema({ email, password });
        expect(light.errors).toEqual(schema.errors);
        if (schema.values) expect(light.values).toEqual(schema.values);
      }),
      { numRuns: 2000 },
    );
  });
});
