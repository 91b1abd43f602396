import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySuggestions } from '@dadeum/correction';
import { createEngineChecker } from '@dadeum/correction/node';
import { createEnginePool, poolThreads, type CorrectionEngine } from './engine-pool';

/** 10,000 random Hangul syllables, a space after about every third (deterministic). */
function randomSyllables(count: number, seed = 7): string {
  let s = '';
  let x = seed;
  const next = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < count; i++) {
    s += String.fromCharCode(0xac00 + Math.floor(next() * 11172));
    if (next() < 0.3) s += ' ';
  }
  return s;
}

describe('correction engine pool (worker threads)', () => {
  let pool: CorrectionEngine;
  beforeAll(async () => {
    pool = createEnginePool({ threads: 1 });
    await pool.ready();
  }, 60_000);
  afterAll(async () => {
    await pool.close();
  });

  it('answers exactly as the engine does in-process', async () => {
    const local = await createEngineChecker();
    for (const text of [
      '몇일 동안 비가 와서 할수 없이 집에 있었다.',
      '오늘은날씨가정말좋아서친구와공원에산책을다녀왔습니다.',
      '그 사람은 나 조차 모르게 떠났다.',
      '',
    ]) {
      const fromPool = await pool.run(text, { language: 'en', budgetMs: 5000 });
      expect(fromPool).toEqual(local.run(text, { language: 'en' }));
    }
    const restored = await pool.run('주말에가족과함께바다를보러갈계획입니다.', {
      language: 'ko',
      budgetMs: 5000,
    });
    expect(applySuggestions('주말에가족과함께바다를보러갈계획입니다.', restored.issues)).toBe(
      '주말에 가족과 함께 바다를 보러 갈 계획입니다.',
    );
  });

  it('keeps the calling thread free while twelve long checks run', async () => {
    const text = randomSyllables(10_000);
    let ticks = 0;
    let done = false;
    const ticking = (async () => {
      while (!done) {
        await new Promise((resolve) => setImmediate(resolve));
        ticks++;
      }
    })();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => pool.run(text, { language: 'ko', budgetMs: 5000 })),
    );
    done = true;
    await ticking;
    // The event loop went round many times while the checks were being computed elsewhere.
    expect(ticks).toBeGreaterThan(12);
    for (const r of results) expect(r).toEqual(results[0]);
  });

  it('answers a check that runs out of budget with what it has, marked partial', async () => {
    const result = await pool.run(randomSyllables(10_000, 11), { language: 'ko', budgetMs: 0 });
    expect(result.partial).toBe(true);
  });

  it('reads its size from CORRECTION_THREADS and refuses nonsense', () => {
    expect(poolThreads({ CORRECTION_THREADS: '3' })).toBe(3);
    expect(poolThreads({})).toBeGreaterThanOrEqual(1);
    expect(() => poolThreads({ CORRECTION_THREADS: '0' })).toThrow(/at least 1/);
    expect(() => poolThreads({ CORRECTION_THREADS: 'many' })).toThrow();
  });
});
