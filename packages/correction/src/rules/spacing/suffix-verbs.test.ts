import { beforeAll, describe, expect, it } from 'vitest';
import { suffixVerbRules } from './suffix-verbs.ts';
import { type FamilyChecker, familyChecker } from './test-checker.ts';

let t: FamilyChecker;
beforeAll(async () => {
  t = await familyChecker(suffixVerbRules);
});

describe('suffixes written apart from their noun', () => {
  it('attaches 하다 and 되다 to the noun they make a verb of, showing where the space goes', () => {
    expect(t.fix('내일 공부 하자.')).toBe('내일 공부하자.');
    expect(t.fix('예약이 취소 되었습니다.')).toBe('예약이 취소되었습니다.');
    expect(t.fix('이 건은 처리 하겠습니다. 일정이 변경 됐습니다.')).toBe(
      '이 건은 처리하겠습니다. 일정이 변경됐습니다.',
    );
    const [issue] = t.checker.check('내일 공부 하자.');
    expect(issue).toMatchObject({ original: '공부 하', suggestions: ['공부하'] });
    expect(t.message('예약이 취소 되었습니다.')).toEqual({
      ko: '‘취소되다’는 한 단어이므로 붙여 씁니다.',
      en: '“취소되다” is one word and is written without a space.',
    });
  });

  it('leaves 되다 (become), nouns of quantity, the particle 하고 and 하나 alone', () => {
    expect(
      t.ids('그는 성덕 되고 싶었다. 한 시간 이상 된다. 엄마 하고 나. 우리 하나 둘 셋'),
    ).toEqual([]);
  });

  it('attaches the causative -시키다 after a noun that takes 하다, not after what one orders', () => {
    expect(t.fix('친구를 소개 시켜 줄게.')).toBe('친구를 소개시켜 줄게.');
    expect(t.fix('그것도 포함 시켰지만')).toBe('그것도 포함시켰지만');
    expect(t.message('친구를 소개 시켜 줄게.')).toEqual({
      ko: '사동의 뜻을 더하는 접미사 ‘-시키다’는 앞말에 붙여 씁니다(‘소개시키다’).',
      en: '“-시키다” (to make someone do) is a suffix here and is attached: “소개시키다”.',
    });
    expect(t.checker.check('포함 시켰다')[0]?.reference).toBe('표준국어대사전 ‘-시키다’');
    expect(t.ids('피자 시켜 먹자. 주문 시켰어.')).toEqual([]);
  });

  it('attaches the humble -드리다 after a noun of a courteous act, not after a thing one gives', () => {
    expect(t.fix('감사 드립니다. 말씀 드릴게요.')).toBe('감사드립니다. 말씀드릴게요.');
    expect(t.message('말씀 드릴게요.')).toEqual({
      ko: '공손한 행위의 뜻을 더하는 접미사 ‘-드리다’는 앞말에 붙여 씁니다(‘말씀드리다’).',
      en: '“-드리다” (a humble act) is a suffix here and is attached: “말씀드리다”.',
    });
    // 사과 may be the apple one gives.
    expect(t.ids('사과 드립니다.')).toEqual([]);
  });
});
