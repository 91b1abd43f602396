import { beforeAll, describe, expect, it } from 'vitest';
import type { Checker } from '../../checker.ts';
import { familyChecker, fixAll } from '../../node/family-checker.ts';
import { colloquialRules } from './colloquial.ts';

let checker: Checker;
beforeAll(async () => {
  checker = await familyChecker(colloquialRules);
});

describe('grammar.gu-go', () => {
  it('writes the ending -고 and the particle 도 with ㅗ, the whole word on the card', () => {
    expect(fixAll(checker, '밥 먹구 갈게. 보구 싶다.')).toBe('밥 먹고 갈게. 보고 싶다.');
    expect(fixAll(checker, '나두 그렇구 저두 그래.')).toBe('나도 그렇고 저도 그래.');
    expect(fixAll(checker, '그리구 연구하구 잤어.')).toBe('그리고 연구하고 잤어.');
    const [issue] = checker.check('밥 먹구 갈게.');
    expect([issue?.offset, issue?.length, issue?.suggestions]).toEqual([2, 2, ['먹고']]);
  });

  it('leaves nouns that end in 구 or 두 alone', () => {
    for (const text of [
      '친구랑 입구에서 만나.',
      '낙동강 하구에 갔다.',
      '가구를 샀다.',
      '도구가 필요해.',
      '콩두 개를 먹었다.',
      '만두 먹자.',
      '밥 먹고 갈게.',
      '지구 온난화와 에너지 위기',
      '그는 피구 선수다.',
      '달서구 두류동으로 옮겼다.',
      'constructor toString __proto__ hasOwnProperty',
    ])
      expect(checker.check(text), text).toEqual([]);
  });

  it('speaks Korean and English without template particles', () => {
    const [ko] = checker.check('밥 먹구 갈게.');
    expect(ko?.message).toBe('‘먹구’는 소리 나는 대로 적은 말입니다. 표준어는 ‘먹고’입니다.');
    const [en] = checker.check('나두 갈래.', { language: 'en' });
    expect(en?.message).toBe(
      'The particle “도” is written as it is often said, “두”; write “나도”.',
    );
    const [ko2] = checker.check('나두 갈래.');
    expect(ko2?.message).toBe('보조사 ‘도’를 소리 나는 대로 ‘두’로 적었습니다. ‘나도’로 적습니다.');
  });
});

describe('grammar.triple-past', () => {
  it('drops the third past marker, the whole word on the card', () => {
    expect(fixAll(checker, '어제 숙제를 했었었다. 거기 갔었었어.')).toBe(
      '어제 숙제를 했었다. 거기 갔었어.',
    );
    const [issue] = checker.check('어제 숙제를 했었었다.');
    expect([issue?.original, issue?.suggestions]).toEqual(['했었었다', ['했었다']]);
    expect(issue?.message).toBe('과거를 나타내는 ‘-었-’이 한 번 더 겹쳤습니다. ‘했었다’로 씁니다.');
  });

  it('leaves the double past and 있었었다 alone', () => {
    for (const text of ['어제 숙제를 했었다.', '밥을 먹었었다.', '그때 거기 있었었다.'])
      expect(checker.check(text), text).toEqual([]);
  });
});
