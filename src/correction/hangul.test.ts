import { describe, expect, it } from 'vitest';
import { compose, decompose, finalIndex, hasFinal, isAllHangul, withFinal } from './hangul.ts';

describe('hangul', () => {
  it('reads the final consonant with (code - 0xAC00) % 28', () => {
    expect(finalIndex('가')).toBe(0);
    expect(finalIndex('각')).toBe(1);
    expect(finalIndex('갈')).toBe(8);
    expect(finalIndex('책')).toBe(1);
    expect(finalIndex('a')).toBe(-1);
    expect(finalIndex(undefined)).toBe(-1);
    expect(hasFinal('람')).toBe(true);
    expect(hasFinal('교')).toBe(false);
  });

  it('decomposes and recomposes every syllable', () => {
    for (let code = 0xac00; code <= 0xd7a3; code += 97) {
      const ch = String.fromCharCode(code);
      const parts = decompose(ch);
      expect(parts).not.toBeNull();
      const [i, m, f] = parts as [number, number, number];
      expect(compose(i, m, f)).toBe(ch);
    }
    expect(withFinal('가', 8)).toBe('갈');
    expect(isAllHangul('한글')).toBe(true);
    expect(isAllHangul('한a')).toBe(false);
    expect(isAllHangul('')).toBe(false);
  });
});
