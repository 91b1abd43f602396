import { beforeAll, describe, expect, it } from 'vitest';
import { whitespaceRules } from './whitespace.ts';
import { type FamilyChecker, familyChecker } from './test-checker.ts';

let t: FamilyChecker;
beforeAll(async () => {
  t = await familyChecker(whitespaceRules);
});

describe('whitespace', () => {
  it('keeps one space of two or more between words', () => {
    expect(t.fix('이것은  두 칸입니다. A  B')).toBe('이것은 두 칸입니다. A B');
    expect(t.message('이것은  두 칸')).toEqual({
      ko: '띄어쓰기가 두 번 이상 들어갔습니다.',
      en: 'There is more than one space here.',
    });
    // Spaces after a mark are the punctuation rules' to judge.
    expect(t.ids('끝입니다.   다음')).toEqual([]);
  });

  it('adds the space after a comma or a sentence’s full stop, shown with the next syllable', () => {
    const text = '그는 웃었다.그리고 사과,배,감을 샀다.';
    expect(t.fix(text)).toBe('그는 웃었다. 그리고 사과, 배, 감을 샀다.');
    expect(t.checker.check(text)[0]).toMatchObject({
      original: '.그',
      suggestions: ['. 그'],
      message: '문장 부호 뒤에는 한 칸 띄어 씁니다.',
      reference: '한글 맞춤법 부록 「문장 부호」',
    });
    // A full stop between names, a quotative after the mark, a stop the analysis does not
    // read after a final ending, and a decimal point.
    expect(t.ids('김상묵.박흥식 지음. 확신합니다,라고 말했다. 연락.끝났네 3.14는 수')).toEqual([]);
  });
});
