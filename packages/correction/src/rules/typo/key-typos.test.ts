import { describe, expect, it } from 'vitest';
import { CHANNEL } from './edits.ts';
import { jamoEditCost, typoCandidates } from './key-typos.ts';
import { collected } from './testing.ts';

const typos = (word: string) => collected(typoCandidates, word);

describe('typos on the 2-beolsik keyboard', () => {
  it('costs a neighbouring key less than any other, and a key left out as an indel', () => {
    expect(jamoEditCost('ㅊ', 'ㅍ')).toBe(CHANNEL.near);
    expect(jamoEditCost('ㅊ', 'ㅁ')).toBe(CHANNEL.other);
    expect(jamoEditCost('ㅘ', 'ㅗ')).toBe(CHANNEL.indel);
    expect(jamoEditCost('', 'ㄹ')).toBe(CHANNEL.indel);
    expect(jamoEditCost('ㄱ', 'ㅏ')).toBe(CHANNEL.other);
    expect(jamoEditCost('ㄺ', 'ㅄ')).toBe(-Infinity);
  });

  it('finds the word one key away, as a typo', () => {
    const fix = typos('경쳘').find((c) => c.word === '경찰');
    expect(fix?.kinds).toEqual(['typo']);
    expect(typos('생겻다').map((c) => c.word)).toContain('생겼다');
  });

  it('finds a consonant left out where the final moved on, and two keys swapped', () => {
    expect(typos('가마합니다').map((c) => c.word)).toContain('감사합니다');
    expect(typos('학눅어').map((c) => c.word)).toContain('한국어');
  });
});
