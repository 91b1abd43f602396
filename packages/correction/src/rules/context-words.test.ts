import { beforeAll, describe, expect, it } from 'vitest';
import { loadEngineModels } from '../node/engine-files.ts';
import { applySuggestions, type Checker, createCheckerWith } from '../checker.ts';
import stats from '../data/context-stats.json' with { type: 'json' };
import { CONTEXT_RULE_ID, contextWordsRule } from './context-words.ts';

let checker: Checker;
let bare: Checker;
beforeAll(() => {
  checker = createCheckerWith(null, { models: loadEngineModels(), rules: [contextWordsRule] });
  bare = createCheckerWith(null, { rules: [contextWordsRule] });
});

const issuesOf = (text: string) => checker.check(text).filter((i) => i.ruleId === CONTEXT_RULE_ID);
const fix = (text: string) => applySuggestions(text, issuesOf(text));

/** Each wrong sentence is corrected to the right one, and the right one stays silent. */
function pairs(list: ReadonlyArray<readonly [string, string]>) {
  for (const [wrong, right] of list) {
    expect(fix(wrong), wrong).toBe(right);
    expect(issuesOf(right), right).toEqual([]);
  }
}
/** Correct sentences close to the rule: no issue. */
function silent(list: readonly string[]) {
  for (const text of list) expect(issuesOf(text), text).toEqual([]);
}

describe('붙이다 / 부치다', () => {
  it('sends, refers and fries with 부치다; sticks, lights and names with 붙이다', () => {
    pairs([
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
    silent([
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
    pairs([
      ['그는 손가락으로 북쪽을 가르쳤다.', '그는 손가락으로 북쪽을 가리켰다.'],
      ['시곗바늘이 열두 시를 가르치고 있었다.', '시곗바늘이 열두 시를 가리키고 있었다.'],
      ['동생에게 수학을 가리켜 주었다.', '동생에게 수학을 가르쳐 주었다.'],
      ['그녀는 학교에서 피아노를 가리킨다.', '그녀는 학교에서 피아노를 가르친다.'],
      ['그 학교는 모든 과목을 영어로 가리킨다.', '그 학교는 모든 과목을 영어로 가르친다.'],
      ['그는 외국 학생들에게 영어로 가리켜요.', '그는 외국 학생들에게 영어로 가르쳐요.'],
    ]);
  });
  it('keeps 가리키다 "refers to" and teaching without a cue', () => {
    silent([
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
    pairs([
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
    silent([
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
    pairs([
      ['아이가 가방을 매고 학교에 갔다.', '아이가 가방을 메고 학교에 갔다.'],
      ['배낭을 매고 산에 올랐다.', '배낭을 메고 산에 올랐다.'],
      ['넥타이를 메고 출근했다.', '넥타이를 매고 출근했다.'],
      ['차에 타면 안전벨트를 메세요.', '차에 타면 안전벨트를 매세요.'],
      ['신발끈을 단단히 멨다.', '신발끈을 단단히 맸다.'],
    ]);
  });
  it('leaves other uses alone', () => {
    silent([
      '가방끈을 다시 맸다.',
      '목이 메어 말을 잇지 못했다.',
      '맨 앞에 앉았다.',
      '배 매서드를 호출한다.',
      '허리띠를 졸라매고 살았다.',
    ]);
  });
});

describe('이따가 / 있다가', () => {
  it('says later with 이따가 and stay-then with 있다가', () => {
    pairs([
      ['있다가 봐요.', '이따가 봐요.'],
      ['그럼 있다가 전화할게.', '그럼 이따가 전화할게.'],
      ['조금 이따가 떠났다.', '조금 있다가 떠났다.'],
      ['한참 이따가 돌아왔다.', '한참 있다가 돌아왔다.'],
    ]);
  });
  it('keeps both where they fit', () => {
    silent([
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
    pairs([
      ['내일은 반듯이 성공할 것이다.', '내일은 반드시 성공할 것이다.'],
      ['약속은 반듯이 지켜야 한다.', '약속은 반드시 지켜야 한다.'],
      ['그는 침대에 반드시 누웠다.', '그는 침대에 반듯이 누웠다.'],
      ['그 값이 반듯이 숫자일 필요는 없다.', '그 값이 반드시 숫자일 필요는 없다.'],
    ]);
  });
  it('keeps 반드시 with an obligation and 반듯이 with posture', () => {
    silent([
      '잘 때는 반드시 누워서 자야 한다.',
      '반듯이 누워 천장을 보았다.',
      '종이를 반듯이 접었다.',
      '자세를 반듯이 해야 한다.',
      '반드시 앉아서 기다리세요.',
      '아이가 반듯이 자랐다.',
    ]);
  });
});

describe('-든지 / -던지', () => {
  it('recalls with -던지 and chooses with -든지', () => {
    pairs([
      ['얼마나 춥든지 손이 꽁꽁 얼었다.', '얼마나 춥던지 손이 꽁꽁 얼었다.'],
      ['어찌나 웃기든지 배가 아팠다.', '어찌나 웃기던지 배가 아팠다.'],
      ['무엇을 하던지 간에 열심히 해라.', '무엇을 하든지 간에 열심히 해라.'],
      ['비가 오던지 상관없이 간다.', '비가 오든지 상관없이 간다.'],
      ['결과가 어떻던지 우리가 책임질 거야.', '결과가 어떻든지 우리가 책임질 거야.'],
    ]);
  });
  it('keeps recollection and choice where they are meant', () => {
    silent([
      '얼마나 힘들든지 포기하지 마라.',
      '얼마나 많든지 상관없다.',
      '그때 왜 그랬던지 모르겠다.',
      '어디서 봤던지 기억이 안 난다.',
      '사과든지 배든지 아무거나 주세요.',
      '그 맛이 어떻던지 아직도 생각난다.',
    ]);
  });
});

describe('(으)로서 / (으)로써', () => {
  it('gives capacity to 로서 and means to 로써', () => {
    pairs([
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
    silent([
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

describe('the rule', () => {
  it('speaks Korean and English with a reference and no template particles', () => {
    const [issue] = checker.check('가방을 매고 갔다.');
    expect(issue?.message).toBe(
      '‘가방’과 함께 쓰면 ‘매다’보다 ‘메다’가 맞습니다. 물건을 어깨에 걸치거나 올려놓는 것은 ‘메다’입니다. ‘매다’는 끈이나 줄을 묶는다는 뜻입니다.',
    );
    expect(issue?.reference).toBe('표준국어대사전 ‘메다’');
    const [en] = checker.check('편지를 붙였다.', { language: 'en' });
    expect(en?.message).toMatch(/^With “편지” the verb is “부치다”, not “붙이다”\./);
    expect(en?.reference).toBe('한글 맞춤법 제57항');
    const [ro] = checker.check('사람으로써 할 일', { language: 'ko' });
    expect(ro?.message).toContain('‘사람’처럼');
    for (const text of [
      '넥타이를 메고',
      '손가락으로 가르쳤다',
      '감기가 다 낳았다',
      '얼마나 춥든지 얼었다',
    ])
      for (const i of checker.check(text)) expect(i.message).not.toMatch(/\(.\)/);
  });

  it('stays silent without the analyser', () => {
    expect(bare.check('어제 편지를 붙였다.')).toEqual([]);
  });

  it('ships counts from the train part only, keyed by word, relation and noun', () => {
    const CONTEXT_COUNTS: Record<string, number> = stats.counts;
    const keys = Object.keys(CONTEXT_COUNTS);
    expect(keys.length).toBeGreaterThan(100);
    for (const k of keys) expect(k.split('\t')).toHaveLength(3);
    expect(CONTEXT_COUNTS['붙이다\tobj\t이름']).toBeGreaterThan(2);
  });
});
