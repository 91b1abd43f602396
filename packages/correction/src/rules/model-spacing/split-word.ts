/**
 * Does a typed space split one word (학 교에, 이루어 질, 평 전을)? The tests of a typed space
 * that the statistical spacing rules remove: the dictionary, the analysis of the text without
 * spaces, and the train part's word counts (src/lm/syllable-lm.ts).
 */
import {
  POS,
  isAuxiliaryTag,
  isConnectiveEndingTag,
  isDeterminerTag,
  isFunctionTag,
  isNoSplitTag,
  isNounTag,
  isNumberTag,
  isVerbalTag,
  posIncludes,
} from '../../analysis/pos.ts';
import type { Context } from '../../context.ts';
import words from '../../data/rules/model-spacing.json' with { type: 'json' };
import { type SyllableLm, nounCount, wordCount } from '../../lm/syllable-lm.ts';
import type { CompactText } from '../../spacing/features.ts';
import { hangulPieces, typedWordEnd, wordsAround } from './gaps.ts';
import {
  type MorphIndex,
  fragmentary,
  morphAcross,
  typedAfter,
  typedBefore,
} from './morph-index.ts';
import { JOIN_BY_COUNT, NOUN_SPLIT, SPLIT_THRESHOLDS } from './parameters.ts';

const NEGATIONS: ReadonlySet<string> = new Set(words.negations);

/**
 * Does the typed space at gap g split one word? Precision first: either the dictionary knows
 * the two pieces joined but not one of them as typed (학교에서 written 학 교에서), or the analysis of
 * the text without spaces reads one morpheme across the gap that is no noun (nouns split are
 * often two nouns: 해 안에다, 가방 문), no name, compound, unknown word or connective ending.
 */
export function splitsOneWord(
  ctx: Context,
  compact: CompactText,
  joined: MorphIndex,
  g: number,
  pg: number,
): boolean {
  return (
    splitByDictionary(ctx, compact, joined, g, pg) || joinedByCounts(ctx, compact, joined, g, pg)
  );
}

/** Do the train part's word counts say the typed space at gap g splits one word? */
export function joinedByCounts(
  ctx: Context,
  compact: CompactText,
  joined: MorphIndex,
  g: number,
  pg: number,
): boolean {
  return commonlyJoined(ctx, compact, joined, g, pg) || splitsOneNoun(ctx, compact, joined, g, pg);
}

/**
 * The syllable model and the Hangul pieces on either side of the typed space at gap g, where
 * the model does not want the space (P(space) at most `most`); null otherwise.
 */
function typedSpacePieces(
  ctx: Context,
  compact: CompactText,
  g: number,
  pg: number,
  most: number,
): { lm: SyllableLm; left: string; right: string } | null {
  const lm = ctx.models?.lm;
  if (!lm || compact.observed[g] !== 1 || pg > most) return null;
  const pieces = hangulPieces(compact, g);
  return pieces ? { lm, left: pieces[0], right: pieces[1] } : null;
}

/** A determiner or numeral as typed before gap g: a word of its own (이 메일, 시 한 편). */
function determinerBefore(ctx: Context, compact: CompactText, g: number): boolean {
  const tag = typedBefore(ctx, compact, g)?.last ?? '';
  return isDeterminerTag(tag) || isNumberTag(tag);
}

/**
 * A typed space inside a common noun of the joined analysis (혜 안으로, 평 전을, 대학 교):
 * the noun covers the shorter piece (at most two syllables) and, where that is the right one,
 * the whole left piece too (요소인 물 is 요소인 + 물, not 인물); the train part reads the noun
 * often (five times or more) and the noun's part on one side of the space is no common word
 * alone there (seen 100 times or fewer: 교 of 대학 교에, 씨 of 날 씨가; 해 안에다 stays: 해 and
 * 안 are both common words); the model does not want the space (p ≤ 0.4).
 */
function splitsOneNoun(
  ctx: Context,
  compact: CompactText,
  joined: MorphIndex,
  g: number,
  pg: number,
): boolean {
  const typed = typedSpacePieces(ctx, compact, g, pg, NOUN_SPLIT.p);
  if (!typed) return false;
  const { lm, left, right } = typed;
  const leftShort = left.length <= right.length;
  if ((leftShort ? left : right).length > NOUN_SPLIT.short) return false;
  // 이 메일을: 이메일 is a noun too.
  if (determinerBefore(ctx, compact, g)) return false;
  const inside = morphAcross(joined, g);
  if (!inside || inside.unknown || inside.pos !== POS.commonNoun) return false;
  if (inside.start > g - left.length || (!leftShort && inside.end < g + right.length)) return false;
  if (nounCount(lm, inside.surface) < NOUN_SPLIT.noun) return false;
  // The noun's part on either side of the space, one of which must hardly be a word alone.
  const before = inside.surface.slice(0, g - inside.start);
  const after = inside.surface.slice(g - inside.start);
  return Math.min(wordCount(lm, before), wordCount(lm, after)) <= NOUN_SPLIT.piece;
}

/**
 * A typed space between two pieces that the train part writes as one word far more often than
 * the rarer piece stands alone (평 전을, 혜 안으로, 지금 까지: 평전을 is a word there, 평 alone
 * hardly ever), where the model does not want the space (p ≤ 0.5). Not after the negation
 * adverbs (안 돼: the corpus's own 안돼 must not win), nor -아/-어 before an auxiliary verb
 * (덜어 보세요: 제47항 allows both), nor between two nouns the joined analysis reads apart.
 */
function commonlyJoined(
  ctx: Context,
  compact: CompactText,
  joined: MorphIndex,
  g: number,
  pg: number,
): boolean {
  const typed = typedSpacePieces(ctx, compact, g, pg, JOIN_BY_COUNT.p);
  if (!typed) return false;
  const { lm, left, right } = typed;
  if (NEGATIONS.has(left)) return false;
  const together = wordCount(lm, left + right);
  if (together < JOIN_BY_COUNT.joined) return false;
  const rarer = Math.min(wordCount(lm, left), wordCount(lm, right));
  if (together < JOIN_BY_COUNT.ratio * (rarer + 1)) return false;
  // A verb after a connective ending as typed (보여 준다, 덜어 보세요): 제47항 allows both,
  // and the joined analysis may read one verb (보여주다).
  const typedLeft = typedBefore(ctx, compact, g);
  const typedRight = typedAfter(ctx, compact, g);
  if (typedLeft && isConnectiveEndingTag(typedLeft.last) && isVerbalTag(typedRight?.first))
    return false;
  // 이 메일을 is no 이메일을, 시 한 편 no 한편.
  if (determinerBefore(ctx, compact, g)) return false;
  // Two nouns as typed (최저 임금, 러닝 메이트): the dictionary may list the pair as one term that
  // it spaces in principle and allows together (최저^임금), so the writer's space stays.
  if (
    typedLeft &&
    typedRight &&
    isNounTag(typedLeft.last) &&
    isNounTag(typedRight.first) &&
    typedLeft.end - typedLeft.start >= 2 &&
    typedRight.end - typedRight.start >= 2
  )
    return false;
  const before = joined.endingAt.get(g);
  const after = joined.startingAt.get(g);
  if (!before || !after) return true;
  if (isConnectiveEndingTag(before.last) && isAuxiliaryTag(after.first)) return false;
  // Two nouns stay apart (허위 정보, 일회용 컵: 제49·50항 allow both), unless both are single
  // syllables, pieces of one noun (평 전, 혜 안).
  return !(
    isNounTag(before.last) &&
    isNounTag(after.first) &&
    (before.end - before.start >= 2 || after.end - after.start >= 2)
  );
}

function splitByDictionary(
  ctx: Context,
  compact: CompactText,
  joined: MorphIndex,
  g: number,
  pg: number,
): boolean {
  if (compact.observed[g] !== 1 || pg > SPLIT_THRESHOLDS.known) return false;
  const [left, right] = wordsAround(compact, g);
  if (ctx.spell(left + right) === true && (ctx.spell(left) === false || ctx.spell(right) === false))
    return true;
  const inside = morphAcross(joined, g);
  if (
    !inside ||
    inside.unknown ||
    inside.type === 'Compound' ||
    posIncludes(inside.pos, POS.properNoun)
  )
    return false;
  if (isNoSplitTag(inside.first) || isNounTag(inside.last) || isConnectiveEndingTag(inside.last))
    return false;
  return (
    pg <= (isVerbalTag(inside.first) ? SPLIT_THRESHOLDS.insidePredicate : SPLIT_THRESHOLDS.inside)
  );
}

/**
 * Does the typed word after the space at gap g stand on its own as typed: a known word that
 * is no particle, ending or suffix and no fragment (조차 read as 조 + 차, 입니다)?
 */
export function standsAlone(ctx: Context, compact: CompactText, g: number): boolean {
  const right = typedAfter(ctx, compact, g);
  if (!right || right.unknown || isFunctionTag(right.first)) return false;
  return !fragmentary(right, (compact.offsets[typedWordEnd(compact, g) - 1] as number) + 1);
}
