/**
 * Features of the spacing model. The text is first made compact (whitespace removed); a
 * "gap" i sits between compact characters i - 1 and i. Each gap gets hashed features from
 * three sources:
 *
 * - characters around it (uni- to 4-grams, the final consonant of the left syllable);
 * - the morphological analysis of the compact text (is the gap a morpheme boundary, the tags
 *   and short surfaces on both sides, compound-noun joints);
 * - the spaces the writer typed (when there are any): at this gap and the neighbouring ones.
 *
 * Features are integers (murmur3-style mixing into `bits` bits), never strings, so a check
 * allocates almost nothing. The same code extracts features for training and for checking.
 */
import type { Analyzer, Morph } from '../analysis/analyzer.ts';

export interface CompactText {
  /** The text without whitespace. */
  compact: string;
  /** Offset in the original text of each compact character. */
  offsets: Int32Array;
  /** 1 where the original had whitespace before compact character i (gap i). */
  observed: Uint8Array;
  /** Whitespace gaps in the original (between non-space characters). */
  observedCount: number;
}

export function isSpaceCode(code: number): boolean {
  return (
    code === 0x20 ||
    code === 0x09 ||
    code === 0x0a ||
    code === 0x0d ||
    code === 0xa0 ||
    code === 0x3000 ||
    code === 0x200b
  );
}

export function toCompact(text: string, from = 0, to = text.length): CompactText {
  // The compact text is joined from the runs between spaces (one string per run, not one per
  // character), the offsets and spaces written into arrays of its length (counted first).
  let compact = '';
  let size = 0;
  for (let i = from; i < to; i++) if (!isSpaceCode(text.charCodeAt(i))) size++;
  const offsets = new Int32Array(size);
  const observed = new Uint8Array(size);
  let n = 0;
  let runStart = -1;
  let pendingSpace = false;
  let observedCount = 0;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (isSpaceCode(code)) {
      if (runStart >= 0) compact += text.slice(runStart, i);
      runStart = -1;
      pendingSpace = n > 0;
      continue;
    }
    if (runStart < 0) runStart = i;
    offsets[n] = i;
    observed[n] = pendingSpace ? 1 : 0;
    n++;
    if (pendingSpace) observedCount++;
    pendingSpace = false;
  }
  if (runStart >= 0) compact += text.slice(runStart, to);
  return { compact, offsets, observed, observedCount };
}

// --- hashing -------------------------------------------------------------------------------

function rotl(x: number, r: number): number {
  return (x << r) | (x >>> (32 - r));
}

function mix(h: number, v: number): number {
  h ^= kOf(v);
  h = rotl(h, 13);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

/** The half of `mix` that depends only on the value. */
function kOf(v: number): number {
  return Math.imul(rotl(Math.imul(v | 0, 0xcc9e2d51), 15), 0x1b873593);
}

function finish(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function hashString(s: string): number {
  let h = 0x5bd1e995;
  for (let i = 0; i < s.length; i++) h = mix(h, s.charCodeAt(i));
  return finish(mix(h, s.length));
}

// --- character classes -----------------------------------------------------------------------

const PAD_START = 1;
const PAD_END = 2;
const DIGIT = 3;
const LATIN = 4;
const HANJA = 5;
const OTHER = 6;

/** The character as the model sees it: Hangul and punctuation as themselves, classes otherwise. */
function charClass(code: number): number {
  if (code >= 0xac00 && code <= 0xd7a3) return code;
  if (code >= 0x30 && code <= 0x39) return DIGIT;
  if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) return LATIN;
  if (code >= 0xc0 && code <= 0x24f) return LATIN;
  if (code >= 0x4e00 && code <= 0x9fff) return HANJA;
  if (code < 0x80 || (code >= 0x2000 && code <= 0x206f) || (code >= 0x3000 && code <= 0x303f))
    return code;
  if (code >= 0x3131 && code <= 0x318e) return code; // jamo (ㅋㅋ, ㅠㅠ)
  return OTHER;
}

/** Final consonant index (1..27) of a Hangul syllable, 0 without one, 28 for non-syllables. */
function finalOf(code: number): number {
  return code >= 0xac00 && code <= 0xd7a3 ? (code - 0xac00) % 28 : 28;
}

// --- analysis per gap --------------------------------------------------------------------------

/** What the analysis of the compact text says about each gap. */
export interface GapAnalysis {
  /** 0 inside a morph, 1 at a boundary between morphs, 2 at a joint inside a compound entry. */
  kind: Uint8Array;
  /** Hashes of the tag (last POS) of the morph ending at the gap / inside which the gap is. */
  leftTag: Uint32Array;
  /** Hash of the first POS of the morph starting at the gap. */
  rightTag: Uint32Array;
  /** Hash of the surface of the morph ending at / starting at the gap (0 when longer than 3). */
  leftWord: Uint32Array;
  rightWord: Uint32Array;
  /** 1 when the left / right morph is an unknown word. */
  unknown: Uint8Array;
}

const tagHashes = new Map<string, number>();
function tagHash(tag: string): number {
  let h = tagHashes.get(tag);
  if (h === undefined) {
    h = hashString(tag);
    tagHashes.set(tag, h);
  }
  return h;
}

/**
 * The gaps' analysis from the analysis of the text as typed (`morphs`, offsets of the original
 * text): one analysis serves the rules and the spacing model. Morphs never span whitespace, so
 * each maps onto a run of compact characters.
 */
export function analyseTypedGaps(
  analyzer: Analyzer,
  compact: CompactText,
  morphs: readonly Morph[],
  /** Reuse this one's arrays (cleared first; grown when too short): see `gapScratch`. */
  into?: GapAnalysis,
): GapAnalysis {
  const n = compact.compact.length;
  if (n === 0) return emptyGaps(1);
  const first = compact.offsets[0] as number;
  const last = compact.offsets[n - 1] as number;
  if (indexScratch.length < last - first + 2) indexScratch = new Int32Array(2 * (last - first + 2));
  const toCompactIndex = indexScratch;
  toCompactIndex.fill(-1, 0, last - first + 1);
  for (let i = 0; i < n; i++) toCompactIndex[(compact.offsets[i] as number) - first] = i;
  toCompactIndex[last - first + 1] = n;
  const result = into ? clearedGaps(into, n + 1) : emptyGaps(n + 1);
  for (const m of morphs) {
    if (m.start < first || m.end - 1 > last) continue;
    const start = toCompactIndex[m.start - first] as number;
    const end = (toCompactIndex[m.end - 1 - first] as number) + 1;
    if (start < 0 || end <= start) continue;
    addMorph(result, analyzer, m, start, end);
  }
  return result;
}

/** `morphs` is the analysis of `compact` when the caller already has it. */
export function analyseGaps(
  analyzer: Analyzer,
  compact: string,
  morphs: readonly Morph[] = analyzer.analyze(compact),
): GapAnalysis {
  const result = emptyGaps(compact.length + 1);
  for (const m of morphs) addMorph(result, analyzer, m, m.start, m.end);
  return result;
}

// The character-to-compact index of analyseTypedGaps (only read while it runs).
let indexScratch = new Int32Array(1024);

/**
 * A GapAnalysis to pass as `into` again and again, for a caller that is done with each result
 * before it asks for the next (the checker scores a segment's gaps and drops the analysis).
 */
export function gapScratch(): GapAnalysis {
  return emptyGaps(1024);
}

/** `gaps` zeroed over its first n entries, grown (in place) when shorter. */
function clearedGaps(gaps: GapAnalysis, n: number): GapAnalysis {
  if (gaps.kind.length < n) {
    Object.assign(gaps, emptyGaps(2 * n));
    return gaps;
  }
  gaps.kind.fill(0, 0, n);
  gaps.leftTag.fill(0, 0, n);
  gaps.rightTag.fill(0, 0, n);
  gaps.leftWord.fill(0, 0, n);
  gaps.rightWord.fill(0, 0, n);
  gaps.unknown.fill(0, 0, n);
  return gaps;
}

function emptyGaps(n: number): GapAnalysis {
  return {
    kind: new Uint8Array(n),
    leftTag: new Uint32Array(n),
    rightTag: new Uint32Array(n),
    leftWord: new Uint32Array(n),
    rightWord: new Uint32Array(n),
    unknown: new Uint8Array(n),
  };
}

/** Marks the gaps of morph `m`, which spans [start, end) of the compact text. */
function addMorph(
  result: GapAnalysis,
  analyzer: Analyzer,
  m: Morph,
  start: number,
  end: number,
): void {
  const tagL = tagHash(m.last);
  const tagF = tagHash(m.first);
  const tagAll = tagHash(m.pos);
  const word = end - start <= 3 ? hashString(m.surface) : 0;
  result.kind[start] = 1;
  result.rightTag[start] = tagF;
  result.rightWord[start] = word;
  if (m.unknown) result.unknown[start] = (result.unknown[start] as number) | 2;
  result.kind[end] = 1;
  result.leftTag[end] = tagL;
  result.leftWord[end] = word;
  if (m.unknown) result.unknown[end] = (result.unknown[end] as number) | 1;
  for (let g = start + 1; g < end; g++) {
    result.kind[g] = 0;
    result.leftTag[g] = tagAll;
  }
  if (m.type === 'Compound' || m.type === 'Preanalysis') {
    const parts = analyzer.parts(m);
    let total = 0;
    for (const p of parts) total += p.surface.length;
    if (total === end - start && parts.length > 1) {
      let at = start;
      for (let k = 0; k < parts.length - 1; k++) {
        const p = parts[k] as { surface: string; pos: string };
        const q = parts[k + 1] as { surface: string; pos: string };
        at += p.surface.length;
        result.kind[at] = 2;
        result.leftTag[at] = tagHash(p.pos);
        result.rightTag[at] = tagHash(q.pos);
        result.leftWord[at] = p.surface.length <= 3 ? hashString(p.surface) : 0;
        result.rightWord[at] = q.surface.length <= 3 ? hashString(q.surface) : 0;
      }
    }
  }
}

// --- feature extraction ------------------------------------------------------------------------

export const MAX_FEATURES_PER_GAP = 40;

// The values a gap's features hash, by slot (gapValues holds kOf of each, per gap).
const Z = 0; // the constant 0
const [L1, L2, L3, L4] = [1, 2, 3, 4]; // characters left of the gap, nearest first
const [R1, R2, R3, R4] = [5, 6, 7, 8]; // characters right of the gap
const F1 = 9; // the final consonant left of the gap
const [KIND, LT, RT, LW, RW, UNK] = [10, 11, 12, 13, 14, 15]; // the analysis (GapAnalysis)
const [O, PREV, NEXT] = [16, 17, 18]; // typed spaces at the gap, before and after it
const gapValues = new Int32Array(19);

/** Features as `[id, count, slots...]` runs: each hashes `finish(mix(...mix(id, v1)..., vn))`. */
function spec(...features: number[][]): Int32Array {
  return Int32Array.from(
    features.flatMap(([id, ...slots]) => [id as number, slots.length, ...slots]),
  );
}

/** Features of characters around the gap. */
const F_CHARS = spec(
  [1, Z],
  [2, L1, Z],
  [3, R1, Z],
  [4, L2, L1],
  [5, R1, R2],
  [6, L1, R1],
  [7, L3, L2, L1],
  [8, R1, R2, R3],
  [9, L2, L1, R1],
  [10, L1, R1, R2],
  [11, L2, L1, R1, R2],
  [12, L4, L3, L2, L1],
  [13, R1, R2, R3, R4],
  [14, F1, R1],
  [15, F1, R1, R2],
);
/** Features of the analysis, gap inside a morph. */
const F_KIND0 = spec([20, LT, Z], [21, LT, R1]);
/** Features of the analysis, gap at a boundary or joint. */
const F_KINDN = spec(
  [22, KIND, LT, RT, Z],
  [23, KIND, LT, R1],
  [24, KIND, L1, RT],
  [25, KIND, LT, RW, Z],
  [26, KIND, LW, RT, Z],
  [27, LW, RW, LT, RT],
  [28, UNK, LT, RT],
  [29, F1, LT, RT],
);
/** Features of no typed spaces. */
const F_BLIND = spec([30, Z]);
/** Features of the typed spaces. */
const F_TYPED = spec(
  [31, O, Z],
  [32, O, R1, Z],
  [33, O, L1, Z],
  [34, O, L1, R1, Z],
  [35, O, KIND, LT, RT],
  [36, O, PREV, NEXT],
  [37, O, PREV, NEXT, KIND],
  [38, O, R1, R2, Z],
);

/**
 * Writes the feature indexes of gap `g` (1 <= g < compact.length) into `out` from `at`,
 * returns the new end. `observed` is null for text typed without any spaces.
 */
export function gapFeatures(
  codes: Int32Array,
  finals: Uint8Array,
  gaps: GapAnalysis,
  observed: Uint8Array | null,
  g: number,
  mask: number,
  out: Int32Array,
  at: number,
): number {
  const n = codes.length;
  const k = gapValues;
  k[0] = 0;
  k[1] = kOf(g - 1 < 0 ? PAD_START : (codes[g - 1] as number));
  k[2] = kOf(g - 2 < 0 ? PAD_START : (codes[g - 2] as number));
  k[3] = kOf(g - 3 < 0 ? PAD_START : (codes[g - 3] as number));
  k[4] = kOf(g - 4 < 0 ? PAD_START : (codes[g - 4] as number));
  k[5] = kOf(g >= n ? PAD_END : (codes[g] as number));
  k[6] = kOf(g + 1 >= n ? PAD_END : (codes[g + 1] as number));
  k[7] = kOf(g + 2 >= n ? PAD_END : (codes[g + 2] as number));
  k[8] = kOf(g + 3 >= n ? PAD_END : (codes[g + 3] as number));
  k[9] = kOf(finals[g - 1] as number);
  const kind = gaps.kind[g] as number;
  k[10] = kOf(kind);
  k[11] = kOf(gaps.leftTag[g] as number);
  k[12] = kOf(gaps.rightTag[g] as number);
  k[13] = kOf(gaps.leftWord[g] as number);
  k[14] = kOf(gaps.rightWord[g] as number);
  k[15] = kOf(gaps.unknown[g] as number);
  at = hashFeatures(F_CHARS, k, mask, out, at);
  at = hashFeatures(kind === 0 ? F_KIND0 : F_KINDN, k, mask, out, at);
  if (observed === null) return hashFeatures(F_BLIND, k, mask, out, at);
  k[16] = kOf(observed[g] as number);
  k[17] = kOf(g > 1 ? (observed[g - 1] as number) : 2);
  k[18] = kOf(g + 1 < n ? (observed[g + 1] as number) : 2);
  return hashFeatures(F_TYPED, k, mask, out, at);
}

/**
 * Writes the hashes of the features in `spec` ([id, count, value slots...] each) over the
 * mixed values `k` (kOf of each slot): `finish(mix(...mix(id, v1)..., vn))` with `mix` and
 * `finish` written out, as one loop with no calls (about 160 mixes per gap).
 */
function hashFeatures(
  spec: Int32Array,
  k: Int32Array,
  mask: number,
  out: Int32Array,
  at: number,
): number {
  for (let i = 0; i < spec.length;) {
    let h = spec[i++] as number;
    const count = spec[i++] as number;
    for (let j = 0; j < count; j++) {
      h ^= k[spec[i++] as number] as number;
      h = (h << 13) | (h >>> 19);
      h = (Math.imul(h, 5) + 0xe6546b64) | 0;
    }
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    out[at++] = (h >>> 0) & mask;
  }
  return at;
}

/** Character codes and final consonants of a compact text, as the feature extractor needs them. */
export function encodeChars(compact: string): { codes: Int32Array; finals: Uint8Array } {
  const codes = new Int32Array(compact.length);
  const finals = new Uint8Array(compact.length);
  for (let i = 0; i < compact.length; i++) {
    const code = compact.charCodeAt(i);
    codes[i] = charClass(code);
    finals[i] = finalOf(code);
  }
  return { codes, finals };
}
