import { beforeAll, describe, expect, it } from 'vitest';
import { counterRules } from './counters.ts';
import { type FamilyChecker, familyChecker } from './test-checker.ts';

let t: FamilyChecker;
beforeAll(async () => {
  t = await familyChecker(counterRules);
});

describe('numbers and amounts', () => {
  it('spaces a counter after a native numeral, but not the words the dictionary has', () => {
    expect(t.fix('사과 한개만 주세요.')).toBe('사과 한 개만 주세요.');
    expect(t.fix('세명이 왔다. 두마리를 키운다.')).toBe('세 명이 왔다. 두 마리를 키운다.');
    expect(t.message('세명이 왔다.')).toEqual({
      ko: '수 관형사 뒤의 단위 명사는 띄어 씁니다.',
      en: 'A counter after a native numeral is written as a separate word.',
    });
    expect(t.checker.check('세명이 왔다.')[0]?.reference).toBe('한글 맞춤법 제43항');
    expect(t.ids('한가지 묻고 싶다. 한사람이 왔다. 머리가 두통으로 아프다.')).toEqual([]);
  });

  it('attaches -씩 to an amount, but leaves the adverb 씩 (a grin) alone', () => {
    expect(t.fix('한 개 씩 나눠 주세요.')).toBe('한 개씩 나눠 주세요.');
    expect(t.fix('하나 씩 꺼냈다. 조금 씩 나아졌다.')).toBe('하나씩 꺼냈다. 조금씩 나아졌다.');
    const [issue] = t.checker.check('두 번 씩 읽었다.');
    expect(issue).toMatchObject({ original: '번 씩', suggestions: ['번씩'] });
    expect(issue?.message).toBe('‘각각 같은 수량으로’를 뜻하는 접미사 ‘-씩’은 앞말에 붙여 씁니다.');
    expect(t.ids('그가 씩 웃었다.')).toEqual([]);
  });

  it('attaches -째 and -쯤 to a noun of time or count, with the particle that fits each', () => {
    expect(t.fix('3개월 째 기다리고 있다. 일주일 째네.')).toBe(
      '3개월째 기다리고 있다. 일주일째네.',
    );
    expect(t.fix('오후 쯤에 만나요. 12시 쯤 도착해.')).toBe('오후쯤에 만나요. 12시쯤 도착해.');
    expect(t.message('3개월 째 기다렸다.')).toEqual({
      ko: '접미사 ‘-째’는 앞말에 붙여 씁니다.',
      en: 'The suffix “-째” is attached to the word before it.',
    });
    expect(t.message('12시 쯤 도착해.').ko).toBe('접미사 ‘-쯤’은 앞말에 붙여 씁니다.');
    // After an adverb, 쯤 is left alone.
    expect(t.ids('빨리 쯤은 괜찮다.')).toEqual([]);
  });
});
