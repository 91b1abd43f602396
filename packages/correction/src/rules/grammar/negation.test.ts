import { beforeAll, describe, expect, it } from 'vitest';
import type { Checker } from '../../checker.ts';
import { createEngineChecker } from '../../node/engine-files.ts';
import {
  type SlipCase,
  expectIssue,
  expectSlip,
  familyChecker,
  fixAll,
} from '../../node/family-checker.ts';
import { negationRules } from './negation.ts';

let checker: Checker;
let engine: Checker;
beforeAll(async () => {
  checker = await familyChecker(negationRules);
  engine = await createEngineChecker();
});

describe('grammar.an-anh', () => {
  it('writes the adverb 안 before a verb and 않다 after -지', () => {
    expect(fixAll(checker, '않 돼.')).toBe('안 돼.');
    expect(fixAll(checker, '오늘은 기분이 않좋아.')).toBe('오늘은 기분이 안 좋아.');
    expect(fixAll(checker, '하지 안아요.')).toBe('하지 않아요.');
  });

  it('names the word the slip stands for, in Korean and English', () => {
    expectIssue(checker, '않 돼.', {
      rule: 'grammar.an-anh',
      ko: '용언 앞에서 부정을 나타내는 부사는 ‘안’(아니)입니다.',
      en: 'The negative adverb before a verb is “안” (short for 아니).',
      reference: '표준국어대사전 ‘안’',
    });
    expectIssue(checker, '하지 안아요.', {
      rule: 'grammar.an-anh',
      ko: '‘-지’ 뒤에 오는 부정 용언은 ‘않다’(아니하다)입니다.',
      en: 'After “-지” the negative verb is “않다” (아니하다).',
      reference: '표준국어대사전 ‘않다’',
    });
  });

  it('leaves forms of 않다 and nouns in -지 alone', () => {
    for (const text of ['먹지 않았다', '바지 안아요', '아버지 안아 드려요', '않겧다고'])
      expect(checker.check(text), text).toEqual([]);
  });

  const slip: SlipCase = {
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
  };
  it('fixes the slip in the whole engine and leaves close correct text alone', () => {
    expectSlip(engine, slip);
  });
});
