import { describe, expect, it } from 'vitest';
import { applySuggestions, createCheckerWith } from '../../checker.ts';
import { numeralRules } from './counters.ts';

const checker = createCheckerWith(null, { rules: numeralRules });
const fix = (text: string) => applySuggestions(text, checker.check(text));

describe('numerals with counters', () => {
  it('puts native numbers before native counters', () => {
    expect(fix('오후 삼 시에 만나자.')).toBe('오후 세 시에 만나자.');
    expect(fix('벌써 이십오 살이야.')).toBe('벌써 스물다섯 살이야.');
    expect(fix('아침 구 시 반에 도착했다.')).toBe('아침 아홉 시 반에 도착했다.');
    expect(fix('회의가 사 시간 동안 이어졌다.')).toBe('회의가 네 시간 동안 이어졌다.');
    expect(fix('사과 오 개를 샀다.')).toBe('사과 다섯 개를 샀다.');
    expect(fix('강아지 삼 마리가 뛰어논다.')).toBe('강아지 세 마리가 뛰어논다.');
    expect(fix('커피 삼 잔 주세요.')).toBe('커피 세 잔 주세요.');
    expect(fix('십 명이 모였다.')).toBe('열 명이 모였다.');
    expect(fix('언론인 이 명이 숨졌다.')).toBe('언론인 두 명이 숨졌다.');
    expect(fix('오후 이 시에 만나요.')).toBe('오후 두 시에 만나요.');
    expect(fix('청소년 오 명 중 한 명')).toBe('청소년 다섯 명 중 한 명');
    expect(fix('오후 사 시경 도착했다.')).toBe('오후 네 시경 도착했다.');
  });

  it('gives a native numeral its counter form, and counters of order native numbers', () => {
    expect(fix('사과 하나 개만 주세요.')).toBe('사과 한 개만 주세요.');
    expect(fix('둘 사람이 왔다.')).toBe('두 사람이 왔다.');
    expect(fix('셋 번째 줄에 앉았다.')).toBe('세 번째 줄에 앉았다.');
    expect(fix('학생 넷 명이 남았다.')).toBe('학생 네 명이 남았다.');
    expect(fix('이제 스물 살이다.')).toBe('이제 스무 살이다.');
    expect(fix('스물하나 번째 생일')).toBe('스물한 번째 생일');
    expect(fix('이 번째 문제는 쉽다.')).toBe('두 번째 문제는 쉽다.');
    expect(fix('일 번째 시도')).toBe('첫 번째 시도');
    expect(fix('하나 번째 시도')).toBe('첫 번째 시도');
    expect(fix('삼 번째 선수')).toBe('세 번째 선수');
    const [issue] = checker.check('둘 사람이 왔다.');
    expect(issue).toMatchObject({ original: '둘 사람', suggestions: ['두 사람'] });
    expect(issue?.message).toBe('수사 ‘둘’은 단위를 나타내는 말 앞에서 꼴이 바뀝니다: ‘두 사람’.');
    expect(checker.check('하나 개', { language: 'en' })[0]?.message).toBe(
      'Before a counter the numeral “하나” takes its short form: “한 개”.',
    );
    // Not before other words, nor where the word is no number.
    expect(
      checker.check('둘 다 좋다. 셋 중 하나 더 골라. 하나 대 둘로 이겼다. 이 번 주에 보자.'),
    ).toEqual([]);
  });

  it('puts Sino-Korean numbers before Sino-Korean counters', () => {
    expect(fix('세 개월 동안 준비했다.')).toBe('삼 개월 동안 준비했다.');
    expect(fix('고기 다섯 인분을 시켰다.')).toBe('고기 오 인분을 시켰다.');
    expect(fix('두 퍼센트가 올랐다.')).toBe('이 퍼센트가 올랐다.');
    expect(fix('열 킬로미터를 달렸다.')).toBe('십 킬로미터를 달렸다.');
    expect(fix('네 개월간 준비했다.')).toBe('사 개월간 준비했다.');
  });

  it('never mixes the two series in one number', () => {
    expect(fix('여섯천 원이에요.')).toBe('육천 원이에요.');
    expect(fix('다섯백 명이 왔다.')).toBe('오백 명이 왔다.');
    expect(fix('이십다섯 살 청년')).toBe('스물다섯 살 청년');
    expect(fix('스물오 살이 되었다.')).toBe('스물다섯 살이 되었다.');
  });

  it('spaces a counter after a number written in Hangul (제43항)', () => {
    const [issue] = checker.check('입장료는 육천원입니다.');
    expect(issue).toMatchObject({
      original: '육천원',
      suggestions: ['육천 원'],
      ruleId: 'spacing.numeral-counter',
      category: 'SPACING',
      reference: '한글 맞춤법 제43항',
    });
    expect(fix('스물다섯살 청년')).toBe('스물다섯 살 청년');
    expect(fix('이십오살 청년')).toBe('스물다섯 살 청년');
    expect(fix('열두개만 주세요.')).toBe('열두 개만 주세요.');
    expect(fix('십만원이 들었다.')).toBe('십만 원이 들었다.');
  });

  it('explains in Korean without template particles, and in English', () => {
    const [ko] = checker.check('오후 삼 시에 만나자.');
    expect(ko?.message).toBe('‘시’ 같은 고유어 단위 명사 앞에는 고유어 수사를 씁니다: ‘세 시’.');
    expect(ko?.category).toBe('GRAMMAR');
    const [en] = checker.check('세 개월', { language: 'en' });
    expect(en?.message).toMatch(/Sino-Korean counters/);
  });

  it('says which series a counter takes, that the series do not mix, or where the space goes', () => {
    const both = (text: string) => [
      checker.check(text)[0],
      checker.check(text, { language: 'en' })[0]?.message,
    ];
    expect(both('세 개월 동안')).toEqual([
      expect.objectContaining({
        ruleId: 'grammar.numeral-counter',
        message: '‘개월’ 같은 한자어 단위 명사 앞에는 한자어 수사를 씁니다: ‘삼 개월’.',
        reference: '표준국어대사전 ‘개월’',
      }),
      'Sino-Korean counters such as “개월” take Sino-Korean numbers: “삼 개월”.',
    ]);
    expect(both('오후 삼 시에')[1]).toBe(
      'Native counters such as “시” take native Korean numbers: “세 시”.',
    );
    expect(both('여섯천 원이에요.')).toEqual([
      expect.objectContaining({
        message: '고유어 수사와 한자어 수사를 한 수에 섞어 쓰지 않습니다: ‘육천’.',
        reference: null,
      }),
      'Native and Sino-Korean numbers are not mixed within one number: “육천”.',
    ]);
    expect(both('입장료는 육천원입니다.')).toEqual([
      expect.objectContaining({
        ruleId: 'spacing.numeral-counter',
        message: '단위를 나타내는 명사는 앞의 수와 띄어 씁니다: ‘육천 원’.',
      }),
      'A counter is written apart from the number: “육천 원”.',
    ]);
    // A joined number in the wrong series: the grammar rule, citing the spacing norm.
    expect(both('이십오살 청년')[0]).toMatchObject({
      ruleId: 'grammar.numeral-counter',
      suggestions: ['스물다섯 살'],
      reference: '한글 맞춤법 제43항',
    });
  });

  it('leaves correct and ambiguous phrases alone', () => {
    for (const text of [
      '오후 세 시에 만나자.',
      '3시에 만나요. 10개를 샀어요. 25살이에요.',
      '두시 삼십분에 출발한다.', // order: joined is allowed (제43항 다만)
      '이 개가 자꾸 짖는다.', // 이 = this
      '이 사람은 누구야?',
      '이 시에 나오는 꽃은 진달래다.', // this poem
      '이 시간이 언제 지나갔는지 모르겠다.', // this time
      '이 잔에 따라 주세요.',
      '일 시 정지 버튼을 눌러요.',
      '일 개 중대가 출동했다.', // formal Sino-Korean counting
      '삼 개 부처가 합의했다.',
      '오 명 의원이 발의했다.',
      '삼시 세끼를 챙겨 먹는다.',
      '삼 시 세끼를 챙겨 먹는다.',
      '아이가 장난감을 사 달라고 졸랐다.',
      '빵을 사 가지고 왔다.',
      '수 십 명이 다쳤다.',
      '이십 개를 주문했다.', // above ten the Sino-Korean reading is common
      '이십사 시간 편의점',
      '백한 명이 참가했다.',
      '열두 개를 샀다.',
      '스물다섯 살이다.',
      '읽을 만한 책이다. 빨 만한 시간이 없다.',
      '만두 가게에 갔다. 이제 둘만 남았다. 하나만 골라. 머릿속에 너만 가득해.',
      '오 분만 기다려 주세요. 삼 년 동안 살았다. 이십오 세 이상.',
      '한천으로 만든 젤리',
      '오열했다.',
      '궁금하면 오백 원',
    ])
      expect(checker.check(text), text).toEqual([]);
  });
});
