import { beforeAll, describe, expect, it } from 'vitest';
import { adnominalNounRules } from './adnominal-noun.ts';
import { type FamilyChecker, familyChecker } from './test-checker.ts';

let t: FamilyChecker;
beforeAll(async () => {
  t = await familyChecker(adnominalNounRules);
});

describe('a noun run into the adnominal form before it', () => {
  it('spaces 것 and its forms, and names them as the dependent noun 것(거)', () => {
    expect(t.fix('나올거 같아. 담배를 끊는게 좋겠다.')).toBe(
      '나올 거 같아. 담배를 끊는 게 좋겠다.',
    );
    expect(t.message('나올거 같아.')).toEqual({
      ko: '의존 명사 ‘것(거)’은 띄어 씁니다.',
      en: 'The dependent noun “것(거)” is written as a separate word.',
    });
  });

  it('spaces the listed nouns, with the particle that fits each and the norm it follows', () => {
    expect(t.fix('오늘 할일이 많다. 다녔던곳에 다시 갔다.')).toBe(
      '오늘 할 일이 많다. 다녔던 곳에 다시 갔다.',
    );
    expect(t.fix('간김에 들렀다. 앉은채로 잤다. 그럴리가 없다.')).toBe(
      '간 김에 들렀다. 앉은 채로 잤다. 그럴 리가 없다.',
    );
    const [noun] = t.checker.check('궁금한점이 있어요.');
    expect(noun).toMatchObject({
      message: '꾸며 주는 말 뒤의 명사 ‘점’은 띄어 씁니다.',
      reference: '한글 맞춤법 제2항',
    });
    expect(t.message('돌아오는길에 들렀다.')).toEqual({
      ko: '꾸며 주는 말 뒤의 명사 ‘길’은 띄어 씁니다.',
      en: 'The noun “길” after a modifying form is written as a separate word.',
    });
    const [dependent] = t.checker.check('앉은채로 잤다.');
    expect(dependent).toMatchObject({
      message: '의존 명사 ‘채’는 띄어 씁니다.',
      reference: '한글 맞춤법 제42항',
    });
    expect(t.message('해본적 있어요.').ko).toBe('의존 명사 ‘적’은 띄어 씁니다.');
    expect(t.message('말한대로 했다.').ko).toBe('의존 명사 ‘대로’는 띄어 씁니다.');
    expect(t.message('그가 떠난후 조용해졌다.')).toEqual({
      ko: '꾸며 주는 말 뒤의 명사 ‘후’는 띄어 씁니다.',
      en: 'The noun “후” (after) is written as a separate word.',
    });
  });

  it('spaces any common noun after a verb’s adnominal form that hunspell knows alone', () => {
    expect(t.fix('준비하는방법이 궁금해요. 좋은사람 만나.')).toBe(
      '준비하는 방법이 궁금해요. 좋은 사람 만나.',
    );
    expect(t.message('준비하는방법이 궁금해요.').ko).toBe(
      '꾸며 주는 말 뒤의 명사 ‘방법’은 띄어 씁니다.',
    );
  });

  it('leaves compounds, endings and names alone', () => {
    // 큰일 (a compound), -ㄴ걸요 (an ending at the end of a sentence), a church's name, 지난여름.
    expect(t.ids('큰일 났다. 힘든걸요. 꿈꾸는교회 지난여름')).toEqual([]);
  });
});
