import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { applySuggestions, type Checker, createCheckerWith } from './checker.ts';
import { parseMarkup } from './evaluation.ts';
import { DEV_GROUPS, DEV_PROSE } from './fixtures/dev-set.ts';
import { createEngineChecker } from './node/engine-files.ts';
import { CATEGORIES, type Issue } from './types.ts';

let withDict: Checker;
const noDict = createCheckerWith(null);

beforeAll(async () => {
  withDict = await createEngineChecker();
});

function fix(checker: Checker, text: string): string {
  return applySuggestions(text, checker.check(text));
}

function expectWellFormed(text: string, issues: Issue[]): void {
  let end = 0;
  for (const issue of issues) {
    expect(issue.offset).toBeGreaterThanOrEqual(end);
    expect(issue.length).toBeGreaterThan(0);
    expect(issue.offset + issue.length).toBeLessThanOrEqual(text.length);
    expect(issue.original).toBe(text.slice(issue.offset, issue.offset + issue.length));
    expect(CATEGORIES).toContain(issue.category);
    expect(issue.message.length).toBeGreaterThan(0);
    for (const s of issue.suggestions) expect(s).not.toBe(issue.original);
    end = issue.offset + issue.length;
  }
}

describe('createChecker', () => {
  it('reports whether a dictionary was loaded and lists its rules', () => {
    expect(withDict.hasDictionary).toBe(true);
    expect(noDict.hasDictionary).toBe(false);
    expect(withDict.ruleIds).toContain('spelling.misspelling');
    expect(withDict.ruleIds).toContain('grammar.particle-agreement');
  });

  it('returns the issue shape of the API', () => {
    const [issue, ...rest] = withDict.check('몇일 동안 비가 왔다.');
    expect(rest).toHaveLength(0);
    expect(issue).toEqual({
      offset: 0,
      length: 2,
      original: '몇일',
      suggestions: ['며칠'],
      category: 'SPELLING',
      ruleId: 'spelling.misspelling',
      message: '‘몇일’은 잘못된 표기입니다. ‘며칠’로 적습니다.',
      reference: '한글 맞춤법 제27항 [붙임 2]',
    });
  });

  it('writes messages in the requested language', () => {
    const ko = withDict.check('내일 갈께요.', { language: 'ko' })[0];
    const en = withDict.check('내일 갈께요.', { language: 'en' })[0];
    expect(ko?.message).toMatch(/예사소리/);
    expect(en?.message).toMatch(/plain consonant/);
    expect(ko?.reference).toBe('한글 맞춤법 제53항');
  });

  it('gives the same answers with word memoisation switched on', async () => {
    const memo = await createEngineChecker(undefined, { memoizeWords: true });
    for (const group of DEV_GROUPS)
      for (const source of group.positives) {
        const { input } = parseMarkup(source, group.category);
        expect(memo.check(input), input).toEqual(withDict.check(input));
        expect(memo.check(input), input).toEqual(withDict.check(input));
      }
  });

  it('returns nothing for empty text', () => {
    expect(withDict.check('')).toEqual([]);
  });
});

describe('offsets are UTF-16 code units', () => {
  it('counts emoji surrogate pairs before and between issues', () => {
    const text = '😀👍🏽 몇일 뒤에 🎉 할수 있어 😊';
    const issues = withDict.check(text);
    expect(issues.map((i) => [i.offset, i.original])).toEqual([
      [text.indexOf('몇일'), '몇일'],
      [text.indexOf('할수'), '할수'],
    ]);
    expect(text.indexOf('몇일')).toBe(7); // 😀 = 2 units, 👍🏽 = 4 units, then a space
    expectWellFormed(text, issues);
    expect(applySuggestions(text, issues)).toBe('😀👍🏽 며칠 뒤에 🎉 할 수 있어 😊');
  });
});

describe('applying every first suggestion', () => {
  it.each([
    ['몇일 동안 비가 와서 할수 없이 집에 있었다 .', '며칠 동안 비가 와서 할 수 없이 집에 있었다.'],
    ['학생으로써 열심이 공부 해야 한다,, 그렇지?', '학생으로서 열심히 공부해야 한다, 그렇지?'],
    ['그렇게 하면 안되요. 내일 갈께요!', '그렇게 하면 안 돼요. 내일 갈게요!'],
    ['일이 잘 안되요. 할 수 밖에 없죠.', '일이 잘 안돼요. 할 수밖에 없죠.'],
    ['사용되어지는 방법을 미리 예약했다.', '사용되는 방법을 예약했다.'],
    ['왠 사람이 먹는것을 보고 있었다.', '웬 사람이 먹는 것을 보고 있었다.'],
    ['회의중에  전화가 와서 받을수가 없었어요', '회의 중에 전화가 와서 받을 수가 없었어요'],
  ])('%s', (input, expected) => {
    const issues = withDict.check(input);
    expectWellFormed(input, issues);
    expect(applySuggestions(input, issues)).toBe(expected);
  });
});

describe('every rule on the development set', () => {
  for (const group of DEV_GROUPS) {
    describe(group.name, () => {
      // Blind batches (measureOnly) are written without looking at the rules: their recall is
      // reported by `npm run eval:correction`, not asserted; their negatives are asserted below.
      if (group.measureOnly !== true) {
        it('corrects the positives', () => {
          for (const source of group.positives) {
            const { input, expected } = parseMarkup(source, group.category);
            expect(fix(withDict, input), input).toBe(expected);
          }
        });
      }
      it('leaves the negatives alone', () => {
        for (const text of group.negatives) expect(withDict.check(text), text).toEqual([]);
      });
    });
  }
});

describe('without a dictionary', () => {
  it('flags nothing in correct text either', () => {
    for (const group of DEV_GROUPS)
      for (const text of group.negatives) expect(noDict.check(text), text).toEqual([]);
    for (const text of DEV_PROSE) expect(noDict.check(text), text).toEqual([]);
  });

  it('still applies the dictionary-free rules', () => {
    expect(fix(noDict, '몇일 뒤에 사람를 만나 학교으로 갈께요.')).toBe(
      '며칠 뒤에 사람을 만나 학교로 갈게요.',
    );
  });

  it('needs the dictionary for ambiguous particle choices', () => {
    expect(noDict.check('친구이 왔다.')).toEqual([]);
    expect(fix(withDict, '친구이 왔다.')).toBe('친구가 왔다.');
  });
});

describe('protected text', () => {
  it.each([
    '링크는 https://example.com/할수있다?q=몇일 입니다',
    '메일은 몇일@example.com 으로 보내 주세요',
    '코드는 `const 몇일 = 1;` 처럼 씁니다',
    '#몇일 태그를 달았다',
  ])('ignores URLs, e-mail addresses, code and tags: %s', (text) => {
    expect(withDict.check(text).filter((i) => i.original.includes('몇일'))).toEqual([]);
  });
});

describe('correct prose', () => {
  it('yields no issue in news, mail and chat text', () => {
    for (const text of DEV_PROSE) expect(withDict.check(text), text).toEqual([]);
  });
});

describe('invariants on arbitrary text', () => {
  const pieces = [
    '몇일',
    '할수',
    ' ',
    '  ',
    '.',
    ',,',
    ' .',
    '되요',
    '갈께',
    '😀',
    '👍🏽',
    'a',
    'URL',
    '사람를',
    '학교',
    '으로',
    '공부',
    ' 했다',
    '안',
    '않',
    '되어지는',
    '왠',
    '\n',
    '것',
    '수',
    '있다',
    '한개',
  ];
  it('issues are sorted, non-overlapping, in bounds and consistent', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 30 }), (parts) => {
        const text = parts.join('');
        const issues = withDict.check(text);
        expectWellFormed(text, issues);
        // Applying the fixes never leaves an issue of the same rule at the same place.
        expect(typeof applySuggestions(text, issues)).toBe('string');
      }),
      { numRuns: 300 },
    );
  });
});

describe('pathological input', () => {
  it.each([
    ['one 10,000-character word', '것'.repeat(10_000)],
    ['no spaces', '가나다라마바사'.repeat(1500)],
    ['only dots', '.'.repeat(10_000)],
    ['an issue every three characters', '가.'.repeat(5000)],
    ['dense errors', '몇일 할수 되요 갈께요,, 사람를 학교으로 공부 했다 . 왠 '.repeat(300)],
  ])('stays fast: %s', (_name, text) => {
    const t0 = performance.now();
    const issues = withDict.check(text);
    expect(performance.now() - t0).toBeLessThan(500);
    expectWellFormed(text, issues);
  });
});

describe('time budget', () => {
  it('stops at the budget and marks the result partial, keeping only valid issues', () => {
    const text = '몇일 동안 비가 와서 할수 없이 집에 있었다. '.repeat(400);
    const full = withDict.run(text);
    expect(full.partial).toBe(false);
    const cut = withDict.run(text, { budgetMs: 0 });
    expect(cut.partial).toBe(true);
    expect(cut.issues.length).toBeLessThan(full.issues.length);
    expectWellFormed(text, cut.issues);
  });

  it('marks text beyond the longest checked length as partial', () => {
    expect(noDict.run('가'.repeat(100_001)).partial).toBe(true);
    expect(noDict.run('가'.repeat(100)).partial).toBe(false);
  });
});

describe('whole-sentence respacing absorbs the word-level fixes inside it', () => {
  it('does not double a space that the fix inside brings along (않맞아 -> 안 맞아)', () => {
    const [issue] = withDict.check('않맞아');
    expect(issue?.suggestions[0]).toBe('안 맞아');
  });

  it('folds a contained fix into the respaced sentence and drops contained spacing findings', async () => {
    const { absorbInto } = await import('./checker.ts');
    const text = '몇일뒤에삼시에봐요';
    const message = { ko: '', en: '' };
    const base = { category: 'SPELLING' as const, message, reference: null };
    const findings = [
      {
        ...base,
        offset: 0,
        length: text.length,
        suggestions: ['몇일 뒤에 삼시에 봐요'],
        ruleId: 'w',
        category: 'SPACING' as const,
        absorbs: true,
      },
      { ...base, offset: 0, length: 2, suggestions: ['며칠'], ruleId: 'a' },
      {
        ...base,
        offset: 4,
        length: 2,
        suggestions: ['세 시'],
        ruleId: 'b',
        category: 'GRAMMAR' as const,
      },
      {
        ...base,
        offset: 2,
        length: 2,
        suggestions: ['뒤 에'],
        ruleId: 'c',
        category: 'SPACING' as const,
      },
    ];
    const out = absorbInto(findings, text, new Map([['w', 100]]));
    expect(out).toHaveLength(1);
    expect(out[0]?.suggestions[0]).toBe('며칠 뒤에 세 시에 봐요');
  });

  it('keeps a space another rule adds after a punctuation mark inside it', async () => {
    const { absorbInto } = await import('./checker.ts');
    const text = '그는 웃었다.그리고 책 을 봤다.';
    const message = { ko: '', en: '' };
    const findings = [
      {
        offset: 0,
        length: text.length,
        suggestions: ['그는 웃었다.그리고 책을 봤다.'],
        ruleId: 'w',
        category: 'SPACING' as const,
        message,
        reference: null,
        absorbs: true,
      },
      {
        offset: 6,
        length: 2,
        suggestions: ['. 그'],
        ruleId: 'p',
        category: 'SPACING' as const,
        message,
        reference: null,
      },
    ];
    const out = absorbInto(findings, text, new Map([['w', 100]]));
    expect(out).toHaveLength(1);
    expect(out[0]?.suggestions[0]).toBe('그는 웃었다. 그리고 책을 봤다.');
  });

  it('drops a fix read from a piece the respacing joins (않 in "않 으면서" is no 안)', () => {
    const text = '결 국 그는 자신의소명을 저버리지 않 으면서 말했다.';
    const out = fix(withDict, text);
    expect(out).toContain('저버리지 않으면서');
    expect(out).not.toContain('안으면서');
  });

  it('keeps a numeral fix when the sentence is respaced (the checker end to end)', () => {
    const text = '회의는 삼 시에 시작 합니다 그리고 저녁 은 여섯시에 먹어요';
    const out = fix(withDict, text);
    expect(out).toContain('세 시에');
    expect(out).toContain('저녁은');
  });
});

/**
 * Rules that fix one slip each: a sentence with the slip (the suggestion and the Korean message
 * of the rule's issue there), another with the English message, and correct sentences close to
 * the slip that the rule must leave alone.
 */
const SLIP_CASES: Array<{
  rule: string;
  ko: [text: string, suggestion: string, message: string];
  en: [text: string, message: string];
  negatives: string[];
}> = [
  {
    rule: 'spacing.na-boda',
    ko: ['바빠서 못 왔나봐요.', '왔나 봐요', '‘-나 보다’의 ‘보다’는 앞말과 띄어 씁니다.'],
    en: [
      '요즘 바쁜가봐요.',
      'In “-ㄴ가 보다” (it seems) the verb “보다” is written as a separate word.',
    ],
    // -아/-어 before 보다 may be written together (제47항); 보다 the particle after a noun.
    negatives: [
      '한번 해봐요.',
      '바쁜가 봐요.',
      '나보다 키가 크다.',
      '누가봐도 좋다.',
      // 가다 + -아 before 보다 (try): 제47항 lets it join.
      '그 사람에게 다가가보세요.',
      '밖에 나가봐요.',
    ],
  },
  {
    rule: 'spacing.ssik',
    ko: [
      '한 개 씩 가져가세요.',
      '개씩',
      '‘각각 같은 수량으로’를 뜻하는 접미사 ‘-씩’은 앞말에 붙여 씁니다.',
    ],
    en: [
      '약은 하루에 두 번 씩 드세요.',
      'The suffix “-씩” (each, at a time) is attached to the amount before it.',
    ],
    // The adverb 씩 (a grin), after a name or before 웃다.
    negatives: [
      '그는 씩 웃었다.',
      '마티는 씩 웃으며 말했다.',
      '그가 씩 하고 웃는다.',
      '한 개씩 가져가세요.',
    ],
  },
  {
    rule: 'grammar.an-anh',
    ko: [
      '오늘은 기분이 않좋아.',
      '안 좋아',
      '용언 앞에서 부정을 나타내는 부사는 ‘안’이며 띄어 씁니다.',
    ],
    en: ['그러면 않돼.', 'The negative adverb before a verb is “안”, written as a separate word.'],
    // Mistyped forms of 않다 are the spelling rules' (않겠다고, 않을, 않았다), as is a start
    // that reads as no verb.
    negatives: [
      '협조하지 않겧다고 밝혔다.',
      '그는 않겧다고 했다.',
      '생각해 보지 않얠 수 없다.',
      '너 그거 않얠 거야?',
      '언급하지 않있다.',
      '가지고 있지 않근 양파와 같다.',
      '새롭지 않되, 새로운 소설이다.',
    ],
  },
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
    rule: 'grammar.word-choice',
    ko: [
      '그리고 나서 잠이 들었다.',
      '그러고 나서',
      '‘그리고’는 접속 부사여서 뒤에 ‘나서’가 올 수 없습니다. 동사 ‘그러다’를 써서 ‘그러고 나서’로 씁니다.',
    ],
    en: [
      '그는 눈에 띠게 달라졌다.',
      '“Catch the eye” is 눈에 띄다 (short for 뜨이다); 띠다 means to bear a colour or a quality.',
    ],
    // 그리고 alone, 띠 the belt, 빌다 with its own object (pray, beg).
    negatives: ['그리고 나는 잠이 들었다.', '허리에 띠를 둘렀다.', '용서를 빌어 보았다.'],
  },
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
    rule: 'spacing.eoya-hada',
    ko: ['내일 꼭 오셔야해요.', '오셔야 해요', '‘-어야 하다’의 ‘하다’는 앞말과 띄어 씁니다.'],
    en: [
      '서류를 보내주셔야합니다.',
      'In “-어야 하다” the verb “하다” is written as a separate word.',
    ],
    negatives: ['그분도 오셔야 해요.', '어서 오셔요.'],
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
    rule: 'grammar.ieyo',
    ko: ['그게 뭐에요?', '예요', '받침 없는 말 뒤에서는 ‘예요’로 적습니다(‘에요’ ×).'],
    en: ['저에요.', 'After a vowel write “예요” (short for 이에요), not “에요”.'],
    // 학교에 + 요 (to school).
    negatives: ['어디 가요? 학교에요.'],
  },
  {
    rule: 'spacing.particle-join',
    ko: ['동생이 나 보다 키가 크다.', '나보다', '조사 ‘보다’는 앞말에 붙여 씁니다.'],
    en: ['나한테는 너 밖에 없어.', 'A particle is attached to the word before it.'],
    // 밖 the place, and 마저 the adverb (eat the rest).
    negatives: ['집 밖에 아무도 없다.', '남은 밥은 너 마저 먹어.'],
  },
  {
    rule: 'spacing.jom',
    ko: ['잠깐 얘기좀 하자.', '얘기 좀', '부사 ‘좀’은 띄어 씁니다.'],
    en: ['이거좀 봐 줘.', 'The adverb “좀” (a little, please) is written as a separate word.'],
    negatives: ['좀처럼 잠이 오지 않는다.'],
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
    rule: 'spelling.misspelling',
    ko: ['오늘 못 갈 것 같애.', '같아', '‘같애’는 잘못된 표기입니다. ‘같아’로 적습니다.'],
    en: ['하루하루가 똑같애.', '“똑같애” is misspelled; the standard spelling is “똑같아”.'],
    negatives: ['오늘 못 갈 것 같아.', '하루하루가 똑같아.'],
  },
  {
    rule: 'spelling.misspelling',
    ko: [
      '자료를 가능한 빨리 보내 주세요.',
      '가능한 한 빨리',
      '‘가능한’ 뒤에 ‘한’을 넣어 ‘가능한 한’(가능한 범위 안에서)으로 씁니다.',
    ],
    en: [
      '가능한 많이 알려 주세요.',
      'Write “가능한 한” (as far as possible): “가능한” alone needs the noun “한” after it.',
    ],
    negatives: ['가능한 한 빨리 보내 주세요.', '가능한 방법을 모두 찾아보자.', '친구를 사귀었어.'],
  },
  {
    rule: 'spelling.myeochil',
    ko: ['오늘이 몇 일이야?', '며칠', '‘몇 일’은 잘못된 표기입니다. ‘며칠’로 적습니다.'],
    en: ['몇 일 전에 만났어.', '“몇 일” is misspelled; the standard spelling is “며칠”.'],
    // A few tasks.
    negatives: ['몇 일을 해도 끝이 안 보인다.', '며칠 뒤에 보자.'],
  },
  {
    rule: 'spelling.kkeo',
    ko: ['그건 내 꺼야.', '거', '‘것’을 이르는 ‘거’는 소리 나는 대로 ‘꺼’로 적지 않습니다.'],
    en: ['누구 꺼예요?', '“거” (short for 것) is not written “꺼”, as it sounds.'],
    // 끄다 and 꺼내다.
    negatives: ['불 꺼.', '내 꺼내 줄게.', '제 방 불 좀 꺼 줘.'],
  },
  {
    rule: 'spacing.particle',
    ko: ['저는 이 학교 학생 입니다.', '학생입니다', '서술격 조사 ‘이다’는 앞말에 붙여 씁니다.'],
    en: ['그 사람은 우리 반 반장 이었다.', 'The copula “이다” is attached to the preceding word.'],
    // A lone particle before it is what removed text left behind.
    negatives: ['값이 다릅니다: 은 입니다.', '이 고양이는 귀엽다.'],
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
    rule: 'grammar.guyo',
    ko: ['어제 했구요, 오늘도 해요.', '고', '어미는 ‘-구요’가 아니라 ‘-고요’로 적습니다.'],
    en: ['정말 좋더라구요.', 'The ending is spelled “-고요”, not “-구요”.'],
    // Nouns with 요, and 그렇구요 (perhaps 그렇군요 mistyped).
    negatives: ['그거 누구요?', '새 가구요.', '그렇구요.'],
  },
  {
    rule: 'grammar.l-ryeo',
    ko: [
      '내일부터 공부할려고 해요.',
      '하',
      '어미 ‘-려고’, ‘-려면’ 앞에는 ‘ㄹ’을 덧붙이지 않습니다(할려고 ×, 하려고 ○).',
    ],
    en: [
      '그럴려고 한 건 아니야.',
      'No ㄹ goes before the ending “-려고” / “-려면” (하려고, not 할려고).',
    ],
    negatives: ['케이크를 만들려고 해요.', '친구랑 놀려고 왔다.', '살려고 발버둥쳤다.'],
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
    rule: 'spacing.l-ji',
    ko: ['어떻게 할 지 모르겠다.', '할지', '어미 ‘-ㄹ지’, ‘-는지’는 앞말에 붙여 씁니다.'],
    en: ['비가 올 지도 몰라.', 'The endings “-ㄹ지” and “-는지” are attached to the verb.'],
    // The dependent noun of time after -ㄴ, and a map.
    negatives: ['우리가 만난 지 3년이 됐다.', '서울 지도를 샀다.', '서울 지도 몰라?'],
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

describe.each(SLIP_CASES)('$rule: $ko.0', ({ rule, ko, en, negatives }) => {
  it('fixes the slip with its message in both languages and leaves close correct text alone', () => {
    const issue = withDict.check(ko[0]).find((i) => i.ruleId === rule);
    expect(issue?.suggestions[0]).toBe(ko[1]);
    expect(issue?.message).toBe(ko[2]);
    const english = withDict.check(en[0], { language: 'en' }).find((i) => i.ruleId === rule);
    expect(english?.message).toBe(en[1]);
    for (const text of negatives)
      expect(
        withDict.check(text).map((i) => i.ruleId),
        text,
      ).not.toContain(rule);
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
    expect(noDict.check('오늘까지 제출해야합니다.').map((i) => i.ruleId)).not.toContain(
      'spacing.eoya-hada',
    );
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
