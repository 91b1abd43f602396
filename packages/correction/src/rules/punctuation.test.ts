import { describe, expect, it } from 'vitest';
import { applySuggestions, createCheckerWith } from '../checker.ts';
import { punctuationRules } from './punctuation.ts';
import { spacingParticleRules } from './spacing/particles.ts';
import { whitespaceRules } from './spacing/whitespace.ts';

const checker = createCheckerWith(null, { rules: punctuationRules });
const fix = (text: string) => applySuggestions(text, checker.check(text));
const ids = (text: string) => checker.check(text).map((i) => i.ruleId);
/** The spacing rules these tests meet: particles after a mark, and the space after one. */
const spacingRules = [...spacingParticleRules, ...whitespaceRules];

describe('punctuation anomalies', () => {
  it('keeps one of two different marks', () => {
    expect(fix('좋아요,! 정말?. 그래!, 알았어.')).toBe('좋아요! 정말? 그래! 알았어.');
    expect(fix('헤어져야 할까.?')).toBe('헤어져야 할까?');
    expect(ids('좋아요,!')).toEqual(['punctuation.mixed-marks']);
  });

  it('removes a full stop inside a clause', () => {
    expect(fix('자료를. 보내 주세요.')).toBe('자료를 보내 주세요.');
    expect(fix('친구에게. 편지를 썼다.')).toBe('친구에게 편지를 썼다.');
    expect(fix('선생님께서. 오셨다.')).toBe('선생님께서 오셨다.');
  });

  it('removes a bracket or quotation mark stuck inside a word', () => {
    expect(fix('보고서(를 내일까지 보내 주세요.')).toBe('보고서를 내일까지 보내 주세요.');
    expect(fix('사과)를 두 개 먹었다.')).toBe('사과를 두 개 먹었다.');
    expect(fix('그는"안녕 하고 손을 흔들었다.')).toBe('그는 안녕 하고 손을 흔들었다.');
    // Pairs elsewhere in the paragraph do not hide the one left over.
    expect(fix('욕구(를 채우는 수단(소득)을 본다.')).toBe('욕구를 채우는 수단(소득)을 본다.');
    const [issue] = checker.check('보고서(를 보내 주세요.');
    expect(issue).toMatchObject({ ruleId: 'punctuation.unpaired', original: '(' });
    expect(issue?.reference).toBe('한글 맞춤법 부록 「문장 부호」');
  });

  it('removes spaces just inside brackets', () => {
    expect(fix('( 예시 ) 자료를 참고하세요.')).toBe('(예시) 자료를 참고하세요.');
    // The card shows the bracket with its space, not a bare space.
    expect(checker.check('( 예시 ) 자료').map((i) => [i.original, i.suggestions[0]])).toEqual([
      ['( ', '('],
      [' )', ')'],
    ]);
  });

  it('adds the space missing after a mark, and the card shows where it goes', () => {
    const spacing = createCheckerWith(null, { rules: spacingRules });
    const text = '그는 웃었다.그리고 사과,배,감을 샀다.';
    const issues = spacing.check(text).filter((i) => i.ruleId === 'spacing.after-punctuation');
    expect(applySuggestions(text, issues)).toBe('그는 웃었다. 그리고 사과, 배, 감을 샀다.');
    expect(issues.map((i) => [i.original, i.suggestions[0]])).toEqual([
      ['.그', '. 그'],
      [',배', ', 배'],
      [',감', ', 감'],
    ]);
  });

  it('attaches a particle written apart after a quotation mark or a bracket', () => {
    const spacing = createCheckerWith(null, { rules: spacingRules });
    const fixSpacing = (text: string) => applySuggestions(text, spacing.check(text));
    expect(fixSpacing('브레이빅의 ‘웃음’ 에 대한 불평')).toBe('브레이빅의 ‘웃음’에 대한 불평');
    expect(fixSpacing('예상된다” 고 말했다.')).toBe('예상된다”고 말했다.');
    expect(fixSpacing('미국 국가안보국(NSA) 과 법무부')).toBe('미국 국가안보국(NSA)과 법무부');
    expect(fixSpacing('이름을 "오프스크린" 이라는 말로')).toBe('이름을 "오프스크린"이라는 말로');
    const [issue] = spacing.check('‘웃음’ 에 대한');
    expect(issue).toMatchObject({ original: '’ 에', suggestions: ['’에'] });
    // The message's particle agrees with the particle it names (‘을’은, ‘에’는).
    expect(issue?.message).toBe('조사 ‘에’는 따옴표나 괄호 뒤에도 붙여 씁니다.');
    expect(spacing.check('‘웃음’ 을 참았다')[0]?.message).toBe(
      '조사 ‘을’은 따옴표나 괄호 뒤에도 붙여 씁니다.',
    );
    expect(spacing.check('그는 책 을 읽었다')[0]?.message).toBe('조사 ‘을’은 앞말에 붙여 씁니다.');
    // A determiner or verb after a quotation, an apostrophe, a bracket holding a sentence.
    for (const text of [
      '“사랑” 이 세상을 구한다.',
      'Let’s 를 보자',
      '(조건문 안이 아닙니다.) 는 훅입니다.',
      '‘서울’ 가서 보자',
    ])
      expect(
        spacing.check(text).map((i) => i.ruleId),
        text,
      ).not.toContain('spacing.particle-after-mark');
  });

  it('removes spaces just inside quotation marks of a pair', () => {
    expect(fix('‘ 혁명’이나 ‘계급투쟁 ’ 등의 용어')).toBe('‘혁명’이나 ‘계급투쟁’ 등의 용어');
    expect(fix('그는 “ 좋아요. ”라고 답했다.')).toBe('그는 “좋아요.”라고 답했다.');
    expect(fix('그는 " 안녕하세요 "라고 말했다.')).toBe('그는 "안녕하세요"라고 말했다.');
    expect(ids('그는 ‘역사인식 ’을 공유한다.')).toEqual(['punctuation.quote-space']);
    // The card shows the mark with the space, not a bare space.
    const [issue] = checker.check('그는 ‘ 혁명’을 말했다.');
    expect(issue).toMatchObject({ original: '‘ ', suggestions: ['‘'] });
    // Quotes that do not pair as open and close are left alone: a straight quote closing a
    // curly one, one quotation mark alone, an apostrophe.
    for (const text of [
      '“넌 정말 잘생겼어!" 또는 “넌 정말 예뻐!"와 같은 말',
      '마무리될 것으로 예상된다 "고 말했다.',
      'It’s ‘좋아’ 라고 했다.',
      '그는 " Hello "라고 썼다.',
      // A closing mark typed as an opening one (‘이나) makes the pairs untrustworthy.
      '제15호 ‘볼라벤(BOLAVEN)‘이나 제11호 ’나리(NARI)’와 비슷하다.',
    ])
      expect(ids(text), text).toEqual([]);
  });

  it('leaves quotations, lists, emoticons, numbers, code and URLs alone', () => {
    for (const text of [
      '정말?! 진짜?? 와!!',
      '가을. 하늘이 높다.',
      '모두에게 평화가 있기를. 그리고 건강을.',
      '1) 사과 2) 배 3) 귤',
      '가) 준비물 나) 일정',
      '그는 "안녕"이라고 말했다.',
      '“좋아요”라고 답했다.',
      '예정대로 진행할 것”이라고 밝혔다.', // a quotation begun in an earlier sentence
      '마무리될 것으로 예상된다"고 말했다.',
      '자료(를) 보내 주세요.',
      '웃음 :) 그리고 ^^; 그리고 ㅠ.ㅠ 그리고 (ㅠㅠ',
      '고기를. 잡았다.', // -기를 may end a wish; without the analyser it is left alone
      '(가)와 (나)를 비교하고 (다를 보라.', // after a space it may open a passage
      "It's 3.14, and the price is 1,000원이에요. 키가 5' 정도.",
      '그건 (정말 그런지는 모르겠지만',
      '회의록(첨부 파일 참조)을 확인하세요.',
      '"안녕하세요" 하고 인사했다.',
      '그는 ‘다음에 보자’며 떠났다.',
      '글쎄요... 음… 그래서?',
      '코드는 `f(x` 처럼 쓰고 https://example.com/a(b 를 보세요.',
      '버전 1.2.3을 배포했습니다.',
      '“첫 문단이 여기서 끝나고\n다음 문단에서 인용이 이어진다.”',
    ])
      expect(checker.check(text), text).toEqual([]);
  });
});

describe('punctuation messages', () => {
  it('say what is wrong in Korean and English, citing the appendix on punctuation marks', () => {
    const cases: Array<[string, string, string, string]> = [
      [
        '좋아요,, 그래.',
        'punctuation.doubled',
        '문장 부호가 겹쳐 있습니다. 하나만 씁니다.',
        'The punctuation mark is doubled; use one.',
      ],
      [
        '했다 . 그리고',
        'punctuation.space-before',
        '마침표, 쉼표, 물음표, 느낌표는 앞말에 붙여 씁니다.',
        'Full stops, commas, question and exclamation marks are attached to the preceding word.',
      ],
      [
        '정말,? 좋아요',
        'punctuation.mixed-marks',
        '문장 부호가 겹쳐 있습니다. 뜻에 맞는 부호 하나만 씁니다.',
        'Two different marks in a row; keep the one that is meant.',
      ],
      [
        '( 예시)를 보라',
        'punctuation.bracket-space',
        '괄호 안쪽에는 띄어 쓰지 않습니다.',
        'No space just inside brackets.',
      ],
      [
        '자료를. 보내 주세요',
        'punctuation.stop-inside-clause',
        '문장이 끝나지 않았는데 마침표를 찍었습니다. 마침표를 지웁니다.',
        'A full stop in the middle of a clause; remove it.',
      ],
      [
        '자료(를 보냈다',
        'punctuation.unpaired',
        '짝이 맞지 않는 괄호나 따옴표가 단어 중간에 있습니다.',
        'A bracket or quotation mark without its partner inside a word.',
      ],
      [
        '‘ 혁명’이라는 말',
        'punctuation.quote-space',
        '따옴표 안쪽에는 띄어 쓰지 않습니다.',
        'No space just inside quotation marks.',
      ],
    ];
    for (const [text, ruleId, ko, en] of cases) {
      expect(checker.check(text), text).toMatchObject([
        {
          ruleId,
          category: 'PUNCTUATION',
          message: ko,
          reference: '한글 맞춤법 부록 「문장 부호」',
        },
      ]);
      expect(checker.check(text, { language: 'en' })[0]?.message, text).toBe(en);
    }
  });
});
