import { beforeAll, describe, expect, it } from 'vitest';
import { loadAnalyzerDictionary } from '../node/engine-files.ts';
import { loadEngineBuffers } from '../node/engine-files.ts';
import { type AnalyzerDictionary, readDictionary } from './dictionary.ts';
import { type Lattice, createLattice, interleaveTrie } from './lattice.ts';

let lattice: Lattice;
beforeAll(async () => {
  lattice = createLattice(await loadAnalyzerDictionary());
});

describe('the lattice', () => {
  it('analyses a slice of the text, keeping the offsets of the whole', () => {
    const text = '어제 학교에 갔다';
    const morphs = lattice.analyze(text, 3, 6);
    expect(morphs.map((m) => [m.surface, m.start, m.end])).toEqual([
      ['학교', 3, 5],
      ['에', 5, 6],
    ]);
  });

  it('marks the morphs after a space, and none inside a word', () => {
    const morphs = lattice.analyze('학교 에', 0, 4);
    expect(morphs.map((m) => m.spaceBefore)).toEqual([false, true]);
  });

  it('finds nothing in empty or blank text', () => {
    expect(lattice.analyze('', 0, 0)).toEqual([]);
    expect(lattice.analyze('   ', 0, 3)).toEqual([]);
    expect(lattice.pathCost('')).toBe(0);
  });

  it('costs a common word less than a misspelt one', () => {
    expect(lattice.pathCost('희한하다')).toBeLessThan(lattice.pathCost('희안하다'));
  });

  it('gives the same answers when reused after a longer text (storage grown and stamped)', () => {
    const first = lattice.analyze('학교에 갔다', 0, 6);
    lattice.analyze('가나다라마바사'.repeat(300), 0, 2100);
    expect(lattice.analyze('학교에 갔다', 0, 6)).toEqual(first);
  });

  it('reads the trie through its interleaved copy, shared or its own, with the same answers', () => {
    const dictionary: AnalyzerDictionary = readDictionary(loadEngineBuffers().analyzer);
    const { base, check } = dictionary.trie;
    const shared = new Int32Array(loadEngineBuffers().analyzerTrie);
    expect(shared.length).toBe(2 * check.length);
    for (const i of [0, 1, 1000, check.length - 1]) {
      expect(shared[2 * i]).toBe(base[i]);
      expect(shared[2 * i + 1]).toBe(check[i]);
    }
    expect(interleaveTrie(dictionary.trie)).toEqual(shared);
    const text = '아버지가방에들어가신다. 오늘 날씨가 좋아서 산책을 했다; 희안하다 abc 123';
    const own = createLattice(dictionary).analyze(text, 0, text.length);
    expect(createLattice(dictionary, shared).analyze(text, 0, text.length)).toEqual(own);
    expect(lattice.analyze(text, 0, text.length)).toEqual(own);
    expect(() => createLattice(dictionary, shared.subarray(2))).toThrow(/not of this dictionary/);
  });
});
