import { beforeAll, describe, expect, it } from 'vitest';
import { createEngineChecker } from '../../../server/correction/engine-files.ts';
import { applySuggestions, type Checker } from '../checker.ts';
import { segmentsOf } from './model-spacing.ts';

let checker: Checker;
beforeAll(async () => {
  checker = await createEngineChecker();
});

const fixed = (text: string) => applySuggestions(text, checker.check(text));
const rules = (text: string) => checker.check(text).map((i) => i.ruleId);

describe('segmentsOf', () => {
  it('splits at line breaks and after sentence marks followed by a space, trimming spaces', () => {
    const text = ' 첫 문장입니다. 둘째 문장!\n셋째 줄 3.14는 수';
    expect(segmentsOf(text).map((s) => text.slice(s.start, s.end))).toEqual([
      '첫 문장입니다.',
      '둘째 문장!',
      '셋째 줄 3.14는 수',
    ]);
  });
});

describe('spacing.restore: text typed without its spaces', () => {
  it('respaces a whole run-together sentence in one suggestion', () => {
    const text = '회의자료를미리보내주시면검토해보겠습니다.';
    const [issue, ...rest] = checker.check(text);
    expect(rest).toEqual([]);
    expect(issue?.ruleId).toBe('spacing.restore');
    expect(issue?.offset).toBe(0);
    expect(fixed(text)).toBe('회의 자료를 미리 보내주시면 검토해 보겠습니다.');
  });

  it('respaces only the run-together sentence of a text', () => {
    const text = '오늘 회의는 세 시에 시작합니다. 회의실은삼층에있습니다.';
    expect(fixed(text)).toBe('오늘 회의는 세 시에 시작합니다. 회의실은 삼층에 있습니다.');
  });

  it('leaves single words, correct short answers, code and Latin text alone', () => {
    for (const text of [
      '감사합니다',
      '뜬금없이',
      '네',
      'console.log(값)',
      'HelloWorldApp',
      '2024년',
    ])
      expect(rules(text), text).not.toContain('spacing.restore');
  });
});

describe('spacing.respace: a sentence with several spacing mistakes', () => {
  it('fixes them together, keeping the spaces the model is unsure about', () => {
    expect(fixed('어제 친구 들과 영화를보고 늦게 집에 왔다.')).toBe(
      '어제 친구들과 영화를 보고 늦게 집에 왔다.',
    );
  });
});

describe('spacing.model: one missing or extra space where model and analysis agree', () => {
  it.each([
    ['그 사람은 나 조차 모르게 떠났다.', '그 사람은 나조차 모르게 떠났다.'],
    ['서울 부터 부산까지 기차로 갔다.', '서울부터 부산까지 기차로 갔다.'],
    ['회의에서 결정한대로 진행하겠습니다.', '회의에서 결정한 대로 진행하겠습니다.'],
    ['비가 금방 그칠줄 알았다.', '비가 금방 그칠 줄 알았다.'],
    ['오늘 은 일찍 잘게요.', '오늘은 일찍 잘게요.'],
  ])('%s', (input, expected) => {
    expect(fixed(input)).toBe(expected);
  });

  it('joins a word split by a space where the model is sure and the analysis reads one morpheme', () => {
    expect(fixed('이 일을 하지 않는 것은 잘 못된 판단이다.')).toBe(
      '이 일을 하지 않는 것은 잘못된 판단이다.',
    );
    expect(fixed('그렇게 바란다면 이루어 질 거예요.')).toBe('그렇게 바란다면 이루어질 거예요.');
    expect(fixed('대학 떨어 졌어.')).toBe('대학 떨어졌어.');
  });

  it('does not join two nouns or an auxiliary written apart', () => {
    for (const text of [
      '가방 문까지 잠겼다.',
      '해 안에다 먹어 버렸다.',
      '밥 사 줄 친구를 찾아 보세요.',
      '창문에 가져다 댔다.',
    ])
      expect(fixed(text), text).toBe(text);
  });

  it('allows what 제47항 allows: auxiliaries after -아/-어 and -ㄴ 듯하다 written together', () => {
    for (const text of [
      '일이 바쁜듯하다.',
      '비가 올듯하다.',
      '이 책은 읽을만하다.',
      '불이 꺼져간다.',
      '동생을 도와드렸다.',
      '설정이 켜져있다.',
    ])
      expect(checker.check(text), text).toEqual([]);
  });

  it('keeps the -ㄹ게 and -ㄹ걸 endings and the connective -ㄴ바', () => {
    for (const text of ['내일 다시 연락할게', '진작 말할걸', '검토한바 문제가 없었다.'])
      expect(checker.check(text), text).toEqual([]);
  });

  it('never joins a word that stands on its own to the one before it', () => {
    for (const text of [
      '군대 가도 기다릴게.',
      '기니, 라이베리아 등 에볼라 발병국이 참여했다.',
      '단 두 기관만 참여했다.',
      '연구하기 위해선 이 어류가 가장 쉽다.',
      '그런 사람들 은근 많아요.',
    ])
      expect(rules(text), text).not.toContain('spacing.model');
  });
});

describe('known false-alarm classes stay silent', () => {
  it.each([
    ['a noun that looks like a verb form plus 수', '이 함수는 두 값을 더한다.'],
    ['a correct -돼 form', '설정이 적용돼 있다.'],
    ['a correct -려야 form', '그렇게 하려야 할 수가 없었다.'],
    ['loanwords', '넷플릭스에서 스트리밍 서비스를 시작했다.'],
    ['a name ending like a particle', '케네디 대통령이 메이 장군과 만났다.'],
    ['a place name hunspell lacks', '그는 인디애나 주 출신이다.'],
    ['a noun hunspell lacks', '코로나로 비대면 거래가 늘었다.'],
    ['a noun that ends like a particle', '전문 상담가와 이야기했다.'],
  ])('%s', (_, text) => {
    expect(checker.check(text)).toEqual([]);
  });

  it('reads -ㄴ데 before 대해 as the dependent noun, not hearsay', () => {
    const out = fixed('북한이 먼저 공격했다고 주장한데 대해 반박했다.');
    expect(out).not.toContain('주장한대');
  });
});
