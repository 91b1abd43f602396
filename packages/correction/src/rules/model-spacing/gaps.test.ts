import { describe, expect, it } from 'vitest';
import { toCompact } from '../../spacing/features.ts';
import {
  countHangul,
  hangulPieces,
  spacedText,
  splitsLatinOrNumber,
  typedWordEnd,
  wordAround,
  wordGap,
  wordsAround,
} from './gaps.ts';

describe('the gaps of a compact text', () => {
  it('are word gaps only between letters or digits with Hangul beside them', () => {
    const text = toCompact('학교에 3년, React로').compact; // 학교에3년,React로
    expect(wordGap(text, 1)).toBe(true); // 학|교
    expect(wordGap(text, 3)).toBe(true); // 에|3
    expect(wordGap(text, 5)).toBe(false); // 년|,
    expect(wordGap(text, 7)).toBe(false); // R|e
    expect(wordGap(text, text.length - 1)).toBe(true); // t|로
    expect(countHangul('학교 React')).toBe(2);
  });

  it('read the typed words around a gap', () => {
    const c = toCompact('대학 교에 갔다.');
    // Gap 2 is the typed space between 대학 and 교에.
    expect(wordsAround(c, 2)).toEqual(['대학', '교에']);
    expect(hangulPieces(c, 2)).toEqual(['대학', '교에']);
    expect(wordAround(c, 1)).toBe('대학');
    expect(wordAround(c, 5)).toBe('갔다');
    expect(typedWordEnd(c, 2)).toBe(4);
    expect(hangulPieces(toCompact('A 교에'), 1)).toBeNull();
  });

  it('find a Latin word or a number split by a space, not an initial or a code', () => {
    expect(splitsLatinOrNumber(toCompact('Reac t'), 4)).toBe(true);
    expect(splitsLatinOrNumber(toCompact('20 01년'), 2)).toBe(true);
    expect(splitsLatinOrNumber(toCompact('J et al'), 1)).toBe(false);
    expect(splitsLatinOrNumber(toCompact('SU3 8TZ'), 3)).toBe(false);
  });

  it('write a compact text with the spaces asked for', () => {
    const c = toCompact('학교에 갔다');
    expect(spacedText(c, (g) => c.observed[g] === 1)).toBe('학교에 갔다');
    expect(spacedText(c, (g) => g === 2)).toBe('학교 에갔다');
  });
});
