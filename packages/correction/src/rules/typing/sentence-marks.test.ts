import { beforeAll, describe, expect, it } from 'vitest';
import { applySuggestions, type Checker } from '../../checker.ts';
import { createEngineChecker } from '../../node/engine-files.ts';
import { asksReader, markFor } from './sentence-marks.ts';

let checker: Checker;
beforeAll(async () => {
  checker = await createEngineChecker();
});
const RULES = new Set([
  'punctuation.slash-for-mark',
  'punctuation.stop-mid-sentence',
  'punctuation.missing-question',
]);
const mine = (text: string) => checker.check(text).filter((i) => RULES.has(i.ruleId));
const fix = (text: string) => applySuggestions(text, mine(text));

describe('sentence marks on the wrong key', () => {
  it('read the mark a final ending calls for, and leave endings that ask and tell alike', () => {
    expect(markFor('먹었니')).toBe('?');
    expect(markFor('갈까')).toBe('?');
    expect(markFor('합니까')).toBe('?');
    expect(markFor('그런가요')).toBe('?');
    expect(markFor('했다')).toBe('.');
    expect(markFor('있으니까')).toBeNull();
    expect(markFor('했어')).toBeNull();
    expect(markFor('그렇다니')).toBeNull();
  });

  it('put ? or . for a slash typed at the end of a sentence, for the whole word', () => {
    expect(fix('너 밥 먹었니/ 나는 먹었어.')).toBe('너 밥 먹었니? 나는 먹었어.');
    expect(fix('어디로 갈까/')).toBe('어디로 갈까?');
    expect(fix('오늘은 비가 왔다/')).toBe('오늘은 비가 왔다.');
    const [issue] = mine('어디로 갈까/');
    expect(issue).toMatchObject({
      original: '갈까/',
      suggestions: ['갈까?'],
      category: 'PUNCTUATION',
    });
    expect(issue?.message).toBe(
      '물음을 나타내는 문장 끝에는 물음표를 씁니다. 빗금(/)은 Shift 키를 누르지 않고 물음표 키를 친 것으로 보입니다: ‘갈까?’.',
    );
  });

  it('leave slashes with a use, and endings either mark may follow', () => {
    expect(mine('사과/ 배/ 귤')).toEqual([]);
    expect(mine('2024/01/02에 먹었니/')).toEqual([]);
    expect(mine('정말 좋아/')).toEqual([]);
    expect(mine('정말 그렇다니/')).toEqual([]);
    expect(mine('일을 할 수 있느냐/ 할 수 없느냐로 나눈다.')).toEqual([]);
    // A full stop after a question is allowed where the question is weak.
    expect(mine('누가 알겠습니까. 아무도 모른다.')).toEqual([]);
  });

  it('drop a full stop between a word and the noun it belongs to', () => {
    expect(fix('우리의. 미래를 위해 일한다.')).toBe('우리의 미래를 위해 일한다.');
    expect(fix('내가 먹는. 사과는 맛있다.')).toBe('내가 먹는 사과는 맛있다.');
    expect(mine('우리의. 미래를 위해')[0]?.message).toBe(
      '‘우리의’ 뒤에서 문장이 끝나지 않았는데 마침표를 찍었습니다. 휴대 전화 자판에서 스페이스 바를 두 번 누르면 마침표가 찍히기도 합니다: ‘우리의’로 고칩니다.',
    );
  });

  it('drop a full stop after a particle, a connective ending or an adverb when the sentence goes on', () => {
    expect(fix('나는 정확하게. 몰랐는데 그 일이 생겼다.')).toBe(
      '나는 정확하게 몰랐는데 그 일이 생겼다.',
    );
    expect(fix('오늘 아침에 동생이. 학교에 갔다.')).toBe('오늘 아침에 동생이 학교에 갔다.');
    expect(fix('우리는 밥을. 먹고 나서 산책했다.')).toBe('우리는 밥을 먹고 나서 산책했다.');
    expect(fix('그는 책을 읽고. 잠이 들었다.')).toBe('그는 책을 읽고 잠이 들었다.');
    expect(fix('우리는 결국 모든. 계획을 바꿨다.')).toBe('우리는 결국 모든 계획을 바꿨다.');
    expect(mine('그는 책을 읽고. 잠이 들었다.')[0]).toMatchObject({
      original: '읽고.',
      suggestions: ['읽고'],
    });
  });

  it('leave full stops that may end a sentence', () => {
    expect(mine('정말. 좋아. 그런데. 나는 갔다. 다음 날 왔다.')).toEqual([]);
    expect(mine('그 사람의.\n미래')).toEqual([]);
    // One-word sentences, a word said twice, reduplicated words: fragments written on purpose.
    expect(mine('누가 했어? 내가. 그래서 혼났어.')).toEqual([]);
    expect(mine('정말. 정말 쉽지가 않네.')).toEqual([]);
    expect(mine('마음이 아프다. 토닥토닥. 제가 위로해 줄게요.')).toEqual([]);
    // Sentences that end in 요, -다, -ㄹ게 whatever the analyser reads.
    expect(mine('여행을 가 보는 건 어떨까요. 새로운 곳이 좋아요.')).toEqual([]);
    expect(mine('그러게요. 비가 오네요.')).toEqual([]);
    expect(mine('내일 다시 올게. 잘 자.')).toEqual([]);
    expect(mine('이 방법은 코드를 쉽게 만듭니다. 그러나 느립니다.')).toEqual([]);
  });
});

describe('a question without its question mark', () => {
  it('read the endings that ask the reader', () => {
    expect(asksReader('먹었니')).toBe(true);
    expect(asksReader('있나요')).toBe(true);
    expect(asksReader('갈까요')).toBe(true);
    expect(asksReader('있습니까')).toBe(true);
    expect(asksReader('그런가요')).toBe(true);
    expect(asksReader('있으니까')).toBe(false);
    expect(asksReader('있으니')).toBe(false);
    expect(asksReader('알겠습니까')).toBe(false);
    expect(asksReader('아닐까요')).toBe(false);
    // Plain -ㄹ까, -는가, -나: the norm's weak questions, which may end in a full stop.
    expect(asksReader('할까')).toBe(false);
    expect(asksReader('실패하는가')).toBe(false);
  });

  it('put the question mark for a full stop after a question, for the whole word', () => {
    expect(fix('너 어제 그 영화 봤니. 나는 못 봤어.')).toBe('너 어제 그 영화 봤니? 나는 못 봤어.');
    expect(fix('회의는 몇 시에 시작하나요.')).toBe('회의는 몇 시에 시작하나요?');
    expect(fix('너 지금 뭐 하니. 빨리 와.')).toBe('너 지금 뭐 하니? 빨리 와.');
    expect(fix('내일 같이 점심 먹을까요.')).toBe('내일 같이 점심 먹을까요?');
    expect(fix('이 서류를 누구에게 드려야 합니까.')).toBe('이 서류를 누구에게 드려야 합니까?');
    const [issue] = mine('회의는 몇 시에 시작하나요.');
    expect(issue).toMatchObject({
      original: '시작하나요.',
      suggestions: ['시작하나요?'],
      category: 'PUNCTUATION',
    });
    expect(issue?.message).toBe('묻는 말로 끝나는 문장에는 물음표를 씁니다: ‘시작하나요?’.');
  });

  it('put it at the end of a paragraph that has other sentences with their marks', () => {
    expect(fix('발표 자료를 다 만들었어요. 언제 보내 드릴까요')).toBe(
      '발표 자료를 다 만들었어요. 언제 보내 드릴까요?',
    );
  });

  it('leave statements, connectives, weak questions and titles', () => {
    // Titles and headings: a line of one question without a mark.
    expect(mine('우리는 왜 실패하는가')).toEqual([]);
    expect(mine('오늘 점심은 뭘 먹을까요')).toEqual([]);
    // Weak and rhetorical questions may end in a full stop (문장 부호, 물음표 [붙임 2]).
    expect(mine('이 일을 도대체 어찌해야 할까. 답이 없다.')).toEqual([]);
    expect(mine('그는 왜 떠났는가. 아무도 모른다.')).toEqual([]);
    expect(mine('과연 그 말을 믿을 수 있을까요. 나는 모르겠다.')).toEqual([]);
    expect(mine('누가 알겠습니까. 아무도 모른다.')).toEqual([]);
    expect(mine('아이가 울고 있지 않습니까. 그래서 달려갔지요.')).toEqual([]);
    expect(mine('다시 만날 수 있다면 얼마나 좋을까요. 그래도 참아요.')).toEqual([]);
    // Statements that end in the same letters: 자라나다, 화가 나다.
    expect(mine('나무는 물을 먹고 무럭무럭 자라나요. 꽃도 피어요.')).toEqual([]);
    expect(mine('그 말을 들으면 화가나요. 정말이에요.')).toEqual([]);
    // Connectives and reasons, endings that tell and ask alike.
    expect(mine('비가 오니. 그래도 갔다.')).toEqual([]);
    expect(mine('지금은 바쁘니까. 나중에 하자.')).toEqual([]);
    expect(mine('밥 먹었어. 너는 먹었지.')).toEqual([]);
  });
});
