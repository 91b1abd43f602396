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

describe('붙이다 / 부치다', () => {
  it('sends, refers and fries with 부치다; sticks, lights and names with 붙이다', () => {
    expectPairs(checker, CONTEXT_RULE_ID, [
      ['어제 고향에 편지를 붙였다.', '어제 고향에 편지를 부쳤다.'],
      ['소포를 붙이러 우체국에 갔다.', '소포를 부치러 우체국에 갔다.'],
      ['그 안건은 표결에 붙이기로 했다.', '그 안건은 표결에 부치기로 했다.'],
      ['이 일은 비밀에 붙여 주세요.', '이 일은 비밀에 부쳐 주세요.'],
      ['명절에는 빈대떡을 붙인다.', '명절에는 빈대떡을 부친다.'],
      ['봉투에 우표를 부쳤다.', '봉투에 우표를 붙였다.'],
      ['난로에 불을 부쳐라.', '난로에 불을 붙여라.'],
      ['강아지에게 이름을 부쳤다.', '강아지에게 이름을 붙였다.'],
      ['코드를 복사해서 부쳐 넣으세요.', '코드를 복사해서 붙여 넣으세요.'],
    ]);
  });
  it('leaves the verb alone without a telling context', () => {
    expectSilent(checker, CONTEXT_RULE_ID, [
      '벽에 포스터를 붙였다.',
      '편지를 부친 지 일주일이 지났다.',
      '힘에 부쳐서 그만두었다.',
      '그는 부친의 뜻을 따랐다.',
      '그 사람에게 말을 붙이기가 어려웠다.',
      '부침개를 부쳐 먹었다.',
    ]);
  });
});

describe('가리키다 / 가르치다', () => {
  it('points with 가리키다 and teaches with 가르치다', () => {
    expectPairs(checker, CONTEXT_RULE_ID, [
      ['그는 손가락으로 북쪽을 가르쳤다.', '그는 손가락으로 북쪽을 가리켰다.'],
      ['시곗바늘이 열두 시를 가르치고 있었다.', '시곗바늘이 열두 시를 가리키고 있었다.'],
      ['동생에게 수학을 가리켜 주었다.', '동생에게 수학을 가르쳐 주었다.'],
      ['그녀는 학교에서 피아노를 가리킨다.', '그녀는 학교에서 피아노를 가르친다.'],
      ['그 학교는 모든 과목을 영어로 가리킨다.', '그 학교는 모든 과목을 영어로 가르친다.'],
      ['그는 외국 학생들에게 영어로 가리켜요.', '그는 외국 학생들에게 영어로 가르쳐요.'],
    ]);
  });
  it('keeps 가리키다 "refers to" and teaching without a cue', () => {
    expectSilent(checker, CONTEXT_RULE_ID, [
      '산수는 수학을 가리키는 옛말이다.',
      '이 용어는 영어를 가리킨다.',
      '선생님이 칠판을 가리켰다.',
      '아이들에게 길을 가르쳐 주었다.',
      '그는 평생 학생들을 가르쳤다.',
      '교사가 가리킨 곳으로 갔다.',
      '학교에서 손으로 가리켰다.',
    ]);
  });
});

describe('낫다 / 낳다', () => {
  it('recovers and is better with 낫다 (ㅅ-irregular), gives birth with 낳다', () => {
    expectPairs(checker, CONTEXT_RULE_ID, [
      ['고양이가 새끼를 나았다.', '고양이가 새끼를 낳았다.'],
      ['그 결정은 큰 오해를 낫는다.', '그 결정은 큰 오해를 낳는다.'],
      ['닭이 알을 나아 기른다.', '닭이 알을 낳아 기른다.'],
      ['상처가 금세 낳았다.', '상처가 금세 나았다.'],
      ['이게 훨씬 낳다.', '이게 훨씬 낫다.'],
      ['어제보다 오늘이 낳네요.', '어제보다 오늘이 낫네요.'],
      ['차라리 집에서 쉬는 편이 낳겠다.', '차라리 집에서 쉬는 편이 낫겠다.'],
      ['헤어질 거면 빨리 하는 게 낳지요.', '헤어질 거면 빨리 하는 게 낫지요.'],
      ['오늘보다 내일이 더 낳을지도 몰라요.', '오늘보다 내일이 더 나을지도 몰라요.'],
    ]);
  });
  it('keeps births and betters that read both ways', () => {
    expectSilent(checker, CONTEXT_RULE_ID, [
      '아이를 하나 낳았지만 더 이상 낳을 수는 없다.',
      '예정일보다 일찍 낳았다.',
      '그 사건이 낳은 결과는 컸다.',
      '남자를 만나는 게 나아?',
      '이 방법이 더 나은 것 같다.',
      '상황이 점점 나아지고 있다.',
      '둘째를 더 낳을까 고민이다.',
      '아이를 낳는 게 낫다고 생각했다.',
      '그녀는 예정보다 일찍 낳았다.',
      '병을 낫게 하는 약을 찾았다.',
    ]);
  });
});

describe('매다 / 메다', () => {
  it('ties with 매다 and shoulders with 메다', () => {
    expectPairs(checker, CONTEXT_RULE_ID, [
      ['아이가 가방을 매고 학교에 갔다.', '아이가 가방을 메고 학교에 갔다.'],
      ['배낭을 매고 산에 올랐다.', '배낭을 메고 산에 올랐다.'],
      ['넥타이를 메고 출근했다.', '넥타이를 매고 출근했다.'],
      ['차에 타면 안전벨트를 메세요.', '차에 타면 안전벨트를 매세요.'],
      ['신발끈을 단단히 멨다.', '신발끈을 단단히 맸다.'],
    ]);
  });
  it('leaves other uses alone', () => {
    expectSilent(checker, CONTEXT_RULE_ID, [
      '가방끈을 다시 맸다.',
      '목이 메어 말을 잇지 못했다.',
      '맨 앞에 앉았다.',
      '배 매서드를 호출한다.',
      '허리띠를 졸라매고 살았다.',
    ]);
  });
});

describe('the messages of the verbs', () => {
  const rule = CONTEXT_RULE_ID;
  it('name the context word, then say what the right verb means, in Korean and English', () => {
    expectIssue(checker, '어제 고향에 편지를 붙였다.', {
      rule,
      original: '붙였',
      fix: '부쳤',
      ko: '‘편지’와 함께 쓰면 ‘붙이다’보다 ‘부치다’가 맞습니다. 편지나 물건을 보내는 것, 안건을 회의나 표결에 내놓는 것, 전을 지지는 것은 ‘부치다’입니다. ‘붙이다’는 맞닿아 떨어지지 않게 한다는 뜻입니다.',
      en: 'With “편지” the verb is “부치다”, not “붙이다”. “부치다” is to send (a letter, a parcel), to refer (to a vote, to secrecy) or to fry (a pancake); “붙이다” is to stick or attach.',
      reference: '한글 맞춤법 제57항',
    });
    expectIssue(checker, '봉투에 우표를 부쳤다.', {
      rule,
      ko: '‘우표’와 함께 쓰면 ‘부치다’보다 ‘붙이다’가 맞습니다. 맞닿아 떨어지지 않게 하는 것(우표, 스티커), 불을 옮기는 것, 이름이나 조건을 다는 것은 ‘붙이다’입니다. ‘부치다’는 보내거나 회의에 내놓는다는 뜻입니다.',
      en: 'With “우표” the verb is “붙이다”, not “부치다”. “붙이다” is to stick or attach (a stamp, a label), to light (a fire) or to give (a name, a condition); “부치다” is to send or to refer.',
      reference: '한글 맞춤법 제57항',
    });
    expectIssue(checker, '그는 손가락으로 북쪽을 가르쳤다.', {
      rule,
      ko: '‘손가락’과 함께 쓰면 ‘가르치다’보다 ‘가리키다’가 맞습니다. 손가락 따위로 방향이나 대상을 집어 보이는 것은 ‘가리키다’입니다. ‘가르치다’는 지식이나 기능을 익히게 한다는 뜻입니다.',
      en: 'With “손가락” the verb is “가리키다”, not “가르치다”. “가리키다” is to point at or indicate; “가르치다” is to teach.',
      reference: '표준국어대사전 ‘가리키다’',
    });
    expectIssue(checker, '동생에게 수학을 가리켜 주었다.', {
      rule,
      ko: '‘수학’과 함께 쓰면 ‘가리키다’보다 ‘가르치다’가 맞습니다. 지식이나 기능을 익히게 하는 것은 ‘가르치다’입니다. ‘가리키다’는 손가락 따위로 집어 보인다는 뜻입니다.',
      en: 'With “수학” the verb is “가르치다”, not “가리키다”. “가르치다” is to teach; “가리키다” is to point at.',
      reference: '표준국어대사전 ‘가르치다’',
    });
    expectIssue(checker, '고양이가 새끼를 나았다.', {
      rule,
      original: '나',
      fix: '낳',
      ko: '‘새끼’와 함께 쓰면 ‘낫다’보다 ‘낳다’가 맞습니다. 아이나 알, 어떤 결과를 생기게 하는 것은 ‘낳다’입니다. ‘낫다’(나아, 나았다)는 병이 고쳐지거나 더 좋다는 뜻입니다.',
      en: 'With “새끼” the verb is “낳다”, not “낫다”. “낳다” is to give birth or to bring about (a result); “낫다” (나아, 나았다) is to recover or to be better.',
      reference: '표준국어대사전 ‘낳다’',
    });
    expectIssue(checker, '상처가 금세 낳았다.', {
      rule,
      ko: '‘상처’와 함께 쓰면 ‘낳다’보다 ‘낫다’가 맞습니다. 병이나 상처가 고쳐지는 것, 무엇보다 더 좋은 것은 ‘낫다’(나아, 나았다)입니다. ‘낳다’는 아이나 어떤 결과를 생기게 한다는 뜻입니다.',
      en: 'With “상처” the verb is “낫다”, not “낳다”. “낫다” (나아, 나았다) is to recover or to be better; “낳다” is to give birth or to bring about.',
      reference: '표준국어대사전 ‘낫다’',
    });
    expectIssue(checker, '넥타이를 메고 출근했다.', {
      rule,
      ko: '‘넥타이’와 함께 쓰면 ‘메다’보다 ‘매다’가 맞습니다. 끈이나 줄을 풀어지지 않게 묶는 것은 ‘매다’입니다. ‘메다’는 어깨에 걸치거나 올려놓는다는 뜻입니다.',
      en: 'With “넥타이” the verb is “매다”, not “메다”. “매다” is to tie (a string, a tie, a seat belt); “메다” is to carry on the shoulder.',
      reference: '표준국어대사전 ‘매다’',
    });
  });

  it('say only what the verb means where no context word decided it', () => {
    expectIssue(checker, '헤어질 거면 빨리 하는 게 낳지요.', {
      rule,
      ko: '병이나 상처가 고쳐지는 것, 무엇보다 더 좋은 것은 ‘낫다’(나아, 나았다)입니다. ‘낳다’는 아이나 어떤 결과를 생기게 한다는 뜻입니다.',
      en: '“낫다” (나아, 나았다) is to recover or to be better; “낳다” is to give birth or to bring about.',
    });
    expectIssue(checker, '코드를 복사해서 부쳐 넣으세요.', {
      rule,
      ko: '맞닿아 떨어지지 않게 하는 것(우표, 스티커), 불을 옮기는 것, 이름이나 조건을 다는 것은 ‘붙이다’입니다. ‘부치다’는 보내거나 회의에 내놓는다는 뜻입니다.',
      en: '“붙이다” is to stick or attach (a stamp, a label), to light (a fire) or to give (a name, a condition); “부치다” is to send or to refer.',
    });
  });
});
