import { beforeAll, describe, expect, it } from 'vitest';
import { type Checker, createCheckerWith } from '../../checker.ts';
import { createEngineChecker } from '../../node/engine-files.ts';
import { type SlipCase, expectSlip } from '../../node/family-checker.ts';

/**
 * Spacing slips of auxiliaries, endings, negation and verbs run together, in the whole engine (moved from src/checker.test.ts): a sentence with the slip (the
 * suggestion and the Korean message of the rule's issue there), another with the English
 * message, and correct sentences close to the slip that the rule must leave alone.
 */
let withDict: Checker;
beforeAll(async () => {
  withDict = await createEngineChecker();
});

const SLIP_CASES: SlipCase[] = [
  {
    rule: 'spacing.deurida',
    ko: [
      '진심으로 감사 드립니다.',
      '감사드립니다',
      '공손한 행위의 뜻을 더하는 접미사 ‘-드리다’는 앞말에 붙여 씁니다(‘감사드리다’).',
    ],
    en: [
      '내일 다시 연락 드리겠습니다.',
      '“-드리다” (a humble act) is a suffix here and is attached: “연락드리다”.',
    ],
    // 드리다 the verb (give) after a thing handed over; 사과 may be an apple.
    negatives: ['편지 드렸어요.', '사과 드릴까요?', '말씀을 드렸다.', '감사드립니다.'],
  },
  {
    rule: 'spacing.hada-verb',
    ko: [
      '친구를 소개 시켜 줄게.',
      '소개시켜',
      '사동의 뜻을 더하는 접미사 ‘-시키다’는 앞말에 붙여 씁니다(‘소개시키다’).',
    ],
    en: [
      '환자를 입원 시켰다.',
      '“-시키다” (to make someone do) is a suffix here and is attached: “입원시키다”.',
    ],
    // 시키다 the verb (order, make do) after a thing or one syllable: 피자하다 is no verb.
    negatives: ['피자 시켜 먹자.', '치킨 시켰어.', '주문 시켰어.', '그건 내가 일 시킨 거야.'],
  },
  {
    rule: 'spacing.l-ending',
    ko: ['많이 만날 수록 좋죠.', '만날수록', '어미 ‘-ㄹ수록’은 앞말에 붙여 씁니다.'],
    en: ['그는 키가 클 뿐더러 힘도 세다.', 'The ending “-ㄹ뿐더러” is attached to the verb.'],
    // 수록 the noun (included) after a noun, and the ending written right.
    negatives: ['이 곡은 앨범 수록 곡이다.', '많이 만날수록 좋죠.', '신곡 수록 앨범이 나왔다.'],
  },
  {
    rule: 'spacing.da-boda',
    ko: ['꾸준히 하다보면 늘어요.', '하다 보면', '‘-다(가) 보다’의 ‘보다’는 앞말과 띄어 씁니다.'],
    en: ['살다보니 그렇더라.', 'In “-다(가) 보다” the verb “보다” is written as a separate word.'],
    // -아/-어 before 보다 may be written together (제47항); 보다 the particle.
    negatives: ['한번 해보면 알아.', '그는 나보다 크다.', '하다 보면 늘어요.'],
  },
  {
    rule: 'spacing.an-verb',
    ko: ['공부를 안하는 애', '안 하는', '부정의 ‘안’은 뒤의 용언과 띄어 씁니다.'],
    en: ['말을 안들어', 'The negative “안” is written apart from the verb after it.'],
    // 안다 (hug), nouns 안전, 안내, 안녕; 안되다 is also one word; the name Anna.
    negatives: [
      '아기를 안고 있다.',
      '안전하게 운전하세요.',
      '안내하는 사람이다.',
      '안녕하세요.',
      '장사가 안된다.',
      '그때 안나가 말했다.',
      '안나는 웃었다.',
    ],
  },
  {
    rule: 'spacing.eodo-doeda',
    ko: [
      '관계를 지속해도되는 사이라면 괜찮아.',
      '지속해도 되는',
      '‘-어도 되다’의 ‘되다’는 앞말과 띄어 씁니다.',
    ],
    en: ['지금 가도돼?', 'In “-어도 되다” the verb “되다” is written as a separate word.'],
    // 그래도 is an adverb; 도 after a noun is the particle (another rule's business).
    negatives: ['먹어도 돼요.', '그래도 돼.', '사람도 된다.'],
  },
  {
    rule: 'spacing.l-manhada',
    ko: [
      '이 영화는 볼만 해요.',
      '볼 만해요',
      '‘만하다’는 한 단어이므로 붙여 쓰고, 앞의 ‘-ㄹ’ 꼴과는 띄어 씁니다.',
    ],
    en: [
      '그럴 만 해요.',
      '“만하다” is one word: write it joined, apart from the “-ㄹ” form before it.',
    ],
    // 만 the particle after a noun (only), 을 the object particle before the numeral 만.
    negatives: [
      '공부만 했다.',
      '소처럼 일만 하고 싶어.',
      '사람들만 할 수 있다.',
      '그 사람을 만 한 번 보았다.',
      '심볼만 해당한다.',
      '가 볼 만하다.',
    ],
  },
  {
    rule: 'spacing.particle-verb',
    ko: ['어제 상처를받아서 힘들었어.', '상처를 받아서', '조사 뒤의 동사나 형용사는 띄어 씁니다.'],
    en: [
      '어떻게 하면좋을까?',
      'A verb or adjective after a connective ending is written as a separate word.',
    ],
    // One word to the dictionary or the model, auxiliaries after -아/-어 (제47항), the
    // genitive before a noun + 하다, and a noun the analysis splits.
    negatives: [
      '집에 찾아와서 고마워.',
      '깊이 파고들어가는 책이다.',
      '당신은 위로받을 자격이 있어요.',
      '이 메서드는 순수 함수다.',
      '집에 들어가서 쉬어.',
      '한번 먹어보고 싶다.',
      'props를 재정의하려면 이렇게 하세요.',
    ],
  },
  {
    rule: 'spacing.particle-verb',
    ko: ['요즘 너무힘들어요.', '너무 힘들어요', '부사와 그 뒤의 동사나 형용사는 띄어 씁니다.'],
    en: [
      '연락 많이하는데 답이 없어.',
      'An adverb and the verb or adjective after it are separate words.',
    ],
    negatives: ['바로가기 버튼을 눌러.', '공부를 잘해요.', '이제서야 알았다.', '수학을 못해요.'],
  },
  {
    rule: 'spacing.particle-verb',
    ko: ['문득 이런생각이 들었다.', '이런 생각이', '관형사와 그 뒤의 명사는 띄어 씁니다.'],
    en: ['다른사람에게 말했다.', 'A determiner and the noun after it are separate words.'],
    // Words the dictionary has whole.
    negatives: ['그때 알았어.', '한번 해 봐.', '새해 복 많이 받으세요.', '첫사랑이 생각났다.'],
  },
  {
    rule: 'spacing.particle-verb',
    ko: ['요즘 신경쓰지 마세요.', '신경 쓰지', '명사와 그 뒤의 동사는 띄어 씁니다.'],
    en: ['어제 영화봤는데 재미없었어.', 'A noun and the verb after it are separate words.'],
    // Nouns + -받다, -당하다, 나다, 바르다 … that the dictionary has as one word.
    negatives: [
      '사랑받는 사람이 되고 싶어.',
      '정말 화났어.',
      '예의바르게 행동해.',
      '맛있는 밥을 먹었다.',
      '사회적 사실에 조건지어지는 것이다.',
      '인형뽑기 하러 가자.',
    ],
  },
  {
    rule: 'spacing.particle-verb',
    // A common noun and a light verb that chat runs together (the model learned them).
    ko: ['요즘 신경쓰는 일이 많아.', '신경 쓰는', '명사와 그 뒤의 동사는 띄어 씁니다.'],
    en: ['오늘 전남친한테 연락왔어.', 'A noun and the verb after it are separate words.'],
    // A noun or name whose last syllable the analysis reads as 사다, 타다, 서다 or 돕다.
    negatives: [
      '이들 아파트를 건설하는 시행사는 분양 수익을 챙긴다.',
      '본사를 둔 베이스타는 주식을 샀다.',
      '학습자의 이해도와 기능이 향상되었다.',
      '이 책은 역사서이고 사회과학서이다.',
    ],
  },
  {
    rule: 'spacing.eoya-hada',
    ko: ['내일 꼭 오셔야해요.', '오셔야 해요', '‘-어야 하다’의 ‘하다’는 앞말과 띄어 씁니다.'],
    en: [
      '서류를 보내주셔야합니다.',
      'In “-어야 하다” the verb “하다” is written as a separate word.',
    ],
    negatives: ['그분도 오셔야 해요.', '어서 오셔요.'],
  },
  {
    rule: 'spacing.hada-verb',
    ko: ['일정이 변경 됐습니다.', '변경됐', '‘변경되다’는 한 단어이므로 붙여 씁니다.'],
    en: ['금일 중으로 처리 하겠습니다.', '“처리하다” is one word and is written without a space.'],
    // A noun of quantity (이상하다 is another word), and 성덕이 되다 (become one).
    negatives: ['더 이상 할 말이 없다.', '한 시간 이상 된다.', '성덕 되고 싶다.'],
  },
  {
    rule: 'spacing.object-verb',
    ko: [
      '첨부한 자료 확인부탁드립니다.',
      '확인 부탁드립니다',
      '‘확인’과 ‘부탁드립니다’는 각각 한 단어이므로 띄어 씁니다.',
    ],
    en: ['시간 되실 때 연락주세요.', '“연락” and “주세요” are separate words.'],
    negatives: ['관심주제에 대한 정보를 모았다.', '그는 힘주어 말했다.'],
  },
  {
    rule: 'spacing.jom',
    ko: ['잠깐 얘기좀 하자.', '얘기 좀', '부사 ‘좀’은 띄어 씁니다.'],
    en: ['이거좀 봐 줘.', 'The adverb “좀” (a little, please) is written as a separate word.'],
    negatives: ['좀처럼 잠이 오지 않는다.'],
  },
  {
    rule: 'spacing.eojida',
    ko: ['지갑에 있던 돈이 없어 졌어.', '없어졌어', '‘-아지다/-어지다’는 앞말에 붙여 씁니다.'],
    en: [
      '날씨가 많이 추워 졌다.',
      '“-아지다/-어지다” is attached to the verb or adjective before it.',
    ],
    negatives: [
      '해 질 녘에 바닷가를 걸었다.',
      '위성이 궤도에 진입하여 지구 주위를 돈다.',
      '오늘까지 밥을 먹어야 한다.',
    ],
  },
  {
    rule: 'spacing.eojida',
    ko: ['그는 고양이를 싫어 했다.', '싫어했다', '‘-아하다/-어하다’는 앞말에 붙여 씁니다.'],
    en: ['그는 많이 어색해 했어.', '“-아하다/-어하다” is attached to the adjective before it.'],
    negatives: ['공부를 해야 해요.'],
  },
  {
    // The analysis reads 하 as the verb here, not the auxiliary.
    rule: 'spacing.eojida',
    ko: ['내가 좋아 하는 사람', '좋아하는', '‘-아하다/-어하다’는 앞말에 붙여 씁니다.'],
    en: ['다들 괴로워 하면서 버텼다.', '“-아하다/-어하다” is attached to the adjective before it.'],
    // After the auxiliary 싶다 and in -려 하다 the norm writes it apart.
    negatives: ['집에 가고 싶어 한다.', '곡을 쓰려 했다고 말했다.', '마음에 들어 하는 눈치다.'],
  },
  {
    rule: 'spacing.l-ji',
    ko: ['어떻게 할 지 모르겠다.', '할지', '어미 ‘-ㄹ지’, ‘-는지’는 앞말에 붙여 씁니다.'],
    en: ['비가 올 지도 몰라.', 'The endings “-ㄹ지” and “-는지” are attached to the verb.'],
    // The dependent noun of time after -ㄴ, and a map.
    negatives: ['우리가 만난 지 3년이 됐다.', '서울 지도를 샀다.', '서울 지도 몰라?'],
  },
];

describe.each(SLIP_CASES)('$rule: $ko.0', (slip) => {
  it('fixes the slip with its message in both languages and leaves close correct text alone', () => {
    expectSlip(withDict, slip);
  });
});

describe('spacing.eoya-hada: 하다 and 되다 after -어야', () => {
  it('names the verb in the message, with the right particle, in both languages', () => {
    const [must] = withDict.check('오늘까지 제출해야합니다.');
    expect(must).toMatchObject({
      ruleId: 'spacing.eoya-hada',
      original: '제출해야합니다',
      suggestions: ['제출해야 합니다'],
    });
    expect(must?.message).toBe('‘-어야 하다’의 ‘하다’는 앞말과 띄어 씁니다.');
    const [become] = withDict.check('내일 다시 가봐야돼요.', { language: 'en' });
    expect(become?.message).toBe('In “-어야 되다” the verb “되다” is written as a separate word.');
  });

  it('needs the analysis: without it a noun and the particle 하고 cannot be told apart', () => {
    expect(
      createCheckerWith(null)
        .check('오늘까지 제출해야합니다.')
        .map((i) => i.ruleId),
    ).not.toContain('spacing.eoya-hada');
  });
});

describe('-게 되다/하다, -고 나다 and -ㄹ 텐데 written together', () => {
  it('spaces them, naming the construction in the message', () => {
    const cases: Array<[string, string, string, string]> = [
      [
        '결국 하게되었다.',
        'spacing.ge-hada',
        '하게 되었다',
        '‘-게 되다’의 ‘되다’는 앞말과 띄어 씁니다.',
      ],
      [
        '오래 기다리게했어.',
        'spacing.ge-hada',
        '기다리게 했어',
        '‘-게 하다’의 ‘하다’는 앞말과 띄어 씁니다.',
      ],
      [
        '책을 읽고나서 잤다.',
        'spacing.go-nada',
        '읽고 나서',
        '‘-고 나다’의 ‘나다’는 앞말과 띄어 씁니다.',
      ],
      [
        '검토후 회신 부탁드립니다.',
        'spacing.noun-hu',
        '검토 후',
        '‘뒤, 다음’을 뜻하는 명사 ‘후’는 띄어 씁니다.',
      ],
      [
        '그거 하지마.',
        'spacing.auxiliary',
        '하지 마',
        '‘-지 말다’ 구성에서 뒤의 용언은 띄어 씁니다.',
      ],
      [
        '출근하기전에 메일을 확인했다.',
        'spacing.noun-jeon',
        '출근하기 전에',
        '‘앞, 이전’을 뜻하는 명사 ‘전’은 띄어 씁니다.',
      ],
      [
        '회의전에 자료를 보내 주세요.',
        'spacing.noun-jeon',
        '회의 전에',
        '‘앞, 이전’을 뜻하는 명사 ‘전’은 띄어 씁니다.',
      ],
      [
        '방학이면 좋을텐데.',
        'spacing.dependent-noun-teo',
        '좋을 텐데',
        '‘예정, 짐작’을 뜻하는 의존 명사 ‘터’(텐데, 테니)는 띄어 씁니다.',
      ],
    ];
    for (const [text, ruleId, fixed, message] of cases) {
      const [issue] = withDict.check(text);
      expect(issue, text).toMatchObject({ ruleId, suggestions: [fixed], message });
    }
  });

  it('spaces 것 and its forms, 대로 and 후 after an adnominal form, naming the noun', () => {
    const [geot] = withDict.check('비가 올거 같아요.');
    expect(geot).toMatchObject({ ruleId: 'spacing.adnominal-noun', suggestions: ['올 거'] });
    expect(geot?.message).toBe('의존 명사 ‘것(거)’은 띄어 씁니다.');
    expect(withDict.check('생각한대로 됐다.')[0]?.message).toBe('의존 명사 ‘대로’는 띄어 씁니다.');
    expect(withDict.check('회의가 끝난후 점심을 먹었다.', { language: 'en' })[0]?.message).toBe(
      'The noun “후” (after) is written as a separate word.',
    );
    const [il] = withDict.check('오늘은 할일이 많다.');
    expect(il).toMatchObject({ ruleId: 'spacing.adnominal-noun', suggestions: ['할 일이'] });
    expect(il?.message).toBe('꾸며 주는 말 뒤의 명사 ‘일’은 띄어 씁니다.');
    expect(il?.reference).toBe('한글 맞춤법 제2항');
    expect(withDict.check('그런 생각을 해본적 없어.')[0]?.message).toBe(
      '의존 명사 ‘적’은 띄어 씁니다.',
    );
    expect(withDict.check('시내에 간김에 들렀다.')[0]?.message).toBe(
      '의존 명사 ‘김’은 띄어 씁니다.',
    );
    expect(withDict.check('앉은채로 잤다.')[0]?.message).toBe('의존 명사 ‘채’는 띄어 씁니다.');
    expect(withDict.check('미친듯이 달렸다.')[0]?.message).toBe('의존 명사 ‘듯이’는 띄어 씁니다.');
    expect(withDict.check('돌아오는길에 빵을 샀다.', { language: 'en' })[0]?.message).toBe(
      'The noun “길” after a modifying form is written as a separate word.',
    );
  });

  it('leaves a noun with the particle 하고, and names or loans with 테 inside', () => {
    for (const text of ['가게하고 집 사이', '몬테네그로에 갔다', '메인테이너들이 모였다'])
      expect(withDict.check(text), text).toEqual([]);
  });
});
