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

describe('이따가 / 있다가', () => {
  it('says later with 이따가 and stay-then with 있다가', () => {
    expectPairs(checker, CONTEXT_RULE_ID, [
      ['있다가 봐요.', '이따가 봐요.'],
      ['그럼 있다가 전화할게.', '그럼 이따가 전화할게.'],
      ['조금 이따가 떠났다.', '조금 있다가 떠났다.'],
      ['한참 이따가 돌아왔다.', '한참 있다가 돌아왔다.'],
    ]);
  });
  it('keeps both where they fit', () => {
    expectSilent(checker, CONTEXT_RULE_ID, [
      '집에 있다가 나갔다.',
      '이따가 다시 올게요.',
      '조금 있다가 가자.',
      '이따가 갈 거라고 했다.',
      '있다가 없으니까 허전하다.',
    ]);
  });
});

describe('반드시 / 반듯이', () => {
  it('says certainly with 반드시 and straight with 반듯이', () => {
    expectPairs(checker, CONTEXT_RULE_ID, [
      ['내일은 반듯이 성공할 것이다.', '내일은 반드시 성공할 것이다.'],
      ['약속은 반듯이 지켜야 한다.', '약속은 반드시 지켜야 한다.'],
      ['그는 침대에 반드시 누웠다.', '그는 침대에 반듯이 누웠다.'],
      ['그 값이 반듯이 숫자일 필요는 없다.', '그 값이 반드시 숫자일 필요는 없다.'],
    ]);
  });
  it('keeps 반드시 with an obligation and 반듯이 with posture', () => {
    expectSilent(checker, CONTEXT_RULE_ID, [
      '잘 때는 반드시 누워서 자야 한다.',
      '반듯이 누워 천장을 보았다.',
      '종이를 반듯이 접었다.',
      '자세를 반듯이 해야 한다.',
      '반드시 앉아서 기다리세요.',
      '아이가 반듯이 자랐다.',
    ]);
  });
});

describe('the messages of the adverbs', () => {
  const rule = CONTEXT_RULE_ID;
  it('say what each adverb means, in Korean and English', () => {
    expectIssue(checker, '그럼 있다가 전화할게.', {
      rule,
      fix: '이따가',
      ko: '‘조금 지난 뒤에’라는 뜻일 때는 ‘이따가’로 적습니다. ‘있다가’는 ‘있다’에 ‘-다가’가 붙은 말(집에 있다가)입니다.',
      en: '“이따가” means “later”; “있다가” is “stay (somewhere) and then”.',
      reference: '한글 맞춤법 제57항',
    });
    expectIssue(checker, '조금 이따가 떠났다.', {
      rule,
      fix: '있다가',
      ko: '어떤 상태로 머물다가 다른 일로 넘어간 것이면 ‘있다가’로 적습니다(조금 있다가 떠났다). ‘이따가’는 ‘조금 지난 뒤에’라는 뜻입니다.',
      en: '“있다가” is “stay (a while) and then” (조금 있다가 떠났다); “이따가” means “later” and does not go with the past.',
    });
    expectIssue(checker, '반듯이 성공할 거야.', {
      rule,
      fix: '반드시',
      ko: '‘틀림없이 꼭’이라는 뜻일 때는 ‘반드시’로 적습니다. ‘반듯이’는 ‘반듯하게’(비뚤지 않게)라는 뜻입니다.',
      en: '“반드시” means “certainly, without fail”; “반듯이” means “straight, upright”.',
    });
    expectIssue(checker, '그는 반드시 누웠다.', {
      rule,
      fix: '반듯이',
      ko: '비뚤지 않고 바르게라는 뜻일 때는 ‘반듯이’로 적습니다(반듯이 눕다). ‘반드시’는 ‘틀림없이 꼭’이라는 뜻입니다.',
      en: '“반듯이” means “straight, upright” (반듯이 눕다); “반드시” means “certainly”.',
      reference: '한글 맞춤법 제57항',
    });
  });
});
