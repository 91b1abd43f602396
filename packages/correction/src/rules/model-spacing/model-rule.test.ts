import { beforeAll, describe, expect, it } from 'vitest';
import { createEngineChecker } from '../../node/engine-files.ts';
import { applySuggestions, type Checker } from '../../checker.ts';

let checker: Checker;
beforeAll(async () => {
  checker = await createEngineChecker();
});

const fixed = (text: string) => applySuggestions(text, checker.check(text));
const rules = (text: string) => checker.check(text).map((i) => i.ruleId);

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

  it('spaces an adverb written together with its verb where the model is fairly sure', () => {
    expect(fixed('카드가 못찾겠다.')).toBe('카드가 못 찾겠다.');
    expect(fixed('제대로된 독립이 되길 바라요.')).toBe('제대로 된 독립이 되길 바라요.');
    // After the negation 안 the model only has to lean (못 may be a nail: 못박혀 stays).
    expect(fixed('확실하게 안좋은 점이 있다면 말해 줘.')).toBe(
      '확실하게 안 좋은 점이 있다면 말해 줘.',
    );
    expect(rules('나무에 못박혀 죽은 남성')).not.toContain('spacing.model');
    // A word after -기 is a word of its own (가기 싫어).
    expect(fixed('교회 가기싫어')).toBe('교회 가기 싫어');
    // Nominalised with -기 it is a noun to many (바로가기), and a word the dictionary knows
    // (잘했다) is one word.
    for (const text of ['바로가기 버튼을 눌러요.', '정말 잘했다.'])
      expect(rules(text), text).not.toContain('spacing.model');
  });

  it('spaces a dependent noun that only an adnominal form can precede, however the model learned it', () => {
    // Chat runs these together so often that the model gives the space little (할줄 p 0.05).
    expect(fixed('할줄 아는 게 없어')).toBe('할 줄 아는 게 없어');
    expect(fixed('아픈만큼 더 성숙해질 거예요.')).toBe('아픈 만큼 더 성숙해질 거예요.');
    expect(fixed('가끔은 혼자인게 좋다')).toBe('가끔은 혼자인 게 좋다');
    expect(fixed('인연이란게 있을까?')).toBe('인연이란 게 있을까?');
    // A noun of its own (날줄, warp), -는데 the ending, and 듯하다 written together (제47항).
    for (const text of [
      '연구 성과들을 날줄로 삼아 썼다.',
      '요가하는데 아줌마들이 참견해',
      '관계에 진전이 없는 것 같습니다. 밀당인듯합니다.',
    ])
      expect(rules(text), text).not.toContain('spacing.model');
  });

  it('leaves the suffix -드리다 joined when it respaces a sentence, as spacing.deurida asks', () => {
    expect(fixed('내일연락드리겠습니다감사합니다')).toBe('내일 연락드리겠습니다 감사합니다');
    expect(rules('다름이 아니라 연락드렸습니다.')).toEqual([]);
  });

  it('joins a word split by a space where the model is sure and the analysis reads one morpheme', () => {
    expect(fixed('이 일을 하지 않는 것은 잘 못된 판단이다.')).toBe(
      '이 일을 하지 않는 것은 잘못된 판단이다.',
    );
    expect(fixed('그렇게 바란다면 이루어 질 거예요.')).toBe('그렇게 바란다면 이루어질 거예요.');
    expect(fixed('대학 떨어 졌어.')).toBe('대학 떨어졌어.');
  });

  it('joins two pieces the train part writes as one word far more often than the rarer stands alone', () => {
    // A 하다 adjective, the particles 보다 and 에, -ㄴ다는: the model alone is not sure of any
    // of these.
    expect(fixed('출장이 불가능 한 상태다.')).toBe('출장이 불가능한 상태다.');
    expect(fixed('그 어느 때 보다도 많은 기회가 있다.')).toBe('그 어느 때보다도 많은 기회가 있다.');
    expect(fixed('절대 바뀌지 않는 다는 것을 보장합니다.')).toBe(
      '절대 바뀌지 않는다는 것을 보장합니다.',
    );
    expect(fixed('동시 에, 장군은 말했다.')).toBe('동시에, 장군은 말했다.');
    const [issue] = checker.check('출장이 불가능 한 상태다.', { language: 'en' });
    expect(issue).toMatchObject({ ruleId: 'spacing.model', suggestions: ['불가능한'] });
    expect(issue?.message).toBe('A particle, ending or suffix is written apart from its word.');
    // -어 + an auxiliary verb (제47항 allows both) and two nouns (기자회견 is common in the
    // news, but 기자 회견 is right) keep their space; so do the negation adverbs, determiners
    // and numerals (이 메일을 is no 이메일을, 시 한 편 no 한편).
    for (const text of [
      '신경을 덜어 보세요.',
      '기자 회견에서 말했다.',
      '그건 안 돼요.',
      '앱이 번역해 보여 준다.',
      '일회용 컵 보증금',
      '가입 확인을 위해 이 메일을 보내 드립니다.',
      '시 한 편, 노래 한 곡을 골랐다.',
    ])
      expect(rules(text), text).toEqual([]);
  });

  it('joins a common noun split by a space where a piece hardly stands alone', () => {
    const [split] = checker.check('그는 대학 교에 다닌다.', { language: 'en' });
    expect(split).toMatchObject({ ruleId: 'spacing.model', suggestions: ['대학교에'] });
    expect(split?.message).toBe('One word is split by a space.');
    expect(fixed('날 씨가 진짜 덥다')).toBe('날씨가 진짜 덥다');
    expect(fixed('그 사람은 자유 주의자들의 편이다.')).toBe('그 사람은 자유주의자들의 편이다.');
    // A noun the joined text could hide across a word and a short one (요소인 물 is not 인물,
    // 가방 문 not 방문), two common words (해 안에다, 지난 주), and a determiner before a
    // noun (중 단 두 기관: 중단 is a noun too).
    for (const text of [
      '그걸 해 안에다 먹어 버렸다.',
      '지난 주, 변호사들은 말했다.',
      '필수 요소인 물이 있다.',
      '가방 문까지 잠겼다.',
      '아홉 기관 중 단 두 기관만 참여했다.',
    ])
      expect(rules(text), text).toEqual([]);
  });

  it('decides alone where it is all but certain, and says whether a word or a particle is split', () => {
    expect(fixed('생각 보다 잘 버텼어요.')).toBe('생각보다 잘 버텼어요.');
    expect(fixed('아무것도 하기싫어')).toBe('아무것도 하기 싫어');
    expect(fixed('새해 복많이 받으세요.')).toBe('새해 복 많이 받으세요.');
    expect(fixed('인구를 지방으로 분산 시킨다.')).toBe('인구를 지방으로 분산시킨다.');
    const [split] = checker.check('오늘 학 교에서 선생님을 만났다.');
    expect(split?.suggestions[0]).toBe('학교에서');
    expect(split?.message).toBe('한 단어를 띄어 썼습니다.');
    const [particle] = checker.check('오늘 은 일찍 잘게요.');
    expect(particle?.message).toBe('조사나 어미, 접미사는 앞말에 붙여 씁니다.');
  });

  it('joins a Latin word or a number split by a space where the second pass is sure', () => {
    expect(
      checker
        .check('우리 팀은 Reac t로 화면을 만들고 있습니다.')
        .map((i) => [i.ruleId, i.original, i.suggestions[0]]),
    ).toEqual([['spacing.model', 'Reac t로', 'React로']]);
    expect(fixed('회사는 20 01년에 세워졌다.')).toBe('회사는 2001년에 세워졌다.');
    // A version, a list of numbers, an initial, a label and codes stay as they are.
    for (const text of [
      '버전 2 0을 쓰세요.',
      'React Native로 앱을 만듭니다.',
      '점수는 90 85 70이었다.',
      '이 결과는 선행 연구(Kim, J et al, 2019)와 같다.',
      '셔츠에 A B를 새겨 넣었다.',
      '주소의 우편번호는 SU3 8TZ입니다.',
      '저는 iPhone 15를 씁니다.',
    ])
      expect(rules(text), text).toEqual([]);
  });

  it('joins a determiner to the rest of its word where sure, but never a numeral or 할 수', () => {
    expect(fixed('그는 그 것을 몰랐다.')).toBe('그는 그것을 몰랐다.');
    expect(fixed('분쟁으로 수 십 명이 사망했다.')).toBe('분쟁으로 수십 명이 사망했다.');
    for (const text of ['이 책은 재미있다.', '소형 위성 세 기를 발사한다.', '할 수 있다.'])
      expect(rules(text), text).toEqual([]);
  });

  it('attaches a particle to a Latin word and spaces a number after a particle where sure', () => {
    expect(fixed('예를 들어 prop 을 이용할 수 있습니다.')).toBe(
      '예를 들어 prop을 이용할 수 있습니다.',
    );
    expect(fixed('이 제품은 세계 시장의5%를 차지한다.')).toBe(
      '이 제품은 세계 시장의 5%를 차지한다.',
    );
    // A word, not a particle, after a Latin word or a number stays apart.
    for (const text of ['우리는 React 컴포넌트를 만든다.', '모두 3 개를 샀다.'])
      expect(rules(text), text).toEqual([]);
  });

  it('leaves a verb after a noun, a counter after a numeral, a determiner and two nouns as written', () => {
    for (const text of [
      // A verb after a noun whose particle was dropped: not 집사, not 성덕되다 (no such verb).
      '적금 깨고 집 사',
      '꿈에 그리던 성덕 되는 날',
      '소형 위성 세 기를 발사한다.',
      '이 책은 다섯 번째 책이다.',
      '서울고등법원 판사가 말했다.',
      '그로부터 3 년 후에 다시 만났다.',
    ])
      expect(rules(text), text).toEqual([]);
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
