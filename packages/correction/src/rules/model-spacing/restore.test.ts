import { beforeAll, describe, expect, it } from 'vitest';
import { createEngineChecker } from '../../node/engine-files.ts';
import { applySuggestions, type Checker } from '../../checker.ts';

let checker: Checker;
beforeAll(async () => {
  checker = await createEngineChecker();
});

const fixed = (text: string) => applySuggestions(text, checker.check(text));
const rules = (text: string) => checker.check(text).map((i) => i.ruleId);

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
