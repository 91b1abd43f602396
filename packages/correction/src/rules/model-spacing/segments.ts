/**
 * Spacing from the statistical model and the analysis (src/spacing/):
 *
 * - `spacing.restore`: a sentence typed with most of its spaces missing gets one suggestion,
 *   the whole sentence respaced;
 * - `spacing.respace`: a badly spaced sentence (the model is sure of several wrong gaps, or
 *   very sure of one) gets one suggestion, the gaps the model is fairly sure of changed;
 * - `spacing.model`: in normally spaced text, a missing or extra space is flagged only where
 *   the model is all but certain (and not between two nouns), or nearly certain and the
 *   analysis agrees (a particle, ending or suffix written apart; two words that a particle, an
 *   ending or an adnominal form separates written together). Spacing the norms leave optional
 *   (auxiliary verbs after -아/-어, compound and proper nouns) is never flagged.
 */
import {
  POS,
  isParticleTag,
  isEndingTag,
  isStandaloneTag,
  isNounishTag,
  takesEnding,
  isCounterTag,
  isFunctionTag,
  isNominalPartTag,
} from '../../analysis/pos.ts';
import type { Analyzer, Morph } from '../../analysis/analyzer.ts';
import type { Context, Rule } from '../../context.ts';
import { nounCount, wordCount } from '../../lm/syllable-lm.ts';
import { scoreGaps } from '../../spacing/model.ts';
import { logOddsAgainst, noiseAware } from '../../spacing/noise.ts';
import { analyseTypedGaps, type CompactText, toCompact } from '../../spacing/features.ts';
import type { Finding } from '../../types.ts';
import { REF } from '../references.ts';

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

const HANGUL = /[가-힣]/;
const isHangul = (ch: string | undefined) => ch !== undefined && HANGUL.test(ch);
const hangulCode = (c: number) => c >= 0xac00 && c <= 0xd7a3;
/** [가-힣A-Za-z0-9] (false for NaN, beyond the text). */
const wordCode = (c: number) =>
  hangulCode(c) || (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
/**
 * A gap between letters or digits with Hangul on at least one side: the spacing rules' gaps
 * (spaces beside punctuation and brackets are the punctuation rules'). Read by code unit: it is
 * asked of every gap, and text[g] makes a new string of each syllable.
 */
const wordGap = (text: string, g: number) => {
  const a = text.charCodeAt(g - 1);
  const b = text.charCodeAt(g);
  return (hangulCode(a) || hangulCode(b)) && wordCode(a) && wordCode(b);
};

function countHangul(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xac00 && c <= 0xd7a3) n++;
  }
  return n;
}

/** Model output for one segment, shared by both rules. */
interface SegmentSpacing {
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

/** Most spaces are missing when the typed ones are at most a third of what the model expects. */
const RESTORE_SHARE = 1 / 3;
const MIN_RESTORE_SYLLABLES = 3;

function segmentSpacing(ctx: Context): SegmentSpacing[] {
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
      // Korean words average over two syllables, so a text with a space every seven characters
      // or more often cannot be missing most of its spaces: skip the blind pass there.
      let typed: Float32Array | null = null;
      let all: MorphIndex | null = null;
      let damage: number | null = null;
      let noisy: Float32Array | null = null;
      const windows = new Map<number, MorphIndex>();
      const lazy = {
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
            analyseTypedGaps(models.analyzer, compact, ctx.morphsIn(segment.start, segment.end)),
          )),
        against: (g: number) =>
          logOddsAgainst(lazy.typed()[g] as number, compact.observed[g] === 1),
        damage: () => (damage ??= damageScore(compact, lazy.against)),
        noisy: () => (noisy ??= noiseAware(compact.compact, lazy.typed(), compact.observed)),
      };
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
        hangul >= MIN_RESTORE_SYLLABLES &&
        expected >= 1 &&
        compact.observedCount <= expected * RESTORE_SHARE;
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
 * When a sentence counts as badly spaced, and what its respacing changes. Figures are the
 * model's log-odds against the typed spacing at a gap (2 is p = 0.88, 5 is p = 0.993), tuned on
 * the dev part: damaged sentences have several confident disagreements, correct ones rarely any
 * (and where they do, it is mostly a real slip of the writer).
 */
export const RESPACE = {
  /** Each gap adds what its log-odds exceed this by ... */
  offset: 2,
  /**
   * ... and a sentence whose sum reaches this is badly spaced (one gap at 6, two at 4 ...; at 5
   * 국회의사당앞에서 was left, at 3.5 앱스토어에 and 전후복구 would be split) ...
   */
  score: 4,
  /**
   * ... or, in a shorter sentence with two doubts or more, this times the square root of its
   * word gaps over ten (at least 10 gaps: 2 for a sentence of 10 gaps or fewer, 2.8 for 20): a
   * short sentence has fewer gaps where the model may doubt the writer, so fewer doubts tell.
   * One doubt alone still needs 4 (적금 깨고 집 사, 오늘은 않 갈래 score 3.5 and 2.7, as high as
   * the real slips); at 1.8 the sentences as written on dev gain 할지말지, no false alarm.
   */
  perTenGaps: 2,
  minGaps: 10,
  /** In a badly spaced sentence, a gap changes where the model is this sure (p = 0.73) ... */
  change: 1,
  /** ... a space before a word that stands on its own goes only at this (p = 0.82) ... */
  standAlone: 1.5,
  /** ... a space between two nouns (compounds and names go either way) at this (p = 0.88) ... */
  nouns: 2,
  /** ... one after a numeral or before a counter as typed (삼 시, 세 기를) at p = 0.999 ... */
  norm: 7,
  /**
   * ... one after a determiner or before a dependent noun as typed at p = 0.88: in a badly
   * spaced sentence a lone 만 or 이 is mostly a piece of a word (만 들어낸, 이 제, 그 것을) ...
   */
  determiner: 2,
  /**
   * A gap with no Hangul beside it (Reac t, 3 0%, 하지만 , 그) changes at this (p = 0.82; at 0.88
   * the damaged dev sentences kept more of 집행유예4년, Win dows, OurCommo n); so
   * does, where the sentence gets one suggestion for the whole (more than two words to
   * change), a typed space before a counter after a digit (3 년 → 3년: 제43항 allows both, the
   * respacing writes the common form) or one after a numeral before a word that is no counter
   * (세 계, 사 건: pieces of one word). Never as a finding of its own (3 부작의 stays).
   */
  nonHangul: 1.5,
  /**
   * ... and the verb guard (swallowsVerb) holds below these: a noun read across the gap (집 사
   * as 집사) below p = 0.88, a noun + 되다 the dictionary does not know (성덕 되고) below
   * p = 0.999. A badly spaced sentence's pieces often read as verbs (수 준이다, 전 달했습니다).
   */
  verbNominal: 2,
  verbDoe: 7,
  /** Up to this many words to change are shown as findings of their own, more as one. */
  wordFindings: 2,
};

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

function badlySpaced(s: SegmentSpacing): boolean {
  if (s.restore || s.compact.observedCount < 2) return false;
  return s.damage() >= 1;
}

/** The nouns after which 드리다 is the suffix -드리다 (spacing.deurida), and its forms. */
export const DEURIDA_NOUNS = new Set(
  '감사 말씀 부탁 축하 인사 사죄 당부 추천 연락 안내 설명 문의 답변 소개 제안 요청 양해 조언 회신'.split(
    ' ',
  ),
);
export const DEURIDA_FORM = /^드(리|립|렸|려|릴|린|림)/;

/**
 * Does gap g of a compact text fall before the suffix -드리다 after one of its nouns (연락|드렸습니다)?
 * The respacings leave it joined whatever the model says, as spacing.deurida asks.
 */
function beforeDeurida(text: string, g: number): boolean {
  if (!DEURIDA_FORM.test(text.slice(g, g + 2))) return false;
  // Every noun of the set has two syllables.
  return DEURIDA_NOUNS.has(text.slice(g - 2, g));
}

function spacedText(compact: CompactText, spaces: (g: number) => boolean): string {
  let out = '';
  for (let i = 0; i < compact.compact.length; i++) {
    if (i > 0 && spaces(i)) out += ' ';
    out += compact.compact[i];
  }
  return out;
}

export const spacingRestore: Rule = {
  id: 'spacing.restore',
  category: 'SPACING',
  // Above every other rule: the sentence is respaced first; the checker finds the rest in the
  // respaced text on the next check (the editor checks again after each fix).
  run(ctx, out) {
    const models = ctx.models;
    if (!models) return;
    for (const s of segmentSpacing(ctx)) {
      const original = ctx.text.slice(s.segment.start, s.segment.end);
      if (!s.restore) continue;
      // One word the dictionary knows (뜬금없이, 감사합니다) is not a run-together sentence, and
      // nor is one compound noun with its particles (권장사항, 측정항목을: 제49·50항 allow it
      // written together); nouns with a particle between them are (만남과이별, 서로의조각).
      if (s.compact.observedCount === 0) {
        if (ctx.spell(wordAround(s.compact, 1)) === true) continue;
        const morphs = ctx.morphsIn(s.segment.start, s.segment.end);
        let end = morphs.length;
        while (end > 0 && /^(J|S)/.test((morphs[end - 1] as Morph).first)) end--;
        const head = morphs.slice(0, end);
        if (
          head.length > 0 &&
          head.every((m) => /^(NN[GP]|XSN|XPN)$/.test(m.first)) &&
          morphs.every((m) => !m.unknown)
        )
          continue;
      }
      const p = s.compact.observedCount === 0 ? s.blind : s.typed();
      const text = s.compact.compact;
      const suggestion = spacedText(
        s.compact,
        (g) => (p[g] as number) >= 0.5 && !beforeDeurida(text, g),
      );
      if (suggestion === original) continue;
      out.push({
        offset: s.segment.start,
        length: s.segment.end - s.segment.start,
        suggestions: [suggestion],
        ruleId: 'spacing.restore',
        absorbs: true,
        category: 'SPACING',
        message: {
          ko: '띄어쓰기가 거의 없는 문장입니다. 문장 전체를 띄어 씁니다.',
          en: 'Most spaces are missing in this sentence: respace the whole sentence.',
        },
        reference: REF.spacingWords,
      });
    }
  },
};

/** A badly spaced sentence (several clearly wrong gaps) gets one suggestion for all of them. */
export const spacingRespace: Rule = {
  id: 'spacing.respace',
  category: 'SPACING',
  run(ctx, out) {
    if (!ctx.models) return;
    for (const s of segmentSpacing(ctx)) {
      if (ctx.expired()) return;
      const original = ctx.text.slice(s.segment.start, s.segment.end);
      if (!badlySpaced(s)) continue;
      // Badly spaced: change the gaps the model is fairly sure of, except a space before a
      // word that stands on its own (이제, 어류들이) or between two nouns unless it is sure.
      const { compact } = s;
      const text = compact.compact;
      const p = s.typed();
      // Typed spaces that change only in a whole-sentence suggestion (see RESPACE.nonHangul).
      const held: number[] = [];
      const change = (g: number) => {
        const typedSpace = compact.observed[g] === 1;
        const d = s.against(g);
        if (typedSpace && d < RESPACE.change && isHangul(text[g - 1]) && isHangul(text[g])) {
          return !joinedByCounts(ctx, compact, s.joinedAll(), g, p[g] as number);
        }
        if (d < RESPACE.change) return typedSpace;
        const a = text[g - 1];
        const b = text[g];
        if (!isHangul(a) && !isHangul(b)) return d >= RESPACE.nonHangul ? !typedSpace : typedSpace;
        if (!isHangul(a) || !isHangul(b)) {
          // Hangul beside a digit or letter: 3 년 and 8 월 stay (제43항 spaces them, and allows
          // them together), and a space goes in before a number (전체의0.2%) only where fairly
          // sure, never in a law's article number (제9조의2).
          if (typedSpace && normSpace(ctx, s, g) === 'number') {
            if (d >= RESPACE.nonHangul) held.push(g);
            return true;
          }
          if (!typedSpace && (d < RESPACE.nouns || text.endsWith('조의', g))) return false;
        } else {
          const j = s.joinedAll();
          if (d < RESPACE.nouns && nounsMeet(j, g)) return typedSpace;
          let number = false;
          if (typedSpace && d < RESPACE.norm) {
            const norm = normSpace(ctx, s, g);
            if (norm === 'number' && !(d >= RESPACE.nonHangul && beforeNoCounter(ctx, s, g)))
              return typedSpace;
            if (norm === 'determiner' && d < RESPACE.determiner) return typedSpace;
            number = norm === 'number';
          }
          if (
            typedSpace &&
            swallowsVerb(ctx, s, j, g, { nominal: RESPACE.verbNominal, doe: RESPACE.verbDoe })
          )
            return typedSpace;
          if (
            typedSpace &&
            d < RESPACE.standAlone &&
            standsAlone(ctx, compact, g) &&
            !splitsOneWord(ctx, compact, j, g, p[g] as number)
          )
            return typedSpace;
          if (number) {
            held.push(g);
            return typedSpace;
          }
        }
        return !typedSpace;
      };
      const spaced = new Uint8Array(text.length);
      const flips: number[] = [];
      for (let g = 1; g < text.length; g++) {
        spaced[g] = change(g) && !beforeDeurida(text, g) ? 1 : 0;
        if (spaced[g] !== compact.observed[g]) flips.push(g);
      }
      // One or two words to change: a finding for each, where the member sees them (the
      // held spaces stay: 3 부작 is no slip to show on its own).
      if (flipGroups(compact, flips).length <= RESPACE.wordFindings) {
        if (flips.length > 0) pushFlips(ctx, s, flips, out, 'spacing.respace');
        continue;
      }
      for (const g of held) spaced[g] = 0;
      const suggestion = spacedText(compact, (g) => spaced[g] === 1);
      if (suggestion === original) continue;
      out.push({
        offset: s.segment.start,
        length: s.segment.end - s.segment.start,
        suggestions: [suggestion],
        ruleId: 'spacing.respace',
        absorbs: true,
        category: 'SPACING',
        message: {
          ko: '띄어쓰기가 여러 군데 틀린 문장입니다. 문장 전체의 띄어쓰기를 고칩니다.',
          en: 'This sentence has several spacing mistakes: fix its spacing as a whole.',
        },
        reference: REF.spacingWords,
      });
    }
  },
};

/** Confidence the model needs before a single gap is flagged. */
export const MODEL_THRESHOLDS = {
  /** P(space) at which a missing space is flagged on the model's word alone (with analysis). */
  add: 0.97,
  /** ... an adverb written together with a verb or adjective after it (왜그래, 못찾겠다). */
  adverbVerb: 0.9,
  /** ... or after the negation 안 (안좋은, 안맞는걸; not 못, which is also a nail: 못박혀). */
  negation: 0.5,
  /** P(space) under which a typed space is flagged. */
  remove: 0.03,
  /** Where the analysis is unambiguous (a lone particle, a dependent noun) the model only leans. */
  lean: 0.5,
  /**
   * The dependent nouns that are never part of an ending (할 수, 그칠 줄, 먹을 때): when both
   * analyses see an adnominal form before one, the norm decides and the model only has to
   * give the space a fair chance.
   */
  dependent: 0.15,
  /**
   * ... and where no ending or noun starts the same way (할 줄, 아픈 만큼, 둔한 듯, and after the
   * copula 혼자인 게, 인연이란 게), hardly at all: chat runs these together so often that the
   * model learned them (할줄 p 0.05). Not 데, 지, 뿐 or 걸 after a verb: -는데, -ㄴ지, the
   * particle 뿐 and -는걸 are endings or particles the analysis may misread.
   */
  unambiguous: 0.03,
  /**
   * Log-odds against the typed spacing (p = 0.993) at which the model decides alone (see
   * allButCertain for where it may not).
   */
  sure: 5,
  /**
   * P(the typed spacing is wrong) after the noise-aware second pass at which a gap is flagged:
   * the model's doubt, weighed by how carefully the rest of the sentence is spaced.
   */
  noisy: 0.95,
};

/**
 * May the model decide gap g on its own when it is all but certain? Only between Hangul, and
 * never where the analysis of the joined text sees two nouns meet, nor (removing a space)
 * after a numeral or before a counter or dependent noun as typed (세 기를, 할 수: 제42·43항
 * space them). After a determiner as typed it may (그 것을, 수 십: the model is sure it is one
 * word; 이 책 it never is). Spaces beside punctuation are the punctuation rules'.
 */
function allButCertain(ctx: Context, s: SegmentSpacing, g: number, isTyped: boolean): boolean {
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
  return left !== undefined && /^MM/.test(left.last);
}

/** The morpheme of the analysis as typed that ends just before gap g. */
function typedBefore(ctx: Context, compact: CompactText, g: number): Morph | undefined {
  return typedIndex(ctx).endingAt.get((compact.offsets[g - 1] as number) + 1);
}

/** The morpheme of the analysis as typed that starts at gap g. */
function typedAfter(ctx: Context, compact: CompactText, g: number): Morph | undefined {
  return typedIndex(ctx).startingAt.get(compact.offsets[g] as number);
}

/** Where the typed word that goes on after gap g ends (the next typed space, or the end). */
function typedWordEnd(compact: CompactText, g: number): number {
  let end = g + 1;
  while (end < compact.compact.length && compact.observed[end] !== 1) end++;
  return end;
}

/**
 * Would removing the typed space at gap g swallow a verb as typed after a noun? A verb is not
 * swallowed into another noun (집 사 → 집사), and joined as noun + 되다 only where the dictionary
 * knows the verb (제출되는, not 성덕되고: 성덕이 되다); 하다 and 시키다 after a noun are
 * suffixes (분산 시킨다 → 분산시킨다). `j` is an analysis of the text without spaces around g.
 * Each of the two holds only while the model's log-odds against the space stay below its
 * limit (in a badly spaced sentence, RESPACE; always elsewhere).
 */
function swallowsVerb(
  ctx: Context,
  s: SegmentSpacing,
  j: MorphIndex,
  g: number,
  limits: { nominal: number; doe: number } = { nominal: Infinity, doe: Infinity },
): boolean {
  const d = s.against(g);
  if (d >= limits.nominal && d >= limits.doe) return false;
  const typedRight = typedAfter(ctx, s.compact, g);
  if (!typedRight || !/^V[VA]/.test(typedRight.first)) return false;
  if (d < limits.nominal && isNominalPartTag(morphAcross(j, g)?.first)) return true;
  if (d >= limits.doe) return false;
  const r = j.startingAt.get(g);
  return (
    r !== undefined &&
    /^XS[VA]/.test(r.first) &&
    /^[되돼됐된될됨됩]/.test(r.surface) &&
    ctx.spell(wordsAround(s.compact, g).join('')) !== true
  );
}

const NUMERAL_DETERMINER = /^(한|두|세|석|서|네|넉|너|다섯|여섯|일곱|여덟|아홉|열|스무|몇)$/;

/**
 * Is the typed space at gap g one the norm asks for (제42·43항), and which kind: 'number' for
 * a numeral (or numeral determiner) before a counter or noun (삼 시, 세 기를, 3 년);
 * 'determiner' after a determiner, a numeral before a word that is no noun, or before a
 * dependent noun (이 책, 할 수; but 이 제, 만 들어낸, 그 것을 are pieces of one word when the
 * model is sure); null where the norm says nothing.
 */
function normSpace(ctx: Context, s: SegmentSpacing, g: number): 'number' | 'determiner' | null {
  const typedLeft = typedBefore(ctx, s.compact, g);
  const typedRight = typedAfter(ctx, s.compact, g);
  const left = typedLeft?.last ?? '';
  const numeral =
    /^(NR|SN)/.test(left) ||
    (/^MM/.test(left) && NUMERAL_DETERMINER.test(typedLeft?.surface ?? ''));
  // A counter after a numeral (세 기를, 삼 시). After anything else a counter as typed is
  // weighed as a dependent noun: in a badly spaced sentence it is mostly a piece of a word
  // (방 대한, 소유 권을, 제공하 리라).
  if (numeral && typedRight && (isCounterTag(typedRight.first) || isNounishTag(typedRight.first)))
    return 'number';
  return /^(MM|NR|SN)/.test(left) || (typedRight && /^NNB/.test(typedRight.first))
    ? 'determiner'
    : null;
}

/**
 * Is the typed space at gap g one after a numeral before a word that is no counter (세 계,
 * 사 건, 오 바마: in a badly spaced sentence mostly pieces of one word), rather than before a
 * counter (삼 시, 세 기를)?
 */
function beforeNoCounter(ctx: Context, s: SegmentSpacing, g: number): boolean {
  const right = typedAfter(ctx, s.compact, g);
  return right !== undefined && !/^NNB/.test(right.first);
}

/**
 * May the noise-aware second pass flag gap g on its own? Between Hangul where the model alone
 * may (allButCertain); elsewhere only a typed space inside a run of Latin letters or digits
 * (Reac t, 20 01년), never one beside punctuation (the punctuation rules') or Hangul.
 */
function noisyMayFlag(ctx: Context, s: SegmentSpacing, g: number, isTyped: boolean): boolean {
  const text = s.compact.compact;
  if (isHangul(text[g - 1]) && isHangul(text[g])) return allButCertain(ctx, s, g, isTyped);
  return isTyped && splitsLatinOrNumber(s.compact, g);
}

/**
 * May gap g between Hangul and a Latin letter or digit change? A typed space before a particle
 * after a Latin word or number (prop 을, JSX 를), or a missing one between a particle or ending
 * and a number or Latin word (어느덧2개월, 따라11월).
 */
function wordMeetsLatinOrNumber(
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
      /^J/.test(first.first) &&
      allFunction(typedIndex(ctx), compact.offsets[g] as number, endAt)
    );
  }
  if (!isHangul(a) || !LATIN_OR_DIGIT.test(b)) return false;
  const left = typedBefore(ctx, compact, g);
  return left !== undefined && !left.unknown && /^(J|E)/.test(left.last);
}

const LATIN_OR_DIGIT = /[A-Za-z0-9]/;
const LATIN = /[A-Za-z]/;
const DIGIT = /[0-9]/;

/**
 * Does the typed space at gap g split a run of Latin letters, or one of digits, whose left
 * piece is at least two long (Reac t, 20 01년)? A single letter is an initial or a label
 * (J et al, A B를), and letters mixed with digits are codes (SU3 8TZ, iPhone 15).
 */
function splitsLatinOrNumber(compact: CompactText, g: number): boolean {
  const text = compact.compact;
  const kind = DIGIT.test(text[g - 1] as string) ? DIGIT : LATIN;
  if (g < 2 || compact.observed[g - 1] === 1 || !kind.test(text[g - 2] as string)) return false;
  let a = g - 1;
  while (a > 0 && compact.observed[a] !== 1 && LATIN_OR_DIGIT.test(text[a - 1] as string)) a--;
  let b = g + 1;
  while (b < text.length && compact.observed[b] !== 1 && LATIN_OR_DIGIT.test(text[b] as string))
    b++;
  for (let i = a; i < b; i++) if (!kind.test(text[i] as string)) return false;
  return true;
}

/** The two typed words around the typed space at gap g (without edge punctuation). */
function wordsAround(compact: CompactText, g: number): [string, string] {
  const text = compact.compact;
  let a = g - 1;
  while (a > 0 && compact.observed[a] !== 1) a--;
  let b = g + 1;
  while (b < text.length && compact.observed[b] !== 1) b++;
  return [text.slice(a, g).replace(/^[^가-힣]+/u, ''), text.slice(g, b).replace(/[^가-힣]+$/u, '')];
}

const PLAIN_DEPENDENT =
  /^(수|것|거|걸|게|건|줄|때|지|데|적|리|채|뿐|만큼|대로|뒤|후|동안|무렵|김|탓|터|듯|듯이)$/;

/** A dependent noun after an adnominal form that nothing else written alike could be. */
function unambiguousDependent(ctx: Context, index: MorphIndex, left: Morph, right: Morph): boolean {
  const noun = right.surface;
  // The copula's adnominal form: 인 (이 + -ㄴ) or 이 + 란/라는.
  const copula = /VCP/.test(left.pos) || index.endingAt.get(left.start)?.last === POS.copula;
  if (!/^(줄|만큼|듯|듯이)$/.test(noun)) {
    if (!copula || !/^(거|게|걸|건|것|줄|듯|만큼)$/.test(noun)) return false;
  }
  // A form of one syllable may be a piece of a noun with it: 날줄 (warp) reads as one word.
  if (left.surface.length > 1 || copula) return true;
  const alone = ctx.models?.analyzer.analyze(`${left.surface}${noun}`) ?? [];
  return !(alone.length === 1 && /^NN/.test(alone[0]?.pos ?? ''));
}

/** The first syllables of PLAIN_DEPENDENT. */
const PLAIN_DEPENDENT_START = /^[수것거걸게건줄때지데적리채뿐만대뒤후동무김탓터듯]/;

/** The lowest P(space) at which a missing space other than before a plain dependent noun is flagged. */
function lowestAddBar(): number {
  return Math.min(
    MODEL_THRESHOLDS.add,
    MODEL_THRESHOLDS.adverbVerb,
    MODEL_THRESHOLDS.negation,
    1 - MODEL_THRESHOLDS.lean,
  );
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
function spaceRequired(ctx: Context, left: Morph, right: Morph): boolean {
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
function spaceForbidden(left: Morph, right: Morph): boolean {
  const r = right.first;
  if (left.unknown || right.unknown) return false;
  if (isParticleTag(r)) return isNounishTag(left.last) || left.last === POS.nominalEnding;
  if (isEndingTag(r)) return takesEnding(left.last);
  if (r === POS.nounSuffix || r === POS.verbSuffix || r === POS.adjectiveSuffix)
    return isNounishTag(left.last);
  if (r === POS.copula) return isNounishTag(left.last);
  return false;
}

/** Is `m` a common noun that the suffix 하다 or 되다 makes a verb or adjective of (투명+하고)? */
function takesHada(index: MorphIndex, m: Morph): boolean {
  return (
    m.pos === POS.commonNoun &&
    !m.unknown &&
    /^XS[VA]/.test(index.startingAt.get(m.end)?.first ?? '')
  );
}

/** Do two nominal morphs (nouns, names, numbers, Latin words) meet at gap g of an analysis? */
function nounsMeet(index: MorphIndex, g: number): boolean {
  const l = index.endingAt.get(g);
  const r = index.startingAt.get(g);
  return (
    l !== undefined && r !== undefined && isNominalPartTag(l.last) && isNominalPartTag(r.first)
  );
}

/** The analysis of the text as typed, indexed (one per check). */
function typedIndex(ctx: Context): MorphIndex {
  return ctx.memo('spacing.typed-index', () => indexMorphs(ctx.morphs()));
}

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
interface MorphIndex {
  endingAt: ByOffset;
  startingAt: ByOffset;
  morphs: readonly Morph[];
}

function indexMorphs(morphs: readonly Morph[]): MorphIndex {
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

/**
 * A reading of a word that is no word of its own: a one-syllable numeral, counter or
 * counter first (조차 read as 조 + 차), or the copula inside it (입니다).
 */
function fragmentary(first: Morph, wordEnd: number): boolean {
  if (/VCP/.test(first.pos)) return true;
  // 조차 read as 조 + 차; but 만 alone (준 만 달러) is the numeral it looks like.
  return first.end - first.start === 1 && first.end < wordEnd && /^(NR|NNBC|IC)$/.test(first.first);
}

/** Every morph in [start, end) starts a function morpheme (and they tile the span). */
function allFunction(index: MorphIndex, start: number, end: number): boolean {
  let at = start;
  while (at < end) {
    const m = index.startingAt.get(at);
    if (!m || !isFunctionTag(m.first) || m.unknown) return false;
    at = m.end;
  }
  return at === end;
}

export const spacingModelRule: Rule = {
  id: 'spacing.model',
  category: 'SPACING',
  run(ctx, out) {
    const models = ctx.models;
    if (!models) return;
    for (const s of segmentSpacing(ctx)) {
      if (ctx.expired()) return;
      if (s.restore || s.compact.observedCount === 0 || badlySpaced(s)) continue;
      const { compact } = s;
      const text = compact.compact;
      const p = s.typed();
      let typed: MorphIndex | null = null;
      const flips: number[] = [];
      for (let g = 1; g < text.length; g++) {
        const isTyped = compact.observed[g] === 1;
        const pg = p[g] as number;
        // Nothing to look at unless the model at least leans the other way.
        if (isTyped ? pg > MODEL_THRESHOLDS.lean : pg < MODEL_THRESHOLDS.unambiguous) continue;
        const q = s.noisy()[g] as number;
        const noisySure = (isTyped ? 1 - q : q) >= MODEL_THRESHOLDS.noisy;
        const sure = s.against(g) > MODEL_THRESHOLDS.sure;
        if (noisySure && noisyMayFlag(ctx, s, g, isTyped)) {
          flips.push(g);
          continue;
        }
        if (sure && allButCertain(ctx, s, g, isTyped)) {
          flips.push(g);
          continue;
        }
        if (!isHangul(text[g - 1]) || !isHangul(text[g])) {
          if ((sure || noisySure) && wordMeetsLatinOrNumber(ctx, s, g, isTyped)) flips.push(g);
          continue;
        }
        // Below the lowest other bar only a plain dependent noun can be spaced (할수, 그칠줄):
        // skip the analysis of the words around for any other gap.
        if (!isTyped && pg < lowestAddBar() && !PLAIN_DEPENDENT_START.test(text[g] as string))
          continue;
        const joined = s.joinedAround(g);
        // A space that splits one word (학 교에, 이루어 질, 생각 보다): no boundary to check.
        if (isTyped && splitsOneWord(ctx, compact, joined, g, pg)) {
          flips.push(g);
          continue;
        }
        // The analysis of the text without spaces must see the boundary ...
        const left = joined.endingAt.get(g);
        const right = joined.startingAt.get(g);
        if (!left || !right) continue;
        // ... and so must the analysis of the text as typed.
        typed ??= typedIndex(ctx);
        const at = compact.offsets[g] as number;
        const typedRight = typed.startingAt.get(at);
        if (!typedRight) continue;
        if (isTyped) {
          const wordEnd = typedWordEnd(compact, g);
          const endAt = (compact.offsets[wordEnd - 1] as number) + 1;
          if (!spaceForbidden(left, right)) continue;
          if (!allFunction(joined, g, wordEnd)) continue;
          // Names and words the analyser does not know stay apart (피어걸 샤키), unless what
          // follows a name is plainly a particle as typed (서울 부터).
          const typedLeft = typedBefore(ctx, compact, g);
          if (typedRight.unknown || !typedLeft || typedLeft.unknown) continue;
          if (typedLeft.pos === POS.properNoun && !allFunction(typed, at, endAt)) continue;
          // As typed, the word must read as particles/endings too, or be no word of its own
          // (조차, 부터, 입니다 alone), or (공부 했다) be a form of 하다/시키다 that the joined
          // analysis reads as a suffix.
          const word = text.slice(g, wordEnd).replace(/[^가-힣]+$/u, '');
          const alone =
            allFunction(typed, at, endAt) ||
            ctx.spell(word) === false ||
            fragmentary(typedRight, endAt);
          const hadaVerb =
            right.first === POS.verbSuffix &&
            /^(하|했|해|할|함|합|한|시키|시켜|시켰)/.test(typedRight.surface);
          if (!alone && !hadaVerb) continue;
          // A particle or the copula alone after a noun is the clearest case: the model
          // only has to agree; anything else needs it to be nearly certain.
          const particleOnly = /^(J|VCP)/.test(right.first) && alone;
          if (pg > (particleOnly ? MODEL_THRESHOLDS.lean : MODEL_THRESHOLDS.remove)) continue;
        } else {
          const typedLeft = typed.endingAt.get(at);
          if (!typedLeft) continue;
          // An adverb that starts the word, before a noun that takes 하다 (더투명하고,
          // 정말감사합니다): the noun and its suffix make the verb or adjective the adverb
          // qualifies. (브라이덜샤워 reads as a name and the adverb 덜.)
          const adverbHada =
            left.last === POS.adverb &&
            (left.start === 0 || compact.observed[left.start] === 1) &&
            typedLeft.last === POS.adverb &&
            takesHada(joined, right) &&
            takesHada(typed, typedRight);
          if (
            !adverbHada &&
            (!spaceRequired(ctx, left, right) || !spaceRequired(ctx, typedLeft, typedRight))
          )
            continue;
          // A word the dictionary knows as written (이물질을, 한평생을) is not split.
          if (ctx.spell(wordAround(compact, g)) === true) continue;
          // An adnominal form before a dependent noun is always spaced (말한 대로, 떠난 지),
          // except the auxiliaries 듯하다, 만하다, 법하다, 척하다, 체하다, 뻔하다, 성싶다, which
          // 제47항 allows together (올듯하다), and the connective -ㄴ바 (검토한바, 이 일은).
          const after = text.slice(right.end, right.end + 1);
          if (
            compact.observed[right.end] !== 1 &&
            /^(듯|만|법|척|체|뻔|성)[하해했한할합함싶]/.test(right.surface + after)
          )
            continue;
          const spacedAfter = right.end >= text.length || compact.observed[right.end] === 1;
          if (right.surface === '바' && (spacedAfter || !/^[가-힣]/.test(after))) continue;
          // -ㄹ게 / -ㄹ걸 ending a word are the endings (말시킬게, 그럴걸), not 것.
          const wordEnds = spacedAfter || !/^[가-힣]/.test(after);
          if (
            /^[게걸]$/.test(right.surface) &&
            wordEnds &&
            (left.surface.charCodeAt(left.surface.length - 1) - 0xac00) % 28 === 8
          )
            continue;
          // A dependent noun ends its word or carries only particles, the copula or endings:
          // 줄바꿈 read as 줄 + 바 + 꿈 is one noun, not an adnominal form before 바.
          const next = joined.startingAt.get(right.end);
          const wordGoesOn =
            next !== undefined &&
            compact.observed[right.end] !== 1 &&
            !isFunctionTag(next.first) &&
            isHangul(text[right.end]);
          if (left.last === POS.adnominalEnding && right.first === POS.boundNoun && wordGoesOn)
            continue;
          const dependent =
            left.last === POS.adnominalEnding &&
            right.first === POS.boundNoun &&
            typedRight.first === POS.boundNoun;
          // An adverb written together with the verb or adjective after it (못찾겠다, 왜그래,
          // 제대로된): the analysis is unambiguous, so the model only has to be fairly sure;
          // not where the pair is nominalised with -기/-음 (바로가기 is a noun to many).
          const adverbVerb =
            adverbHada ||
            (left.last === POS.adverb &&
              typedLeft.last === POS.adverb &&
              /^V[VA]/.test(right.first) &&
              /^V[VA]/.test(typedRight.first) &&
              !/ETN/.test(joined.endingAt.get(typedWordEnd(compact, g))?.pos ?? ''));
          let threshold = MODEL_THRESHOLDS.add;
          if (dependent)
            threshold = unambiguousDependent(ctx, joined, left, right)
              ? MODEL_THRESHOLDS.unambiguous
              : PLAIN_DEPENDENT.test(right.surface)
                ? MODEL_THRESHOLDS.dependent
                : 1 - MODEL_THRESHOLDS.lean;
          else if (adverbVerb)
            threshold =
              left.surface === '안' ? MODEL_THRESHOLDS.negation : MODEL_THRESHOLDS.adverbVerb;
          if (pg < threshold) continue;
        }
        flips.push(g);
      }
      if (flips.length > 0) pushFlips(ctx, s, flips, out);
    }
  },
};

/** The word-count test of a typed space (`commonlyJoined`), set on the dev part. */
export const JOIN_BY_COUNT = {
  /** The model's P(space) at most. */
  p: 0.5,
  /** The pieces written together at least this often in the train part ... */
  joined: 3,
  /** ... and this many times as often as the rarer piece alone (plus one). */
  ratio: 3,
};

/** The noun test of a typed space (`splitsOneNoun`), set on the dev part. */
export const NOUN_SPLIT = {
  /** The model's P(space) at most. */
  p: 0.4,
  /** The shorter piece at most this many syllables. */
  short: 2,
  /** The noun read at least this often in the train part. */
  noun: 5,
  /** The noun's part on one side of the space seen alone as a word at most this often there. */
  piece: 100,
};

/** P(space) under which a typed space that splits one word is removed. */
export const SPLIT_THRESHOLDS = {
  /** The word joined is one the dictionary knows and a piece as typed is not. */
  known: 0.1,
  /** The joined analysis reads one morpheme across the gap (not a noun, name or ending -ㄴ데). */
  inside: 0.1,
  /** ... where that morpheme is a predicate (찾아 보세요 and 가져다 댔다 are right). */
  insidePredicate: 0.03,
};

const NOT_SPLIT_INSIDE = /^(NN|NP|NR|EC|ETM|XR|SL|SH|SN)/;

/**
 * Does the typed space at gap g split one word? Precision first: either the dictionary knows
 * the two pieces joined but not one of them as typed (학교에서 written 학 교에서), or the analysis of
 * the text without spaces reads one morpheme across the gap that is no noun (nouns split are
 * often two nouns: 해 안에다, 가방 문), no name, compound, unknown word or connective ending.
 */
function splitsOneWord(
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
function joinedByCounts(
  ctx: Context,
  compact: CompactText,
  joined: MorphIndex,
  g: number,
  pg: number,
): boolean {
  return commonlyJoined(ctx, compact, joined, g, pg) || splitsOneNoun(ctx, compact, joined, g, pg);
}

/** The Hangul pieces of the typed words on either side of gap g, or null if either has more. */
function hangulPieces(compact: CompactText, g: number): [string, string] | null {
  const [left, right] = wordsAround(compact, g);
  return /^[가-힣]+$/u.test(left) && /^[가-힣]+$/u.test(right) ? [left, right] : null;
}

/** A determiner or numeral as typed before gap g: a word of its own (이 메일, 시 한 편). */
function determinerBefore(ctx: Context, compact: CompactText, g: number): boolean {
  return /^(MM|NR|SN)/.test(typedBefore(ctx, compact, g)?.last ?? '');
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
  const lm = ctx.models?.lm;
  if (!lm || compact.observed[g] !== 1 || pg > NOUN_SPLIT.p) return false;
  const pieces = hangulPieces(compact, g);
  if (!pieces) return false;
  const [left, right] = pieces;
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
  const lm = ctx.models?.lm;
  if (!lm || compact.observed[g] !== 1 || pg > JOIN_BY_COUNT.p) return false;
  const pieces = hangulPieces(compact, g);
  if (!pieces) return false;
  const [left, right] = pieces;
  if (left === '안' || left === '못') return false;
  const together = wordCount(lm, left + right);
  if (together < JOIN_BY_COUNT.joined) return false;
  const rarer = Math.min(wordCount(lm, left), wordCount(lm, right));
  if (together < JOIN_BY_COUNT.ratio * (rarer + 1)) return false;
  // A verb after a connective ending as typed (보여 준다, 덜어 보세요): 제47항 allows both,
  // and the joined analysis may read one verb (보여주다).
  const typedLeft = typedBefore(ctx, compact, g);
  const typedRight = typedAfter(ctx, compact, g);
  if (typedLeft && /EC$/.test(typedLeft.last) && /^V/.test(typedRight?.first ?? '')) return false;
  // 이 메일을 is no 이메일을, 시 한 편 no 한편.
  if (determinerBefore(ctx, compact, g)) return false;
  // Two nouns as typed (최저 임금, 러닝 메이트): the dictionary may list the pair as one term that
  // it spaces in principle and allows together (최저^임금), so the writer's space stays.
  if (
    typedLeft &&
    typedRight &&
    /^NN/.test(typedLeft.last) &&
    /^NN/.test(typedRight.first) &&
    typedLeft.end - typedLeft.start >= 2 &&
    typedRight.end - typedRight.start >= 2
  )
    return false;
  const before = joined.endingAt.get(g);
  const after = joined.startingAt.get(g);
  if (!before || !after) return true;
  if (/EC$/.test(before.last) && /^VX/.test(after.first)) return false;
  // Two nouns stay apart (허위 정보, 일회용 컵: 제49·50항 allow both), unless both are single
  // syllables, pieces of one noun (평 전, 혜 안).
  return !(
    /^NN/.test(before.last) &&
    /^NN/.test(after.first) &&
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
  if (!inside || inside.unknown || inside.type === 'Compound' || /NNP/.test(inside.pos))
    return false;
  if (NOT_SPLIT_INSIDE.test(inside.first) || /^(NN|EC)/.test(inside.last)) return false;
  return (
    pg <= (/^V/.test(inside.first) ? SPLIT_THRESHOLDS.insidePredicate : SPLIT_THRESHOLDS.inside)
  );
}

/** The morpheme of an analysis that runs across gap g, if one does. */
function morphAcross(index: MorphIndex, g: number): Morph | undefined {
  return index.morphs.find((m) => m.start < g && m.end > g);
}

/** The typed word (between typed spaces) that contains gap g. */
function wordAround(compact: CompactText, g: number): string {
  let a = g - 1;
  while (a > 0 && compact.observed[a] !== 1) a--;
  let b = g;
  while (b < compact.compact.length && compact.observed[b] !== 1) b++;
  return compact.compact.slice(a, b).replace(/[^가-힣]+$/u, '');
}

/**
 * Does the typed word after the space at gap g stand on its own as typed: a known word that
 * is no particle, ending or suffix and no fragment (조차 read as 조 + 차, 입니다)?
 */
function standsAlone(ctx: Context, compact: CompactText, g: number): boolean {
  const right = typedAfter(ctx, compact, g);
  if (!right || right.unknown || isFunctionTag(right.first)) return false;
  return !fragmentary(right, (compact.offsets[typedWordEnd(compact, g) - 1] as number) + 1);
}

/** Flipped gaps grouped into words: [a, b) compact characters between typed spaces that stay. */
function flipGroups(
  compact: CompactText,
  flips: readonly number[],
): Array<[number, number, number[]]> {
  const flip = new Set(flips);
  const groups: Array<[number, number, number[]]> = [];
  let i = 0;
  while (i < flips.length) {
    const g = flips[i] as number;
    // Extend to the word boundaries (typed spaces not flipped) around g.
    let a = g - 1;
    while (a > 0 && !(compact.observed[a] === 1 && !flip.has(a))) a--;
    let b = g;
    while (b < compact.compact.length && !(compact.observed[b] === 1 && !flip.has(b) && b > g)) b++;
    let j = i;
    while (j < flips.length && (flips[j] as number) < b) j++;
    groups.push([a, b, flips.slice(i, j)]);
    i = j;
  }
  return groups;
}

/** One finding per word (or words joined by a removed space) whose spacing changes. */
function pushFlips(
  ctx: Context,
  s: SegmentSpacing,
  flips: number[],
  out: Finding[],
  ruleId = 'spacing.model',
): void {
  const { compact } = s;
  const flip = new Set(flips);
  for (const [a, b, group] of flipGroups(compact, flips)) {
    const start = compact.offsets[a] as number;
    const end = (compact.offsets[b - 1] as number) + 1;
    const original = ctx.text.slice(start, end);
    let fixed = '';
    for (let k = a; k < b; k++) {
      const spaced = compact.observed[k] === 1 ? !flip.has(k) : flip.has(k);
      if (k > a && spaced) fixed += ' ';
      fixed += compact.compact[k];
    }
    if (fixed === original || ctx.isProtected(start, end)) continue;
    const adds = group.some((x) => compact.observed[x] !== 1);
    // A removed space before a particle, ending or suffix, or one inside a word (학 교에서).
    const attaches = group.every((x) => {
      const right = s.joinedAround(x).startingAt.get(x);
      return right !== undefined && isFunctionTag(right.first);
    });
    out.push({
      offset: start,
      length: end - start,
      suggestions: [fixed],
      ruleId,
      category: 'SPACING',
      message: adds
        ? { ko: '띄어 써야 할 곳을 붙여 썼습니다.', en: 'Two words are written together.' }
        : attaches
          ? {
              ko: '조사나 어미, 접미사는 앞말에 붙여 씁니다.',
              en: 'A particle, ending or suffix is written apart from its word.',
            }
          : { ko: '한 단어를 띄어 썼습니다.', en: 'One word is split by a space.' },
      reference: adds || !attaches ? REF.spacingWords : REF.particleAttached,
    });
  }
}
