import { describe, expect, it } from 'vitest';
import type { CorrectionIssue } from '@/contracts/correction';
import { suppressedBy } from './editor-types';

const issue: CorrectionIssue = {
  offset: 0,
  length: 2,
  original: '몇일',
  suggestions: ['며칠'],
  category: 'SPELLING',
  ruleId: 'spelling.table',
  message: '',
  reference: null,
};

describe('suppressedBy', () => {
  it('hides issues on words of the personal dictionary and of switched-off rules only', () => {
    const none = { words: new Set<string>(), rules: new Set<string>() };
    expect(suppressedBy(undefined, issue)).toBe(false);
    expect(suppressedBy(none, issue)).toBe(false);
    expect(suppressedBy({ ...none, words: new Set(['몇일']) }, issue)).toBe(true);
    expect(suppressedBy({ ...none, words: new Set(['며칠']) }, issue)).toBe(false);
    expect(suppressedBy({ ...none, rules: new Set(['spelling.table']) }, issue)).toBe(true);
    expect(suppressedBy({ ...none, rules: new Set(['grammar.doe-dwae']) }, issue)).toBe(false);
  });
});
