/**
 * The syllable model (src/lm/syllable-lm.ts) read for spelling.typo: how ordinary a spelling
 * looks (collision-guarded stupid backoff over syllable trigrams), which trigrams of a word the
 * train corpus never had, and `Written`, the word as written read once, against which the
 * candidates are scored where they differ.
 */
import { type SyllableLm, slotOf } from '../../lm/syllable-lm.ts';
import { BASE, composedCodes } from './keyboard.ts';

const START = 1;
const END = 2;
const SHIFT = 16; // symbols are UTF-16 code units + 16 (syllable-lm.ts)
const BACKOFF = Math.log(0.4);

/** Set by `term`: the trigram was not seen in the train corpus (or only as a collision). */
let unseenFlag = false;

/**
 * Log score of symbol w after p2 p1: stupid backoff over the syllable model's hashed counts
 * (as wordScore), guarded against hash collisions: an n-gram count counts only when its
 * context's count is at least as large (a colliding slot seldom is). Candidates are many; a
 * score that a collision can inflate would pick them.
 */
function term(lm: SyllableLm, p2: number, p1: number, w: number): number {
  const { counts, bits } = lm;
  const tri = counts[slotOf(bits, 3, p2, p1, w)] as number;
  if (tri > 0) {
    const ctx = counts[slotOf(bits, 2, p2, p1, 0)] as number;
    if (ctx >= tri) {
      unseenFlag = false;
      return Math.log(tri / ctx);
    }
  }
  unseenFlag = true;
  const bi = counts[slotOf(bits, 2, p1, w, 0)] as number;
  if (bi > 0) {
    const uni = counts[slotOf(bits, 1, p1, 0, 0)] as number;
    if (uni >= bi) return BACKOFF + Math.log(bi / uni);
  }
  return (
    2 * BACKOFF + Math.log(((counts[slotOf(bits, 1, w, 0, 0)] as number) + 0.5) / (lm.total + 1))
  );
}

/** Per model: which of the 11,172 syllables the train corpus has at all (unigram count > 0). */
const SEEN_SYLLABLES = new WeakMap<SyllableLm, Uint8Array>();
function seenSyllables(lm: SyllableLm): Uint8Array {
  let seen = SEEN_SYLLABLES.get(lm);
  if (!seen) {
    seen = new Uint8Array(11172);
    for (let c = 0; c < 11172; c++)
      seen[c] = (lm.counts[slotOf(lm.bits, 1, BASE + c + SHIFT, 0, 0)] as number) > 10 ? 1 : 0;
    SEEN_SYLLABLES.set(lm, seen);
  }
  return seen;
}

/** The trigram was seen in the train corpus (its count is not zero nor above its context's). */
function seenTrigram(lm: SyllableLm, p2: number, p1: number, w: number): boolean {
  const tri = lm.counts[slotOf(lm.bits, 3, p2, p1, w)] as number;
  return tri > 0 && (lm.counts[slotOf(lm.bits, 2, p2, p1, 0)] as number) >= tri;
}

/** The symbols of a word: start mark, syllables, end mark. */
function symbols(word: string, into?: Int32Array): Int32Array {
  const out = into ?? new Int32Array(word.length + 2);
  out[0] = START;
  for (let i = 0; i < word.length; i++) out[i + 1] = word.charCodeAt(i) + SHIFT;
  out[word.length + 1] = END;
  return out;
}

/** Score of a spelling by the syllable model (collision-guarded stupid backoff; higher is more ordinary). */
export function spellingScore(lm: SyllableLm, word: string): number {
  const sym = symbols(word);
  let score = 0;
  for (let t = 1; t < sym.length; t++)
    score += term(lm, t >= 2 ? (sym[t - 2] as number) : 0, sym[t - 1] as number, sym[t] as number);
  return score;
}

/** Scratch symbols for unseenTrigrams, asked of most words of every check (grown as needed). */
let scratchSymbols = new Int32Array(16);

/** Trigrams of the word (with the boundary marks) the train corpus never had, and the syllables they span. */
export function unseenTrigrams(
  lm: SyllableLm,
  word: string,
): { count: number; lo: number; hi: number; score: number } {
  const end = word.length + 2;
  if (scratchSymbols.length < end) scratchSymbols = new Int32Array(end);
  const sym = symbols(word, scratchSymbols);
  let count = 0;
  let lo = Infinity;
  let hi = -Infinity;
  for (let t = 2; t < end; t++) {
    if (seenTrigram(lm, sym[t - 2] as number, sym[t - 1] as number, sym[t] as number)) continue;
    count++;
    // Symbols t-2..t are syllables t-3..t-1.
    lo = Math.min(lo, Math.max(0, t - 3));
    hi = Math.max(hi, Math.min(word.length - 1, t - 1));
  }
  // The score only for the few words that go on (most have every trigram seen).
  let score = 0;
  if (count > 0)
    for (let t = 1; t < end; t++)
      score += term(
        lm,
        t >= 2 ? (sym[t - 2] as number) : 0,
        sym[t - 1] as number,
        sym[t] as number,
      );
  return { count, lo, hi, score };
}

/**
 * The written word read once by the syllable model, and candidates scored against it where
 * they differ (only the trigrams around the change are read).
 */
export class Written {
  readonly n: number;
  readonly sym: Int32Array;
  /** cum[t]: score of symbols 1..t; unseen[t]: unseen trigrams ending at 2..t. */
  private readonly cum: Float64Array;
  private readonly unseen: Int32Array;
  readonly unseenCount: number;
  /** Syllables spanned by the unseen trigrams. */
  readonly lo: number;
  readonly hi: number;
  /** Syllables in every unseen trigram (or lo..hi when there are none such). */
  readonly core: [number, number];
  readonly score: number;
  private readonly buf: Int32Array;
  private readonly seen: Uint8Array;
  private readonly lm: SyllableLm;
  readonly word: string;

  constructor(lm: SyllableLm, word: string) {
    this.lm = lm;
    this.word = word;
    const n = word.length;
    this.n = n;
    this.sym = symbols(word);
    this.cum = new Float64Array(n + 2);
    this.unseen = new Int32Array(n + 2);
    let lo = Infinity;
    let hi = -Infinity;
    let ilo = -Infinity;
    let ihi = Infinity;
    for (let t = 1; t <= n + 1; t++) {
      const s = term(
        lm,
        t >= 2 ? (this.sym[t - 2] as number) : 0,
        this.sym[t - 1] as number,
        this.sym[t] as number,
      );
      this.cum[t] = (this.cum[t - 1] as number) + s;
      const u = t >= 2 && unseenFlag ? 1 : 0;
      this.unseen[t] = (this.unseen[t - 1] as number) + u;
      if (u) {
        lo = Math.min(lo, Math.max(0, t - 3));
        hi = Math.max(hi, Math.min(n - 1, t - 1));
        ilo = Math.max(ilo, Math.max(0, t - 3));
        ihi = Math.min(ihi, Math.min(n - 1, t - 1));
      }
    }
    // A jamo typo makes the trigrams around its syllable unseen: where they all meet is where
    // to change one syllable (all their syllables when they do not meet).
    this.core = ilo <= ihi ? [ilo, ihi] : [lo, hi];
    this.unseenCount = this.unseen[n + 1] as number;
    this.lo = lo;
    this.hi = hi;
    this.score = this.cum[n + 1] as number;
    this.buf = new Int32Array(n + 8);
    this.seen = seenSyllables(lm);
  }

  /**
   * The candidate in `cand[0..m+1]` (symbols) differs from the word in syllables [p, m - q):
   * its score minus the word's, or NaN when it has no fewer unseen trigrams there.
   */
  private compare(cand: Int32Array, m: number, p: number, q: number): number {
    const n = this.n;
    const lo = Math.max(1, p + 1);
    const hiW = Math.min(n + 1, n - q + 2);
    const hiC = Math.min(m + 1, m - q + 2);
    const unseenW = (this.unseen[hiW] as number) - (this.unseen[lo - 1] as number);
    if (unseenW === 0) return NaN;
    // Unseen trigrams first: most candidates fail there, before any score is computed.
    let u = 0;
    for (let t = Math.max(lo, 2); t <= hiC; t++)
      if (
        !seenTrigram(this.lm, cand[t - 2] as number, cand[t - 1] as number, cand[t] as number) &&
        ++u >= unseenW
      )
        return NaN;
    let score = 0;
    for (let t = lo; t <= hiC; t++)
      score += term(
        this.lm,
        t >= 2 ? (cand[t - 2] as number) : 0,
        cand[t - 1] as number,
        cand[t] as number,
      );
    return score - ((this.cum[hiW] as number) - (this.cum[lo - 1] as number));
  }

  /** The word with syllable k replaced by `code` (0..11171). */
  replaced(k: number, code: number): number {
    if (!this.seen[code]) return NaN;
    const b = this.sym;
    const c = code + BASE + SHIFT;
    const old = b[k + 1] as number;
    b[k + 1] = c;
    const g = this.compare(b, this.n, k, this.n - k - 1);
    b[k + 1] = old;
    return g;
  }

  /** The word with syllables k and k + 1 replaced. */
  replaced2(k: number, a: number, c: number): number {
    if (!this.seen[a] || !this.seen[c]) return NaN;
    const b = this.sym;
    const oldA = b[k + 1] as number;
    const oldC = b[k + 2] as number;
    b[k + 1] = a + BASE + SHIFT;
    b[k + 2] = c + BASE + SHIFT;
    const g = this.compare(b, this.n, k, this.n - k - 2);
    b[k + 1] = oldA;
    b[k + 2] = oldC;
    return g;
  }

  /** The word with syllables lo..hi replaced by `codes[lo..hi]` (0..11171 each). */
  region(codes: Int32Array, lo: number, hi: number): number {
    for (let k = lo; k <= hi; k++) if (!this.seen[codes[k] as number]) return NaN;
    const b = this.buf;
    b.set(this.sym);
    for (let k = lo; k <= hi; k++) b[k + 1] = (codes[k] as number) + BASE + SHIFT;
    return this.compare(b, this.n, lo, this.n - hi - 1);
  }

  /** Any other spelling. */
  other(cand: string): number {
    const m = cand.length;
    const b = m + 2 <= this.buf.length ? this.buf : new Int32Array(m + 2);
    symbols(cand, b);
    return this.otherSymbols(b, m);
  }

  /**
   * The word with syllables [s0, s1) replaced by `composed[0..count)` (as `other` of that
   * spelling, without making its string).
   */
  recomposed(s0: number, s1: number, count: number): number {
    const m = s0 + count + (this.n - s1);
    const b = m + 2 <= this.buf.length ? this.buf : new Int32Array(m + 2);
    const w = this.sym;
    const composed = composedCodes();
    b[0] = START;
    for (let k = 1; k <= s0; k++) b[k] = w[k] as number;
    for (let i = 0; i < count; i++) b[s0 + 1 + i] = (composed[i] as number) + SHIFT;
    for (let k = s1; k < this.n; k++) b[k - s1 + s0 + count + 1] = w[k + 1] as number;
    b[m + 1] = END;
    return this.otherSymbols(b, m);
  }

  /** `other` of the spelling whose symbols are `b[0..m + 1]`. */
  private otherSymbols(b: Int32Array, m: number): number {
    const w = this.sym;
    let p = 0;
    while (p < this.n && p < m && w[p + 1] === b[p + 1]) p++;
    let q = 0;
    while (q < this.n - p && q < m - p && w[this.n - q] === b[m - q]) q++;
    if (p === this.n && m === this.n) return NaN;
    for (let k = p; k < m - q; k++) if (!this.seen[(b[k + 1] as number) - BASE - SHIFT]) return NaN;
    return this.compare(b, m, p, q);
  }
}
