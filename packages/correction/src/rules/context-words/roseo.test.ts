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

describe('(으)로서 / (으)로써', () => {
  it('gives capacity to 로서 and means to 로써', () => {
    expectPairs(checker, CONTEXT_RULE_ID, [
      ['관리자로써 책임을 진다.', '관리자로서 책임을 진다.'],
      ['그는 직장인으로써 성실했다.', '그는 직장인으로서 성실했다.'],
      ['현재로써는 알 수 없다.', '현재로서는 알 수 없다.'],
      ['시민으로써의 의무를 다했다.', '시민으로서의 의무를 다했다.'],
      ['갈등을 대화로서 풀었다.', '갈등을 대화로써 풀었다.'],
      ['그는 소유주로써 행동했다.', '그는 소유주로서 행동했다.'],
      ['이 동전은 화폐로써 기능하지 못한다.', '이 동전은 화폐로서 기능하지 못한다.'],
      ['모두가 노력함으로서 목표를 이루었다.', '모두가 노력함으로써 목표를 이루었다.'],
      ['서로 도와 둠으로서 시간을 아꼈다.', '서로 도와 둠으로써 시간을 아꼈다.'],
    ]);
  });
  it('keeps both where the noun allows them', () => {
    expectSilent(checker, CONTEXT_RULE_ID, [
      '대화로서의 소설을 읽었다.',
      '이로써 회의를 마칩니다.',
      '하나의 방법으로서 제안한다.',
      '쌀로써 떡을 만든다.',
      '그 일은 법으로써 금지되어 있다.',
      '교사로서 최선을 다했다.',
      '폭력을 쓰는 것으로써 문제를 해결할 수 없다.',
      '이 문제는 해결해야 할 것으로서 남아 있다.',
    ]);
  });
});

describe('the messages of (으)로서 and (으)로써', () => {
  it('name the noun before the particle, in Korean and English', () => {
    expectIssue(checker, '사람으로써 할 일', {
      rule: CONTEXT_RULE_ID,
      fix: '서',
      ko: '‘사람’처럼 지위나 신분, 자격을 나타낼 때는 ‘(으)로서’를 씁니다. ‘(으)로써’는 수단이나 도구를 나타냅니다.',
      en: '“사람” is a role or capacity here: use “(으)로서”; “(으)로써” means “by means of”.',
      reference: '한글 맞춤법 제57항',
    });
    expectIssue(checker, '대화로서 해결했다.', {
      rule: CONTEXT_RULE_ID,
      fix: '써',
      ko: '‘대화’처럼 수단이나 방법을 나타낼 때는 ‘(으)로써’를 씁니다. ‘(으)로서’는 지위나 자격을 나타냅니다.',
      en: '“대화” is a means here: use “(으)로써”; “(으)로서” marks a role or capacity.',
    });
  });
});
