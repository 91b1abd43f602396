import { beforeAll, describe, expect, it } from 'vitest';
import { applySuggestions, type Checker } from '../../checker.ts';
import { createEngineChecker } from '../../node/engine-files.ts';
import { markFor } from './sentence-marks.ts';

let checker: Checker;
beforeAll(async () => {
  checker = await createEngineChecker();
});
const mine = (text: string) =>
  checker
    .check(text)
    .filter(
      (i) =>
        i.ruleId === 'punctuation.slash-for-mark' || i.ruleId === 'punctuation.stop-mid-sentence',
    );
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

  it('leave full stops that may end a sentence', () => {
    expect(mine('정말. 좋아. 그런데. 나는 갔다. 다음 날 왔다.')).toEqual([]);
    expect(mine('그 사람의.\n미래')).toEqual([]);
  });
});
