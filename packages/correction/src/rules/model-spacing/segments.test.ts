import { beforeAll, describe, expect, it } from 'vitest';
import { createEngineChecker } from '../../node/engine-files.ts';
import { applySuggestions, type Checker } from '../../checker.ts';
import { segmentsOf } from './segments.ts';

let checker: Checker;
beforeAll(async () => {
  checker = await createEngineChecker();
});

const fixed = (text: string) => applySuggestions(text, checker.check(text));
const rules = (text: string) => checker.check(text).map((i) => i.ruleId);

describe('segmentsOf', () => {
  it('reads a long run of marks with no space after it as one segment', () => {
    const text = `가나 ${'.'.repeat(50_000)}다라`;
    expect(segmentsOf(text)).toEqual([{ start: 0, end: text.length }]);
    expect(segmentsOf('끝났다... 다음')).toEqual([
      { start: 0, end: 6 },
      { start: 7, end: 9 },
    ]);
  });

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
      // One compound noun, with or without its particle (제49·50항 allow it together).
      '권장사항',
      '측정항목을',
    ])
      expect(rules(text), text).not.toContain('spacing.restore');
  });

  it('respaces nouns run together across a particle (a title, a short question)', () => {
    expect(fixed('만남과이별')).toBe('만남과 이별');
    expect(fixed('국가흥망성쇠의패턴과부활의나침반')).toBe('국가 흥망성쇠의 패턴과 부활의 나침반');
  });
});

describe('spacing.respace: a sentence with several spacing mistakes', () => {
  it('fixes them together, keeping the spaces the model is unsure about', () => {
    expect(fixed('어제 친구 들과 영화를보고 늦게 집에 왔다.')).toBe(
      '어제 친구들과 영화를 보고 늦게 집에 왔다.',
    );
  });

  it('shows one or two words to change as findings of their own, more as one for the sentence', () => {
    const two = '그는 어제 친 구를만나 영화를 보았 다.';
    expect(fixed(two)).toBe('그는 어제 친구를 만나 영화를 보았다.');
    expect(checker.check(two).map((i) => [i.ruleId, i.original])).toEqual([
      ['spacing.respace', '친 구를만나'],
      ['spacing.respace', '보았 다.'],
    ]);
    const many = '오늘은 날씨가 좋아서 공원 에서 산책을하고 커피를마셨다.';
    const issues = checker.check(many);
    expect(issues.map((i) => i.ruleId)).toEqual(['spacing.respace']);
    expect(issues[0]?.original).toBe(many);
    expect(fixed(many)).toBe('오늘은 날씨가 좋아서 공원에서 산책을 하고 커피를 마셨다.');
  });

  it('keeps a space before a word that stands on its own and between nouns it is unsure of', () => {
    // Two clear slips make the sentence badly spaced; 이제 and 서울 고등법원 stay as typed.
    expect(fixed('헤어짐 이제 보내주려합니다 서울고등법원 앞에서말이죠.')).not.toContain(
      '헤어짐이제',
    );
    expect(fixed('이번 일로 서울고등법원 판사가 자신의잘못을 인정했다고하니')).toContain(
      '서울고등법원',
    );
  });

  it('reads a sentence with many Latin letters too (a third Hangul is enough)', () => {
    expect(fixed('오늘 은 React Native 로 앱을 만들 었다.')).toBe(
      '오늘은 React Native로 앱을 만들었다.',
    );
  });

  it('never swallows a verb as typed after a noun, even in a badly spaced sentence', () => {
    // 집 사 = buy a house (집을 사다); 성덕 되고 = 성덕이 되고: the other slips are still fixed.
    expect(fixed('대출 끼고 집 사 버렸는데 요즘 은 집값이 떨어 졌어.')).toBe(
      '대출 끼고 집 사 버렸는데 요즘은 집값이 떨어졌어.',
    );
    expect(fixed('나도 성덕 되고 싶은데 요즘 은 시간이 없 어.')).toBe(
      '나도 성덕 되고 싶은데 요즘은 시간이 없어.',
    );
  });

  it('reads a lone determiner or a piece that reads as a verb as part of a word when badly spaced', () => {
    // 이, 만 alone are determiners and 구하는, 디서 verbs as typed, but the model is sure here.
    expect(fixed('저녁 을 먹고 이 제 집 으로 돌아 가자.')).toBe(
      '저녁을 먹고 이제 집으로 돌아가자.',
    );
    expect(fixed('자연이 만 들어낸 것들 은 아름답 다.')).toBe('자연이 만들어낸 것들은 아름답다.');
    expect(fixed('자기 스스로 연 구하는 것이 가장 많은 지식을 준다.')).toBe(
      '자기 스스로 연구하는 것이 가장 많은 지식을 준다.',
    );
    expect(fixed('어디서 왔는지 모르는 어 디서 왔 지만 반가웠다.')).toBe(
      '어디서 왔는지 모르는 어디서 왔지만 반가웠다.',
    );
  });

  it('respaces a short sentence on fewer doubts than a long one, but never on one alone', () => {
    expect(fixed('나그 대로를 사랑해줄 사람있나')).toBe('나 그대로를 사랑해줄 사람 있나');
    expect(fixed('상메가 제 얘기같아 요')).toBe('상메가 제 얘기 같아요');
    // One doubt, however sure, needs the bar of a long sentence (the verb 사 read as 집사).
    expect(rules('적금 깨고 집 사')).toEqual([]);
  });

  it('respaces a sentence with one clear slip, but keeps a number as the norm allows it', () => {
    expect(fixed('그는 스웨덴 국회의사당앞에서 시위를 했다.')).toBe(
      '그는 스웨덴 국회의사당 앞에서 시위를 했다.',
    );
    // 제9조의2 is a law's article number. 3 년 may stay apart (제43항): alone it is never
    // changed (see below), but a sentence respaced for other slips gets the common 3년.
    expect(fixed('그로부터 3 년 후 법률 제9조의2는 바뀌 었고 사람 들은 기뻐 했다.')).toBe(
      '그로부터 3년 후 법률 제9조의2는 바뀌었고 사람들은 기뻐했다.',
    );
    expect(fixed('그로부터 3 년 후 법률 제9조의2는 바뀌었다.')).toBe(
      '그로부터 3 년 후 법률 제9조의2는 바뀌었다.',
    );
    // A numeral before a counter stays (삼 시, below); before anything else, in a badly
    // spaced sentence, it is a piece of a word.
    expect(fixed('그 사건 은 세 계의 관심 을 끌었 다.')).toBe('그 사건은 세계의 관심을 끌었다.');
    expect(fixed('세계 전체의0.2%에 불과 하다고 발표 했다.')).toBe(
      '세계 전체의 0.2%에 불과하다고 발표했다.',
    );
    // A counter as typed after anything but a numeral is mostly a piece of a word too.
    expect(fixed('저자가 제시한 방 대 한 경험담의 논지는 기업가 정 신의 복원 이다.')).toBe(
      '저자가 제시한 방대한 경험담의 논지는 기업가 정신의 복원이다.',
    );
    expect(fixed('이 책은 소유 권을 보장 받지 못하는 사람들 의 이야기 다.')).toContain(
      '소유권을 보장받지',
    );
  });

  it('joins a Latin word or a number split by a space, but keeps a space after a numeral', () => {
    expect(fixed('그회사는 20 01년에 세워 졌고 지금 은 Reac t로 서비스를 만든 다.')).toBe(
      '그 회사는 2001년에 세워졌고 지금은 React로 서비스를 만든다.',
    );
    // In a badly spaced sentence the model decides gaps without Hangul beside them too: a
    // number split after one digit, a Latin word split anywhere.
    expect(fixed('인구가 3 0%나 줄었 고 마을 은 비었 다.')).toBe(
      '인구가 30%나 줄었고 마을은 비었다.',
    );
    expect(fixed('Sta te를 쓰는 컴포 넌트를 찾아 보세요.')).toContain('State를 쓰는 컴포넌트를');
    // 삼 시 is spaced by 제43항 (and read as 세 시 by the numeral rule).
    expect(fixed('회의는 삼 시에 시작 합니다 그리고 저녁 은 먹어요')).toContain('세 시에');
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

describe('spacing.after-punctuation with the analyser', () => {
  it('spaces a sentence that starts right after a full stop, not a middle dot or a quotation', () => {
    expect(fixed('그는 크게 성장했다.우리는 모두 놀랐다.')).toBe(
      '그는 크게 성장했다. 우리는 모두 놀랐다.',
    );
    for (const text of [
      '김상묵.박흥식(2008)의 연구에서는 다루었다.',
      '그가 허락했다고 확신합니다,라고 그는 말했다.',
    ])
      expect(rules(text), text).not.toContain('spacing.after-punctuation');
  });
});
