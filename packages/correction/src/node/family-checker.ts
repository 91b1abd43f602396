/**
 * Checkers for the rule families' tests: only the family's rules, with or without the engine's
 * dictionary and models (loaded once per process), and the text with every first suggestion
 * applied.
 */
import { type Checker, applySuggestions, createCheckerWith } from '../checker.ts';
import type { Rule } from '../context.ts';
import { loadEngineModels, loadKoreanDictionary } from './engine-files.ts';

export interface FamilyCheckerOptions {
  /** The hunspell dictionary (ctx.spell answers): default true. */
  dictionary?: boolean;
  /** The analyser, spacing model and syllable model: default true. */
  models?: boolean;
}

/** A checker that runs only `rules`, over what `options` loads. */
export async function familyChecker(
  rules: readonly Rule[],
  options: FamilyCheckerOptions = {},
): Promise<Checker> {
  const dictionary = options.dictionary === false ? null : await loadKoreanDictionary();
  const models = options.models === false ? null : loadEngineModels();
  return createCheckerWith(dictionary, { rules, models });
}

/** The text with every first suggestion of the checker applied. */
export function fixAll(checker: Checker, text: string): string {
  return applySuggestions(text, checker.check(text));
}
