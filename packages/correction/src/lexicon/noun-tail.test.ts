import { describe, expect, it } from 'vitest';
import { isNounOrVerbTail, isNounTail } from './noun-tail.ts';

describe('isNounTail', () => {
  it('accepts particles, the plural and a closing copula', () => {
    for (const t of ['', '를', '들도', '에서도', '입니다', '이에요', '까지만', '들이었다', '처럼'])
      expect(isNounTail(t), t).toBe(true);
  });

  it('rejects other continuations', () => {
    // 캐롤라인 is not 캐롤 + 라 + 인; 근대국가 is not 근대국 + 가 + ...
    for (const t of ['라인', '가의', '론', '스', '하다', '입니다요요', '를를를를'])
      expect(isNounTail(t), t).toBe(false);
  });

  it('takes at most two postpositions before the closing particle', () => {
    expect(isNounTail('에서부터도')).toBe(true);
    expect(isNounTail('에서부터까지도')).toBe(false);
  });
});

describe('isNounOrVerbTail', () => {
  it('also accepts the verbs 하다, 되다 and 시키다 made from the noun', () => {
    for (const t of ['해서', '했다', '되고', '됐다', '시켜', '를'])
      expect(isNounOrVerbTail(t), t).toBe(true);
  });

  it('rejects what is neither', () => {
    for (const t of ['라인', '스럽다', '가의']) expect(isNounOrVerbTail(t), t).toBe(false);
  });
});
