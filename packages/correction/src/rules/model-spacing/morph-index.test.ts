import { describe, expect, it } from 'vitest';
import { loadEngineModels } from '../../node/engine-files.ts';
import {
  allFunction,
  fragmentary,
  indexMorphs,
  morphAcross,
  nounsMeet,
  takesHada,
} from './morph-index.ts';

const analyse = (text: string) => indexMorphs(loadEngineModels().analyzer.analyze(text));

describe('an analysis indexed by offset', () => {
  it('finds the morphs that end and start at a gap, and one that runs across it', () => {
    const index = analyse('학교에서');
    expect(index.endingAt.get(2)?.surface).toBe('학교');
    expect(index.startingAt.get(2)?.surface).toBe('에서');
    expect(morphAcross(index, 1)?.surface).toBe('학교');
    expect(morphAcross(index, 2)).toBeUndefined();
    expect(index.startingAt.get(99)).toBeUndefined();
  });

  it('tells function morphs, two nouns meeting and nouns that take 하다', () => {
    const index = analyse('학교에서');
    expect(allFunction(index, 2, 4)).toBe(true);
    expect(allFunction(index, 0, 4)).toBe(false);
    expect(nounsMeet(analyse('정부정책'), 2)).toBe(true);
    const hada = analyse('투명하고');
    expect(takesHada(hada, hada.startingAt.get(0) as never)).toBe(true);
  });

  it('reads the copula or a lone numeral inside a word as a fragment', () => {
    const copula = analyse('학생입니다');
    expect(fragmentary(copula.startingAt.get(2) as never, 5)).toBe(true);
    expect(fragmentary(analyse('학교').startingAt.get(0) as never, 2)).toBe(false);
  });
});
