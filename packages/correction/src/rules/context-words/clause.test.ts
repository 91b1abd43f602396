import { beforeAll, describe, expect, it } from 'vitest';
import { type Context, type EngineModels, type Token, createContext } from '../../context.ts';
import { loadEngineModels } from '../../node/engine-files.ts';
import {
  after,
  clauseBefore,
  cueOf,
  isPast,
  isPunctEnd,
  nextPredicate,
  stemOfToken,
} from './clause.ts';

let models: EngineModels;
beforeAll(() => {
  models = loadEngineModels();
});

const read = (text: string): [Context, readonly Token[]] => {
  const ctx = createContext(text, () => null, false, models);
  return [ctx, ctx.tokens];
};
const word = (tokens: readonly Token[], core: string): Token => {
  const t = tokens.find((x) => x.core === core);
  if (!t) throw new Error(`no word ${core}`);
  return t;
};

describe('the clause before a word', () => {
  it('reads each noun with the relation its particle marks, and adverbs', () => {
    const [ctx, tokens] = read('어제 고향에 편지를 붙였다.');
    expect(cueOf(ctx, word(tokens, '어제'))).toEqual({ rel: 'adv', head: '어제', noun: '어제' });
    expect(cueOf(ctx, word(tokens, '고향에'))).toMatchObject({ rel: 'loc', head: '고향' });
    expect(cueOf(ctx, word(tokens, '편지를'))).toMatchObject({ rel: 'obj', head: '편지' });
    expect(cueOf(ctx, word(tokens, '붙였다'))).toBeNull();
    const [c2, t2] = read('아이가 가방을 메고 학교에 갔다.');
    expect(cueOf(c2, word(t2, '아이가'))).toMatchObject({ rel: 'subj', head: '아이' });
  });

  it('takes the last part of a compound as the head, and the noun before the plural', () => {
    const [ctx, tokens] = read('손가락으로 북쪽을 가리켰다.');
    expect(cueOf(ctx, word(tokens, '손가락으로'))).toEqual({
      rel: 'ins',
      head: '가락',
      noun: '손가락',
    });
    const [c2, t2] = read('변호사들을 만났다.');
    expect(cueOf(c2, word(t2, '변호사들을'))).toMatchObject({ rel: 'obj', noun: '변호사들' });
  });

  it('goes back three words at most and stops at a verb or a mark', () => {
    const [ctx, tokens] = read('어제 고향에 편지를 붙였다.');
    expect(clauseBefore(ctx, word(tokens, '붙였다').index).map((c) => c.rel)).toEqual([
      'obj',
      'loc',
      'adv',
    ]);
    const [c2, t2] = read('아이가 가방을 메고 학교에 갔다.');
    expect(clauseBefore(c2, word(t2, '갔다').index).map((c) => c.head)).toEqual(['학교']);
    const [c3, t3] = read('편지를 썼다, 우표를 붙였다.');
    expect(clauseBefore(c3, word(t3, '붙였다').index).map((c) => c.head)).toEqual(['우표']);
  });
});

describe('the clause after a word', () => {
  it('lists the next words up to a mark, and finds the first predicate', () => {
    const [ctx, tokens] = read('그럼 이따가 전화할게. 안녕');
    expect(after(ctx, 0, 5).map((t) => t.core)).toEqual(['이따가', '전화할게']);
    expect(nextPredicate(ctx, 1)?.core).toBe('전화할게');
    expect(nextPredicate(ctx, word(tokens, '전화할게').index)).toBeNull();
  });

  it('reads the past tense and the stem of a predicate', () => {
    const [ctx, tokens] = read('그는 성공하였다. 아이가 학교에 가겠다.');
    expect(isPast(ctx, word(tokens, '성공하였다'))).toBe(true);
    expect(stemOfToken(ctx, word(tokens, '성공하였다'))).toBe('성공하');
    expect(isPast(ctx, word(tokens, '가겠다'))).toBe(false);
    expect(stemOfToken(ctx, word(tokens, '학교에'))).toBeNull();
  });

  it('ends a clause at punctuation', () => {
    expect(isPunctEnd('붙였다.')).toBe(true);
    expect(isPunctEnd('“안녕”')).toBe(true);
    expect(isPunctEnd('편지를')).toBe(false);
  });
});
