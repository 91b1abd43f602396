import { beforeAll, describe, expect, it } from 'vitest';
import {
  DECISION,
  DECISION_WEIGHTS,
  SCREEN_WEIGHTS,
  type SpellingEnv,
  type WordContext,
  decide,
  logistic,
  scoreWord,
} from './decision.ts';
import { spellingEnv } from './testing.ts';

const plain: WordContext = { name: false, unknown: true, inContext: (w) => w };

describe('the decision (weights fitted into src/data/typo-model.json)', () => {
  let env: SpellingEnv;
  beforeAll(async () => {
    env = await spellingEnv();
  });

  it('weighs each feature once, in the order the features are written', () => {
    const scored = scoreWord(env, '경쳘', plain, { screen: false });
    expect(Object.keys(scored?.features ?? {})).toEqual(Object.keys(DECISION_WEIGHTS));
    expect(Object.keys(scored?.screen ?? {})).toEqual(Object.keys(SCREEN_WEIGHTS));
    expect(logistic({ a: 0 }, { a: 5 })).toBe(0.5);
  });

  it('suggests the fix it is confident of', () => {
    expect(decide(env, '경쳘', plain)).toMatchObject({ word: '경찰', kinds: ['typo'] });
    expect(decide(env, '학꾜', plain)?.word).toBe('학교');
    expect(decide(env, '학꾜', plain)?.probability).toBeGreaterThanOrEqual(DECISION.threshold);
  });

  it('asks more of a name, and nothing of a word with every trigram seen', () => {
    const scored = scoreWord(env, '경쳘', plain);
    expect(scored).not.toBeNull();
    expect(DECISION.nameThreshold).toBeGreaterThan(DECISION.threshold);
    expect(scoreWord(env, '경찰', plain)).toBeNull();
    expect(decide(env, '경찰', plain)).toBeNull();
  });
});
