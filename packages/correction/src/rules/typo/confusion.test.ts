import { beforeAll, describe, expect, it } from 'vitest';
import { confusionFix } from './confusion.ts';
import type { SpellingEnv } from './decision.ts';
import { spellingEnv } from './testing.ts';

describe('the one-confusion test', () => {
  let env: SpellingEnv;
  beforeAll(async () => {
    env = await spellingEnv();
  });

  it('finds the one word a well-known confusion away', () => {
    expect(confusionFix(env, '베게를')).toEqual({ word: '베개를', kind: 'vowel' });
    expect(confusionFix(env, '찢어지내')).toEqual({ word: '찢어지네', kind: 'vowel' });
    expect(confusionFix(env, '깨끗히')).toEqual({ word: '깨끗이', kind: 'ihi' });
  });

  it('leaves a determiner run into a noun and correct words alone', () => {
    expect(confusionFix(env, '그애는')).toBeNull();
    expect(confusionFix(env, '베개를')).toBeNull();
  });
});
