import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySuggestions } from '@dadeum/correction';
import { createEngineChecker } from '@dadeum/correction/node';
import {
  createEnginePool,
  EngineBusyError,
  EngineOverrunError,
  poolQueue,
  poolThreads,
  type CorrectionEngine,
} from './engine-pool';

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
      expect(fromPool).toEqual(local.run(text, { language: 'en', wholeWords: true }));
    }
    const restored = await pool.run('주말에가족과함께바다를보러갈계획입니다.', {
      language: 'ko',
      budgetMs: 5000,
    });
    expect(applySuggestions('주말에가족과함께바다를보러갈계획입니다.', restored.issues)).toBe(
      '주말에 가족과 함께 바다를 보러 갈 계획입니다.',
    );
  });

  it('shows members whole words: a fix inside a word comes as the whole word', async () => {
    const text = '그래서 상대적로 정확한 숫자가 나왔다.';
    const local = await createEngineChecker();
    // The rule itself fixes the particle only (로 → 으로) ...
    expect(local.check(text).map((i) => i.original)).toContain('로');
    // ... and the member's card shows the word.
    const { issues } = await pool.run(text, { language: 'ko', budgetMs: 5000 });
    expect(issues.map((i) => [i.original, i.suggestions[0]])).toContainEqual([
      '상대적로',
      '상대적으로',
    ]);
    expect(applySuggestions(text, issues)).toBe(applySuggestions(text, local.check(text)));
  });

  it('leaves out the rules the caller switched off, across the thread boundary', async () => {
    const local = await createEngineChecker();
    const text = '몇일 동안 비가 와서 할수 없이 집에 있었다.';
    const all = await pool.run(text, { language: 'ko', budgetMs: 5000 });
    expect(all.issues.map((i) => i.ruleId)).toContain('spacing.dependent-noun-su');
    const disabledRules = ['spacing.dependent-noun-su'];
    const without = await pool.run(text, { language: 'ko', budgetMs: 5000, disabledRules });
    expect(without).toEqual(local.run(text, { language: 'ko', disabledRules, wholeWords: true }));
    expect(without.issues.map((i) => i.ruleId)).not.toContain('spacing.dependent-noun-su');
    expect(without.issues.map((i) => i.ruleId)).toContain('spelling.misspelling');
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

  it('reads its size from CORRECTION_THREADS, else from cores and memory, and refuses nonsense', () => {
    const gb = 1024 ** 3;
    expect(poolThreads({ CORRECTION_THREADS: '3' })).toBe(3);
    expect(poolThreads({})).toBeGreaterThanOrEqual(1);
    // One core stays for the event loop.
    expect(poolThreads({}, { cores: 2, memory: 8 * gb })).toBe(1);
    expect(poolThreads({}, { cores: 4, memory: 8 * gb })).toBe(3);
    expect(poolThreads({}, { cores: 64, memory: 64 * gb })).toBe(8);
    // Each thread must fit beside the process: a 768 MB container runs 4, a 512 MB one 1.
    expect(poolThreads({}, { cores: 16, memory: 768 * 1024 ** 2 })).toBe(4);
    expect(poolThreads({}, { cores: 16, memory: 512 * 1024 ** 2 })).toBe(1);
    expect(() => poolThreads({ CORRECTION_THREADS: '0' })).toThrow(/at least 1/);
    expect(() => poolThreads({ CORRECTION_THREADS: 'many' })).toThrow();
    expect(poolQueue(2, {})).toBe(64);
    expect(poolQueue(1, { CORRECTION_QUEUE: '5' })).toBe(5);
    expect(() => poolQueue(1, { CORRECTION_QUEUE: '-1' })).toThrow(/at least 0/);
  });
});

describe('correction engine pool: its queue', () => {
  let pool: CorrectionEngine;
  beforeAll(async () => {
    pool = createEnginePool({ threads: 1, maxQueue: 3 });
    await pool.ready();
  }, 60_000);
  afterAll(async () => {
    await pool.close();
  });

  it('answers checks in arrival order and refuses at once what its bounded queue cannot hold', async () => {
    // Different texts, so each answer tells which check it was; long ones, so they queue.
    const texts = Array.from({ length: 6 }, (_, i) => randomSyllables(3_000, i + 20));
    const answered: number[] = [];
    const outcomes = await Promise.allSettled(
      texts.map((text, i) =>
        pool.run(text, { language: 'ko', budgetMs: 5000 }).then((result) => {
          answered.push(i);
          return result;
        }),
      ),
    );
    // One running and three waiting: the fifth and sixth are turned away (503 upstream).
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
    ]);
    for (const outcome of outcomes.slice(4)) {
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(EngineBusyError);
    }
    expect(answered).toEqual([0, 1, 2, 3]);
    // Each answer is its own text's (its issues quote that text), and complete.
    outcomes.slice(0, 4).forEach((outcome, i) => {
      const { issues, partial } = (
        outcome as PromiseFulfilledResult<Awaited<ReturnType<CorrectionEngine['run']>>>
      ).value;
      expect(partial).toBe(false);
      expect(issues.length).toBeGreaterThan(0);
      for (const issue of issues) {
        expect(texts[i]!.slice(issue.offset, issue.offset + issue.length)).toBe(issue.original);
      }
    });
    const again = await pool.run('몇일 동안 비가 왔다.', { language: 'ko', budgetMs: 5000 });
    expect(again.issues.length).toBeGreaterThan(0);
  });

  it('a check that overruns is an error, never an empty answer passed off as "no issues"', async () => {
    // A watchdog of 1 ms: any real check overruns it.
    const strict = createEnginePool({ threads: 1, overrunMs: () => 1 });
    try {
      await strict.ready();
      await expect(
        strict.run(randomSyllables(10_000, 5), { language: 'ko', budgetMs: 5000 }),
      ).rejects.toBeInstanceOf(EngineOverrunError);
    } finally {
      await strict.close();
    }
  }, 60_000);

  it('keeps arrival order under many parallel clients, each waiting its turn', async () => {
    const wide = createEnginePool({ threads: 1, maxQueue: 100 });
    try {
      await wide.ready();
      const order: number[] = [];
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          wide
            .run(randomSyllables(500 + (i % 7) * 300, i), { language: 'ko', budgetMs: 5000 })
            .then(() => {
              order.push(i);
            }),
        ),
      );
      expect(order).toEqual(Array.from({ length: 30 }, (_, i) => i));
    } finally {
      await wide.close();
    }
  }, 60_000);
});
