/**
 * A contextual language model: a morpheme trigram model over the analyser's own morphs, trained
 * by `npm run train:context-lm` on the train part of the corpora and the extra corpora, shipped
 * as src/data/context-lm.bin. It says which of two spellings reads likelier in its sentence
 * (어떻게 해야 할지 rather than 어떡해 해야 할지; 이제 어떡해? rather than 이제 어떻게?).
 *
 * Tokens: each morph of the analyser's best path as `surface/POS` (POS as the analyser gives
 * it, VV+EC for an inflected entry), with `▁` before a morph that starts a word (eojeol), so the
 * model also sees spacing; digits are read as 0. A token outside the vocabulary becomes its
 * class `<unk>/POS` (with its `▁`), else `<unk>`, and takes the class's probability divided by the
 * number of token types the class stood for in training (one class member's share, so that an
 * unknown spelling never beats a known one by being unknown). Sentences are framed by `<s>` and
 * `</s>`.
 *
 * Smoothing: interpolated Kneser-Ney (one discount per order), trigrams seen under a count
 * cut-off pruned, written in backoff form with the backoff weights renormalised after pruning
 * (so the model stays a proper distribution over the vocabulary). Log-probabilities are natural
 * logs.
 *
 * Layout (src/sectioned-file.ts, "DDCL"): the vocabulary as sorted 32-bit hashes of the token
 * strings (a token's id is its index); the bigrams as a trie level (for each history token, the
 * range of its following token ids, ascending: exact); the trigrams as sorted 32-bit hashes of
 * their ids with a second 16-bit hash each (two kept trigrams sharing a key are dropped at build
 * time; an unseen trigram after a history that has trigrams reads as stored with probability
 * about entries / 2^48, about 2.5e-9 per lookup; with an 8-bit check, summing a history's
 * distribution over the whole vocabulary still met a stray trigram now and then). Each n-gram has an 8-bit code of its log-probability and, for orders 1
 * and 2, of its backoff weight; a code indexes a 256-value codebook in the header
 * (equal-population bins of the values, each bin's mean). A bigram's backoff code 0 says no
 * trigram follows it, so the trigram keys are not searched.
 */
import type { Analyzer, Morph } from '../analysis/analyzer.ts';
import {
  readSectionedFile,
  writeSectionedFile,
  type FileKind,
  type SectionTable,
} from '../sectioned-file.ts';

export const CONTEXT_LM_KIND: FileKind = {
  magic: 0x4c434444, // "DDCL"
  version: 1,
  what: 'contextual language model',
  rebuild: 'run `npm run train:context-lm`',
};

export const BOS = '<s>';
export const EOS = '</s>';
export const UNK = '<unk>';
/** Marks a morph that starts a word (eojeol). */
export const WORD_START = '▁';

export interface ContextLmHeader {
  order: 3;
  /** Codebooks: log-probability (ln) or backoff weight (ln) per 8-bit code. */
  codebooks: { p1: number[]; b1: number[]; p2: number[]; b2: number[]; p3: number[] };
  /**
   * How many token types of the train part each unknown class (and `<unk>`) stands for, by the
   * class's id: a member's probability is the class's divided by it (uniform within the class).
   */
  classSizes: Record<string, number>;
  /** What it was trained on and how, for the eval's print-out. */
  info: Record<string, string | number>;
}

export interface ContextLm {
  readonly header: ContextLmHeader;
  readonly vocab: Uint32Array;
  readonly p1: Uint8Array;
  readonly b1: Uint8Array;
  /** Bigrams by history: those after token b are next2[start2[b] .. start2[b + 1]) (ids, ascending). */
  readonly start2: Uint32Array;
  readonly next2: Uint32Array;
  readonly p2: Uint8Array;
  readonly b2: Uint8Array;
  readonly keys3: Uint32Array;
  /** A second, independent 16-bit hash of each trigram, checked after the key matches. */
  readonly check3: Uint16Array;
  readonly p3: Uint8Array;
  /** Decoded codebooks. */
  readonly cb: {
    p1: Float64Array;
    b1: Float64Array;
    p2: Float64Array;
    b2: Float64Array;
    p3: Float64Array;
  };
  readonly bos: number;
  readonly eos: number;
  readonly unk: number;
  /** ln of the number of token types each unknown class stands for, by its id. */
  readonly classCost: ReadonlyMap<number, number>;
}

function mix(h: number, v: number): number {
  let k = Math.imul(v | 0, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  h ^= k;
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) | 0;
}

function finish(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The 32-bit hash of a token string (its key in the vocabulary). */
export function tokenHash(token: string): number {
  let h = 0x3c6ef372;
  for (let i = 0; i < token.length; i++) h = mix(h, token.charCodeAt(i));
  return finish(h ^ token.length);
}

/** The 32-bit key of a bigram or trigram of token ids (c < 0 for a bigram). */
export function ngramKey(a: number, b: number, c = -1): number {
  let h = mix(mix(0x510e527f, c < 0 ? 2 : 3), a);
  h = mix(h, b);
  if (c >= 0) h = mix(h, c);
  return finish(h);
}

/** The second hash of a trigram (16 bits), stored beside its key. */
export function ngramCheck(a: number, b: number, c: number): number {
  return finish(mix(mix(mix(0x9b05688c, c), b), a) ^ 0x5be0cd19) >>> 16;
}

/** The token of a morph (see the file's comment). */
export function tokenOf(morph: Pick<Morph, 'surface' | 'pos' | 'spaceBefore'>, first: boolean) {
  const start = morph.spaceBefore || first ? WORD_START : '';
  return `${start}${morph.surface.replace(/[0-9]/g, '0')}/${morph.pos}`;
}

/** The class a token outside the vocabulary reads as: `▁<unk>/POS`. */
export function unknownClassOf(token: string): string {
  const slash = token.lastIndexOf('/');
  return `${token.startsWith(WORD_START) ? WORD_START : ''}${UNK}${token.slice(slash)}`;
}

/** The tokens of morphs of one sentence (the first starts a word). */
export function tokensOf(morphs: readonly Morph[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < morphs.length; i++) {
    const m = morphs[i] as Morph;
    if (m.surface.trim() === '') continue;
    out.push(tokenOf(m, out.length === 0));
  }
  return out;
}

function search(keys: Uint32Array, key: number): number {
  let lo = 0;
  let hi = keys.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const k = keys[mid] as number;
    if (k < key) lo = mid + 1;
    else if (k > key) hi = mid - 1;
    else return mid;
  }
  return -1;
}

export function readContextLm(buffer: ArrayBufferLike, byteOffset = 0): ContextLm {
  const { header: h, section } = readSectionedFile<ContextLmHeader & { sections: SectionTable }>(
    CONTEXT_LM_KIND,
    buffer,
    byteOffset,
  );
  const vocab = section('vocab', 'u32');
  const cb = {
    p1: Float64Array.from(h.codebooks.p1),
    b1: Float64Array.from(h.codebooks.b1),
    p2: Float64Array.from(h.codebooks.p2),
    b2: Float64Array.from(h.codebooks.b2),
    p3: Float64Array.from(h.codebooks.p3),
  };
  const id = (t: string) => {
    const i = search(vocab, tokenHash(t));
    if (i < 0) throw new Error(`contextual language model: no ${t} in its vocabulary`);
    return i;
  };
  return {
    header: h,
    vocab,
    p1: section('p1', 'u8'),
    b1: section('b1', 'u8'),
    start2: section('start2', 'u32'),
    next2: section('next2', 'u32'),
    p2: section('p2', 'u8'),
    b2: section('b2', 'u8'),
    keys3: section('keys3', 'u32'),
    check3: section('check3', 'u16'),
    p3: section('p3', 'u8'),
    cb,
    bos: id(BOS),
    eos: id(EOS),
    unk: id(UNK),
    classCost: new Map(
      Object.entries(h.classSizes).map(([k, n]) => [Number(k), Math.log(Math.max(1, n))]),
    ),
  };
}

/** The id of a token: itself, else its unknown class, else `<unk>`. */
export function idOf(lm: ContextLm, token: string): number {
  const i = search(lm.vocab, tokenHash(token));
  if (i >= 0) return i;
  const k = search(lm.vocab, tokenHash(unknownClassOf(token)));
  return k >= 0 ? k : lm.unk;
}

/** Index of the bigram (b, c) in the bigram sections, or -1. */
export function bigramIndex(lm: ContextLm, b: number, c: number): number {
  let lo = lm.start2[b] as number;
  let hi = (lm.start2[b + 1] as number) - 1;
  const next = lm.next2;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const k = next[mid] as number;
    if (k < c) lo = mid + 1;
    else if (k > c) hi = mid - 1;
    else return mid;
  }
  return -1;
}

/** ln p(c | a b) by backoff (a or b may be -1 for a shorter history). */
export function logProb(lm: ContextLm, a: number, b: number, c: number): number {
  let backoff = 0;
  if (a >= 0 && b >= 0) {
    const i2 = bigramIndex(lm, a, b);
    // Code 0: no trigram after this history (the hashed trigram keys are not consulted).
    const code = i2 >= 0 ? (lm.b2[i2] as number) : 0;
    if (code !== 0) {
      const i3 = search(lm.keys3, ngramKey(a, b, c));
      if (i3 >= 0 && lm.check3[i3] === ngramCheck(a, b, c))
        return lm.cb.p3[lm.p3[i3] as number] as number;
      backoff += lm.cb.b2[code] as number;
    }
  }
  if (b >= 0) {
    const i2 = bigramIndex(lm, b, c);
    if (i2 >= 0) return backoff + (lm.cb.p2[lm.p2[i2] as number] as number);
    backoff += lm.cb.b1[lm.b1[b] as number] as number;
  }
  return backoff + (lm.cb.p1[lm.p1[c] as number] as number);
}

/** Log-probability (ln) of a sentence's tokens, `<s>` and `</s>` included, and how many were scored. */
export function scoreTokens(
  lm: ContextLm,
  tokens: readonly string[],
  options: { bos?: boolean; eos?: boolean } = {},
): { logProb: number; tokens: number; unknown: number } {
  const ids = tokens.map((t) => idOf(lm, t));
  let unknown = 0;
  let sum = 0;
  // A token read as its class shares the class's probability with the class's other members.
  for (let i = 0; i < ids.length; i++)
    if (lm.vocab[ids[i] as number] !== tokenHash(tokens[i] as string)) {
      unknown++;
      sum -= lm.classCost.get(ids[i] as number) ?? 0;
    }
  if (options.eos !== false) ids.push(lm.eos);
  let a = -1;
  let b = options.bos === false ? -1 : lm.bos;
  for (const c of ids) {
    sum += logProb(lm, a, b, c);
    a = b;
    b = c;
  }
  return { logProb: sum, tokens: ids.length, unknown };
}

/** Log-probability (ln) of a sentence from its morphs (the analyser's best path). */
export function scoreSentence(lm: ContextLm, morphs: readonly Morph[]): number {
  return scoreTokens(lm, tokensOf(morphs)).logProb;
}

/**
 * How much likelier (ln) the sentence reads with `a` than with `b` in the same place:
 * `before + a + after` against `before + b + after`, each analysed whole. Positive prefers `a`.
 */
export function compare(
  lm: ContextLm,
  analyzer: Analyzer,
  a: string,
  b: string,
  context: { before?: string; after?: string } = {},
): number {
  const before = context.before ?? '';
  const after = context.after ?? '';
  return (
    scoreSentence(lm, analyzer.analyze(before + a + after)) -
    scoreSentence(lm, analyzer.analyze(before + b + after))
  );
}

/** Serialise a model (build time). */
export function writeContextLm(
  header: ContextLmHeader,
  sections: {
    vocab: Uint32Array;
    p1: Uint8Array;
    b1: Uint8Array;
    start2: Uint32Array;
    next2: Uint32Array;
    p2: Uint8Array;
    b2: Uint8Array;
    keys3: Uint32Array;
    check3: Uint16Array;
    p3: Uint8Array;
  },
): Uint8Array {
  return writeSectionedFile(CONTEXT_LM_KIND, header, sections);
}

/**
 * A 256-value codebook for `values` and the code of each value (the nearest codebook value).
 * Half the codebook follows the values' density (equal-population bins over the sorted values,
 * each bin's mean), half spans their range evenly, so that the rare extreme values (the most
 * frequent tokens' probabilities) are coded as closely as the common ones: no value is further
 * than 1/256 of the range from its code. Values are rounded to 1e-4. With `zeroCode`, code 0 is
 * kept for exact zeros (a history without trigrams) and the other values take codes 1-255.
 */
export function quantise(
  values: Float64Array,
  zeroCode = false,
): { codebook: number[]; codes: Uint8Array } {
  const sorted = (zeroCode ? values.filter((v) => v !== 0) : Float64Array.from(values)).sort();
  const n = sorted.length;
  const evenly = 128;
  const bins = (zeroCode ? 255 : 256) - evenly;
  const codebook: number[] = [];
  const low = n > 0 ? (sorted[0] as number) : 0;
  const high = n > 0 ? (sorted[n - 1] as number) : 0;
  for (let q = 0; q < evenly; q++)
    codebook.push(Math.round((low + ((q + 0.5) * (high - low)) / evenly) * 1e4) / 1e4);
  for (let q = 0; q < bins; q++) {
    const from = Math.floor((q * n) / bins);
    const to = Math.max(from + 1, Math.floor(((q + 1) * n) / bins));
    let sum = 0;
    let k = 0;
    for (let i = from; i < to && i < n; i++, k++) sum += sorted[i] as number;
    const mean = k > 0 ? sum / k : (codebook[codebook.length - 1] ?? 0);
    codebook.push(Math.round(mean * 1e4) / 1e4);
  }
  codebook.sort((x, y) => x - y);
  const first = zeroCode ? 1 : 0;
  if (zeroCode) codebook.unshift(0);
  const codes = new Uint8Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    if (zeroCode && v === 0) continue;
    let lo = first;
    let hi = 255;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((codebook[mid] as number) < v) lo = mid + 1;
      else hi = mid;
    }
    if (lo > first && v - (codebook[lo - 1] as number) < (codebook[lo] as number) - v) lo--;
    codes[i] = lo;
  }
  return { codebook, codes };
}
