/** Shared set-up of the tests of this folder: the models, hunspell and a candidate collector. */
import { createSpellCache } from '../../context.ts';
import { loadEngineModels, loadKoreanDictionary } from '../../node/engine-files.ts';
import type { SpellingEnv } from './decision.ts';
import type { Candidate, Sink } from './edits.ts';
import { Written } from './syllable-score.ts';

/** The syllable model, the analyser and hunspell, as the rule reads them. */
export async function spellingEnv(): Promise<SpellingEnv> {
  const models = loadEngineModels();
  return {
    lm: models.lm,
    analyzer: models.analyzer,
    spell: createSpellCache(await loadKoreanDictionary()),
  };
}

/** Every candidate a generator finds for a word, in the order it finds them. */
export function collected(generate: (w: Written, add: Sink) => void, word: string): Candidate[] {
  const found: Candidate[] = [];
  const add: Sink = (w, channel, kinds, lmGain) =>
    found.push({
      word: w,
      channel,
      kinds: Array.isArray(kinds) ? kinds : [kinds],
      lmGain,
      gain: lmGain + channel,
    });
  generate(new Written(loadEngineModels().lm, word), add);
  return found;
}
