import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseReview } from './heldout.ts';
import { damage, spaceF1, withSpaces } from './spacing-data.ts';
import { partOf, seededRandom } from './corpus.ts';

describe('corpus split', () => {
  it('puts a line in the same part whatever its surrounding whitespace, about 80/10/10', () => {
    expect(partOf('  오늘은 날씨가 좋다. ')).toBe(partOf('오늘은 날씨가 좋다.'));
    const counts = { train: 0, dev: 0, test: 0 };
    for (let i = 0; i < 5000; i++) counts[partOf(`문장 ${i}`)]++;
    expect(counts.train / 5000).toBeGreaterThan(0.75);
    expect(counts.dev / 5000).toBeGreaterThan(0.07);
    expect(counts.test / 5000).toBeGreaterThan(0.07);
  });
});

describe('space F1 (the Kiwi spacing benchmark measure)', () => {
  it('scores positions of spaces in the space-free string', () => {
    expect(spaceF1([0, 1, 0, 1], [0, 1, 0, 1])).toBe(1);
    expect(spaceF1([0, 1, 0, 1], [0, 0, 0, 0])).toBe(0);
    expect(spaceF1([0, 0, 0], [0, 0, 0])).toBe(1);
    expect(spaceF1([0, 1, 0, 1], [0, 1, 1, 0])).toBeCloseTo(0.5);
  });

  it('damage drops and inserts spaces at the rates asked (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (seed) => {
        const gold = Uint8Array.from({ length: 4001 }, (_, i) => (i > 0 && i % 3 === 0 ? 1 : 0));
        const noisy = damage(gold, 0.15, 0.05, seededRandom(seed));
        let dropped = 0;
        let inserted = 0;
        for (let g = 1; g < gold.length; g++) {
          if (gold[g] && !noisy[g]) dropped++;
          if (!gold[g] && noisy[g]) inserted++;
        }
        expect(dropped / 1333).toBeGreaterThan(0.1);
        expect(dropped / 1333).toBeLessThan(0.2);
        expect(inserted / 2667).toBeGreaterThan(0.03);
        expect(inserted / 2667).toBeLessThan(0.07);
        expect(withSpaces('가나다', [0, 1, 0])).toBe('가 나다');
      }),
      { numRuns: 20 },
    );
  });
});

describe('the hand review of held-out issues', () => {
  it('is well formed: every line has a known verdict, the sample is covered', () => {
    const file = join(import.meta.dirname, '../../src/correction/fixtures/heldout-review.tsv');
    const reviews = parseReview(readFileSync(file, 'utf8'));
    // 150 sampled issues; the same sentence can occur twice in the corpora (same id).
    expect(reviews.size).toBeGreaterThanOrEqual(140);
    for (const r of reviews.values())
      expect(['slip', 'false-alarm', 'artifact']).toContain(r.verdict);
    expect(() => parseReview('abc\trule\tmaybe\tx\ty\t')).toThrow(/bad verdict/);
  });
});
