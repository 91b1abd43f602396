import { beforeAll, describe, expect, it } from 'vitest';
import { negationRules } from './negation.ts';
import { type FamilyChecker, familyChecker } from './test-checker.ts';

let t: FamilyChecker;
beforeAll(async () => {
  t = await familyChecker(negationRules);
});

describe('the negative 안', () => {
  it('spaces 안 before a verb where the analysis reads the adverb', () => {
    expect(t.fix('오늘은 안해. 그가 안와서 걱정이다.')).toBe(
      '오늘은 안 해. 그가 안 와서 걱정이다.',
    );
    expect(t.fix('말을 안들어. 생각이 안나.')).toBe('말을 안 들어. 생각이 안 나.');
    expect(t.message('오늘은 안해.')).toEqual({
      ko: '부정의 ‘안’은 뒤의 용언과 띄어 씁니다.',
      en: 'The negative “안” is written apart from the verb after it.',
    });
  });

  it('leaves 안다 (hug), nouns in 안, 안되다 and the name 안나 alone', () => {
    expect(
      t.ids('아이를 안고 있다. 안녕하세요. 조심히 안전하게 가세요. 장사가 안된다. 안나 카레니나'),
    ).toEqual([]);
  });

  it('spaces 안 되다 (not allowed) after -면 and -서는, with 돼 where 되어 is meant', () => {
    expect(t.fix('하면 안돼.')).toBe('하면 안 돼.');
    expect(t.fix('가면 안되요. 먹어서는 안된다.')).toBe('가면 안 돼요. 먹어서는 안 된다.');
    expect(t.message('하면 안돼.')).toEqual({
      ko: '‘허락되지 않는다’는 뜻의 ‘안 되다’는 부사 ‘안’을 띄어 씁니다.',
      en: 'In “안 되다” (not allowed) the adverb “안” is written separately.',
    });
    // Not after a subject: 안되다 (go badly) is also one word.
    expect(t.ids('그 일이 안되서 슬프다.')).toEqual([]);
  });
});
