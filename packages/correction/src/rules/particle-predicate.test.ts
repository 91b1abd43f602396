import { beforeAll, describe, expect, it } from 'vitest';
import { applySuggestions, type Checker } from '../checker.ts';
import { createEngineChecker } from '../node/engine-files.ts';

let checker: Checker;
beforeAll(async () => {
  checker = await createEngineChecker();
});
const mine = (text: string) =>
  checker.check(text).filter((i) => i.ruleId === 'grammar.particle-predicate');
const fix = (text: string) => applySuggestions(text, mine(text));

describe('a particle that clashes with the predicate', () => {
  it('put 로 for 에게, 한테 or 께 on a -기 clause before a predicate that takes -기로', () => {
    expect(fix('우리는 그 안에 찬성하기에게 결정했다.')).toBe(
      '우리는 그 안에 찬성하기로 결정했다.',
    );
    expect(fix('내일 일찍 가기한테 약속했다.')).toBe('내일 일찍 가기로 약속했다.');
    expect(fix('매일 운동하기께 마음먹었다.')).toBe('매일 운동하기로 마음먹었다.');
    expect(fix('주말에 여행을 떠나기에게 했다.')).toBe('주말에 여행을 떠나기로 했다.');
    const [issue] = mine('우리는 그 안에 찬성하기에게 결정했다.');
    expect(issue).toMatchObject({
      original: '찬성하기에게',
      suggestions: ['찬성하기로'],
      category: 'GRAMMAR',
    });
    expect(issue?.message).toBe(
      '‘-기’로 끝나는 말에는 사람이나 동물에 붙는 ‘에게’를 쓰지 않습니다. ‘-기로 하다’, ‘-기로 결정하다’처럼 ‘찬성하기로’로 씁니다.',
    );
  });

  it('leave nouns in 기, other predicates and correct particles', () => {
    expect(mine('그 일은 일기에게 했다.')).toEqual([]);
    expect(mine('동생은 달리기에게 졌다.')).toEqual([]);
    expect(mine('우리는 찬성하기로 결정했다.')).toEqual([]);
    expect(mine('이 공을 선수에게 약속했다.')).toEqual([]);
  });
});
