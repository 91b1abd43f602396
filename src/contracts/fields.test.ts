import { describe, expect, it } from 'vitest';
import { signUpRequestSchema } from './identity';
import { feedbackRequestSchema } from './feedback';
import { checkBirthDate, emailSchema, nameSchema, newPasswordSchema } from './fields';
import { saveSurveyRequestSchema } from './survey';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('field rules', () => {
  it('trims and lower-cases e-mail addresses and gives message keys', () => {
    expect(emailSchema.parse('  Kim@Example.COM ')).toBe('kim@example.com');
    expect(firstMessage(emailSchema.safeParse(''))).toBe('validation.email.required');
    expect(firstMessage(emailSchema.safeParse('not-an-address'))).toBe('validation.email.invalid');
  });

  it('applies the password rules', () => {
    expect(newPasswordSchema.safeParse('Abcdef1!').success).toBe(true);
    expect(firstMessage(newPasswordSchema.safeParse('Abc1!'))).toBe('validation.password.min');
    expect(firstMessage(newPasswordSchema.safeParse(`Ab1!${'a'.repeat(47)}`))).toBe(
      'validation.password.max',
    );
    expect(firstMessage(newPasswordSchema.safeParse('abcdefg1!'))).toBe(
      'validation.password.pattern',
    );
    expect(firstMessage(newPasswordSchema.safeParse('Abcdef1!^'))).toBe(
      'validation.password.charset',
    );
  });

  it('accepts Hangul and Latin names only', () => {
    expect(nameSchema.safeParse('김 다듬').success).toBe(true);
    expect(nameSchema.safeParse('Jane Doe').success).toBe(true);
    expect(firstMessage(nameSchema.safeParse('J'))).toBe('validation.name.min');
    expect(firstMessage(nameSchema.safeParse('Jane1'))).toBe('validation.name.pattern');
  });

  it('checks birth dates against today', () => {
    const today = new Date(2026, 10, 21);
    expect(checkBirthDate('19900101', today)).toBeUndefined();
    expect(checkBirthDate('1990011', today)).toBe('format');
    expect(checkBirthDate('19900230', today)).toBe('invalid');
    expect(checkBirthDate('20261122', today)).toBe('future');
    expect(checkBirthDate('19261121', today)).toBeUndefined();
    expect(checkBirthDate('19261120', today)).toBe('tooOld');
  });

  it('validates a whole sign-up payload', () => {
    const payload = {
      email: 'a@b.co',
      password: 'Abcdef1!',
      name: '홍길동',
      country_code: 'KOR',
      birth_date: '19900101',
      verified: 'Y',
    };
    expect(signUpRequestSchema.safeParse(payload).success).toBe(true);
    expect(signUpRequestSchema.safeParse({ ...payload, country_code: 'XXX' }).success).toBe(false);
  });

  it('requires a feedback message for FEATURE_SUGGESTION and OTHER only', () => {
    expect(feedbackRequestSchema.safeParse({ subject: 'NO_WORKING' }).success).toBe(true);
    expect(firstMessage(feedbackRequestSchema.safeParse({ subject: 'OTHER', message: ' ' }))).toBe(
      'validation.feedback.messageRequired',
    );
  });

  it('requires all three survey lists with known upper-case keys', () => {
    const answers = {
      purpose: [{ content: 'WORK' }],
      reason: [{ content: 'REDUCE_ERRORS' }],
      apps: [{ content: 'GMAIL' }, { content: 'SLACK' }],
    };
    expect(saveSurveyRequestSchema.safeParse(answers).success).toBe(true);
    expect(saveSurveyRequestSchema.safeParse({ ...answers, apps: [] }).success).toBe(false);
    expect(
      saveSurveyRequestSchema.safeParse({ ...answers, purpose: [{ content: 'work' }] }).success,
    ).toBe(false);
  });
});
