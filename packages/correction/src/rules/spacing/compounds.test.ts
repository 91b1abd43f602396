import { beforeAll, describe, expect, it } from 'vitest';
import { compoundRules } from './compounds.ts';
import { type FamilyChecker, familyChecker } from './test-checker.ts';

let t: FamilyChecker;
beforeAll(async () => {
  t = await familyChecker(compoundRules);
});

describe('one word or two', () => {
  it('joins the words the dictionary writes as one, before a particle or alone', () => {
    expect(t.fix('그 동안 잘 지냈어? 그 때 만났다.')).toBe('그동안 잘 지냈어? 그때 만났다.');
    expect(t.fix('지난 번에 말했지. 그 동안의 일')).toBe('지난번에 말했지. 그동안의 일');
    expect(t.message('그 동안 잘 지냈어?')).toEqual({
      ko: '‘그동안’은 한 단어이므로 붙여 씁니다(‘그 동안’ ×).',
      en: '“그동안” is one word and is written without a space.',
    });
    expect(t.message('그 때 만났다.').ko).toBe('‘그때’는 한 단어이므로 붙여 씁니다(‘그 때’ ×).');
    expect(t.ids('그때 만나자.')).toEqual([]);
  });

  it('spaces the words the dictionary keeps apart, before a particle or the copula', () => {
    expect(t.fix('다음주에 만나요. 오늘밤 떠난다.')).toBe('다음 주에 만나요. 오늘 밤 떠난다.');
    expect(t.fix('몇시야? 두번이에요.')).toBe('몇 시야? 두 번이에요.');
    expect(t.fix('공부뿐만아니라 운동도')).toBe('공부뿐만 아니라 운동도');
    expect(t.message('다음주에 만나요.')).toEqual({
      ko: '‘다음 주’는 두 단어이므로 띄어 씁니다(‘다음주’ ×).',
      en: '“다음 주” is two words and is written with a space.',
    });
    expect(t.message('몇시야?').ko).toBe('‘몇 시’는 두 단어이므로 띄어 씁니다(‘몇시’ ×).');
    // 다음 + 주제 (topic) is no 다음 주.
    expect(t.ids('다음주제')).toEqual([]);
  });

  it('spaces 하다 after 어떻게, 이렇게, 그렇게 and 저렇게', () => {
    expect(t.fix('어떻게해? 이렇게하면 된다.')).toBe('어떻게 해? 이렇게 하면 된다.');
    expect(t.message('이렇게하면 된다.')).toEqual({
      ko: '‘이렇게’와 뒤의 ‘하다’는 띄어 씁니다.',
      en: '“이렇게” and the verb 하다 after it are separate words.',
    });
  });
});
