import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadEngineModels } from '../node/engine-files.ts';
import {
  countWord,
  readSyllableLm,
  wordCount,
  wordScore,
  wordTable,
  writeSyllableLm,
} from './syllable-lm.ts';

describe('the word table of the syllable model', () => {
  it('gives back every stored count, and 0 for words it never stored', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.string({
            unit: fc.integer({ min: 0xac00, max: 0xd7a3 }).map((c) => String.fromCharCode(c)),
            minLength: 1,
            maxLength: 6,
          }),
          {
            maxLength: 200,
          },
        ),
        fc.array(fc.integer({ min: 2, max: 70000 }), { minLength: 200, maxLength: 200 }),
        (words, counts) => {
          const stored = new Map(words.slice(0, 100).map((w, i) => [w, counts[i] as number]));
          const bits = 8;
          const grams = new Uint16Array(1 << bits);
          for (const w of stored.keys()) countWord(grams, bits, w);
          const lm = readSyllableLm(
            writeSyllableLm(grams, bits, 1, { ...wordTable(stored, 8), stored: stored.size })
              .buffer,
          );
          for (const [w, n] of stored) expect(wordCount(lm, w)).toBe(Math.min(n, 65535));
          for (const w of words.slice(100)) expect(wordCount(lm, w)).toBe(0);
        },
      ),
    );
  });

  it('refuses a table more than 70% full', () => {
    const words = new Map(Array.from({ length: 12 }, (_, i) => [`가${i}`, 2]));
    expect(() => wordTable(words, 4)).toThrow(/too full/);
  });

  it('ships counts of the train part: common words, and nothing for a word seen once or never', () => {
    const { lm } = loadEngineModels();
    expect(wordCount(lm, '있다')).toBeGreaterThan(1000);
    expect(wordCount(lm, '한편')).toBeGreaterThan(3 * (wordCount(lm, '편') + 1));
    expect(wordCount(lm, '엇다뭉개졌다')).toBe(0);
    // The trigram half still scores spellings.
    expect(wordScore(lm, '재미있었다')).toBeGreaterThan(wordScore(lm, '재미있엇다'));
  });
});
