import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RULE_QUESTION,
  RULE_STAR,
  type RulePrefix,
  isRuleMeta,
  matchesRule,
  prefixMayFit,
  rulePrefixShape,
  ruleStack,
} from './compound-rule.ts';

const [A, B, C] = [1, 2, 3];
const STAR = RULE_STAR;
const Q = RULE_QUESTION;

/** `has` over words given as flag lists. */
const hasOf =
  (words: number[][]) =>
  (wp: number, flag: number): boolean =>
    wp < words.length && (words[wp] as number[]).includes(flag);

const matches = (rule: number[], words: number[][], all = true) =>
  matchesRule(rule, words.length - 1, all, hasOf(words), ruleStack());

/** Whether the words fit the rule completely, by plain backtracking over its elements. */
function fitsCompletely(rule: number[], words: number[][]): boolean {
  const elements: Array<{ flag: number; q: number | null }> = [];
  for (let i = 0; i < rule.length; i++)
    if (!isRuleMeta(rule[i] as number))
      elements.push({
        flag: rule[i] as number,
        q: isRuleMeta(rule[i + 1] as number) ? (rule[i + 1] as number) : null,
      });
  const has = hasOf(words);
  const fit = (e: number, w: number): boolean => {
    if (e === elements.length) return w === words.length;
    const { flag, q } = elements[e] as { flag: number; q: number | null };
    if (q === null) return has(w, flag) && fit(e + 1, w + 1);
    if (fit(e + 1, w)) return true;
    if (q === RULE_QUESTION) return has(w, flag) && fit(e + 1, w + 1);
    for (let k = w; has(k, flag); k++) if (fit(e + 1, k + 1)) return true;
    return false;
  };
  return fit(0, 0);
}

/** A rule of up to four elements over flags A, B, C, each plain, starred or optional. */
const ruleArb = fc
  .array(fc.tuple(fc.constantFrom(A, B, C), fc.constantFrom(null, STAR, Q)), {
    minLength: 1,
    maxLength: 4,
  })
  .map((elements) => elements.flatMap(([f, q]) => (q === null ? [f] : [f, q])));

/** One to six words, each carrying some of the flags A, B, C. */
const wordsArb = fc.array(fc.subarray([A, B, C]), { minLength: 1, maxLength: 6 });

describe('matchesRule', () => {
  it('matches a plain rule word by word, and only with as many words as elements', () => {
    expect(matches([A, B], [[A], [B]])).toBe(true);
    expect(
      matches(
        [A, B],
        [
          [A, C],
          [B, C],
        ],
      ),
    ).toBe(true);
    expect(matches([A, B], [[B], [A]])).toBe(false);
    expect(matches([A, B], [[A]])).toBe(false);
    expect(matches([A, B], [[A], [B], [B]])).toBe(false);
  });

  it('repeats a starred element any number of times and an optional one at most once', () => {
    expect(matches([A, STAR, B], [[B]])).toBe(true);
    expect(matches([A, STAR, B], [[A], [A], [A], [B]])).toBe(true);
    expect(matches([A, STAR, B], [[A], [B], [A]])).toBe(false);
    expect(matches([A, Q, B], [[A], [B]])).toBe(true);
    expect(matches([A, Q, B], [[A], [A], [B]])).toBe(false);
  });

  it('backtracks when a starred element takes a word the next element needs', () => {
    // A word with both flags: the star must give the last one back to B.
    expect(matches([A, STAR, B], [[A], [A, B]])).toBe(true);
    expect(matches([A, STAR, A], [[A], [A], [A]])).toBe(true);
  });

  it('agrees with plain backtracking on every complete compound (property)', () => {
    fc.assert(
      fc.property(ruleArb, wordsArb, (rule, words) => {
        expect(matches(rule, words), JSON.stringify({ rule, words })).toBe(
          fitsCompletely(rule, words),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('for first words, accepts what could still grow into a compound the rule fits', () => {
    expect(matches([A, B, C], [[A]], false)).toBe(true);
    expect(matches([A, B, C], [[A], [B]], false)).toBe(true);
    expect(matches([A, B, C], [[B]], false)).toBe(false);
    expect(matches([A, STAR, B], [[C], [C]], false)).toBe(false);
    // hunspell's quirk (kept on purpose): once the backtracking of a leading starred element
    // is exhausted, first words that could never fit the rule are accepted.
    expect(matches([A, STAR, B], [[A], [C]], false)).toBe(true);
    expect(matches([A, STAR, B], [[A], [C]], true)).toBe(false);
  });

  it('reuses one stack across calls without carrying state over', () => {
    const stack = ruleStack(16);
    const run = (words: number[][]) =>
      matchesRule([A, STAR, B, STAR, C], words.length - 1, true, hasOf(words), stack);
    expect(run([[A], [A], [B], [B], [C]])).toBe(true);
    expect(run([[C], [A]])).toBe(false);
    expect(run([[A], [C]])).toBe(true);
  });
});

describe('rulePrefixShape', () => {
  it('bounds a rule without metacharacters by its length and one of optional elements by their count', () => {
    expect(rulePrefixShape([A, B, C])).toEqual({ maxWords: 3 });
    expect(rulePrefixShape([A, Q, B, Q, C, Q])).toEqual({ maxWords: 3 });
  });

  it('reads a leading starred element followed by a tail', () => {
    expect(rulePrefixShape([A, STAR, B])).toEqual({ star: A, tail: 1 });
    expect(rulePrefixShape([A, STAR, B, C])).toEqual({ star: A, tail: 2 });
    expect(rulePrefixShape([B, STAR, C, Q])).toEqual({ star: B, tail: 1 });
  });

  it('gives no descriptor where it cannot tell one from the shape', () => {
    expect(rulePrefixShape([A, B, STAR])).toBeNull();
    expect(rulePrefixShape([A, STAR, B, STAR])).toBeNull();
    expect(rulePrefixShape([A, Q, B])).toBeNull();
  });
});

describe('prefixMayFit', () => {
  it('allows first words while two more still fit the rule’s length', () => {
    const has = hasOf([[A], [B], [C]]);
    expect(prefixMayFit({ maxWords: 3 }, 1, has)).toBe(true);
    expect(prefixMayFit({ maxWords: 3 }, 2, has)).toBe(false);
  });

  it('counts the first words without the starred flag against the tail', () => {
    const prefix: RulePrefix = { star: A, tail: 3 };
    expect(prefixMayFit(prefix, 3, hasOf([[A], [A], [B]]))).toBe(true);
    expect(prefixMayFit(prefix, 3, hasOf([[B], [A], [B]]))).toBe(false);
    expect(prefixMayFit({ star: A, tail: 1 }, 1, hasOf([[B]]))).toBe(false);
    expect(prefixMayFit({ star: A, tail: 1 }, 0, hasOf([]))).toBe(true);
  });

  it('never turns away the first words of a compound the rule fits, for the shapes it reads (property)', () => {
    fc.assert(
      fc.property(ruleArb, wordsArb, (rule, words) => {
        const shape = rulePrefixShape(rule);
        if (!shape || !fitsCompletely(rule, words)) return;
        for (let k = 0; k + 2 <= words.length; k++)
          expect(prefixMayFit(shape, k, hasOf(words)), JSON.stringify({ rule, words, k })).toBe(
            true,
          );
      }),
      { numRuns: 2000 },
    );
  });
});
