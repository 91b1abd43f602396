import { beforeAll, describe, expect, it } from 'vitest';
import { timeNounRules } from './time-nouns.ts';
import { type FamilyChecker, familyChecker } from './test-checker.ts';

let t: FamilyChecker;
beforeAll(async () => {
  t = await familyChecker(timeNounRules);
});

describe('nouns of time written apart', () => {
  it('spaces 지 (time since) only before the time that has passed', () => {
    expect(t.fix('만난지 3년이 지났다.')).toBe('만난 지 3년이 지났다.');
    expect(t.fix('만난지 오래 됐다.')).toBe('만난 지 오래 됐다.');
    expect(t.fix('그를 만난지 한 달이 됐다.')).toBe('그를 만난 지 한 달이 됐다.');
    expect(t.message('만난지 3년이 지났다.')).toEqual({
      ko: '시간의 경과를 나타내는 의존 명사 ‘지’는 띄어 씁니다.',
      en: 'The dependent noun “지” (time since) is written as a separate word.',
    });
    // The endings -ㄴ지 and -는지.
    expect(t.ids('어떤지 궁금하다. 하는지 모르겠다. 만난지 모르겠다.')).toEqual([]);
  });

  it('spaces 중 after an activity or a span of time', () => {
    expect(t.fix('지금 회의중입니다.')).toBe('지금 회의 중입니다.');
    expect(t.fix('오늘중에 보내 주세요.')).toBe('오늘 중에 보내 주세요.');
    expect(t.message('회의중').ko).toBe('‘가운데, 동안’을 뜻하는 의존 명사 ‘중’은 띄어 씁니다.');
    expect(t.ids('그 사람 중에서 집중이 안 된다.')).toEqual([]);
  });

  it('spaces 전 and 후 after an activity, a -기 form or a span of time', () => {
    expect(t.fix('회의후에 이야기합시다.')).toBe('회의 후에 이야기합시다.');
    expect(t.fix('이별후 힘들었다.')).toBe('이별 후 힘들었다.');
    expect(t.fix('회의전에 연락 주세요.')).toBe('회의 전에 연락 주세요.');
    expect(t.fix('퇴근하기전에 끝내자.')).toBe('퇴근하기 전에 끝내자.');
    expect(t.fix('3개월전에 샀다. 잠시후 도착합니다.')).toBe(
      '3개월 전에 샀다. 잠시 후 도착합니다.',
    );
    expect(t.message('가기전에 전화해.')).toEqual({
      ko: '‘앞, 이전’을 뜻하는 명사 ‘전’은 띄어 씁니다.',
      en: 'The noun “전” (before) is written as a separate word.',
    });
    expect(t.message('6개월후 다시 오세요.')).toEqual({
      ko: '‘뒤, 다음’을 뜻하는 명사 ‘후’는 띄어 씁니다.',
      en: 'The noun “후” (after) is written as a separate word.',
    });
    expect(t.ids('얼마전 일이다.')).toEqual(['spacing.time-span']);
    expect(t.ids('검토후에 알려 드릴게요.')).toEqual(['spacing.noun-hu']);
    // 오후, 자기 (oneself) + 전, 결승전, and the term 박사후 연구원.
    expect(t.ids('오후에 만나요. 자기전에 책을 읽는다. 결승전에 올랐다. 박사후 연구원')).toEqual(
      [],
    );
  });

  it('spaces 만 after a span of time', () => {
    expect(t.fix('10년만에 만났다. 하루만에 끝냈다.')).toBe('10년 만에 만났다. 하루 만에 끝냈다.');
    expect(t.fix('두 달만에 왔다.')).toBe('두 달 만에 왔다.');
    expect(t.message('10년만에 만났다.').en).toBe(
      'The dependent noun “만” (after a time span) is written as a separate word.',
    );
    // A unit with no number before it is no span (이만, 달만에 alone).
    expect(t.ids('이만에 가능하다. 그 달만에 있다.')).toEqual([]);
  });
});
