import { beforeAll, describe, expect, it } from 'vitest';
import { dependentNounRules } from './dependent-nouns.ts';
import { type FamilyChecker, familyChecker } from './test-checker.ts';

let t: FamilyChecker;
beforeAll(async () => {
  t = await familyChecker(dependentNounRules);
});

describe('dependent nouns written apart', () => {
  it('spaces 수 after an adnominal -ㄹ, and 있다/없다 after 수', () => {
    expect(t.fix('내일은 할수 있다.')).toBe('내일은 할 수 있다.');
    expect(t.fix('먹을수도 있다.')).toBe('먹을 수도 있다.');
    expect(t.fix('이번에는 할수있다.')).toBe('이번에는 할 수 있다.');
    expect(t.fix('할수밖에 없었다.')).toBe('할 수밖에 없었다.');
    expect(t.fix('할 수도있다.')).toBe('할 수도 있다.');
    expect(t.message('할수 있다.')).toEqual({
      ko: '의존 명사 ‘수’는 띄어 씁니다.',
      en: 'The dependent noun “수” is written as a separate word.',
    });
    expect(t.message('할 수있다.').ko).toBe('‘있다/없다’는 앞의 ‘수’와 띄어 씁니다.');
    // A noun ending like an adnominal form (역할), and the adverb 수없이.
    expect(t.ids('그 역할수 있다. 그는 수없이 많은 별을 보았다.')).toEqual([]);
  });

  it('spaces 것 and 거 after an adnominal form or a determiner, and 같다 after them', () => {
    expect(t.fix('하는것이 중요하다.')).toBe('하는 것이 중요하다.');
    expect(t.fix('비가 올것 같다.')).toBe('비가 올 것 같다.');
    expect(t.fix('내일 할거야.')).toBe('내일 할 거야.');
    expect(t.fix('이런거 싫어. 모든걸 다 줬다.')).toBe('이런 거 싫어. 모든 걸 다 줬다.');
    expect(t.fix('질린 거같아.')).toBe('질린 거 같아.');
    expect(t.message('하는것이 중요하다.')).toEqual({
      ko: '의존 명사 ‘것(거)’은 띄어 씁니다.',
      en: 'The dependent noun “것 (거)” is written as a separate word.',
    });
    // The particle after the quoted noun follows its sound: ‘것’과, ‘거’와.
    expect(t.message('괜찮을 것같아요.')).toEqual({
      ko: '‘같다’는 앞의 ‘것’과 띄어 씁니다.',
      en: '“같다” after “것” is written as a separate word.',
    });
    expect(t.message('질린 거같아.').ko).toBe('‘같다’는 앞의 ‘거’와 띄어 씁니다.');
    // 그것 is one word, 같이 after a noun is the particle, 근거 a noun of its own.
    expect(t.ids('그것이 문제다. 꿈을 꾸는 것같이 살았다. 근거가 없다.')).toEqual([]);
  });

  it('spaces 때문, 때, 줄, 만큼 and 뿐', () => {
    expect(t.fix('너때문에 웃었다.')).toBe('너 때문에 웃었다.');
    expect(t.fix('집에 갈때 전화해.')).toBe('집에 갈 때 전화해.');
    expect(t.fix('할줄 알아요? 할줄 몰라요.')).toBe('할 줄 알아요? 할 줄 몰라요.');
    expect(t.fix('먹을만큼 먹어라.')).toBe('먹을 만큼 먹어라.');
    expect(t.message('너때문에 웃었다.')).toMatchObject({ ko: '의존 명사 ‘때문’은 띄어 씁니다.' });
    expect(t.message('집에 갈때 전화해.')).toEqual({
      ko: '‘때’는 앞말과 띄어 씁니다.',
      en: '“때” (when) is written as a separate word.',
    });
    expect(t.message('먹을만큼 먹어라.').ko).toBe('어미 뒤의 의존 명사 ‘만큼’은 띄어 씁니다.');
    expect(t.message('할뿐이다.')).toEqual({
      ko: '어미 뒤의 의존 명사 ‘뿐’은 띄어 씁니다.',
      en: 'The dependent noun “뿐” after an ending is written as a separate word.',
    });
    // 물때 is a noun; 줄 needs 알다/모르다 after it.
    expect(t.ids('물때가 꼈다. 할줄 서 있었다.')).toEqual([]);
  });

  it('spaces 데 (case), 터 (텐데, 테니) and 척, 체, 바', () => {
    expect(t.fix('공부하는데 있어서 중요하다.')).toBe('공부하는 데 있어서 중요하다.');
    expect(t.fix('공부하는데 도움이 된다.')).toBe('공부하는 데 도움이 된다.');
    expect(t.fix('좋을텐데 아쉽다. 있을테니까 걱정 마.')).toBe(
      '좋을 텐데 아쉽다. 있을 테니까 걱정 마.',
    );
    expect(t.fix('아는척을 했다. 말하는바와 같다.')).toBe('아는 척을 했다. 말하는 바와 같다.');
    expect(t.message('공부하는데 있어서').ko).toBe(
      '‘일, 경우’를 뜻하는 의존 명사 ‘데’는 띄어 씁니다.',
    );
    expect(t.message('좋을텐데 아쉽다.').en).toBe(
      'The dependent noun “터” (in 텐데, 테니) is written as a separate word.',
    );
    expect(t.message('말하는바와 같다.')).toEqual({
      ko: '의존 명사 ‘바’는 띄어 씁니다.',
      en: 'The dependent noun “바” is written as a separate word.',
    });
    // -는데 the ending, -ㄴ바 the ending, 척하다 written together, a loan word with 테.
    expect(
      t.ids('비가 오는데 우산이 없다. 검토한바 문제가 없었다. 아는척 했다. 몬테소리 교육'),
    ).toEqual([]);
  });
});
