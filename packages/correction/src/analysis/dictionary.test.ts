import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { SPELLER_FILE, loadAnalyzerDictionary, readShared } from '../node/engine-files.ts';
import {
  type AnalyzerDictionary,
  DICTIONARY_VERSION,
  ENTRY_SIZE,
  SURFACE_COUNT_BITS,
  SURFACE_ENTRIES_MAX,
  readDictionary,
  surfaceEntries,
  surfaceEntryCount,
  writeDictionary,
} from './dictionary.ts';
import { exactMatch } from './double-array.ts';

let dictionary: AnalyzerDictionary;
beforeAll(async () => {
  dictionary = await loadAnalyzerDictionary();
});

/** The feature sets of the entries of `surface` in the dictionary. */
function entriesOf(surface: string): Array<{ pos: string; semantic: string }> {
  const value = exactMatch(dictionary.trie, surface);
  if (value < 0) return [];
  const first = surfaceEntries(value);
  return Array.from({ length: surfaceEntryCount(value) }, (_, k) => {
    const feature = dictionary.entries[(first + k) * ENTRY_SIZE + 3] as number;
    return dictionary.header.features[feature] as { pos: string; semantic: string };
  });
}

/** The expression of entry e (e.g. 가/VV/*+아서/EC/*). */
function expressionOf(e: number): string {
  let s = '';
  for (let i = dictionary.exprStart[e] as number; i < (dictionary.exprStart[e + 1] as number); i++)
    s += String.fromCharCode(dictionary.exprChars[i] as number);
  return s;
}

describe('the compiled analyser dictionary', () => {
  it('is of the version this code reads, with sections of consistent sizes', () => {
    const { header } = dictionary;
    expect(header.version).toBe(DICTIONARY_VERSION);
    expect(header.source).toMatch(/mecab-ko-dic/i);
    const entries = dictionary.entries.length / ENTRY_SIZE;
    expect(Number.isInteger(entries)).toBe(true);
    expect(entries).toBeGreaterThan(500_000);
    expect(dictionary.exprStart.length).toBe(entries + 1);
    expect(dictionary.exprStart.at(-1)).toBe(dictionary.exprChars.length);
    expect(dictionary.connection.length).toBe(header.rightSize * header.leftSize);
    expect(dictionary.charCategory.length).toBe(65536);
    expect(dictionary.trie.alphabet.length).toBe(65536);
    expect(dictionary.trie.base.length).toBe(dictionary.trie.check.length);
  });

  it('has every entry point at classes, a feature set and an expression that exist', () => {
    const { entries, header } = dictionary;
    let bad = 0;
    for (let e = 0; e < entries.length / ENTRY_SIZE; e++) {
      const left = entries[e * ENTRY_SIZE] as number;
      const right = entries[e * ENTRY_SIZE + 1] as number;
      const feature = entries[e * ENTRY_SIZE + 3] as number;
      if (left < 0 || left >= header.leftSize) bad++;
      if (right < 0 || right >= header.rightSize) bad++;
      if (feature < 0 || feature >= header.features.length) bad++;
      if ((dictionary.exprStart[e + 1] as number) < (dictionary.exprStart[e] as number)) bad++;
    }
    for (const c of dictionary.charCategory) if (c >= header.categories.length) bad++;
    expect(bad).toBe(0);
  });

  it('finds a surface’s entries through the trie', () => {
    expect(entriesOf('학교').map((f) => f.pos)).toContain('NNG');
    expect(entriesOf('서울')).toContainEqual(
      expect.objectContaining({ pos: 'NNP', semantic: '지명' }),
    );
    expect(entriesOf('에서').map((f) => f.pos)).toContain('JKB');
    expect(entriesOf('학교갔')).toEqual([]);
  });

  it('keeps the expression of an inflected entry', () => {
    const value = exactMatch(dictionary.trie, '와서');
    const first = surfaceEntries(value);
    const expressions = Array.from({ length: surfaceEntryCount(value) }, (_, k) =>
      expressionOf(first + k),
    );
    expect(expressions.some((x) => /^오\/VV\/.*\+아서\/EC/.test(x))).toBe(true);
  });

  it('is refused where another file is given (the speller), naming what was expected', () => {
    expect(() => readDictionary(readShared(SPELLER_FILE))).toThrow(
      'not a Dadeum analyser dictionary',
    );
  });
});

describe('surface values', () => {
  it('pack the first entry and the entry count and unpack them (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: (1 << (31 - SURFACE_COUNT_BITS)) - 1 }),
        fc.integer({ min: 0, max: SURFACE_ENTRIES_MAX }),
        (first, count) => {
          const value = (first << SURFACE_COUNT_BITS) | count;
          expect(surfaceEntries(value)).toBe(first);
          expect(surfaceEntryCount(value)).toBe(count);
        },
      ),
    );
  });
});

describe('writeDictionary and readDictionary', () => {
  const sections = {
    alphabet: new Uint16Array(65536),
    base: Int32Array.of(0, 1),
    check: Int32Array.of(-1, 0),
    entries: Int16Array.of(1, 2, 300, 0),
    exprStart: Uint32Array.of(0, 0),
    exprChars: new Uint16Array(0),
    connection: Int16Array.of(5, -6, 7, -8),
    charCategory: new Uint8Array(65536),
  };
  const header = {
    source: 'test',
    features: [{ pos: 'NNG', semantic: '*', jong: 'F', type: '*', first: '*', last: '*' }],
    categories: [{ name: 'DEFAULT', invoke: false, group: true, length: 0, unknown: [] }],
    rightSize: 2,
    leftSize: 2,
  };

  it('round-trip a dictionary', () => {
    const d = readDictionary(writeDictionary(header, sections).buffer);
    expect(d.header).toMatchObject({ ...header, version: DICTIONARY_VERSION });
    expect([...d.entries]).toEqual([1, 2, 300, 0]);
    expect([...d.connection]).toEqual([5, -6, 7, -8]);
    expect([...d.trie.check]).toEqual([-1, 0]);
  });

  it('refuse a dictionary without one of its sections', () => {
    const { connection: _, ...rest } = sections;
    expect(() => readDictionary(writeDictionary(header, rest).buffer)).toThrow(
      'analyser dictionary: section connection missing',
    );
  });
});
