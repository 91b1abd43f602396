import { describe, expect, it } from 'vitest';
import { applySuggestions, createCheckerWith } from '../checker.ts';
import { LEXICON_SAMPLE } from '../fixtures/lexicon-sample.ts';
import { parseLexicon } from './lexicon.ts';
import { lexiconMessage, lexiconRule } from './rule.ts';

describe('lexiconMessage', () => {
  it('picks particles by the final sound, never 은(는) or (으)로', () => {
    expect(lexiconMessage('loanword', '메세지', '메시지').ko).toBe(
      '‘메세지’는 외래어 표기법에 맞지 않습니다. ‘메시지’로 적습니다.',
    );
    expect(lexiconMessage('spelling', '설레임', '설렘').ko).toBe(
      '‘설레임’은 잘못된 표기입니다. ‘설렘’으로 적습니다.',
    );
    expect(lexiconMessage('spelling', '할려고', '하려고').ko).toContain('‘하려고’로');
    expect(lexiconMessage('spelling', '치뤘', '치렀').ko).toContain('‘치렀’으로');
    expect(lexiconMessage('spelling', '모밀', '메밀').ko).toContain('‘메밀’로'); // ㄹ takes 로
    expect(lexiconMessage('standard-form', '아지랭이', '아지랑이').ko).toBe(
      '‘아지랭이’는 표준어가 아닙니다. ‘아지랑이’가 표준어입니다.',
    );
    expect(lexiconMessage('saisiot', '장마비', '장맛비').ko).toBe(
      '사이시옷을 넣어 ‘장맛비’로 적습니다.',
    );
    expect(lexiconMessage('saisiot', '인삿말', '인사말').ko).toContain('사이시옷을 넣지 않고');
    for (const kind of [
      'spelling',
      'loanword',
      'i-hi',
      'dueum',
      'ending',
      'pronunciation',
    ] as const) {
      const m = lexiconMessage(kind, '가나', '다라');
      expect(m.ko).not.toMatch(/\(은\)|\(는\)|\(으\)|\(이\)|\(가\)/);
      expect(m.en.length).toBeGreaterThan(10);
    }
  });

  it('says what each kind of entry gets wrong, in Korean and English', () => {
    expect(lexiconMessage('i-hi', '곰곰히', '곰곰이')).toEqual({
      ko: '부사 ‘곰곰이’는 끝음절을 ‘이’로 적습니다(‘곰곰히’는 틀린 표기).',
      en: 'The adverb is spelled “곰곰이”, not “곰곰히” (-이/-히).',
    });
    expect(lexiconMessage('dueum', '합격율', '합격률')).toEqual({
      ko: '‘합격율’은 잘못된 표기입니다. 모음이나 ‘ㄴ’ 받침 뒤에서는 ‘열, 율’로, 그 밖에는 ‘렬, 률’로 적으므로 ‘합격률’로 적습니다.',
      en: '“합격율” is misspelled: 렬/률 become 열/율 after a vowel or ㄴ, so it is “합격률”.',
    });
    expect(lexiconMessage('ending', '할께', '할게')).toEqual({
      ko: '‘할께’는 잘못된 표기입니다. ‘할게’로 적습니다.',
      en: '“할께” is a wrong form of the ending; it is written “할게”.',
    });
    expect(lexiconMessage('pronunciation', '감사함니다', '감사합니다')).toEqual({
      ko: '‘감사함니다’는 소리 나는 대로 적은 것입니다. ‘감사합니다’로 적습니다.',
      en: '“감사함니다” is spelled as it sounds; it is written “감사합니다”.',
    });
    expect(lexiconMessage('saisiot', '장마비', '장맛비').en).toBe(
      'Written with the linking ㅅ (sai-siot): “장맛비”, not “장마비”.',
    );
    expect(lexiconMessage('saisiot', '인삿말', '인사말')).toEqual({
      ko: '‘인삿말’은 사이시옷을 넣지 않고 ‘인사말’로 적습니다.',
      en: 'Written without the linking ㅅ (sai-siot): “인사말”, not “인삿말”.',
    });
    expect(lexiconMessage('standard-form', '아지랭이', '아지랑이').en).toBe(
      '“아지랭이” is not standard Korean; the standard word is “아지랑이”.',
    );
    expect(lexiconMessage('spelling', '설레임', '설렘').en).toBe(
      '“설레임” is misspelled; the standard spelling is “설렘”.',
    );
  });
});

describe('lexiconRule', () => {
  const checker = createCheckerWith(null, { rules: [lexiconRule(parseLexicon(LEXICON_SAMPLE))] });
  const fix = (text: string) => applySuggestions(text, checker.check(text));

  it('matches each kind of entry', () => {
    expect(fix('메세지를 보냈다.')).toBe('메시지를 보냈다.');
    expect(fix('메세지함을 열었다.')).toBe('메시지함을 열었다.'); // stem: anything may follow
    expect(fix('케익도 샀다. 케익입니다.')).toBe('케이크도 샀다. 케이크입니다.');
    expect(fix('첫 출근의 설레임은 잊을 수 없다.')).toBe('첫 출근의 설렘은 잊을 수 없다.');
    expect(fix('소문이 금새 퍼졌다.')).toBe('소문이 금세 퍼졌다.');
    expect(fix('정말 감사함니다!')).toBe('정말 감사합니다!');
    expect(fix('여기 있씀니다.')).toBe('여기 있습니다.');
    expect(fix('그렇지만서도 간다.')).toBe('그렇지만 간다.');
    expect(fix('약속이 파토 났어.')).toBe('약속이 파투 났어.');
    expect(fix('장마비가 내린다.')).toBe('장맛비가 내린다.');
  });

  it('takes the particle along when the fix changes the last sound (케익이 -> 케이크가)', () => {
    expect(fix('케익이 맛있다. 케익을 샀다. 케익으로 만든 빵')).toBe(
      '케이크가 맛있다. 케이크를 샀다. 케이크로 만든 빵',
    );
    const [issue] = checker.check('생일 케익이 맛있다.');
    expect([issue?.offset, issue?.length, issue?.suggestions]).toEqual([3, 3, ['케이크가']]);
    expect(issue?.message).toBe('‘케익’은 외래어 표기법에 맞지 않습니다. ‘케이크’로 적습니다.');
    // The copula and a particle of one form stay as written.
    expect(fix('이건 케익이다. 케익도 샀다.')).toBe('이건 케이크이다. 케이크도 샀다.');
  });

  it('respects contexts and word boundaries', () => {
    expect(fix('오후에 날씨가 개였다.')).toBe('오후에 날씨가 갰다.');
    expect(checker.check('그건 개였다.')).toEqual([]); // 개 (dog) + 였다
    expect(checker.check('금새우를 먹었다.')).toEqual([]); // exact: 금새우 is not 금새
    expect(checker.check('케익스피어')).toEqual([]); // noun: no particle after 케익
    expect(checker.check('씀니다')).toEqual([]); // after-final=ㅆ: nothing before it
    expect(checker.check('알렉산드레 파토가 골을 넣었다.')).toEqual([]);
    expect(checker.check('https://example.com/메세지를')).toEqual([]); // protected
  });

  it('reports the entry reference, both suggestions and the message language', () => {
    const [issue] = checker.check('이제 어떻해?');
    expect(issue).toMatchObject({
      original: '어떻해',
      suggestions: ['어떡해', '어떻게'],
      ruleId: 'spelling.lexicon',
      category: 'SPELLING',
    });
    const [loan] = checker.check('메세지', { language: 'en' });
    expect(loan?.reference).toBe('외래어 표기법');
    expect(loan?.message).toMatch(/loanword orthography/);
  });

  it('prefers the longest entry of a word, then the stricter match', () => {
    const lexicon = parseLexicon(
      [
        'wrong\tright\tkind\tmatch\tcontext\tref\tsource\tnote',
        '메세\t메시\tloanword\tstem\t\t\tx\t',
        '메세지\t메시지\tloanword\tstem\t\t\tx\t',
        '케익\t케이크\tloanword\tstem\t\t\tx\t',
        '케익\t케잌\tloanword\texact\tprev=그\t\tx\t',
      ].join('\n'),
    );
    const own = createCheckerWith(null, { rules: [lexiconRule(lexicon)] });
    expect(own.check('메세지함')[0]?.original).toBe('메세지');
    expect(own.check('그 케익')[0]?.suggestions).toEqual(['케잌']);
    expect(own.check('이 케익')[0]?.suggestions).toEqual(['케이크']);
  });
});
