import { describe, expect, it } from 'vitest';
import { createContext, createSpellCache } from '../../context.ts';
import { loadEngineModels, loadKoreanDictionary } from '../../node/engine-files.ts';
import { typoSuspect, wordCounts, wordScreen } from './suspect.ts';

async function suspects(text: string): Promise<string[]> {
  const spell = createSpellCache(await loadKoreanDictionary());
  const ctx = createContext(text, spell, true, loadEngineModels());
  const repeats = wordCounts(ctx);
  return ctx.tokens.filter((t) => typoSuspect(ctx, t, repeats) !== null).map((t) => t.core);
}

describe('the words spelling.typo looks at', () => {
  it('takes an odd Hangul word hunspell does not know', async () => {
    expect(await suspects('도둑이 경쳘에게 잡혔다.')).toEqual(['경쳘에게']);
  });

  it('leaves repeated words, words before a title and the product name alone', async () => {
    expect(await suspects('루카쉬는 웃었다. 루카쉬는 울었다.')).toEqual([]);
    expect(await suspects('김민쉬 씨가 왔다.')).toEqual([]);
    expect(await suspects('다듬에 오신 것을 환영합니다.')).toEqual([]);
    expect(await suspects('다듬 주에 만나자.')).toEqual(['다듬']);
  });

  it('has one word screen feature per weight', () => {
    const screen = wordScreen('경쳘', { count: 2, score: -20 }, [], false, true);
    expect(Object.keys(screen.features)).toHaveLength(9);
    expect(screen.probability).toBeGreaterThan(0);
    expect(screen.probability).toBeLessThan(1);
  });
});
