import { beforeAll, describe, expect, it } from 'vitest';
import { loadAnalyzerDictionary } from '../node/engine-files.ts';
import { type Lattice, createLattice } from './lattice.ts';

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
});
