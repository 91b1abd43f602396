import { beforeAll, describe, expect, it } from 'vitest';
import type { Checker } from '../../checker.ts';
import { expectIssue, familyChecker, fixAll } from '../../node/family-checker.ts';
import { doeDwaeRules } from './doe-dwae.ts';

let checker: Checker;
beforeAll(async () => {
  checker = await familyChecker(doeDwaeRules, { dictionary: false, models: false });
});

const REFERENCE = '한글 맞춤법 제35항 [붙임 2]';

describe('grammar.doe-dwae', () => {
  it('writes 돼 where -어 follows 되, and 되 before every other ending', () => {
    expect(fixAll(checker, '그렇게 하면 안되요. 일이 다 됬다.')).toBe(
      '그렇게 하면 안돼요. 일이 다 됐다.',
    );
    expect(fixAll(checker, '그건 안 되. 그러면 안되.')).toBe('그건 안 돼. 그러면 안 돼.');
    expect(fixAll(checker, '잘 돼는 일이 잘 돼지 않아')).toBe('잘 되는 일이 잘 되지 않아');
    expect(checker.check('일이 잘 되였다.')[0]?.suggestions).toEqual(['되었', '됐']);
  });

  it('says which contraction is meant, in Korean and English', () => {
    expectIssue(checker, '그렇게 하면 안되요.', {
      rule: 'grammar.doe-dwae',
      original: '되',
      ko: '‘되-’에 ‘-어’가 붙은 ‘되어’는 ‘돼’로 줄여 씁니다. ‘되’만으로는 끝낼 수 없습니다.',
      en: '“되” + “-어” contracts to “돼”; “되” alone cannot take this ending.',
      reference: REFERENCE,
    });
    expectIssue(checker, '일이 다 됬다.', {
      rule: 'grammar.doe-dwae',
      ko: '‘되었-’의 준말은 ‘됐-’입니다.',
      en: 'The contraction of “되었-” is “됐-”.',
    });
    expectIssue(checker, '그건 안 되.', {
      rule: 'grammar.doe-dwae',
      ko: '문장을 끝낼 때는 ‘되어’의 준말 ‘돼’를 씁니다.',
      en: 'At the end of a sentence use “돼” (되 + -어).',
    });
    expectIssue(checker, '그러면 안되.', {
      rule: 'grammar.doe-dwae',
      fix: '안 돼',
      ko: '문장을 끝낼 때는 ‘되어’의 준말 ‘돼’를 쓰고, 부정의 ‘안’은 띄어 씁니다.',
      en: 'End the sentence with “돼” (되 + -어) and write the negative “안” separately.',
    });
    expectIssue(checker, '잘 돼는 일', {
      rule: 'grammar.doe-dwae',
      ko: '‘-는, -고, -면, -세요’ 등은 ‘돼’가 아니라 ‘되’에 붙습니다.',
      en: 'Endings such as “-는, -고, -면, -세요” attach to “되”, not “돼”.',
    });
    expectIssue(checker, '일이 잘 되였다.', {
      rule: 'grammar.doe-dwae',
      ko: '‘되-’에 ‘-었-’이 붙으면 ‘되었-’이나 준말 ‘됐-’으로 적습니다(‘되였-’ ×).',
      en: '“되” + “-었-” is written “되었-” or, contracted, “됐-” (not “되였-”).',
      reference: REFERENCE,
    });
  });

  it('leaves right forms and the pig alone', () => {
    for (const text of [
      '그렇게 하면 돼요.',
      '잘 되는 일',
      '돼지 말고 소고기',
      '안 돼.',
      '되도록 빨리',
    ])
      expect(checker.check(text), text).toEqual([]);
  });
});
