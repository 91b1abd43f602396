import { beforeAll, describe, it } from 'vitest';
import type { Checker } from '../../checker.ts';
import {
  expectIssue,
  expectPairs,
  expectSilent,
  familyChecker,
} from '../../node/family-checker.ts';
import { contextWordsRule } from './rule.ts';
import { CONTEXT_RULE_ID } from './shared.ts';

// The whole rule runs: each family is reached through its trigger, as in the engine.
let checker: Checker;
beforeAll(async () => {
  checker = await familyChecker([contextWordsRule], { dictionary: false });
});

describe('-든지 / -던지', () => {
  it('recalls with -던지 and chooses with -든지', () => {
    expectPairs(checker, CONTEXT_RULE_ID, [
      ['얼마나 춥든지 손이 꽁꽁 얼었다.', '얼마나 춥던지 손이 꽁꽁 얼었다.'],
      ['어찌나 웃기든지 배가 아팠다.', '어찌나 웃기던지 배가 아팠다.'],
      ['무엇을 하던지 간에 열심히 해라.', '무엇을 하든지 간에 열심히 해라.'],
      ['비가 오던지 상관없이 간다.', '비가 오든지 상관없이 간다.'],
      ['결과가 어떻던지 우리가 책임질 거야.', '결과가 어떻든지 우리가 책임질 거야.'],
    ]);
  });
  it('keeps recollection and choice where they are meant', () => {
    expectSilent(checker, CONTEXT_RULE_ID, [
      '얼마나 힘들든지 포기하지 마라.',
      '얼마나 많든지 상관없다.',
      '그때 왜 그랬던지 모르겠다.',
      '어디서 봤던지 기억이 안 난다.',
      '사과든지 배든지 아무거나 주세요.',
      '그 맛이 어떻던지 아직도 생각난다.',
    ]);
  });
});

describe('the messages of -든지 and -던지', () => {
  it('say what each ending means, in Korean and English', () => {
    expectIssue(checker, '얼마나 춥든지 손이 얼었다.', {
      rule: CONTEXT_RULE_ID,
      original: '든',
      fix: '던',
      ko: '지난 일을 떠올리며 말할 때는 ‘-던지’를 씁니다(얼마나 춥던지 손이 얼었다). ‘-든지’는 선택을 나타냅니다.',
      en: 'Use “-던지” when recalling the past (얼마나 춥던지 손이 얼었다); “-든지” marks a choice.',
      reference: '한글 맞춤법 제56항',
    });
    expectIssue(checker, '뭘 하던지 간에 열심히 해.', {
      rule: CONTEXT_RULE_ID,
      fix: '든',
      ko: '선택하거나 어느 것이든 상관없음을 나타낼 때는 ‘-든지’를 씁니다. ‘-던지’는 지난 일을 나타냅니다.',
      en: 'Use “-든지” for a choice or “whichever”; “-던지” refers to the past.',
    });
  });
});
