/**
 * Checkers and assertions for the rule families' tests: a checker of only the family's rules,
 * with or without the engine's dictionary and models (loaded once per process), the text with
 * every first suggestion applied, and the two shapes most family tests assert.
 */
import { expect } from 'vitest';
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

/** What the first issue of a rule on a text says. */
export interface ExpectedIssue {
  rule: string;
  /** The span it covers, where the test names it. */
  original?: string;
  /** Its first suggestion, where the test names it. */
  fix?: string;
  ko: string;
  en: string;
  /** Its reference, where the test names it (null: none). */
  reference?: string | null;
}

/** The checker's first issue of `expected.rule` on `text` says this, in Korean and English. */
export function expectIssue(checker: Checker, text: string, expected: ExpectedIssue): void {
  const ko = checker.check(text).find((i) => i.ruleId === expected.rule);
  const en = checker.check(text, { language: 'en' }).find((i) => i.ruleId === expected.rule);
  expect(ko?.message, text).toBe(expected.ko);
  expect(en?.message, text).toBe(expected.en);
  if (expected.original !== undefined) expect(ko?.original, text).toBe(expected.original);
  if (expected.fix !== undefined) expect(ko?.suggestions[0], text).toBe(expected.fix);
  if (expected.reference !== undefined) expect(ko?.reference, text).toBe(expected.reference);
}

/**
 * A rule that fixes one slip: a sentence with the slip (the suggestion and the Korean message
 * of the rule's issue there), another with the English message, and correct sentences close to
 * the slip that the rule must leave alone.
 */
export interface SlipCase {
  rule: string;
  ko: [text: string, suggestion: string, message: string];
  en: [text: string, message: string];
  negatives: string[];
}

/** The checker fixes the slip with its message in both languages and leaves the negatives alone. */
export function expectSlip(checker: Checker, { rule, ko, en, negatives }: SlipCase): void {
  const issue = checker.check(ko[0]).find((i) => i.ruleId === rule);
  expect(issue?.suggestions[0]).toBe(ko[1]);
  expect(issue?.message).toBe(ko[2]);
  const english = checker.check(en[0], { language: 'en' }).find((i) => i.ruleId === rule);
  expect(english?.message).toBe(en[1]);
  for (const text of negatives)
    expect(
      checker.check(text).map((i) => i.ruleId),
      text,
    ).not.toContain(rule);
}

/** Each wrong sentence is corrected to the right one by `rule`, and the right one stays silent. */
export function expectPairs(
  checker: Checker,
  rule: string,
  list: ReadonlyArray<readonly [wrong: string, right: string]>,
): void {
  const issuesOf = (text: string) => checker.check(text).filter((i) => i.ruleId === rule);
  for (const [wrong, right] of list) {
    expect(applySuggestions(wrong, issuesOf(wrong)), wrong).toBe(right);
    expect(issuesOf(right), right).toEqual([]);
  }
}

/** Correct sentences close to `rule`: no issue of it. */
export function expectSilent(checker: Checker, rule: string, list: readonly string[]): void {
  for (const text of list)
    expect(
      checker.check(text).filter((i) => i.ruleId === rule),
      text,
    ).toEqual([]);
}
