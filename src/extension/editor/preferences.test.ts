import { describe, expect, it } from 'vitest';
import type { CorrectionIssue } from '@/contracts/correction';
import { offersDictionary, suppressedBy } from './editor-types';
import { wordAround } from './paragraphs';

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

describe('personal dictionary entries are whole words', () => {
  it('takes the word around an issue: the eojeol, without edge punctuation or a particle after it', () => {
    expect(wordAround('안되요.', 1, 2)).toBe('안되요'); // the issue is on 되 only
    expect(wordAround('몇일을 기다렸다.', 0, 2)).toBe('몇일');
    expect(wordAround('그날 몇일은 비가 왔다', 3, 5)).toBe('몇일');
    expect(wordAround('“금새”라고', 1, 3)).toBe('금새');
    expect(wordAround('사람를 만났다', 2, 3)).toBe('사람를'); // a particle issue keeps its word
    expect(wordAround('고양이가 왔다', 0, 3)).toBe('고양이');
    expect(wordAround('어떻해 하지', 0, 3)).toBe('어떻해');
    expect(wordAround('할수 있다', 0, 5)).toBe(''); // across a space: no one word
    expect(wordAround('있다.', 2, 2)).toBe(''); // nothing of its own (an insertion)
  });

  it('offers the dictionary for spelling issues inside one word, and hides by that word', () => {
    expect(offersDictionary({ category: 'SPELLING', word: '몇일' })).toBe(true);
    expect(offersDictionary({ category: 'GRAMMAR', word: '안되요' })).toBe(false);
    expect(offersDictionary({ category: 'SPELLING', word: '' })).toBe(false);
    const none = { words: new Set<string>(), rules: new Set<string>() };
    const onFragment = { ...issue, original: '되', category: 'GRAMMAR' as const, word: '안되요' };
    expect(suppressedBy({ ...none, words: new Set(['안되요']) }, onFragment)).toBe(true);
    expect(suppressedBy({ ...none, words: new Set(['안되']) }, onFragment)).toBe(false);
  });
});
