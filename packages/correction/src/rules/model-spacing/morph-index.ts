/**
 * Analyses indexed by offset for the statistical spacing rules: the morphs that end and start
 * at each gap, of the text as typed (one index per check) or of a stretch analysed without its
 * spaces (compact offsets), and what the rules ask of them.
 */
import type { Morph } from '../../analysis/analyzer.ts';
import {
  isFragmentTag,
  isFunctionTag,
  isNominalPartTag,
  isPredicateSuffixTag,
  POS,
  posIncludes,
} from '../../analysis/pos.ts';
import type { Context } from '../../context.ts';
import type { CompactText } from '../../spacing/features.ts';

/**
 * Morphs by offset, read like a Map: an array over the analysed stretch (offsets from `base`),
 * no hashing and no table to grow (an index per segment, window and check).
 */
class ByOffset {
  private readonly base: number;
  private readonly at: Array<Morph | undefined>;
  constructor(base: number, size: number) {
    this.base = base;
    this.at = new Array<Morph | undefined>(size);
  }
  set(offset: number, m: Morph): void {
    this.at[offset - this.base] = m;
  }
  get(offset: number): Morph | undefined {
    const i = offset - this.base;
    return i >= 0 && i < this.at.length ? this.at[i] : undefined;
  }
}

/** Morphs ending and starting at each offset of an analysis. */
export interface MorphIndex {
  endingAt: ByOffset;
  startingAt: ByOffset;
  morphs: readonly Morph[];
}

export function indexMorphs(morphs: readonly Morph[]): MorphIndex {
  // An analysis is in text order: its first start and last end bound every offset in it.
  const base = morphs[0]?.start ?? 0;
  const size = (morphs[morphs.length - 1]?.end ?? base) - base + 1;
  const endingAt = new ByOffset(base, size);
  const startingAt = new ByOffset(base, size);
  for (const m of morphs) {
    endingAt.set(m.end, m);
    startingAt.set(m.start, m);
  }
  return { endingAt, startingAt, morphs };
}

/** The analysis of the text as typed, indexed (one per check). */
export function typedIndex(ctx: Context): MorphIndex {
  return ctx.memo('spacing.typed-index', () => indexMorphs(ctx.morphs()));
}

/** The morpheme of the analysis as typed that ends just before gap g. */
export function typedBefore(ctx: Context, compact: CompactText, g: number): Morph | undefined {
  return typedIndex(ctx).endingAt.get((compact.offsets[g - 1] as number) + 1);
}

/** The morpheme of the analysis as typed that starts at gap g. */
export function typedAfter(ctx: Context, compact: CompactText, g: number): Morph | undefined {
  return typedIndex(ctx).startingAt.get(compact.offsets[g] as number);
}

/** The morpheme of an analysis that runs across gap g, if one does. */
export function morphAcross(index: MorphIndex, g: number): Morph | undefined {
  return index.morphs.find((m) => m.start < g && m.end > g);
}

/** Every morph in [start, end) starts a function morpheme (and they tile the span). */
export function allFunction(index: MorphIndex, start: number, end: number): boolean {
  let at = start;
  while (at < end) {
    const m = index.startingAt.get(at);
    if (!m || !isFunctionTag(m.first) || m.unknown) return false;
    at = m.end;
  }
  return at === end;
}

/**
 * A reading of a word that is no word of its own: a one-syllable numeral, counter or
 * counter first (조차 read as 조 + 차), or the copula inside it (입니다).
 */
export function fragmentary(first: Morph, wordEnd: number): boolean {
  if (posIncludes(first.pos, POS.copula)) return true;
  // 조차 read as 조 + 차; but 만 alone (준 만 달러) is the numeral it looks like.
  return first.end - first.start === 1 && first.end < wordEnd && isFragmentTag(first.first);
}

/** Do two nominal morphs (nouns, names, numbers, Latin words) meet at gap g of an analysis? */
export function nounsMeet(index: MorphIndex, g: number): boolean {
  const l = index.endingAt.get(g);
  const r = index.startingAt.get(g);
  return (
    l !== undefined && r !== undefined && isNominalPartTag(l.last) && isNominalPartTag(r.first)
  );
}

/** Is `m` a common noun that the suffix 하다 or 되다 makes a verb or adjective of (투명+하고)? */
export function takesHada(index: MorphIndex, m: Morph): boolean {
  return (
    m.pos === POS.commonNoun &&
    !m.unknown &&
    isPredicateSuffixTag(index.startingAt.get(m.end)?.first ?? '')
  );
}
