import { describe, expect, it } from 'vitest';
import { SURVEY_OPTION_LABELS } from './options';

describe('survey labels', () => {
  it('name the products the same way in both languages: as the products spell themselves', () => {
    const products = SURVEY_OPTION_LABELS.apps.filter((option) => option.content !== 'APP_ETC');
    expect(products.map((option) => option.explain_korean)).toEqual([
      'Gmail',
      'Word',
      'LINE',
      'Google Docs',
      'Slack',
      'Discord',
      'LinkedIn',
      'Teams',
    ]);
    for (const option of products) expect(option.explain_korean).toBe(option.explain_english);
    // Not a mixture of Hangul and Latin spellings within the Korean list.
    expect(products.some((option) => /[가-힣]/.test(option.explain_korean))).toBe(false);
  });
});
