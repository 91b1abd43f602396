import { beforeAll, describe, expect, it } from 'vitest';
import type { Checker } from '../../checker.ts';
import { expectIssue, familyChecker, fixAll } from '../../node/family-checker.ts';
import { homophoneRules } from './homophones.ts';

let checker: Checker;
beforeAll(async () => {
  checker = await familyChecker(homophoneRules, { dictionary: false, models: false });
});

describe('homophones', () => {
  it('pick the word the context calls for', () => {
    expect(fixAll(checker, '학생으로써 열심히 했다.')).toBe('학생으로서 열심히 했다.');
    expect(fixAll(checker, '노력함으로서 이겼다.')).toBe('노력함으로써 이겼다.');
    expect(fixAll(checker, '정답을 모두 맞췄다.')).toBe('정답을 모두 맞혔다.');
    expect(fixAll(checker, '잘 되길 바래요.')).toBe('잘 되길 바라요.');
    expect(fixAll(checker, '감기가 빨리 낳으세요.')).toBe('감기가 빨리 나으세요.');
    expect(fixAll(checker, '시키는데로 했다.')).toBe('시키는 대로 했다.');
  });

  it('say what each word means, in Korean and English', () => {
    expectIssue(checker, '학생으로써 열심히 했다.', {
      rule: 'grammar.roseo-rosseo',
      ko: '지위나 신분, 자격을 나타낼 때는 ‘(으)로서’를 씁니다. ‘(으)로써’는 수단·도구를 나타냅니다.',
      en: 'Use “(으)로서” for a role or capacity; “(으)로써” means “by means of”.',
      reference: '한글 맞춤법 제57항',
    });
    expectIssue(checker, '노력함으로서 이겼다.', {
      rule: 'grammar.roseo-rosseo',
      ko: '수단·방법이나 ‘그 결과로’의 뜻일 때는 ‘(으)로써’를 씁니다.',
      en: 'Use “(으)로써” for “by (doing)” or “thereby”.',
    });
    expectIssue(checker, '정답을 맞췄다.', {
      rule: 'grammar.mathida',
      ko: '문제의 답을 옳게 대거나 목표에 닿게 할 때는 ‘맞히다’를 씁니다. ‘맞추다’는 둘을 비교하거나 맞게 붙일 때 씁니다.',
      en: 'Use “맞히다” for getting an answer right or hitting a target; “맞추다” means to fit or compare.',
    });
    expectIssue(checker, '잘 되길 바래.', {
      rule: 'grammar.barada',
      ko: '‘바라다’(원하다)의 활용형은 ‘바라, 바라요, 바랐다, 바람’입니다. ‘바래다’는 색이 변한다는 뜻입니다.',
      en: '“바라다” (to wish) conjugates as 바라, 바라요, 바랐다, 바람; “바래다” means to fade.',
      reference: '표준국어대사전 ‘바라다’',
    });
    expectIssue(checker, '감기가 빨리 낳으세요.', {
      rule: 'grammar.nat-nah',
      ko: '병이나 상처가 회복될 때는 ‘낫다’를 씁니다. ‘낳다’는 아이나 결과를 생기게 한다는 뜻입니다.',
      en: 'Use “낫다” for recovering; “낳다” means to give birth or to produce.',
      reference: '표준국어대사전 ‘낫다’',
    });
    expectIssue(checker, '시키는데로 했다.', {
      rule: 'grammar.de-dae',
      fix: ' 대로',
      ko: '‘-는 것과 같이’의 뜻은 의존 명사 ‘대로’로 적고 앞말과 띄어 씁니다.',
      en: 'For “as, in the way that” write the dependent noun “대로”, separated from the verb.',
      reference: '한글 맞춤법 제42항',
    });
  });

  it('leave the other meaning alone outside its collocations', () => {
    for (const text of [
      '퍼즐을 맞췄다.',
      '색이 바랬다.',
      '아이를 낳았다.',
      '대화로써 해결했다.',
      '친구로서 말한다.',
      '집에 가는데 비가 왔다.',
    ])
      expect(checker.check(text), text).toEqual([]);
  });
});
