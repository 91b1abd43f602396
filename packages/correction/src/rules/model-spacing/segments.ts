/**
 * Spacing from the statistical model and the analysis (src/spacing/), in this folder:
 *
 * - `spacing.restore` (restore.ts): a sentence typed with most of its spaces missing gets one
 *   suggestion, the whole sentence respaced;
 * - `spacing.respace` (respace.ts): a badly spaced sentence (the model is sure of several wrong
 *   gaps, or very sure of one) gets one suggestion, the gaps the model is fairly sure of changed;
 * - `spacing.model` (model-rule.ts): in normally spaced text, a missing or extra space is flagged
 *   only where the model is all but certain (and not between two nouns), or nearly certain and
 *   the analysis agrees (a particle, ending or suffix written apart; two words that a particle,
 *   an ending or an adnominal form separates written together). Spacing the norms leave
 *   optional (auxiliary verbs after -아/-어, compound and proper nouns) is never flagged.
 *
 * This file cuts the text into segments and gives each the model's readings, shared by the
 * three rules; the thresholds are data (src/data/rule-parameters.json, parameters.ts).
 */
import type { Analyzer, Morph } from '../../analysis/analyzer.ts';
import type { Context, EngineModels } from '../../context.ts';
import { scoreGaps } from '../../spacing/model.ts';
import { logOddsAgainst, noiseAware } from '../../spacing/noise.ts';
import {
  analyseTypedGaps,
  type CompactText,
  gapScratch,
  toCompact,
} from '../../spacing/features.ts';
import { countHangul, wordGap } from './gaps.ts';
import { indexMorphs, type MorphIndex } from './morph-index.ts';
import { RESPACE, RESTORE } from './parameters.ts';

/** A sentence-like stretch of the text: a line, split after sentence-final punctuation. */
export interface Segment {
  start: number;
  end: number;
}

const SPACE = /\s/;

export function segmentsOf(text: string): Segment[] {
  const out: Segment[] = [];
  const push = (a: number, b: number) => {
    while (a < b && SPACE.test(text[a] as string)) a++;
    while (b > a && SPACE.test(text[b - 1] as string)) b--;
    if (b > a) out.push({ start: a, end: b });
  };
  // A run of marks (and closing quotes) followed by whitespace, matched from the run's start
  // only and without backtracking into it (the lookahead and \1 make it atomic), so a long
  // run of marks with no space after it costs linear time, not quadratic.
  const re = /(?<![.!?…])(?=([.!?…]+["'”’)\]]*))\1(?=\s)|\n/g;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    const end = m.index + m[0].length;
    push(last, end);
    last = end;
  }
  push(last, text.length);
  return out;
}

/** Model output for one segment, shared by both rules. */
export interface SegmentSpacing {
  segment: Segment;
  compact: CompactText;
  /** P(space) without looking at the typed spaces. */
  blind: Float32Array;
  /** Gaps the blind model spaces (p >= 0.5). */
  expected: number;
  /** Most spaces are missing: the whole segment is respaced from scratch. */
  restore: boolean;
  /** P(space) given the typed spaces (computed on first use). */
  typed(): Float32Array;
  /** The model's log-odds against the typed spacing at gap g (> 0: it disagrees). */
  against(g: number): number;
  /**
   * Those log-odds summed over the gaps, as a share of the bar for a badly spaced sentence of
   * its length (computed on first use, see RESPACE).
   */
  damage(): number;
  /** P(space) after the noise-aware second pass (`spacing/noise.ts`, computed on first use). */
  noisy(): Float32Array;
  /**
   * The analysis, spaces removed, of the words around gap g: the typed word(s) at the gap and
   * one more on each side (offsets are the compact text's).
   */
  joinedAround(g: number): MorphIndex;
  /** The analysis, spaces removed, of the whole segment (for the respacing's many gaps). */
  joinedAll(): MorphIndex;
}

/**
 * The analysis, spaces removed, of a whole segment, in pieces of about 200 characters cut at
 * typed spaces: a long segment (10,000 random syllables) never needs one lattice for all of it.
 */
function analyseInPieces(analyzer: Analyzer, compact: CompactText, size = 200): Morph[] {
  const out: Morph[] = [];
  const n = compact.compact.length;
  for (let a = 0; a < n;) {
    let b = Math.min(n, a + size);
    if (b < n) {
      let cut = b;
      while (cut > a + 1 && compact.observed[cut] !== 1) cut--;
      if (cut > a + 1) b = cut;
    }
    for (const m of analyzer.analyze(compact.compact, a, b)) out.push(m);
    a = b;
  }
  return out;
}

// The gaps' analysis for the typed pass: scoreGaps reads it and keeps nothing, so one will do.
const typedGaps = gapScratch();

/** The readings of one segment that are computed on first use (see SegmentSpacing). */
type LazyReadings = Omit<SegmentSpacing, 'segment' | 'compact' | 'blind' | 'expected' | 'restore'>;

function lazyReadings(
  ctx: Context,
  models: EngineModels,
  segment: Segment,
  compact: CompactText,
): LazyReadings {
  let typed: Float32Array | null = null;
  let all: MorphIndex | null = null;
  let damage: number | null = null;
  let noisy: Float32Array | null = null;
  const windows = new Map<number, MorphIndex>();
  const lazy: LazyReadings = {
    joinedAll: () => (all ??= indexMorphs(analyseInPieces(models.analyzer, compact))),
    joinedAround: (g: number) => {
      // One more word on each side gives the analysis its context (주장한데 | 대해).
      let a = g - 1;
      for (let words = 0; a > 0; a--) if (compact.observed[a] === 1 && ++words === 2) break;
      let b = g + 1;
      for (let words = 0; b < compact.compact.length; b++)
        if (compact.observed[b] === 1 && ++words === 2) break;
      let index = windows.get(a * 65536 + b);
      if (!index) {
        index = indexMorphs(models.analyzer.analyze(compact.compact, a, b));
        windows.set(a * 65536 + b, index);
      }
      return index;
    },
    // The model reads typed text through the analysis the rules already have.
    typed: () =>
      (typed ??= scoreGaps(
        models.analyzer,
        models.spacing,
        compact,
        compact.observed,
        analyseTypedGaps(
          models.analyzer,
          compact,
          ctx.morphsIn(segment.start, segment.end),
          typedGaps,
        ),
      )),
    against: (g: number) => logOddsAgainst(lazy.typed()[g] as number, compact.observed[g] === 1),
    damage: () => (damage ??= damageScore(compact, lazy.against)),
    noisy: () => (noisy ??= noiseAware(compact.compact, lazy.typed(), compact.observed)),
  };
  return lazy;
}

/** The model's readings of every Korean segment of the text (once per check). */
export function segmentSpacing(ctx: Context): SegmentSpacing[] {
  return ctx.memo('spacing.segments', () => {
    const models = ctx.models;
    if (!models) return [];
    const out: SegmentSpacing[] = [];
    for (const segment of segmentsOf(ctx.text)) {
      if (ctx.expired()) break;
      if (ctx.isProtected(segment.start, segment.end)) continue;
      const raw = ctx.text.slice(segment.start, segment.end);
      const compact = toCompact(ctx.text, segment.start, segment.end);
      const hangul = countHangul(raw);
      // A segment at least a third Hangul is Korean with names and terms (React Native로);
      // below that it is mostly another language and left alone.
      if (hangul < 2 || hangul * 3 < compact.compact.length) continue;
      const lazy = lazyReadings(ctx, models, segment, compact);
      // Korean words average over two syllables, so a text with a space every seven characters
      // or more often cannot be missing most of its spaces: skip the blind pass there.
      if (compact.observedCount * 7 >= compact.compact.length) {
        out.push({
          segment,
          compact,
          blind: new Float32Array(0),
          expected: 0,
          restore: false,
          ...lazy,
        });
        continue;
      }
      const blind = scoreGaps(models.analyzer, models.spacing, compact, null);
      let expected = 0;
      for (let g = 1; g < compact.compact.length; g++) if ((blind[g] as number) >= 0.5) expected++;
      const restore =
        hangul >= RESTORE.minSyllables &&
        expected >= 1 &&
        compact.observedCount <= expected * RESTORE.share;
      out.push({ segment, compact, blind, expected, restore, ...lazy });
    }
    return out;
  });
}

/**
 * The model's P(space) before the character at `offset` of the text as typed (its typed
 * spacing weighed in), or null where the model does not read the text (no models, a segment
 * that is not Korean, the first character of a segment).
 */
export function modelSpaceBefore(ctx: Context, offset: number): number | null {
  for (const s of segmentSpacing(ctx)) {
    if (offset <= s.segment.start || offset >= s.segment.end) continue;
    const offsets = s.compact.offsets;
    let lo = 1;
    let hi = offsets.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const at = offsets[mid] as number;
      if (at === offset) return s.typed()[mid] as number;
      if (at < offset) lo = mid + 1;
      else hi = mid - 1;
    }
    return null;
  }
  return null;
}

/**
 * The model's disagreement with the typed spacing, summed over the gaps, as a share of what
 * makes a sentence of that length badly spaced (see RESPACE): 1 or more is badly spaced.
 */
function damageScore(compact: CompactText, against: (g: number) => number): number {
  const text = compact.compact;
  let score = 0;
  let gaps = 0;
  let doubts = 0;
  for (let g = 1; g < text.length; g++) {
    if (!wordGap(text, g)) continue;
    gaps++;
    const d = against(g);
    if (d > RESPACE.offset) {
      score += d - RESPACE.offset;
      doubts++;
    }
  }
  if (doubts < 2) return score / RESPACE.score;
  const short = RESPACE.perTenGaps * Math.sqrt(Math.max(gaps, RESPACE.minGaps) / 10);
  return score / Math.min(RESPACE.score, short);
}

/** Is the segment badly spaced (spacing.respace), not run together (spacing.restore)? */
export function badlySpaced(s: SegmentSpacing): boolean {
  if (s.restore || s.compact.observedCount < 2) return false;
  return s.damage() >= 1;
}
