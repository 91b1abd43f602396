import { describe, expect, it } from 'vitest';
import { pickLanguage, sanitizeLanguageTag, toSupportedLanguage } from './languages';

describe('language detection helpers', () => {
  it.each([
    ['ko', 'ko'],
    ['ko-KR', 'ko'],
    ['KO', 'ko'],
    ['en_GB', 'en'],
    ['en-US', 'en'],
    ['ja-JP', null],
    ['', null],
  ])('maps %j to %j', (tag, expected) => {
    expect(toSupportedLanguage(tag)).toBe(expected);
  });

  it.each([
    '<script>alert(1)</script>',
    'ko"><img src=x onerror=alert(1)>',
    "en' onmouseover='x()",
    'ko;alert(1)',
    'javascript:alert(1)',
    'en US',
    'ko/../../etc',
    'k'.repeat(200),
  ])('discards %j as a language tag', (value) => {
    expect(sanitizeLanguageTag(value)).toBeNull();
    expect(toSupportedLanguage(value)).toBeNull();
  });

  it('discards non-string values', () => {
    expect(sanitizeLanguageTag(undefined)).toBeNull();
    expect(sanitizeLanguageTag(42)).toBeNull();
    expect(sanitizeLanguageTag({ toString: () => 'ko' })).toBeNull();
  });

  it('picks the first supported language, skipping markup, else falls back to English', () => {
    expect(pickLanguage(['<b>ko</b>', 'fr-FR', 'ko-KR', 'en'])).toBe('ko');
    expect(pickLanguage(['fr', 'de'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });
});
