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
import { wordChoiceRules } from './word-choice.ts';

let checker: Checker;
let engine: Checker;
beforeAll(async () => {
  checker = await familyChecker(wordChoiceRules);
  engine = await createEngineChecker();
});

describe('word choice', () => {
  it('puts the right word for the meaning', () => {
    expect(fixAll(checker, '방을 깨끗히 치웠다. 솔직이 말하면')).toBe(
      '방을 깨끗이 치웠다. 솔직히 말하면',
    );
    expect(fixAll(checker, '왠일이야? 왠 사람이')).toBe('웬일이야? 웬 사람이');
    expect(fixAll(checker, '자리를 빌어 감사드립니다.')).toBe('자리를 빌려 감사드립니다.');
    expect(fixAll(checker, '애기 좀 하자.')).toBe('얘기 좀 하자.');
    expect(fixAll(checker, '담배를 폈다. 담배 피는 곳')).toBe('담배를 피웠다. 담배 피우는 곳');
    expect(fixAll(checker, '나와 생각이 틀리다. 너랑 틀려.')).toBe(
      '나와 생각이 다르다. 너랑 달라.',
    );
  });

  it('explains each choice in Korean and English, with its reference', () => {
    expectIssue(checker, '방을 깨끗히 치웠다.', {
      rule: 'grammar.i-hi',
      ko: '부사 ‘깨끗이’는 끝음절을 ‘이’로 적습니다(‘깨끗히’ ×).',
      en: 'The adverb is spelled “깨끗이”, not “깨끗히” (-이/-히).',
      reference: '한글 맞춤법 제51항',
    });
    expectIssue(checker, '솔직이 말하면', {
      rule: 'grammar.i-hi',
      ko: '부사 ‘솔직히’는 끝음절을 ‘히’로 적습니다(‘솔직이’ ×).',
      en: 'The adverb is spelled “솔직히”, not “솔직이” (-이/-히).',
    });
    expectIssue(checker, '왠일이야?', {
      rule: 'grammar.wae-wen',
      ko: '‘어찌 된, 어떠한’의 뜻일 때는 ‘웬일’을 씁니다. ‘왠’은 ‘왠지’(왜인지)에만 씁니다.',
      en: 'Use “웬일” (what kind of, what a); “왠” appears only in “왠지” (why).',
      reference: '표준국어대사전 ‘웬일’',
    });
    expectIssue(checker, '자리를 빌어 감사드립니다.', {
      rule: 'grammar.word-choice',
      ko: '‘어떤 기회를 이용하다’의 뜻은 ‘빌리다’로 씁니다. ‘빌다’는 ‘바라거나 청하다’라는 뜻입니다.',
      en: 'To make use of an occasion is 빌리다 (빌려); 빌다 means to pray or beg.',
      reference: '표준국어대사전 ‘빌리다’',
    });
    expectIssue(checker, '애기 좀 하자.', {
      rule: 'grammar.word-choice',
      ko: '‘이야기’의 준말은 ‘얘기’입니다. ‘애기’는 ‘아기’를 이르는 말입니다.',
      en: 'The short form of 이야기 (talk) is 얘기; 애기 means a baby.',
      reference: '표준국어대사전 ‘얘기’',
    });
    expectIssue(checker, '나와 생각이 틀리다.', {
      rule: 'grammar.word-choice',
      ko: '‘같지 않다’는 뜻은 ‘다르다’로 씁니다. ‘틀리다’는 ‘맞지 않다’는 뜻입니다.',
      en: 'For “not the same” use 다르다; 틀리다 means “wrong”.',
      reference: '표준국어대사전 ‘다르다’',
    });
  });

  it('leaves the words where they mean what they say', () => {
    for (const text of [
      '왠지 기분이 좋다.',
      '애기를 안았다.',
      '시험에 나와 틀렸다.',
      '구조와 틀은 같다.',
      '깨끗이 치웠다.',
      '꽃이 피는 봄',
      '담배를 피우지 마세요.',
      '불이 피면 담배 연기가 난다.',
    ])
      expect(checker.check(text), text).toEqual([]);
  });

  const slip: SlipCase = {
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
  };
  it('fixes the slip in the whole engine and leaves close correct text alone', () => {
    expectSlip(engine, slip);
  });
});
