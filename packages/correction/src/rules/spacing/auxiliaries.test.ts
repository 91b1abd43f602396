import { beforeAll, describe, expect, it } from 'vitest';
import { auxiliaryRules } from './auxiliaries.ts';
import { type FamilyChecker, familyChecker } from './test-checker.ts';

let t: FamilyChecker;
beforeAll(async () => {
  t = await familyChecker(auxiliaryRules);
});

describe('predicates after a connective ending', () => {
  it('spaces -고 싶다, -고 있다, -지 않다, -지 못하다 and -지 말다, naming the construction', () => {
    expect(t.fix('나도 가고싶다. 지금 먹고있다.')).toBe('나도 가고 싶다. 지금 먹고 있다.');
    expect(t.fix('그건 하지않았다. 오늘은 가지못했다.')).toBe(
      '그건 하지 않았다. 오늘은 가지 못했다.',
    );
    expect(t.fix('걱정하지마세요. 하지말고 기다려.')).toBe('걱정하지 마세요. 하지 말고 기다려.');
    expect(t.message('그건 하지않았다.')).toEqual({
      ko: '‘-지 않다’ 구성에서 뒤의 용언은 띄어 씁니다.',
      en: 'In the “-지 + verb” construction the second verb is written separately.',
    });
    expect(t.message('오늘은 가지못했다.').ko).toBe(
      '‘-지 못하다’ 구성에서 뒤의 용언은 띄어 씁니다.',
    );
    expect(t.message('걱정하지마세요.').ko).toBe('‘-지 말다’ 구성에서 뒤의 용언은 띄어 씁니다.');
    // A song title read as a name, and 마지않다, one word.
    expect(t.ids('울지마 노래. 감사해 마지않았다.')).toEqual([]);
  });

  it('spaces 하다 and 되다 after -어야, -어도 and -게, naming the verb', () => {
    expect(t.fix('공부를 해야한다.')).toBe('공부를 해야 한다.');
    expect(t.fix('가봐야돼. 가도돼?')).toBe('가봐야 돼. 가도 돼?');
    expect(t.fix('이제 하게되었다. 그를 기다리게했어.')).toBe(
      '이제 하게 되었다. 그를 기다리게 했어.',
    );
    expect(t.message('가봐야돼.')).toEqual({
      ko: '‘-어야 되다’의 ‘되다’는 앞말과 띄어 씁니다.',
      en: 'In “-어야 되다” the verb “되다” is written as a separate word.',
    });
    expect(t.message('지속해도되는 일').ko).toBe('‘-어도 되다’의 ‘되다’는 앞말과 띄어 씁니다.');
    expect(t.message('그를 기다리게했어.')).toEqual({
      ko: '‘-게 하다’의 ‘하다’는 앞말과 띄어 씁니다.',
      en: 'In “-게 하다” the verb “하다” is written as a separate word.',
    });
    // A noun and the particle 하고, the copula's 이야, the adverb 그래도, the noun 가게.
    expect(t.ids('분야하고 관계없다. 옷이야 좋지. 그래도 돼. 가게하고 식당')).toEqual([]);
  });

  it('spaces 보다 after -나, -ㄴ가 and -다, and 나다 after -고', () => {
    expect(t.fix('바쁜가봐요. 비가 왔나봐.')).toBe('바쁜가 봐요. 비가 왔나 봐.');
    expect(t.fix('사람인가봐요.')).toBe('사람인가 봐요.');
    expect(t.fix('책을 읽고나서 잤다. 헤어지고나면 슬프다.')).toBe(
      '책을 읽고 나서 잤다. 헤어지고 나면 슬프다.',
    );
    expect(t.fix('하다보면 늘어. 살다보니 알게 됐다.')).toBe(
      '하다 보면 늘어. 살다 보니 알게 됐다.',
    );
    expect(t.message('바쁜가봐요.')).toEqual({
      ko: '‘-ㄴ가 보다’의 ‘보다’는 앞말과 띄어 씁니다.',
      en: 'In “-ㄴ가 보다” (it seems) the verb “보다” is written as a separate word.',
    });
    expect(t.message('읽고나서').ko).toBe('‘-고 나다’의 ‘나다’는 앞말과 띄어 씁니다.');
    expect(t.message('하다보면 늘어.').ko).toBe('‘-다(가) 보다’의 ‘보다’는 앞말과 띄어 씁니다.');
    // Where 하다 starts the word after a noun of its own, the finding starts at the ending's
    // last syllable, so spacing.hada-verb may fix the start.
    expect(t.checker.check('너를 사랑 했나봐요.')[0]).toMatchObject({
      original: '나봐요',
      suggestions: ['나 봐요'],
    });
    // 가다 + -아 before 보다 may be written together (제47항).
    expect(t.ids('다가가보니 없었다.')).toEqual([]);
  });
});
