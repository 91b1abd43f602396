/**
 * For the tests beside the spacing families: a checker that runs one family's rules with the
 * speller and the analysis, as the engine does, so a test sees what those rules flag and what
 * they leave alone without the other rules' findings in the way.
 */
import { applySuggestions, type Checker, createCheckerWith } from '../../checker.ts';
import type { Rule } from '../../context.ts';
import { loadEngineModels, loadKoreanDictionary } from '../../node/engine-files.ts';

export interface FamilyChecker {
  checker: Checker;
  /** The text with every first suggestion applied. */
  fix(text: string): string;
  /** The rule ids of the issues, in order. */
  ids(text: string): string[];
  /** The first issue's message in Korean and in English. */
  message(text: string): { ko: string | undefined; en: string | undefined };
}

export async function familyChecker(rules: readonly Rule[]): Promise<FamilyChecker> {
  const checker = createCheckerWith(await loadKoreanDictionary(), {
    models: loadEngineModels(),
    rules,
  });
  return {
    checker,
    fix: (text) => applySuggestions(text, checker.check(text)),
    ids: (text) => checker.check(text).map((i) => i.ruleId),
    message: (text) => ({
      ko: checker.check(text)[0]?.message,
      en: checker.check(text, { language: 'en' })[0]?.message,
    }),
  };
}
