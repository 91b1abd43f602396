/**
 * What the analysis and the norms say of one gap, for the statistical spacing rules: where the
 * model may decide alone, where the norms ask for a space (제42·43항: numerals, counters,
 * dependent nouns) or allow both (제47항: auxiliaries after -아/-어), where a space is required
 * or forbidden between two morphs, and where removing one would swallow a verb.
 */
import type { Morph } from '../../analysis/analyzer.ts';
import {
  POS,
  isBoundNounTag,
  isCounterTag,
  isDeterminerTag,
  isEndingTag,
  isNominalPartTag,
  isNounTag,
  isNounishTag,
  isNumberTag,
  isParticleTag,
  isPredicateSuffixTag,
  isStandaloneTag,
  isVerbOrAdjectiveTag,
  posIncludes,
  takesEnding,
} from '../../analysis/pos.ts';
import type { Context } from '../../context.ts';
import words from '../../data/rules/model-spacing.json' with { type: 'json' };
import {
  LATIN_OR_DIGIT,
  isHangul,
  splitsLatinOrNumber,
  typedWordEnd,
  wordsAround,
} from './gaps.ts';
import {
  type MorphIndex,
  allFunction,
  morphAcross,
  nounsMeet,
  typedAfter,
  typedBefore,
  typedIndex,
} from './morph-index.ts';
import type { SegmentSpacing } from './segments.ts';

const NUMERAL_DETERMINERS: ReadonlySet<string> = new Set(words.numeralDeterminers);
const UNAMBIGUOUS_DEPENDENTS: ReadonlySet<string> = new Set(words.unambiguousDependents);
const AFTER_COPULA_DEPENDENTS: ReadonlySet<string> = new Set(words.afterCopulaDependents);

/**
 * May the model decide gap g on its own when it is all but certain? Only between Hangul, and
 * never where the analysis of the joined text sees two nouns meet, nor (removing a space)
 * after a numeral or before a counter or dependent noun as typed (세 기를, 할 수: 제42·43항
 * space them). After a determiner as typed it may (그 것을, 수 십: the model is sure it is one
 * word; 이 책 it never is). Spaces beside punctuation are the punctuation rules'.
 */
export function allButCertain(
  ctx: Context,
  s: SegmentSpacing,
  g: number,
  isTyped: boolean,
): boolean {
  const text = s.compact.compact;
  if (!isHangul(text[g - 1]) || !isHangul(text[g])) return false;
  const j = s.joinedAround(g);
  if (nounsMeet(j, g)) return false;
  if (!isTyped) return true;
  const norm = normSpace(ctx, s, g);
  if (norm === 'number' || (norm === 'determiner' && !afterDeterminer(ctx, s, g))) return false;
  return !swallowsVerb(ctx, s, j, g);
}

/** Is the word before gap g a determiner as typed (그, 이, 수: not a numeral)? */
function afterDeterminer(ctx: Context, s: SegmentSpacing, g: number): boolean {
  const left = typedBefore(ctx, s.compact, g);
  return left !== undefined && isDeterminerTag(left.last);
}

/**
 * Would removing the typed space at gap g swallow a verb as typed after a noun? A verb is not
 * swallowed into another noun (집 사 → 집사), and joined as noun + 되다 only where the dictionary
 * knows the verb (제출되는, not 성덕되고: 성덕이 되다); 하다 and 시키다 after a noun are
 * suffixes (분산 시킨다 → 분산시킨다). `j` is an analysis of the text without spaces around g.
 * Each of the two holds only while the model's log-odds against the space stay below its
 * limit (in a badly spaced sentence, RESPACE; always elsewhere).
 */
export function swallowsVerb(
  ctx: Context,
  s: SegmentSpacing,
  j: MorphIndex,
  g: number,
  limits: { nominal: number; doe: number } = { nominal: Infinity, doe: Infinity },
): boolean {
  const d = s.against(g);
  if (d >= limits.nominal && d >= limits.doe) return false;
  const typedRight = typedAfter(ctx, s.compact, g);
  if (!typedRight || !isVerbOrAdjectiveTag(typedRight.first)) return false;
  if (d < limits.nominal && isNominalPartTag(morphAcross(j, g)?.first)) return true;
  if (d >= limits.doe) return false;
  const r = j.startingAt.get(g);
  return (
    r !== undefined &&
    isPredicateSuffixTag(r.first) &&
    /^[되돼됐된될됨됩]/.test(r.surface) &&
    ctx.spell(wordsAround(s.compact, g).join('')) !== true
  );
}

/**
 * Is the typed space at gap g one the norm asks for (제42·43항), and which kind: 'number' for
 * a numeral (or numeral determiner) before a counter or noun (삼 시, 세 기를, 3 년);
 * 'determiner' after a determiner, a numeral before a word that is no noun, or before a
 * dependent noun (이 책, 할 수; but 이 제, 만 들어낸, 그 것을 are pieces of one word when the
 * model is sure); null where the norm says nothing.
 */
export function normSpace(
  ctx: Context,
  s: SegmentSpacing,
  g: number,
): 'number' | 'determiner' | null {
  const typedLeft = typedBefore(ctx, s.compact, g);
  const typedRight = typedAfter(ctx, s.compact, g);
  const left = typedLeft?.last ?? '';
  const numeral =
    isNumberTag(left) ||
    (isDeterminerTag(left) && NUMERAL_DETERMINERS.has(typedLeft?.surface ?? ''));
  // A counter after a numeral (세 기를, 삼 시). After anything else a counter as typed is
  // weighed as a dependent noun: in a badly spaced sentence it is mostly a piece of a word
  // (방 대한, 소유 권을, 제공하 리라).
  if (numeral && typedRight && (isCounterTag(typedRight.first) || isNounishTag(typedRight.first)))
    return 'number';
  return isDeterminerTag(left) ||
    isNumberTag(left) ||
    (typedRight !== undefined && isBoundNounTag(typedRight.first))
    ? 'determiner'
    : null;
}

/**
 * Is the typed space at gap g one after a numeral before a word that is no counter (세 계,
 * 사 건, 오 바마: in a badly spaced sentence mostly pieces of one word), rather than before a
 * counter (삼 시, 세 기를)?
 */
export function beforeNoCounter(ctx: Context, s: SegmentSpacing, g: number): boolean {
  const right = typedAfter(ctx, s.compact, g);
  return right !== undefined && !isBoundNounTag(right.first);
}

/**
 * May the noise-aware second pass flag gap g on its own? Between Hangul where the model alone
 * may (allButCertain); elsewhere only a typed space inside a run of Latin letters or digits
 * (Reac t, 20 01년), never one beside punctuation (the punctuation rules') or Hangul.
 */
export function noisyMayFlag(
  ctx: Context,
  s: SegmentSpacing,
  g: number,
  isTyped: boolean,
): boolean {
  const text = s.compact.compact;
  if (isHangul(text[g - 1]) && isHangul(text[g])) return allButCertain(ctx, s, g, isTyped);
  return isTyped && splitsLatinOrNumber(s.compact, g);
}

/**
 * May gap g between Hangul and a Latin letter or digit change? A typed space before a particle
 * after a Latin word or number (prop 을, JSX 를), or a missing one between a particle or ending
 * and a number or Latin word (어느덧2개월, 따라11월).
 */
export function wordMeetsLatinOrNumber(
  ctx: Context,
  s: SegmentSpacing,
  g: number,
  isTyped: boolean,
): boolean {
  const { compact } = s;
  const a = compact.compact[g - 1] as string;
  const b = compact.compact[g] as string;
  if (isTyped) {
    if (!LATIN_OR_DIGIT.test(a) || !isHangul(b)) return false;
    const first = typedAfter(ctx, compact, g);
    const endAt = (compact.offsets[typedWordEnd(compact, g) - 1] as number) + 1;
    return (
      first !== undefined &&
      isParticleTag(first.first) &&
      allFunction(typedIndex(ctx), compact.offsets[g] as number, endAt)
    );
  }
  if (!isHangul(a) || !LATIN_OR_DIGIT.test(b)) return false;
  const left = typedBefore(ctx, compact, g);
  return (
    left !== undefined && !left.unknown && (isParticleTag(left.last) || isEndingTag(left.last))
  );
}

/** A dependent noun after an adnominal form that nothing else written alike could be. */
export function unambiguousDependent(
  ctx: Context,
  index: MorphIndex,
  left: Morph,
  right: Morph,
): boolean {
  const noun = right.surface;
  // The copula's adnominal form: 인 (이 + -ㄴ) or 이 + 란/라는.
  const copula =
    posIncludes(left.pos, POS.copula) || index.endingAt.get(left.start)?.last === POS.copula;
  if (!UNAMBIGUOUS_DEPENDENTS.has(noun)) {
    if (!copula || !AFTER_COPULA_DEPENDENTS.has(noun)) return false;
  }
  // A form of one syllable may be a piece of a noun with it: 날줄 (warp) reads as one word.
  if (left.surface.length > 1 || copula) return true;
  const alone = ctx.models?.analyzer.analyze(`${left.surface}${noun}`) ?? [];
  return !(alone.length === 1 && isNounTag(alone[0]?.pos ?? ''));
}

/** The last morpheme of a morph (the ending of an inflected entry such as 켜져 = 켜지 + 어). */
function lastPart(ctx: Context, m: Morph): string {
  const parts = ctx.models?.analyzer.parts(m);
  return parts?.[parts.length - 1]?.surface ?? m.surface;
}

/**
 * Does a connective end in -아/-어 (also contracted: 켜져, 봐, 해, 돼, 줘)? Auxiliaries after it
 * may be written together (제47항), so a missing space there is never an error.
 */
function endsLikeAeo(ctx: Context, m: Morph): boolean {
  if (/^[아어여]$/.test(lastPart(ctx, m))) return true;
  const code = m.surface.charCodeAt(m.surface.length - 1) - 0xac00;
  if (code < 0 || code > 11171 || code % 28 !== 0) return false;
  const vowel = Math.floor((code % 588) / 28);
  // ㅏ ㅐ ㅑ ㅓ ㅔ ㅕ ㅘ ㅙ ㅝ ㅞ
  return [0, 1, 2, 4, 5, 6, 9, 10, 14, 15].includes(vowel);
}

/**
 * Is a space between `left` and `right` required by the norms (so its absence is an error)?
 * Only the clear cases: after a particle, after a connective ending before another predicate
 * (except -아/-어 before an auxiliary, which 제47항 allows together), after an adnominal form
 * before a noun, and between an adverb or determiner and a content word.
 */
export function spaceRequired(ctx: Context, left: Morph, right: Morph): boolean {
  const l = left.last;
  const r = right.first;
  if (left.unknown || right.unknown || left.pos === POS.properNoun || right.pos === POS.properNoun)
    return false;
  if (isParticleTag(l)) return isStandaloneTag(r) || r === POS.boundNoun;
  if (l === POS.adnominalEnding) return isNounishTag(r) || r === POS.boundNoun;
  if (l === POS.connectiveEnding) {
    if (r === POS.auxiliary) return !endsLikeAeo(ctx, left);
    return r === POS.verb || r === POS.adjective || r === POS.adverb || isNounishTag(r);
  }
  if (l === POS.determiner) return isNounishTag(r);
  // -기 makes a noun phrase: what follows is a word of its own (가기 싫어, 먹기 좋은, 하기 위해).
  if (l === POS.nominalEnding)
    return (r === POS.adjective || r === POS.verb) && left.surface.endsWith('기');
  if (l === POS.adverb || l === POS.conjunctiveAdverb)
    return (
      r === POS.verb || r === POS.adjective || (r === POS.adverb && left.surface !== right.surface)
    );
  return false;
}

/** Is a space before `right` wrong? (particles, endings, suffixes and the copula attach.) */
export function spaceForbidden(left: Morph, right: Morph): boolean {
  const r = right.first;
  if (left.unknown || right.unknown) return false;
  if (isParticleTag(r)) return isNounishTag(left.last) || left.last === POS.nominalEnding;
  if (isEndingTag(r)) return takesEnding(left.last);
  if (r === POS.nounSuffix || r === POS.verbSuffix || r === POS.adjectiveSuffix)
    return isNounishTag(left.last);
  if (r === POS.copula) return isNounishTag(left.last);
  return false;
}
