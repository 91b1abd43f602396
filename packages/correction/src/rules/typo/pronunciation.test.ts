import { describe, expect, it } from 'vitest';
import { jamoOf } from './keyboard.ts';
import { type Syl, pronEdits, pronunciationCandidates } from './pronunciation.ts';
import { collected } from './testing.ts';

const syllables = (word: string) => [...word].map((ch) => jamoOf(ch) as Syl);
const byEar = (word: string) => collected(pronunciationCandidates, word);

describe('spellings by ear, undone', () => {
  it('knows which rule each edit undoes', () => {
    const kinds = (word: string) =>
      new Set(pronEdits(syllables(word), 0, word.length - 1).map((e) => e.kind));
    expect(kinds('학꾜')).toContain('tensing');
    expect(kinds('머거')).toContain('liaison');
    expect(kinds('함니다')).toContain('nasal');
    expect(kinds('조타')).toContain('aspirate');
    expect(kinds('갇다')).toContain('neutral');
    expect(kinds('배개')).toContain('vowel');
  });

  it('undoes several rules together and says which', () => {
    const fix = byEar('읻씀니다').find((c) => c.word === '있습니다');
    expect(fix?.kinds).toEqual(expect.arrayContaining(['neutral', 'tensing', 'nasal']));
    expect(byEar('조타면').find((c) => c.word === '좋다면')?.kinds).toEqual(['aspirate']);
  });

  it('leaves a word alone where no rule of pronunciation applies', () => {
    expect(pronEdits(syllables('가'), 0, 0)).toEqual([]);
    expect(byEar('학교')).toEqual([]);
  });
});
