import { describe, expect, it } from 'vitest';
import { signUpFormSchema } from './identity';

const EMPTY = {
  email: '',
  password: '',
  confirmPassword: '',
  name: '',
  country_code: '',
  birth_date: '',
  gender: '',
  termsAgreed: false,
  privacyAgreed: false,
  isEmailVerified: false,
};

function firstMessages(input: Record<string, unknown>) {
  const result = signUpFormSchema.safeParse(input);
  const first = new Map<string, string>();
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    if (!first.has(field)) first.set(field, issue.message);
  }
  return first;
}

describe('sign-up form schema', () => {
  it('reports a mismatched confirmation and an unverified e-mail while other fields are empty', () => {
    const messages = firstMessages({
      ...EMPTY,
      email: 'kim@example.com',
      password: 'Secret1!pass',
      confirmPassword: 'Secret1!pas',
    });
    expect(messages.get('confirmPassword')).toBe('validation.confirmPassword.mismatch');
    expect(messages.get('email')).toBe('validation.email.notVerified');
    expect(messages.get('name')).toBe('validation.name.required');
  });

  it("reports a field's own problem before a cross-field rule", () => {
    const messages = firstMessages({ ...EMPTY, email: 'not-an-address', password: 'x' });
    expect(messages.get('email')).toBe('validation.email.invalid');
    expect(messages.get('confirmPassword')).toBe('validation.confirmPassword.required');
  });

  it('accepts a complete form whose confirmation matches the trimmed password', () => {
    const result = signUpFormSchema.safeParse({
      ...EMPTY,
      email: ' Kim@Example.com ',
      password: ' Secret1!pass ',
      confirmPassword: 'Secret1!pass',
      name: '김다듬',
      country_code: 'KOR',
      birth_date: '19900101',
      termsAgreed: true,
      privacyAgreed: true,
      isEmailVerified: true,
    });
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe('kim@example.com');
    expect(result.data?.password).toBe('Secret1!pass');
  });
});
