import { beforeAll, describe, expect, it } from 'vitest';
import { runTogetherRules } from './run-together.ts';
import { type FamilyChecker, familyChecker } from './test-checker.ts';

let t: FamilyChecker;
beforeAll(async () => {
  t = await familyChecker(runTogetherRules);
});

describe('two words run together', () => {
  it('spaces a verb after a particle, a connective ending or an adverb, saying which', () => {
    expect(t.fix('마음에 상처를받아서 울었다.')).toBe('마음에 상처를 받아서 울었다.');
    expect(t.fix('친구들이있다는 게 좋다.')).toBe('친구들이 있다는 게 좋다.');
    expect(t.fix('이렇게 하면좋을까?')).toBe('이렇게 하면 좋을까?');
    expect(t.fix('요즘 너무힘들어.')).toBe('요즘 너무 힘들어.');
    expect(t.message('마음에 상처를받아서 울었다.')).toEqual({
      ko: '조사 뒤의 동사나 형용사는 띄어 씁니다.',
      en: 'A verb or adjective after a particle is written as a separate word.',
    });
    expect(t.message('이렇게 하면좋을까?').ko).toBe('연결 어미 뒤의 동사나 형용사는 띄어 씁니다.');
    expect(t.message('요즘 너무힘들어.').ko).toBe('부사와 그 뒤의 동사나 형용사는 띄어 씁니다.');
  });

  it('spaces a noun after a determiner and a verb after its bare object', () => {
    expect(t.fix('이런경우에는 어떻게 해요?')).toBe('이런 경우에는 어떻게 해요?');
    expect(t.fix('남의 일에 신경쓰지 마.')).toBe('남의 일에 신경 쓰지 마.');
    expect(t.message('이런경우에는').ko).toBe('관형사와 그 뒤의 명사는 띄어 씁니다.');
    expect(t.message('남의 일에 신경쓰지 마.')).toEqual({
      ko: '명사와 그 뒤의 동사는 띄어 씁니다.',
      en: 'A noun and the verb after it are separate words.',
    });
  });

  it('leaves words and auxiliaries the dictionary joins alone', () => {
    // 들어가다 (a word), 바로가기 (a noun), 이제서야, 위로받다 (one verb to the dictionary).
    expect(
      t.ids('조금 들어가서 보자. 바로가기를 눌러. 이제서야 알았다. 위로받을 때가 있다.'),
    ).toEqual([]);
  });

  it('spaces an object from 부탁드리다 and 주다, naming both words', () => {
    expect(t.fix('확인부탁드립니다.')).toBe('확인 부탁드립니다.');
    expect(t.fix('검토 후 연락주세요.')).toBe('검토 후 연락 주세요.');
    expect(t.message('확인부탁드립니다.')).toEqual({
      ko: '‘확인’과 ‘부탁드립니다’는 각각 한 단어이므로 띄어 씁니다.',
      en: '“확인” and “부탁드립니다” are separate words.',
    });
    expect(t.message('연락주세요.').ko).toBe('‘연락’과 ‘주세요’는 각각 한 단어이므로 띄어 씁니다.');
    // 관심 + 주제 (topic), not 주다.
    expect(t.ids('관심주제에 대해')).toEqual([]);
  });

  it('spaces the adverb 좀', () => {
    expect(t.fix('얘기좀 하자. 이거좀 봐.')).toBe('얘기 좀 하자. 이거 좀 봐.');
    expect(t.message('얘기좀 하자.')).toEqual({
      ko: '부사 ‘좀’은 띄어 씁니다.',
      en: 'The adverb “좀” (a little, please) is written as a separate word.',
    });
  });
});
