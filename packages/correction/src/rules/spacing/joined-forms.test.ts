import { beforeAll, describe, expect, it } from 'vitest';
import { joinedFormRules } from './joined-forms.ts';
import { type FamilyChecker, familyChecker } from './test-checker.ts';

let t: FamilyChecker;
beforeAll(async () => {
  t = await familyChecker(joinedFormRules);
});

describe('endings and auxiliaries written apart from their verb', () => {
  it('joins -ㄹ게 and -ㄹ걸 at the end of a sentence, with the plain consonant', () => {
    expect(t.fix('내일 연락 할 게요.')).toBe('내일 연락 할게요.');
    expect(t.fix('먼저 갈 께요.')).toBe('먼저 갈게요.');
    expect(t.fix('그럴 줄 알았으면 말 할 걸.')).toBe('그럴 줄 알았으면 말 할걸.');
    expect(t.message('먼저 갈 께요.')).toEqual({
      ko: '어미 ‘-ㄹ게’, ‘-ㄹ걸’은 앞말에 붙여 쓰고 예사소리로 적습니다.',
      en: 'The endings “-ㄹ게” and “-ㄹ걸” are attached to the verb and spelled with a plain consonant.',
    });
    // Mid-sentence, 게 and 걸 are 것 with a particle, rightly apart.
    expect(t.ids('먹을 게 없다. 않을 걸 알았다.')).toEqual([]);
  });

  it('joins -ㄹ지, -는지 and the endings -ㄹ수록, -ㄹ뿐더러, -ㄹ망정', () => {
    expect(t.fix('할 지 모르겠다. 그가 있는 지 봐라.')).toBe('할지 모르겠다. 그가 있는지 봐라.');
    expect(t.fix('비가 올 지도 몰라.')).toBe('비가 올지도 몰라.');
    expect(t.fix('할 수록 좋다. 클 뿐더러 무겁다.')).toBe('할수록 좋다. 클뿐더러 무겁다.');
    expect(t.message('할 지 모르겠다.')).toEqual({
      ko: '어미 ‘-ㄹ지’, ‘-는지’는 앞말에 붙여 씁니다.',
      en: 'The endings “-ㄹ지” and “-는지” are attached to the verb.',
    });
    // The particle after the quoted ending follows its sound: ‘-ㄹ수록’은, ‘-ㄹ뿐더러’는.
    expect(t.message('할 수록 좋다.').ko).toBe('어미 ‘-ㄹ수록’은 앞말에 붙여 씁니다.');
    expect(t.message('클 뿐더러 무겁다.')).toEqual({
      ko: '어미 ‘-ㄹ뿐더러’는 앞말에 붙여 씁니다.',
      en: 'The ending “-ㄹ뿐더러” is attached to the verb.',
    });
    expect(t.checker.check('죽을 망정 안 간다.')[0]?.reference).toBe('표준국어대사전 ‘-ㄹ망정’');
    // The dependent noun of time after the past -ㄴ.
    expect(t.ids('떠난 지 3년이다.')).toEqual([]);
  });

  it('joins -아지다/-어지다 and -아하다/-어하다 where hunspell knows the joined word', () => {
    expect(t.fix('돈이 없어 졌어. 날씨가 추워 졌다.')).toBe('돈이 없어졌어. 날씨가 추워졌다.');
    expect(t.fix('그녀를 좋아 했다.')).toBe('그녀를 좋아했다.');
    expect(t.message('사람이 많아 졌다.')).toEqual({
      ko: '‘-아지다/-어지다’는 앞말에 붙여 씁니다.',
      en: '“-아지다/-어지다” is attached to the verb or adjective before it.',
    });
    expect(t.message('그녀를 좋아 했다.').ko).toBe('‘-아하다/-어하다’는 앞말에 붙여 씁니다.');
    // 해 (the sun) 질 녘.
    expect(t.ids('해 질 녘')).toEqual([]);
  });

  it('writes 만하다 as one word, apart from the -ㄹ form', () => {
    expect(t.fix('영화가 볼만 하다.')).toBe('영화가 볼 만하다.');
    expect(t.fix('볼 만 하다.')).toBe('볼 만하다.');
    expect(t.message('볼만 하다.')).toEqual({
      ko: '‘만하다’는 한 단어이므로 붙여 쓰고, 앞의 ‘-ㄹ’ 꼴과는 띄어 씁니다.',
      en: '“만하다” is one word: write it joined, apart from the “-ㄹ” form before it.',
    });
    // The particle 만 (only) and the numeral 만.
    expect(t.ids('공부만 하다. 사람을 만 한 번')).toEqual([]);
  });
});
