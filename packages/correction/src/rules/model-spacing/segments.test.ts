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
