import { beforeAll, describe, expect, it } from 'vitest';
import type { Morph } from '../analysis/analyzer.ts';
import { type Context, type EngineModels, createContext } from '../context.ts';
import { loadEngineModels } from '../node/engine-files.ts';
import {
  analysisOf,
  endsInParticle,
  endsNounlike,
  isKnownNoun,
  isNameOrForeign,
  wordAnalysisOf,
} from './analysis-gates.ts';

let models: EngineModels;
beforeAll(() => {
  models = loadEngineModels();
});

const contextOf = (text: string, withModels = true): Context =>
  createContext(text, () => null, false, withModels ? models : null);
/** The analysis of a whole one-word text. */
const morphsOf = (word: string): Morph[] => analysisOf(contextOf(word), 0, word.length) ?? [];

describe('the analysis of a word', () => {
  it('is the sentence analysis inside the span, or the word analysed alone', () => {
    const ctx = contextOf('어제 학생이 왔다.');
    expect(analysisOf(ctx, 3, 6)?.map((m) => m.surface)).toEqual(['학생', '이']);
    expect(wordAnalysisOf(ctx, 3, 6)?.map((m) => m.surface)).toEqual(['학생', '이']);
  });

  it('is null without the analyser, so that no gate vetoes', () => {
    const ctx = contextOf('어제 학생이 왔다.', false);
    expect(analysisOf(ctx, 3, 6)).toBeNull();
    expect(wordAnalysisOf(ctx, 3, 6)).toBeNull();
  });
});

describe('the gates', () => {
  it('find names and foreign words, never common nouns', () => {
    expect(isNameOrForeign(morphsOf('김철수가'))).toBe(true);
    expect(isNameOrForeign(morphsOf('Apple을'))).toBe(true);
    expect(isNameOrForeign(morphsOf('사과를'))).toBe(false);
  });

  it('know a noun with particles or suffixes after it, not a typo read as noun + ending', () => {
    for (const word of ['개들은', '상담가', '사과를', '오늘'])
      expect(isKnownNoun(morphsOf(word)), word).toBe(true);
    for (const word of ['개을러서', '먹었다', '그애는'])
      expect(isKnownNoun(morphsOf(word)), word).toBe(false);
  });

  it('read a particle after a noun, names only when allowed', () => {
    expect(endsInParticle(morphsOf('학생이'), '이')).toBe(true);
    expect(endsInParticle(morphsOf('학생이'), '가')).toBe(false);
    expect(endsInParticle(morphsOf('서울으로'), '으로')).toBe(false);
    expect(endsInParticle(morphsOf('서울으로'), '으로', true)).toBe(true);
  });

  it('tell a word ending in a noun from one ending in a particle or an ending', () => {
    expect(endsNounlike(morphsOf('상담가'))).toBe(true);
    expect(endsNounlike(morphsOf('오늘'))).toBe(true);
    expect(endsNounlike(morphsOf('학교가'))).toBe(false);
    expect(endsNounlike(morphsOf('먹었다'))).toBe(false);
  });
});
