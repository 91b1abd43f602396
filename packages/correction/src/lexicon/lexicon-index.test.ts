import { describe, expect, it } from 'vitest';
import { LEXICON_SAMPLE } from '../fixtures/lexicon-sample.ts';
import type { LexiconEntry } from './lexicon.ts';
import { parseLexicon } from './lexicon.ts';
import { LexiconIndex } from './lexicon-index.ts';

const index = new LexiconIndex(parseLexicon(LEXICON_SAMPLE));
const wrongOf = (found: Array<readonly LexiconEntry[] | undefined>) =>
  found.map((entries) => entries?.map((e) => e.wrong).join('|'));

describe('LexiconIndex', () => {
  it('files the entries by match type, multi-word ones by their first word', () => {
    expect(index.get('exact', '금새')?.[0]?.right).toEqual(['금세']);
    expect(index.get('noun', '금새')).toBeUndefined();
    expect(index.multiWord.get('파토')?.map((e) => e.wrong)).toEqual(['파토 났']);
    expect(index.maxLength.get('stem')).toBe(3);
  });

  it('finds every entry that starts a word at a position, by length', () => {
    const found: Array<readonly LexiconEntry[] | undefined> = [];
    expect(index.prefixes('stem', '메세지함을', 0, 5, found)).toBe(3);
    expect(wrongOf(found)[3]).toBe('메세지');
    expect(index.prefixes('inside', '있씀니다', 1, 3, found)).toBe(3);
    expect(wrongOf(found)[3]).toBe('씀니다');
    expect(index.prefixes('stem', '가나다', 0, 3, found)).toBe(0);
  });

  it('finds the entries that end a word', () => {
    const found: Array<readonly LexiconEntry[] | undefined> = [];
    expect(index.suffixes('그렇지만서도', 6, found)).toBe(4);
    expect(wrongOf(found)[4]).toBe('지만서도');
  });

  it('marks the first code units of inside entries', () => {
    expect(index.insideStarts['함'.charCodeAt(0)]).toBe(1);
    expect(index.insideStarts['가'.charCodeAt(0)]).toBe(0);
  });
});
