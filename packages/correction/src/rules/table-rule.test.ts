import { describe, expect, it } from 'vitest';
import { createCheckerWith } from '../checker.ts';
import { type TableEntry, tableRule } from './table-rule.ts';

const ENTRIES: readonly TableEntry[] = [
  { wrong: '가나', right: '가다', reference: 'norm A' },
  { wrong: '가나다', right: ['라마', '바사'], reference: 'norm B' },
  { wrong: '하하', right: '호호', reference: null, whole: true },
  { wrong: '읍니다', right: '습니다', reference: 'norm C', inside: true },
  { wrong: '특별', right: '특수', reference: null, message: { ko: '특별한 말', en: 'special' } },
];

// Any registered id serves: the table rule takes its category from the registry.
const rule = tableRule('spelling.misspelling', ENTRIES, (original, suggestion) => ({
  ko: `${original} -> ${suggestion}`,
  en: `${original} => ${suggestion}`,
}));
const checker = createCheckerWith(null, { rules: [rule] });
const found = (text: string) => checker.check(text).map((i) => [i.original, i.suggestions]);

describe('tableRule', () => {
  it('matches an entry at the start of a word, the longest first, with anything after it', () => {
    expect(found('가나다라')).toEqual([['가나다', ['라마', '바사']]]);
    expect(found('가나요')).toEqual([['가나', ['가다']]]);
    expect(found('다가나')).toEqual([]);
  });

  it('matches `whole` entries only as a whole word and `inside` entries anywhere', () => {
    expect(found('하하 웃었다')).toEqual([['하하', ['호호']]]);
    expect(found('하하하')).toEqual([]);
    expect(found('했읍니다')).toEqual([['읍니다', ['습니다']]]);
  });

  it("gives each finding its entry's reference and message, or the table's message", () => {
    const [a] = checker.check('가나요');
    expect(a).toMatchObject({ reference: 'norm A', message: '가나 -> 가다', category: 'SPELLING' });
    expect(checker.check('가나요', { language: 'en' })[0]?.message).toBe('가나 => 가다');
    expect(checker.check('하하')[0]?.reference).toBeNull();
    expect(checker.check('특별히')[0]?.message).toBe('특별한 말');
  });

  it('refuses a table that lists a wrong form twice', () => {
    expect(() =>
      tableRule(
        'spelling.misspelling',
        [ENTRIES[0] as TableEntry, ENTRIES[0] as TableEntry],
        () => ({
          ko: '',
          en: '',
        }),
      ),
    ).toThrow(/duplicate entry 가나/);
  });
});
