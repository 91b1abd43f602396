/**
 * What the morphological analysis says about a word, for rules written over surface strings:
 * each helper answers "leave this alone" questions. All return false (no veto) when the checker
 * runs without the analyser, so the rules behave as before there.
 */
import {
  POS,
  isNominalWordTag,
  isNounContinuationTag,
  isParticleTag,
  takesParticleTag,
} from '../analysis/pos.ts';
import type { Morph } from '../analysis/analyzer.ts';
import type { Context } from '../context.ts';

/** The analysis of [start, end) within the sentence's analysis, or null without the analyser. */
export function analysisOf(ctx: Context, start: number, end: number): Morph[] | null {
  return ctx.models ? ctx.morphsIn(start, end) : null;
}

/**
 * The word at [start, end) analysed on its own: stabler than its reading inside the sentence
 * when the question is about the word's own spelling (새 베게를: in context 베게 reads as a noun).
 */
export function wordAnalysisOf(ctx: Context, start: number, end: number): Morph[] | null {
  const analyzer = ctx.models?.analyzer;
  if (!analyzer) return null;
  return ctx.memo(`word:${start}:${end}`, () => analyzer.analyze(ctx.text, start, end));
}

/** A proper noun, a foreign word or Hanja anywhere in the word: never "correct" its spelling. */
export function isNameOrForeign(morphs: readonly Morph[]): boolean {
  return morphs.some(
    (m) =>
      m.pos === POS.properNoun ||
      m.first === POS.properNoun ||
      m.pos === POS.foreign ||
      m.pos === POS.hanja,
  );
}

/**
 * The word is a noun the dictionary knows, with nothing after it but particles, suffixes or the
 * copula: 개들은, 비대면, 상담가. (A typo read as noun + particle + leftover ending, like
 * 개/을/러서 for 개을러서, is not.)
 */
export function isKnownNoun(morphs: readonly Morph[]): boolean {
  let i = morphs[0]?.first === POS.nounPrefix ? 1 : 0;
  const head = morphs[i];
  if (!head || !isNominalWordTag(head.first) || morphs.some((m) => m.unknown)) return false;
  for (i++; i < morphs.length; i++) {
    const m = morphs[i] as Morph;
    if (!isNounContinuationTag(m.first)) return false;
  }
  return true;
}

/**
 * The word ends in a particle morph with exactly this surface, after a noun-like morph, and has
 * no unknown morph. A proper noun is allowed only with `allowNames` (서울으로 is a slip, but the
 * 이 of 레이 or 메이 belongs to the name).
 */
export function endsInParticle(
  morphs: readonly Morph[],
  particle: string,
  allowNames = false,
): boolean {
  const last = morphs[morphs.length - 1];
  const before = morphs[morphs.length - 2];
  if (!last || !before) return false;
  if (morphs.some((m) => m.unknown || (!allowNames && m.pos === POS.properNoun))) return false;
  return last.surface === particle && isParticleTag(last.first) && takesParticleTag(before.last);
}

/** The word's analysis ends in a noun-like morph (a particle may attach to it). */
export function endsNounlike(morphs: readonly Morph[]): boolean {
  const last = morphs[morphs.length - 1];
  return last !== undefined && !last.unknown && takesParticleTag(last.last);
}
