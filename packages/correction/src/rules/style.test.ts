import { describe, expect, it } from 'vitest';
import { applySuggestions, createCheckerWith } from '../checker.ts';
import { styleRules } from './style.ts';

const checker = createCheckerWith(null, { rules: styleRules });
const fix = (text: string) => applySuggestions(text, checker.check(text));

describe('style rules', () => {
  it('shorten double passives and say which form is enough', () => {
    expect(fix('그 일은 잘 되어진다.')).toBe('그 일은 잘 된다.');
    expect(fix('오래 잊혀진 노래')).toBe('오래 잊힌 노래');
    const [issue] = checker.check('이미 쓰여진 글');
    expect(issue?.ruleId).toBe('style.double-passive');
    expect(issue?.message).toBe(
      '‘쓰여진’은 피동 표현이 겹친 이중 피동입니다. ‘쓰인’으로 충분합니다.',
    );
    expect(checker.check('이미 쓰여진 글', { language: 'en' })[0]?.message).toBe(
      '“쓰여진” stacks two passive forms; “쓰인” is enough.',
    );
  });

  it('drop what a word already says, with particles by the sound of the quoted words', () => {
    expect(fix('미리 예약했어요.')).toBe('예약했어요.');
    expect(fix('월요일날 만나요.')).toBe('월요일 만나요.');
    expect(checker.check('과반수 이상이 찬성했다.')[0]?.message).toBe(
      '‘과반수 이상’은 같은 뜻이 겹친 표현입니다. ‘과반수’로 줄일 수 있습니다.',
    );
    expect(checker.check('가장 최고의 선택')[0]?.message).toBe(
      '‘가장 최고’는 같은 뜻이 겹친 표현입니다. ‘최고’로 줄일 수 있습니다.',
    );
    expect(checker.check('함께 동참해 주세요.')[0]?.message).toBe(
      '‘함께 동참’은 같은 뜻이 겹친 표현입니다. ‘동참’으로 줄일 수 있습니다.',
    );
  });

  it('suggest plain Korean for translationese, only after the nouns it fits', () => {
    expect(fix('나에게 있어서 가족은 전부다.')).toBe('나에게 가족은 전부다.');
    expect(fix('업무를 처리함에 있어 주의한다.')).toBe('업무를 처리할 때 주의한다.');
    expect(fix('안건을 검토 중에 있습니다.')).toBe('안건을 검토 중입니다.');
    expect(fix('두 시에 회의를 가졌다.')).toBe('두 시에 회의를 했다.');
    // Not after other nouns: 집에 있다 and 책을 가졌다 are plain Korean.
    expect(checker.check('지금 집 중에 있습니다. 책을 가졌다.')).toEqual([]);
  });
});
