import { describe, expect, it } from 'vitest';
import { createContext } from '../../context.ts';
import type { Finding } from '../../types.ts';
import { CONTEXT_RULE_ID, CORPUS_ONLY, count, push } from './shared.ts';

describe('the train-part counts', () => {
  it('count a word with a noun in a relation, and nothing for what train never had', () => {
    expect(count('붙이다', 'obj', '이름')).toBeGreaterThan(2);
    expect(count('붙이다', 'obj', '없는말')).toBe(0);
    expect(CORPUS_ONLY).toBe(4);
  });
});

describe('push', () => {
  const message = { ko: '말', en: 'word' };
  it('pushes a finding of the rule, unless the text is protected or would not change', () => {
    const ctx = createContext('편지를 붙였다 https://a.kr/붙였다', () => null, false);
    const out: Finding[] = [];
    push(out, ctx, 4, 6, '부쳤', message, 'ref');
    expect(out).toEqual([
      {
        offset: 4,
        length: 2,
        suggestions: ['부쳤'],
        ruleId: CONTEXT_RULE_ID,
        category: 'GRAMMAR',
        message,
        reference: 'ref',
      },
    ]);
    push(out, ctx, 4, 6, '붙였', message, 'ref');
    push(out, ctx, 21, 23, '부쳤', message, 'ref');
    expect(out).toHaveLength(1);
  });
});
