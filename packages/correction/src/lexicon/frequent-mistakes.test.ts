import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCheckerWith } from '../checker.ts';
import { ALL_RULES } from '../rules/rule-set.ts';
import {
  fixesExactly,
  measureFrequentMistakes,
  parseFrequentMistakes,
} from './frequent-mistakes.ts';
import { parseLexicon } from './lexicon.ts';
import { lexiconRule } from './rule.ts';

const DATA = join(import.meta.dirname, '../data');

describe('the frequent-mistake list (src/data/frequent-mistakes.tsv)', () => {
  const items = parseFrequentMistakes(readFileSync(join(DATA, 'frequent-mistakes.tsv'), 'utf8'));
  const lexicon = parseLexicon(readFileSync(join(DATA, 'misspellings.tsv'), 'utf8'));

  it('has at least 500 distinct pairs, each with its source and a carrier sentence', () => {
    expect(items.length).toBeGreaterThanOrEqual(500);
    expect(new Set(items.map((i) => i.wrong)).size).toBe(items.length);
    for (const i of items) {
      expect(i.source.length, i.wrong).toBeGreaterThan(0);
      expect(i.input).toContain(i.wrong);
      expect(i.expected).toContain(i.right);
    }
  });

  it('rejects a sentence whose markup does not match its pair', () => {
    expect(() =>
      parseFrequentMistakes('wrong\tright\tsentence\tsource\n가\t나\t{다>라} 문장\tx'),
    ).toThrow(/line 2/);
    expect(() => parseFrequentMistakes('wrong\tright\n')).toThrow(/header/);
  });

  it('counts a pair fixed when one issue alone makes the gold fix', () => {
    const [item] = parseFrequentMistakes(
      'wrong\tright\tsentence\tsource\n몇일\t며칠\t{몇일>며칠} 뒤에 보자.\tx',
    );
    if (!item) throw new Error('no item');
    expect(fixesExactly(createCheckerWith(null), item)).toBe(true);
    expect(fixesExactly(createCheckerWith(null, { rules: [] }), item)).toBe(false);
  });

  it('measures the exact-fix rate, split by lexicon coverage', () => {
    // The full rule set plus the lexicon rule, as the checker's `lexicon` option builds it.
    const checker = createCheckerWith(null, { rules: [...ALL_RULES, lexiconRule(lexicon)] });
    const score = measureFrequentMistakes(checker, items, lexicon);
    expect(score.pairs).toBe(items.length);
    expect(score.inLexicon + score.outsideLexicon.pairs).toBe(items.length);
    expect(score.exactFixRate).toBeGreaterThanOrEqual(0.8);
    expect(score.misses.length).toBe(items.length - score.exactFix);
  });
});
