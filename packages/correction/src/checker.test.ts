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
  ])(
    'is checked whole, with well-formed issues: %s (its time: npm run bench:correction)',
    (_name, text) => {
      const result = withDict.run(text); // no time budget: the whole text
      expect(result.partial).toBe(false);
      expectWellFormed(text, result.issues);
    },
  );
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
    // The card names what else changes, not only the spacing (spacing findings are not named).
    expect(out[0]?.message.ko).toBe('함께 고친 곳: ‘몇일’ → ‘며칠’, ‘삼시’ → ‘세 시’.');
    expect(out[0]?.message.en).toBe('Also corrected: ‘몇일’ → ‘며칠’, ‘삼시’ → ‘세 시’.');
  });

  it('says only the spacing when nothing else is folded in', async () => {
    const { absorbInto } = await import('./checker.ts');
    const text = '그는웃었다';
    const message = { ko: '띄어 씁니다.', en: 'Respace.' };
    const whole = {
      offset: 0,
      length: text.length,
      suggestions: ['그는 웃었다'],
      ruleId: 'w',
      category: 'SPACING' as const,
      message,
      reference: null,
      absorbs: true,
    };
    const [out] = absorbInto([whole], text, new Map([['w', 100]]));
    expect(out?.message).toEqual(message);
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
