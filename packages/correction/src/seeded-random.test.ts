import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random.ts';

const take = (next: () => number, n: number) => Array.from({ length: n }, next);

describe('seededRandom', () => {
  it('repeats the same sequence for the same seed, in [0, 1) (property)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const a = take(seededRandom(seed), 50);
        expect(take(seededRandom(seed), 50)).toEqual(a);
        for (const x of a) {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThan(1);
        }
      }),
    );
  });

  it('is mulberry32: the figures and generated tests of earlier runs repeat', () => {
    expect(take(seededRandom(1), 3)).toEqual([
      0.6270739405881613, 0.002735721180215478, 0.5274470399599522,
    ]);
  });

  it('gives different seeds different sequences, and reads a seed as a 32-bit unsigned integer', () => {
    expect(take(seededRandom(1), 5)).not.toEqual(take(seededRandom(2), 5));
    expect(take(seededRandom(-1), 5)).toEqual(take(seededRandom(0xffffffff), 5));
  });

  it('spreads its numbers over the interval', () => {
    const next = seededRandom(42);
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 10_000; i++) buckets[Math.floor(next() * 10)]!++;
    for (const count of buckets) expect(count).toBeGreaterThan(850);
  });
});
