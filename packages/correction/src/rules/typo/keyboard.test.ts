import { describe, expect, it } from 'vitest';
import { fromKeys, keyNeighbours, syllableKeys, syllableOf, jamoOf, toKeys } from './keyboard.ts';

describe('2-beolsik keys', () => {
  it('types and recomposes words', () => {
    for (const word of ['읽어요', '닭이', '달기', '괜찮아요', '없었습니다', '의외로', '뛰어놀았다'])
      expect(fromKeys(toKeys(word) as string)).toBe(word);
    expect(toKeys('읽어')).toBe('ㅇㅣㄹㄱㅇㅓ');
    expect(toKeys('hello')).toBeNull();
  });

  it('recomposes a key sequence as an input method does', () => {
    // 감사 typed without ㅅ: the ㅁ moves on to the next syllable.
    expect(fromKeys('ㄱㅏㅁㅏ')).toBe('가마');
    // 한국 with ㄴ and ㄱ swapped.
    expect(fromKeys('ㅎㅏㄱㄴㅜㄱ')).toBe('학눅');
    // The second half of a double final moves on before a vowel; ㅗ + ㅏ join into ㅘ.
    expect(fromKeys('ㅇㅣㄹㄱㅇㅓ')).toBe('읽어');
    expect(fromKeys('ㄱㅗㅏㅇ')).toBe('광');
    // A lone jamo is not a word.
    expect(fromKeys('ㄱㅁㅅㅏ')).toBeNull();
    expect(fromKeys('ㅏㄱ')).toBeNull();
    expect(fromKeys('ㄱㅏㅓ')).toBeNull();
  });

  it('knows the neighbouring keys and the shift twins', () => {
    expect(keyNeighbours('ㅅ')).toEqual(expect.arrayContaining(['ㄱ', 'ㅛ', 'ㄹ', 'ㅎ', 'ㅆ']));
    expect(keyNeighbours('ㅆ')).toContain('ㅅ');
    expect(keyNeighbours('ㅏ')).toEqual(expect.arrayContaining(['ㅓ', 'ㅣ', 'ㅑ', 'ㅐ']));
    expect(keyNeighbours('ㅂ')).not.toContain('ㅂ');
  });
});

describe('jamo', () => {
  it('splits a syllable into jamo and joins them again', () => {
    expect(jamoOf('닭')).toEqual(['ㄷ', 'ㅏ', 'ㄺ']);
    expect(jamoOf('가')).toEqual(['ㄱ', 'ㅏ', '']);
    expect(jamoOf('a')).toBeNull();
    expect(syllableOf('ㄷ', 'ㅏ', 'ㄺ')).toBe('닭');
    expect(syllableOf('ㄱ', 'ㅏ', '')).toBe('가');
    expect(syllableOf('ㄱ', 'ㄱ', '')).toBeNull();
    expect(syllableKeys('괜')).toBe('ㄱㅗㅐㄴ');
    expect(syllableKeys('값')).toBe('ㄱㅏㅂㅅ');
  });
});
