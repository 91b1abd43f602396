import { beforeAll, describe, expect, it } from 'vitest';
import { spacingParticleRules } from './particles.ts';
import { type FamilyChecker, familyChecker } from './test-checker.ts';

let t: FamilyChecker;
beforeAll(async () => {
  t = await familyChecker(spacingParticleRules);
});

describe('particles written apart', () => {
  it('attaches a particle or the copula to the noun before it, over both words', () => {
    expect(t.fix('나는 학교 에 간다. 친구 에게 물었다.')).toBe(
      '나는 학교에 간다. 친구에게 물었다.',
    );
    expect(t.fix('그는 학생 입니다.')).toBe('그는 학생입니다.');
    expect(t.checker.check('그는 책 을 읽었다.')[0]).toMatchObject({
      original: '책 을',
      suggestions: ['책을'],
      message: '조사 ‘을’은 앞말에 붙여 씁니다.',
      reference: '한글 맞춤법 제41항',
    });
    expect(t.message('나는 학교 에 간다.')).toEqual({
      ko: '조사 ‘에’는 앞말에 붙여 씁니다.',
      en: 'The particle “에” is attached to the preceding word.',
    });
    expect(t.message('그는 학생 입니다.')).toEqual({
      ko: '서술격 조사 ‘이다’는 앞말에 붙여 씁니다.',
      en: 'The copula “이다” is attached to the preceding word.',
    });
    // After a word that ends in a particle already, or a lone particle: removed text.
    expect(t.ids('컴포넌트가 를 받는다. 의존성이 다릅니다 은 입니다.')).toEqual([]);
  });

  it('attaches a particle after a closing quotation mark, not a determiner after one', () => {
    expect(t.fix('브레이빅의 ‘웃음’ 에 대한 불평')).toBe('브레이빅의 ‘웃음’에 대한 불평');
    expect(t.checker.check('예상된다” 고 말했다.')[0]).toMatchObject({
      original: '” 고',
      suggestions: ['”고'],
    });
    expect(t.message('‘웃음’ 을 참았다')).toEqual({
      ko: '조사 ‘을’은 따옴표나 괄호 뒤에도 붙여 씁니다.',
      en: 'The particle “을” is attached after a quotation mark or bracket too.',
    });
    expect(t.ids('“사랑” 이 세상을 구한다.')).toEqual([]);
  });

  it('attaches 까지, 부터, 밖에, 마다, 만 and 보다 where they can only be particles', () => {
    expect(t.fix('지금 까지 뭐 했어? 집에 갈 때 까지 기다려.')).toBe(
      '지금까지 뭐 했어? 집에 갈 때까지 기다려.',
    );
    expect(t.fix('할 수 밖에 없다. 갈 때 마다 들른다.')).toBe('할 수밖에 없다. 갈 때마다 들른다.');
    expect(t.fix('너뿐 만 아니라 나도. 나 보다 크다. 너 밖에 없어.')).toBe(
      '너뿐만 아니라 나도. 나보다 크다. 너밖에 없어.',
    );
    expect(t.message('지금 까지 뭐 했어?')).toEqual({
      ko: '조사 ‘까지’는 앞말에 붙여 씁니다.',
      en: 'The particle “까지” is attached to the word before it.',
    });
    expect(t.message('나 보다 크다.')).toEqual({
      ko: '조사 ‘보다’는 앞말에 붙여 씁니다.',
      en: 'A particle is attached to the word before it.',
    });
    // 까지다 (get scraped), 밖 the place, 마저 the adverb, 부터 after a lone particle.
    expect(
      t.ids('무릎이 까지는 바람에. 집 밖에 아무도 없다. 너 마저 먹어. 서울 으로 부터 왔다.'),
    ).toEqual([]);
  });
});
