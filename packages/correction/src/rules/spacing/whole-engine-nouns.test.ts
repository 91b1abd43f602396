import { beforeAll, describe, it } from 'vitest';
import type { Checker } from '../../checker.ts';
import { createEngineChecker } from '../../node/engine-files.ts';
import { type SlipCase, expectSlip } from '../../node/family-checker.ts';

/**
 * Spacing slips of dependent nouns, nouns of time, particles, counters and compounds, in the whole engine (moved from src/checker.test.ts): a sentence with the slip (the
 * suggestion and the Korean message of the rule's issue there), another with the English
 * message, and correct sentences close to the slip that the rule must leave alone.
 */
let withDict: Checker;
beforeAll(async () => {
  withDict = await createEngineChecker();
});

const SLIP_CASES: SlipCase[] = [
  {
    rule: 'spacing.particle-join',
    ko: ['지금 까지 뭐 했어?', '지금까지', '조사 ‘까지’는 앞말에 붙여 씁니다.'],
    en: ['여기서 부터 시작하자.', 'The particle “부터” is attached to the word before it.'],
    // 까지다 (get scraped) after a subject; text removed before a lone particle.
    negatives: [
      '무릎이 까지는 바람에 울었다.',
      '살이 까지고 피가 났다.',
      '허용오차가 에서 까지 줄었다.',
    ],
  },
  {
    rule: 'spacing.su-itda',
    ko: [
      '같은 여자를 좋아할 수도있는 거예요.',
      '수도 있',
      '‘있다/없다’는 앞의 ‘수’와 띄어 씁니다.',
    ],
    en: ['그럴 수는없어.', '“있다/없다” after “수” is written as a separate word.'],
    negatives: ['수없이 많은 별이 있다.', '이 수도있는 집이다.', '할 수도 있다.'],
  },
  {
    rule: 'spacing.two-words',
    ko: ['지금 몇시야?', '몇 시', '‘몇 시’는 두 단어이므로 띄어 씁니다(‘몇시’ ×).'],
    en: ['그 영화를 두번 봤다.', '“두 번” is two words and is written with a space.'],
    // 한번 (once, try) and 지난번 are one word; 몇시간 is left to the counter rules.
    negatives: ['한번 해 봐.', '지난번에 만났다.', '하루 종일 비가 왔다.', '두 번째 시도다.'],
  },
  {
    rule: 'spacing.particle-join',
    ko: ['너 뿐만 아니라 나도 그래.', '너뿐만', '조사 ‘뿐’은 앞말에 붙여 씁니다.'],
    en: ['나 뿐이야.', 'A particle is attached to the word before it.'],
    // After an adnominal form 뿐 is a dependent noun.
    negatives: ['할 뿐만 아니라 잘한다.', '웃을 뿐이다.'],
  },
  {
    rule: 'spacing.dependent-noun-ji',
    ko: [
      '그가 떠난지 삼 년이 되었다.',
      '떠난 지',
      '시간의 경과를 나타내는 의존 명사 ‘지’는 띄어 씁니다.',
    ],
    en: [
      '우리가 만난지 십년이 지났다.',
      'The dependent noun “지” (time since) is written as a separate word.',
    ],
    negatives: ['그가 떠난지 이 책을 읽었다.', '왜 그런지 삼 년을 모르겠다.'],
  },
  {
    rule: 'spacing.dependent-noun-geot',
    ko: ['남자친구한테 질린 거같아', '거 같아', '‘같다’는 앞의 ‘거’와 띄어 씁니다.'],
    en: ['커피에 너무 의존하는 것아닌가요.', '“아니다” after “것” is written as a separate word.'],
    // After a determiner or a noun, 거/것 is no dependent noun after an adnominal form.
    negatives: [
      '그 거같아요.',
      '이 거같은 물건이다.',
      '모두 거같아.',
      '그건 내 것 같아.',
      // 같이 right after a noun is a particle.
      '꿈을 꾸는 것같이 좋아했다.',
    ],
  },
  {
    rule: 'spacing.dependent-noun-geot',
    ko: ['그가 올것같이 느껴졌다.', '올 것같이', '의존 명사 ‘것(거)’은 띄어 씁니다.'],
    en: ['오늘 그가 올것같아요.', 'The dependent noun “것 (거)” is written as a separate word.'],
    negatives: ['그것같이 해 보세요.'],
  },
  {
    rule: 'spacing.adnominal-noun',
    ko: ['말씀하신대로 수정했습니다.', '말씀하신 대로', '의존 명사 ‘대로’는 띄어 씁니다.'],
    en: ['이거 해 본적 있어요?', 'The dependent noun “적” is written as a separate word.'],
    // 본적 (本籍) the noun; the honorific before an ending that is no adnominal form.
    negatives: [
      // Compounds and names after a form (any noun after it is checked since step L).
      '지난여름에 바다에 갔다.',
      '작은아빠가 오셨다.',
      '꿈꾸는교회에 다닌다.',
      '먹을거리가 많다.',
      '존댓말 쓰면 덜 싸운대요.',
      '본적이 어디예요?',
      '본적은 서울입니다.',
      '말씀하신 대로 했어요.',
      '관점이 서로 다르다.',
      '장점이 많다.',
    ],
  },
  {
    rule: 'spacing.adnominal-noun',
    ko: [
      '헤어짐이 힘든이유를 알고 싶다.',
      '힘든 이유를',
      '꾸며 주는 말 뒤의 명사 ‘이유’는 띄어 씁니다.',
    ],
    en: [
      '궁금한사항이 있으면 연락 주세요.',
      'The noun “사항” after a modifying form is written as a separate word.',
    ],
    negatives: [
      '궁금한 사항이 있으면 연락 주세요.',
      '보안관계자가 말했다.',
      '대한항공이 취항했다.',
    ],
  },
  {
    rule: 'spacing.dependent-noun-jung',
    ko: [
      '내일 오전중으로 전달하겠습니다.',
      '오전 중으로',
      '‘가운데, 동안’을 뜻하는 의존 명사 ‘중’은 띄어 씁니다.',
    ],
    en: ['오늘중에 끝낼게요.', 'The dependent noun “중” (during) is written as a separate word.'],
    negatives: ['오늘 중으로 보내 주세요.', '여러 과목 중 하나를 고른다.', '집중으로 해결했다.'],
  },
  {
    rule: 'spacing.dependent-noun-geot',
    ko: ['내 생각에 그건 아닌거같아.', '아닌 거 같아', '의존 명사 ‘것(거)’은 띄어 씁니다.'],
    en: [
      '오늘 보니 그 사람도 멋진거야.',
      'The dependent noun “것 (거)” is written as a separate word.',
    ],
    // 거 starting a noun after -ㄴ/-ㄹ syllables.
    negatives: ['그 근거가 없다.', '선거에서 이긴 거야.', '큰 선거야말로 중요하다.'],
  },
  {
    rule: 'spacing.particle-join',
    ko: ['동생이 나 보다 키가 크다.', '나보다', '조사 ‘보다’는 앞말에 붙여 씁니다.'],
    en: ['나한테는 너 밖에 없어.', 'A particle is attached to the word before it.'],
    // 밖 the place, and 마저 the adverb (eat the rest).
    negatives: ['집 밖에 아무도 없다.', '남은 밥은 너 마저 먹어.'],
  },
  {
    rule: 'spacing.jjae',
    ko: ['헤어진 지 벌써 3개월 째야.', '3개월째야', '접미사 ‘-째’는 앞말에 붙여 씁니다.'],
    en: ['두 번 째 시도', 'The suffix “-째” is attached to the word before it.'],
    negatives: ['배를 째다.'],
  },
  {
    rule: 'spacing.jjeum',
    ko: ['내일 오후 쯤에 갈게.', '오후쯤에', '접미사 ‘-쯤’은 앞말에 붙여 씁니다.'],
    en: ['낮 12시 쯤 만나자.', 'The suffix “-쯤” is attached to the word before it.'],
    negatives: ['내일쯤 갈게.', '쯤 되면 알겠지.'],
  },
  {
    rule: 'spacing.particle',
    ko: ['저는 이 학교 학생 입니다.', '학생입니다', '서술격 조사 ‘이다’는 앞말에 붙여 씁니다.'],
    en: ['그 사람은 우리 반 반장 이었다.', 'The copula “이다” is attached to the preceding word.'],
    // A lone particle before it is what removed text left behind.
    negatives: ['값이 다릅니다: 은 입니다.', '이 고양이는 귀엽다.'],
  },
  {
    rule: 'spacing.two-words',
    ko: [
      '다음주 월요일에 뵙겠습니다.',
      '다음 주',
      '‘다음 주’는 두 단어이므로 띄어 씁니다(‘다음주’ ×).',
    ],
    en: ['공부뿐만아니라 운동도 해.', '“뿐만 아니라” is two words and is written with a space.'],
    negatives: ['지난주에 만났다.', '다음번에 보자.', '이번주간 행사 안내', '몇 시에 만날까?'],
  },
  {
    rule: 'spacing.time-span',
    ko: ['3개월전에 이사했다.', '3개월 전에', '‘앞, 이전’을 뜻하는 명사 ‘전’은 띄어 씁니다.'],
    en: ['잠시후 출발합니다.', 'The noun “후” (after) is written as a separate word.'],
    negatives: ['이전에 본 적이 있다.', '그전에는 몰랐다.'],
  },
  {
    rule: 'spacing.noun-jeon',
    ko: [
      '출근하기전에 메일을 확인했다.',
      '출근하기 전에',
      '‘앞, 이전’을 뜻하는 명사 ‘전’은 띄어 씁니다.',
    ],
    en: ['늦기전에 가자.', 'The noun “전” (before) is written as a separate word.'],
    // Compounds, and 자기 (self) before 전.
    negatives: [
      '결승전에 진출했다.',
      '사진전에 다녀왔다.',
      '이 기전은 복잡하다.',
      '자기전에 대한 이야기다.',
      '출근하기 전에 메일을 확인했다.',
    ],
  },
];

describe.each(SLIP_CASES)('$rule: $ko.0', (slip) => {
  it('fixes the slip with its message in both languages and leaves close correct text alone', () => {
    expectSlip(withDict, slip);
  });
});
