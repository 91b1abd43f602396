/**
 * Noisy-channel spelling (issue 13): a word the train corpus's syllable model finds odd and
 * hunspell does not know is compared with the spellings one typo or a few rules of pronunciation
 * away; the best of them is suggested when the analyser reads it as known words and it is
 * clearly more likely than the word as written and than any other candidate.
 */
import type { Analyzer } from '../analysis/analyzer.ts';
import { type Rule, pushFinding } from '../context.ts';
import { isAllHangul, withParticle } from '../hangul.ts';
import type { Message } from '../types.ts';
import { isNameOrForeign } from './analysis-gates.ts';
import { type SyllableLm, slotOf } from '../lm/syllable-lm.ts';

// --- Jamo, keys and the 2-beolsik keyboard ---------------------------------------------------

/** Initial consonants by index (0..18), as compatibility jamo. */
export const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
/** Medial vowels by index (0..20). */
export const MEDIALS = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
/** Final consonants by index (1..27; 0 is none). */
export const FINALS = ' ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ';

/** Vowels typed with two keys, and finals typed as two consonants. */
const COMPOUND_VOWELS: Record<string, string> = {
  ㅘ: 'ㅗㅏ',
  ㅙ: 'ㅗㅐ',
  ㅚ: 'ㅗㅣ',
  ㅝ: 'ㅜㅓ',
  ㅞ: 'ㅜㅔ',
  ㅟ: 'ㅜㅣ',
  ㅢ: 'ㅡㅣ',
};
const DOUBLE_FINALS: Record<string, string> = {
  ㄳ: 'ㄱㅅ',
  ㄵ: 'ㄴㅈ',
  ㄶ: 'ㄴㅎ',
  ㄺ: 'ㄹㄱ',
  ㄻ: 'ㄹㅁ',
  ㄼ: 'ㄹㅂ',
  ㄽ: 'ㄹㅅ',
  ㄾ: 'ㄹㅌ',
  ㄿ: 'ㄹㅍ',
  ㅀ: 'ㄹㅎ',
  ㅄ: 'ㅂㅅ',
};
const JOIN_VOWEL = new Map(Object.entries(COMPOUND_VOWELS).map(([k, v]) => [v, k]));
const JOIN_FINAL = new Map(Object.entries(DOUBLE_FINALS).map(([k, v]) => [v, k]));

/** The 33 keys of the 2-beolsik layout (shifted ones included), consonants then vowels. */
export const CONSONANT_KEYS = 'ㅂㅈㄷㄱㅅㅁㄴㅇㄹㅎㅋㅌㅊㅍㅃㅉㄸㄲㅆ';
export const VOWEL_KEYS = 'ㅛㅕㅑㅐㅔㅗㅓㅏㅣㅠㅜㅡㅒㅖ';
const isVowelKey = (k: string) => VOWEL_KEYS.includes(k);

/** Rows of the layout (QWERTY positions): q..p, a..l, z..m. */
const ROWS = ['ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔ', 'ㅁㄴㅇㄹㅎㅗㅓㅏㅣ', 'ㅋㅌㅊㅍㅠㅜㅡ'];
const SHIFTED: Record<string, string> = {
  ㅂ: 'ㅃ',
  ㅈ: 'ㅉ',
  ㄷ: 'ㄸ',
  ㄱ: 'ㄲ',
  ㅅ: 'ㅆ',
  ㅐ: 'ㅒ',
  ㅔ: 'ㅖ',
};
const UNSHIFTED = Object.fromEntries(Object.entries(SHIFTED).map(([k, v]) => [v, k]));

/**
 * Keys next to a key on the 2-beolsik keyboard (same row ±1, the row above and below at the
 * staggered positions), with the shift slip (ㅂ/ㅃ, ㅐ/ㅒ ...). Shifted keys share their base key's
 * neighbours.
 */
export function keyNeighbours(key: string): string[] {
  const base = UNSHIFTED[key] ?? key;
  const out = new Set<string>();
  const at = (r: number, c: number) => {
    const ch = ROWS[r]?.[c];
    if (ch) out.add(ch);
  };
  ROWS.forEach((row, r) => {
    const c = row.indexOf(base);
    if (c < 0) return;
    at(r, c - 1);
    at(r, c + 1);
    // QWERTY stagger: a row is shifted right of the one above by about half a key.
    if (r > 0) {
      at(r - 1, c);
      at(r - 1, c + 1);
    }
    if (r < ROWS.length - 1) {
      at(r + 1, c - 1);
      at(r + 1, c);
    }
  });
  if (SHIFTED[base]) out.add(SHIFTED[base]);
  if (base !== key) out.add(base);
  out.delete(key);
  return [...out];
}

const BASE = 0xac00;

/** The keys typed for one syllable (initial, one or two vowel keys, zero to two final keys). */
export function syllableKeys(ch: string): string | null {
  const code = ch.charCodeAt(0) - BASE;
  if (ch.length !== 1 || code < 0 || code > 11171) return null;
  const ini = INITIALS[Math.floor(code / 588)] as string;
  const med = MEDIALS[Math.floor((code % 588) / 28)] as string;
  const fin = code % 28;
  const f = fin === 0 ? '' : (FINALS[fin] as string);
  return ini + (COMPOUND_VOWELS[med] ?? med) + (DOUBLE_FINALS[f] ?? f);
}

/** The key sequence of a Hangul word (null when it has anything but syllables). */
export function toKeys(word: string): string | null {
  let out = '';
  for (const ch of word) {
    const k = syllableKeys(ch);
    if (k === null) return null;
    out += k;
  }
  return out;
}

function syllable(ini: string, med: string, fin: string): string {
  return String.fromCharCode(
    BASE +
      (INITIALS.indexOf(ini) * 21 + MEDIALS.indexOf(med)) * 28 +
      (fin ? FINALS.indexOf(fin) : 0),
  );
}

/**
 * What a 2-beolsik input method makes of a key sequence: a final consonant moves on to the
 * next syllable when a vowel follows (the second half of a double final does), two vowel keys
 * join where they form a compound vowel. Null when a lone jamo would be left (two vowels that
 * do not join, a consonant with no vowel, a vowel with no consonant).
 */
export function fromKeys(keys: string): string | null {
  let out = '';
  let ini = '';
  let med = '';
  let fin = '';
  for (const k of keys) {
    if (isVowelKey(k)) {
      if (!ini) return null;
      if (fin) {
        // The final (or the second half of a double final) starts the next syllable.
        const parts = DOUBLE_FINALS[fin];
        const moved = parts ? (parts[1] as string) : fin;
        out += syllable(ini, med, parts ? (parts[0] as string) : '');
        ini = moved;
        med = k;
        fin = '';
      } else if (!med) med = k;
      else {
        const joined = JOIN_VOWEL.get(med + k);
        if (!joined) return null;
        med = joined;
      }
    } else {
      if (!ini) ini = k;
      else if (!med) return null;
      else if (!fin) {
        if (!FINALS.includes(k)) {
          out += syllable(ini, med, '');
          ini = k;
          med = '';
        } else fin = k;
      } else {
        const joined = JOIN_FINAL.get(fin + k);
        if (joined) fin = joined;
        else {
          out += syllable(ini, med, fin);
          ini = k;
          med = '';
          fin = '';
        }
      }
    }
  }
  if (!ini || !med) return null;
  return out + syllable(ini, med, fin);
}

/** Initial, vowel and final (or '') of a syllable as compatibility jamo, or null. */
export function jamoOf(ch: string | undefined): [string, string, string] | null {
  if (ch === undefined || ch.length !== 1) return null;
  const code = ch.charCodeAt(0) - BASE;
  if (code < 0 || code > 11171) return null;
  const fin = code % 28;
  return [
    INITIALS[Math.floor(code / 588)] as string,
    MEDIALS[Math.floor((code % 588) / 28)] as string,
    fin === 0 ? '' : (FINALS[fin] as string),
  ];
}

/** The syllable of an initial, a vowel and a final ('' for none); null when not a valid one. */
export function syllableOf(ini: string, med: string, fin: string): string | null {
  const i = INITIALS.indexOf(ini);
  const m = MEDIALS.indexOf(med);
  const f = fin === '' ? 0 : FINALS.indexOf(fin);
  if (ini.length !== 1 || med.length !== 1 || i < 0 || m < 0) return null;
  if (fin !== '' && (fin.length !== 1 || f < 1)) return null;
  return String.fromCharCode(BASE + (i * 21 + m) * 28 + f);
}

// --- The syllable model, read for spelling ------------------------------------------------------

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
      seen[c] = (lm.counts[slotOf(lm.bits, 1, BASE + c + SHIFT, 0, 0)] as number) > 0 ? 1 : 0;
    SEEN_SYLLABLES.set(lm, seen);
  }
  return seen;
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

/** Trigrams of the word (with the boundary marks) the train corpus never had, and the syllables they span. */
export function unseenTrigrams(
  lm: SyllableLm,
  word: string,
): { count: number; lo: number; hi: number } {
  const sym = symbols(word);
  let count = 0;
  let lo = Infinity;
  let hi = -Infinity;
  for (let t = 2; t < sym.length; t++) {
    term(lm, sym[t - 2] as number, sym[t - 1] as number, sym[t] as number);
    if (!unseenFlag) continue;
    count++;
    // Symbols t-2..t are syllables t-3..t-1.
    lo = Math.min(lo, Math.max(0, t - 3));
    hi = Math.max(hi, Math.min(word.length - 1, t - 1));
  }
  return { count, lo, hi };
}

// --- Candidates: typos and spellings by ear, undone ------------------------------------------

/** What produced a candidate from the written word: a typo, or which pronunciation rule. */
export type EditKind = 'typo' | 'liaison' | 'tensing' | 'nasal' | 'neutral' | 'aspirate' | 'vowel';

export interface Candidate {
  word: string;
  /** Log probability of the edits (the channel model): lower for rarer edits. */
  channel: number;
  kinds: EditKind[];
  /** Syllable model score of the candidate minus that of the written word. */
  lmGain: number;
  /** lmGain + channel: how much likelier the candidate is than the word as written. */
  gain: number;
}

/** Channel costs (natural log). */
export const CHANNEL = {
  /** A neighbouring key or the shift twin. */
  near: -4,
  /** Any other key of the same kind. */
  other: -6,
  /** A key left out or an extra key (a final, half a double final or compound vowel ...). */
  indel: -5,
  /** Two adjacent keys swapped. */
  swap: -5,
  /** One rule of pronunciation written out (per site). */
  pron: -2.5,
  /** ㅐ/ㅔ and the other vowels that sound alike. */
  vowel: -3,
};

/** Keys of a vowel or final: 'ㅘ' -> 'ㅗㅏ', 'ㄺ' -> 'ㄹㄱ', 'ㅏ' -> 'ㅏ', '' -> ''. */
const keysOf = (jamo: string) => COMPOUND_VOWELS[jamo] ?? DOUBLE_FINALS[jamo] ?? jamo;

/** Channel cost of writing one jamo for another in the same slot, as one key edit (-Infinity: more). */
function jamoEditCost(from: string, to: string): number {
  const a = keysOf(from);
  const b = keysOf(to);
  const near = (x: string, y: string) =>
    keyNeighbours(x).includes(y) ? CHANNEL.near : CHANNEL.other;
  if (a.length === 1 && b.length === 1) return near(a, b);
  // One key more or less (ㅘ/ㅗ, ㄺ/ㄹ, a final added or dropped).
  if (a.length + 1 === b.length && (b.startsWith(a) || b.endsWith(a))) return CHANNEL.indel;
  if (b.length + 1 === a.length && (a.startsWith(b) || a.endsWith(b))) return CHANNEL.indel;
  if (a.length === 2 && b.length === 2) {
    if (a[0] === b[0]) return near(a[1] as string, b[1] as string);
    if (a[1] === b[1]) return near(a[0] as string, b[0] as string);
  }
  return -Infinity;
}

function costTable(jamo: readonly string[]): Float64Array {
  const n = jamo.length;
  const t = new Float64Array(n * n).fill(-Infinity);
  for (let a = 0; a < n; a++)
    for (let b = 0; b < n; b++)
      if (a !== b) t[a * n + b] = jamoEditCost(jamo[a] as string, jamo[b] as string);
  return t;
}
const INI_COST = costTable([...INITIALS]);
const MED_COST = costTable([...MEDIALS]);
const FIN_COST = costTable(['', ...FINALS.slice(1)]);
/** Initials that are also finals (index of the final, or 0). */
const INI_AS_FIN = Int32Array.from([...INITIALS], (c) => Math.max(0, FINALS.indexOf(c)));
/** Double final of two finals (index), or 0. */
const JOIN_FIN = new Int32Array(28 * 28);
for (const [double, pair] of Object.entries(DOUBLE_FINALS))
  JOIN_FIN[FINALS.indexOf(pair[0] as string) * 28 + FINALS.indexOf(pair[1] as string)] =
    FINALS.indexOf(double);

/**
 * The written word read once by the syllable model, and candidates scored against it where
 * they differ (only the trigrams around the change are read).
 */
class Written {
  readonly n: number;
  readonly sym: Int32Array;
  /** cum[t]: score of symbols 1..t; unseen[t]: unseen trigrams ending at 2..t. */
  private readonly cum: Float64Array;
  private readonly unseen: Int32Array;
  readonly unseenCount: number;
  /** Syllables spanned by the unseen trigrams. */
  readonly lo: number;
  readonly hi: number;
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
      }
    }
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
    let u = 0;
    let score = 0;
    for (let t = lo; t <= hiC; t++) {
      score += term(
        this.lm,
        t >= 2 ? (cand[t - 2] as number) : 0,
        cand[t - 1] as number,
        cand[t] as number,
      );
      if (t >= 2 && unseenFlag && ++u >= unseenW) return NaN;
    }
    return score - ((this.cum[hiW] as number) - (this.cum[lo - 1] as number));
  }

  /** The word with syllable k replaced by `code` (0..11171). */
  replaced(k: number, code: number): number {
    if (!this.seen[code]) return NaN;
    const b = this.buf;
    b.set(this.sym);
    b[k + 1] = code + BASE + SHIFT;
    return this.compare(b, this.n, k, this.n - k - 1);
  }

  /** The word with syllables k and k + 1 replaced. */
  replaced2(k: number, a: number, c: number): number {
    if (!this.seen[a] || !this.seen[c]) return NaN;
    const b = this.buf;
    b.set(this.sym);
    b[k + 1] = a + BASE + SHIFT;
    b[k + 2] = c + BASE + SHIFT;
    return this.compare(b, this.n, k, this.n - k - 2);
  }

  /** Any other spelling. */
  other(cand: string): number {
    const m = cand.length;
    const b = m + 2 <= this.buf.length ? this.buf : new Int32Array(m + 2);
    symbols(cand, b);
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

type Sink = (word: string, channel: number, kinds: EditKind | EditKind[], lmGain: number) => void;

/** Candidates one typo away, with the typo in or next to syllables lo..hi of the word. */
function typoCandidates(w: Written, add: Sink): void {
  const word = w.word;
  const code = (k: number) => word.charCodeAt(k) - BASE;
  const at = (k: number, c: number) =>
    word.slice(0, k) + String.fromCharCode(BASE + c) + word.slice(k + 1);
  for (let k = w.lo; k <= w.hi; k++) {
    const s = code(k);
    const ini = Math.floor(s / 588);
    const med = Math.floor((s % 588) / 28);
    const fin = s % 28;
    for (let i2 = 0; i2 < 19; i2++) {
      const cost = INI_COST[ini * 19 + i2] as number;
      if (cost === -Infinity) continue;
      const c = (i2 * 21 + med) * 28 + fin;
      const g = w.replaced(k, c);
      if (g === g) add(at(k, c), cost, 'typo', g);
    }
    for (let m2 = 0; m2 < 21; m2++) {
      const cost = MED_COST[med * 21 + m2] as number;
      if (cost === -Infinity) continue;
      const c = (ini * 21 + m2) * 28 + fin;
      const g = w.replaced(k, c);
      if (g === g) add(at(k, c), cost, 'typo', g);
    }
    for (let f2 = 0; f2 < 28; f2++) {
      const cost = FIN_COST[fin * 28 + f2] as number;
      if (cost === -Infinity) continue;
      const c = (ini * 21 + med) * 28 + f2;
      const g = w.replaced(k, c);
      if (g === g) add(at(k, c), cost, 'typo', g);
    }
    // An initial consonant left out where the previous final then moved on (감사 typed 가마):
    // the initial of k + 1 goes back to be k's final (or the half of a double final), and
    // another consonant starts k + 1.
    if (k + 1 < w.n && k + 1 <= w.hi + 1) {
      const t = code(k + 1);
      const tIni = Math.floor(t / 588);
      const asFin = INI_AS_FIN[tIni] as number;
      const f = fin === 0 ? asFin : asFin ? (JOIN_FIN[fin * 28 + asFin] as number) : 0;
      if (f) {
        const a = (ini * 21 + med) * 28 + f;
        for (let i2 = 0; i2 < 19; i2++) {
          const c = (i2 * 21 + Math.floor((t % 588) / 28)) * 28 + (t % 28);
          const g = w.replaced2(k, a, c);
          if (g === g)
            add(
              word.slice(0, k) + String.fromCharCode(BASE + a, BASE + c) + word.slice(k + 2),
              CHANNEL.indel,
              'typo',
              g,
            );
        }
      }
    }
  }
  // Keys that should not be there, or swapped (an extra key can move a consonant across
  // syllables: 감사 with an extra ㅇ typed is 감ㅅ아 -> 가마 ... ).
  const keys = toKeys(word);
  if (!keys) return;
  let ka = 0;
  for (let k = 0; k < w.lo; k++) ka += (syllableKeys(word[k] as string) as string).length;
  let kb = ka;
  for (let k = w.lo; k <= w.hi; k++) kb += (syllableKeys(word[k] as string) as string).length;
  ka = Math.max(0, ka - 1);
  kb = Math.min(keys.length, kb + 1);
  // A key left out between two consonants (어느덧 typed 언덧) or two vowels (보내 typed 봬).
  for (let q = Math.max(1, ka); q <= kb && q < keys.length; q++) {
    const v1 = isVowelKey(keys[q - 1] as string);
    if (v1 !== isVowelKey(keys[q] as string)) continue;
    for (const k of v1 ? CONSONANT_KEYS : VOWEL_KEYS) {
      const ins = fromKeys(keys.slice(0, q) + k + keys.slice(q));
      if (ins === null) continue;
      const g = w.other(ins);
      if (g === g) add(ins, CHANNEL.indel, 'typo', g);
    }
  }
  for (let p = ka; p < kb; p++) {
    const del = fromKeys(keys.slice(0, p) + keys.slice(p + 1));
    if (del !== null && del !== word) {
      const g = w.other(del);
      if (g === g) add(del, CHANNEL.indel, 'typo', g);
    }
    if (p + 1 < keys.length && keys[p] !== keys[p + 1]) {
      const swap = fromKeys(keys.slice(0, p) + keys[p + 1] + keys[p] + keys.slice(p + 2));
      if (swap !== null && swap !== word) {
        const g = w.other(swap);
        if (g === g) add(swap, CHANNEL.swap, 'typo', g);
      }
    }
  }
}

type Syl = [string, string, string];

/** One rule of pronunciation undone where syllables `at` and `at + 1` meet (or in `at` alone). */
interface PronEdit {
  at: number;
  /** Slots it writes: 'f' is syllable at's final, 'i' the next syllable's initial, 'm' at's vowel. */
  slots: string[];
  a: Syl;
  b: Syl | null;
  kind: EditKind;
}

const LAX: Record<string, string> = { ㄲ: 'ㄱ', ㄸ: 'ㄷ', ㅃ: 'ㅂ', ㅆ: 'ㅅ', ㅉ: 'ㅈ' };
/** Finals pronounced as ㄱ, ㄷ, ㅂ, ㄹ, ㄴ, ㅁ before a consonant (제9-11항), as written by ear. */
const SOUNDS_AS: Record<string, string[]> = {
  ㄱ: ['ㄲ', 'ㅋ', 'ㄳ', 'ㄺ'],
  ㄷ: ['ㅅ', 'ㅆ', 'ㅈ', 'ㅊ', 'ㅌ', 'ㅎ'],
  ㅂ: ['ㅍ', 'ㅄ', 'ㄿ'],
  ㄹ: ['ㄼ', 'ㄽ', 'ㄾ', 'ㅀ'],
  ㄴ: ['ㄵ', 'ㄶ'],
  ㅁ: ['ㄻ'],
};
/** Finals that become ㅇ, ㄴ, ㅁ before ㄴ or ㅁ (비음화, 제18항). */
const NASALISED: Record<string, string[]> = {
  ㅇ: ['ㄱ', 'ㄲ', 'ㅋ', 'ㄳ', 'ㄺ'],
  ㄴ: ['ㄷ', 'ㅅ', 'ㅆ', 'ㅈ', 'ㅊ', 'ㅌ', 'ㅎ'],
  ㅁ: ['ㅂ', 'ㅍ', 'ㅄ', 'ㄿ'],
};
/** 격음화 undone: the aspirate heard and the final + ㅎ, or ㅎ + the lax consonant, behind it. */
const BEFORE_H: Record<string, string[]> = {
  ㅋ: ['ㄱ'],
  ㅌ: ['ㄷ', 'ㅅ', 'ㅆ', 'ㅈ', 'ㅊ', 'ㅌ'],
  ㅍ: ['ㅂ'],
  ㅊ: ['ㅈ', 'ㄷ', 'ㅊ'],
};
const AFTER_H: Record<string, string> = { ㅋ: 'ㄱ', ㅌ: 'ㄷ', ㅊ: 'ㅈ' };
const H_FINAL: Record<string, string> = { '': 'ㅎ', ㄴ: 'ㄶ', ㄹ: 'ㅀ' };
const VOWELS_ALIKE: Record<string, string[]> = {
  ㅐ: ['ㅔ'],
  ㅔ: ['ㅐ', 'ㅖ'],
  ㅒ: ['ㅖ'],
  ㅖ: ['ㅒ', 'ㅔ'],
  ㅚ: ['ㅙ', 'ㅞ'],
  ㅙ: ['ㅚ', 'ㅞ'],
  ㅞ: ['ㅚ', 'ㅙ'],
  ㅣ: ['ㅢ'],
};

/** Every single rule of pronunciation that, undone, could give the word's standard spelling. */
function pronEdits(s: readonly Syl[]): PronEdit[] {
  const out: PronEdit[] = [];
  const edit = (at: number, slots: string[], a: Syl, b: Syl | null, kind: EditKind) =>
    out.push({ at, slots: slots.map((x) => (x === 'i' ? `${at + 1}i` : `${at}${x}`)), a, b, kind });
  for (let k = 0; k < s.length; k++) {
    const [ai, am, af] = s[k] as Syl;
    for (const v of VOWELS_ALIKE[am] ?? []) edit(k, ['m'], [ai, v, af], null, 'vowel');
    const next = s[k + 1];
    // 받침 neutralisation before a consonant or at the end: 갇다 -> 갔다, 꼳 -> 꽃.
    if (!next || (next[0] !== 'ㅇ' && next[0] !== 'ㅎ'))
      for (const f of SOUNDS_AS[af] ?? []) edit(k, ['f'], [ai, am, f], null, 'neutral');
    if (!next) continue;
    const [bi, bm, bf] = next;
    // 연음: 이써 -> 있어, 머거 -> 먹어, 일거 -> 읽어, 업서 -> 없어; ㅎ 탈락: 조아 -> 좋아, 마니 -> 많이.
    if (af === '' && bi !== 'ㅇ' && FINALS.includes(bi))
      edit(k, ['f', 'i'], [ai, am, bi], ['ㅇ', bm, bf], 'liaison');
    if (af === '' && bi === 'ㅇ') edit(k, ['f'], [ai, am, 'ㅎ'], null, 'liaison');
    if (af === '' && (bi === 'ㄴ' || bi === 'ㄹ'))
      edit(k, ['f', 'i'], [ai, am, bi === 'ㄴ' ? 'ㄶ' : 'ㅀ'], ['ㅇ', bm, bf], 'liaison');
    if (af !== '' && bi !== 'ㅇ') {
      const joined =
        JOIN_FINAL.get(af + bi) ?? (bi === 'ㅆ' ? JOIN_FINAL.get(`${af}ㅅ`) : undefined);
      if (joined) edit(k, ['f', 'i'], [ai, am, joined], ['ㅇ', bm, bf], 'liaison');
    }
    // 경음화: 학꾜 -> 학교, 있씁니다 -> 있습니다.
    if (af !== '' && LAX[bi]) edit(k, ['i'], [ai, am, af], [LAX[bi] as string, bm, bf], 'tensing');
    // 비음화: 함니다 -> 합니다, 인는 -> 있는; 정니 -> 정리, 뱅니 -> 백리; 유음화: 실라 -> 신라, 칼랄 -> 칼날.
    if (bi === 'ㄴ' || bi === 'ㅁ')
      for (const f of NASALISED[af] ?? []) edit(k, ['f'], [ai, am, f], null, 'nasal');
    if (bi === 'ㄴ' && (af === 'ㅁ' || af === 'ㅇ')) {
      edit(k, ['i'], [ai, am, af], ['ㄹ', bm, bf], 'nasal');
      edit(k, ['f', 'i'], [ai, am, af === 'ㅁ' ? 'ㅂ' : 'ㄱ'], ['ㄹ', bm, bf], 'nasal');
    }
    if (af === 'ㄹ' && bi === 'ㄹ') {
      edit(k, ['f'], [ai, am, 'ㄴ'], null, 'nasal');
      edit(k, ['i'], [ai, am, af], ['ㄴ', bm, bf], 'nasal');
    }
    // 격음화: 조타 -> 좋다, 만타 -> 많다; 추카 -> 축하, 모타다 -> 못하다; 구개음화: 구지 -> 굳이, 가치 -> 같이.
    if (AFTER_H[bi] && H_FINAL[af] !== undefined)
      edit(
        k,
        ['f', 'i'],
        [ai, am, H_FINAL[af] as string],
        [AFTER_H[bi] as string, bm, bf],
        'aspirate',
      );
    for (const f of BEFORE_H[bi] ?? []) {
      const joined = af === '' ? f : JOIN_FINAL.get(af + f);
      if (joined) edit(k, ['f', 'i'], [ai, am, joined], ['ㅎ', bm, bf], 'aspirate');
    }
    if (af === '' && (bi === 'ㅈ' || bi === 'ㅊ') && bm === 'ㅣ')
      edit(k, ['f', 'i'], [ai, am, bi === 'ㅈ' ? 'ㄷ' : 'ㅌ'], ['ㅇ', bm, bf], 'aspirate');
  }
  return out;
}

/** Up to `max` rules of pronunciation undone together (on different jamo), as candidates. */
function pronunciationCandidates(w: Written, add: Sink, max = 3): void {
  const s: Syl[] = [];
  for (const ch of w.word) s.push(jamoOf(ch) as Syl);
  const edits = pronEdits(s);
  if (edits.length === 0) return;
  const used = new Set<string>();
  const kinds: EditKind[] = [];
  let budget = 150;
  const walk = (from: number, cur: Syl[], channel: number) => {
    for (let e = from; e < edits.length && budget > 0; e++) {
      const ed = edits[e] as PronEdit;
      if (ed.slots.some((x) => used.has(x))) continue;
      const next = cur.slice();
      // Only the slots an edit writes change: another edit may have changed the others.
      const a = next[ed.at] as Syl;
      next[ed.at] = [
        a[0],
        ed.slots.includes(`${ed.at}m`) ? ed.a[1] : a[1],
        ed.slots.includes(`${ed.at}f`) ? ed.a[2] : a[2],
      ];
      if (ed.b) {
        const b = next[ed.at + 1] as Syl;
        next[ed.at + 1] = [ed.b[0], b[1], b[2]];
      }
      let cand = '';
      for (const [i, m, f] of next) cand += syllableOf(i, m, f) ?? '?';
      if (cand.includes('?')) continue;
      budget--;
      kinds.push(ed.kind);
      const cost = channel + (ed.kind === 'vowel' ? CHANNEL.vowel : CHANNEL.pron);
      const g = w.other(cand);
      if (g === g) add(cand, cost, [...kinds], g);
      if (kinds.length < max) {
        for (const x of ed.slots) used.add(x);
        walk(e + 1, next, cost);
        for (const x of ed.slots) used.delete(x);
      }
      kinds.pop();
    }
  };
  walk(0, s, 0);
}

/**
 * The spellings one typo or up to three rules of pronunciation away that the syllable model
 * finds likelier than the word as written (fewer unseen trigrams), best first. Empty when every
 * trigram of the word was seen in the train corpus.
 */
export function candidatesFor(lm: SyllableLm, word: string, limit = 6): Candidate[] {
  const w = new Written(lm, word);
  return w.unseenCount === 0 ? [] : candidatesOf(w, limit);
}

function candidatesOf(w: Written, limit: number): Candidate[] {
  const found = new Map<string, Candidate>();
  const add: Sink = (cand, channel, kinds, lmGain) => {
    const old = found.get(cand);
    if (old && old.channel >= channel) return;
    found.set(cand, {
      word: cand,
      channel,
      kinds: Array.isArray(kinds) ? kinds : [kinds],
      lmGain,
      gain: lmGain + channel,
    });
  };
  typoCandidates(w, add);
  pronunciationCandidates(w, add);
  return [...found.values()].sort((a, b) => b.gain - a.gain).slice(0, limit);
}

// --- The decision ------------------------------------------------------------------------------

/**
 * Logistic model of "the best candidate is the right fix", fitted on the dev part: injected
 * typos and spellings by ear (positives when the candidate is the gold word) against the dev
 * part's words as written (hunspell-unknown words with an unseen trigram) and wrong fixes.
 * Features are scaled as in `decisionFeatures`.
 */
export const DECISION_WEIGHTS = {
  bias: -3.34,
  gain: 2.47,
  dcost: 0.74,
  gap: 1.72,
  unkW: -0.95,
  name: -0.64,
  wcost: -1.08,
  ccost: -0.74,
  pron: 2.35,
  edits: -0.88,
  len: -1.02,
  lm: 2.12,
  dctx: 2.64,
  spellC: 1.78,
  maxcC: -0.94,
  morphsW: 0.41,
  fragmentsW: 0.44,
} as const;
type Feature = keyof typeof DECISION_WEIGHTS;

/**
 * Flag when the model gives the fix at least `threshold` probability; for a word the analysis
 * reads as a name or foreign word only with overwhelming evidence (`nameThreshold`). Mutable for
 * the tuning scripts only.
 */
export const DECISION = { threshold: 0.7, nameThreshold: 0.97 };

/** Content morphemes (a single syllable of one of these in a typo's analysis is a fragment). */
const CONTENT = /^(NN|VV|VA|MAG|MM|XR|IC|NP|NR)/;

interface Reading {
  cost: number;
  unknown: boolean;
  /** A proper noun or a foreign word in the analysis. */
  name: boolean;
  morphs: number;
  fragments: number;
  maxCost: number;
}

function readingOf(analyzer: Analyzer, word: string): Reading {
  const morphs = analyzer.analyze(word);
  let fragments = 0;
  let maxCost = -Infinity;
  for (const m of morphs) {
    if (m.surface.length === 1 && CONTENT.test(m.first)) fragments++;
    maxCost = Math.max(maxCost, m.wordCost);
  }
  return {
    cost: analyzer.pathCost(word),
    unknown: morphs.some((m) => m.unknown),
    name: morphs.some((m) => m.pos === 'NNP' || m.first === 'NNP' || m.pos === 'SL'),
    morphs: morphs.length,
    fragments,
    maxCost,
  };
}

/** The models and the dictionary a decision reads. */
export interface SpellingEnv {
  lm: SyllableLm;
  analyzer: Analyzer;
  /** hunspell: true/false, or null without a dictionary. */
  spell(word: string): boolean | null;
}

interface Verified extends Candidate {
  spell: boolean;
  reading: Reading;
  sel: number;
}

export interface Decision {
  /** The suggested spelling. */
  word: string;
  kinds: EditKind[];
  probability: number;
}

/** What the model needs to know about the word's place in the text. */
export interface WordContext {
  /** The analysis reads the word as (part of) a name or a foreign word in its sentence. */
  name: boolean;
  /** The word with what stands before and after it, to compare costs in context. */
  inContext(word: string): string;
}

/**
 * Decide on one hunspell-unknown word: the candidate to suggest, or null. The candidates the
 * syllable model ranks first are checked by hunspell and the analyser (a candidate with an
 * unknown morpheme, or read as a proper noun that hunspell does not know, is no word); the best
 * of them goes to the logistic model with what the analyser says of the word as written.
 */
export function decide(
  env: SpellingEnv,
  word: string,
  where: WordContext,
  limit = 6,
): Decision | null {
  const scored = scoreWord(env, word, where, limit);
  if (!scored) return null;
  if (scored.probability < (where.name ? DECISION.nameThreshold : DECISION.threshold)) return null;
  return { word: scored.word, kinds: scored.kinds, probability: scored.probability };
}

/** The best candidate with the model's features and probability (for `decide` and tuning). */
export function scoreWord(
  env: SpellingEnv,
  word: string,
  where: WordContext,
  limit = 6,
): (Decision & { features: Record<Feature, number>; candidates: string[] }) | null {
  const w = new Written(env.lm, word);
  if (w.unseenCount === 0) return null;
  const candidates = candidatesOf(w, limit);
  if (candidates.length === 0) return null;
  const viable: Verified[] = [];
  for (const c of candidates) {
    const reading = readingOf(env.analyzer, c.word);
    const spell = env.spell(c.word) === true;
    if (reading.unknown || (reading.name && !spell)) continue;
    viable.push({ ...c, spell, reading, sel: c.gain + (spell ? 3 : 0) });
  }
  if (viable.length === 0) return null;
  viable.sort((a, b) => b.sel - a.sel);
  const best = viable[0] as Verified;
  const second = viable[1];
  const mine = readingOf(env.analyzer, word);
  const n = word.length;
  const inContext = env.analyzer.pathCost(where.inContext(word));
  const x: Record<Feature, number> = {
    bias: 1,
    gain: best.gain / 10,
    dcost: (mine.cost - best.reading.cost) / 10000,
    gap: (second ? Math.min(8, best.sel - second.sel) : 8) / 8,
    unkW: mine.unknown ? 1 : 0,
    name: where.name ? 1 : 0,
    wcost: mine.cost / n / 10000,
    ccost: best.reading.cost / best.word.length / 10000,
    pron: best.kinds[0] === 'typo' ? 0 : 1,
    edits: best.kinds.length / 3,
    len: n / 10,
    lm: w.score / (n + 1) / 5,
    dctx: (inContext - env.analyzer.pathCost(where.inContext(best.word))) / 10000,
    spellC: best.spell ? 1 : 0,
    maxcC: best.reading.maxCost / 10000,
    morphsW: mine.morphs / n,
    fragmentsW: mine.fragments / n,
  };
  let z = 0;
  for (const k of Object.keys(DECISION_WEIGHTS) as Feature[]) z += DECISION_WEIGHTS[k] * x[k];
  return {
    word: best.word,
    kinds: best.kinds,
    probability: 1 / (1 + Math.exp(-z)),
    features: x,
    candidates: viable.map((c) => c.word),
  };
}

// --- The rule ----------------------------------------------------------------------------------

/** At most this many words get candidates per check (more is no text, or no Korean). */
const MAX_WORDS = 200;

/** A title after the word marks a name (김민수 씨, 박지영 님, 이 대리). */
const TITLE = /^(씨|님|군|양|선생|선생님|대리|과장|팀장|부장|사장|교수|기자|작가|대표)/;

const REFERENCE: Partial<Record<EditKind, string>> = {
  tensing: '한글 맞춤법 제5항',
  liaison: '한글 맞춤법 제1항',
  nasal: '한글 맞춤법 제1항',
  neutral: '한글 맞춤법 제1항',
  aspirate: '한글 맞춤법 제1항',
};

function quote(word: string, afterConsonant: string, afterVowel: string): string {
  return `‘${word}’${withParticle(word, afterConsonant, afterVowel).slice(word.length)}`;
}

/** The message: a typo, a vowel that sounds alike, or a spelling by ear. */
export function typoMessage(word: string, fix: string, kinds: readonly EditKind[]): Message {
  const o = quote(word, '은', '는');
  const s = quote(fix, '으로', '로');
  if (kinds.includes('typo'))
    return {
      ko: `${o} 사전에 없는 말입니다. ${quote(fix, '을', '를')} 잘못 친 것으로 보입니다.`,
      en: `“${word}” is not a word; it looks like a typo for “${fix}”.`,
    };
  if (kinds.every((k) => k === 'vowel'))
    return {
      ko: `${o} 사전에 없는 말입니다. 소리가 비슷한 모음을 혼동한 것으로 보입니다. ${s} 적습니다.`,
      en: `“${word}” is not a word: vowels that sound alike were confused. It is written “${fix}”.`,
    };
  return {
    ko: `${o} 소리 나는 대로 적은 것으로 보입니다. 형태를 밝혀 ${s} 적습니다.`,
    en: `“${word}” looks spelt as it sounds; written by its parts it is “${fix}”.`,
  };
}

/** The norm to cite: 제5항 for tensed consonants written out, 제1항 (어법에 맞도록) for the rest. */
export function typoReference(kinds: readonly EditKind[]): string | null {
  if (kinds.includes('typo') || kinds.length === 0) return null;
  if (kinds.every((k) => k === 'vowel')) return null;
  if (kinds.every((k) => k === 'tensing')) return REFERENCE.tensing as string;
  return '한글 맞춤법 제1항';
}

/**
 * `spelling.typo`: noisy-channel spelling. A Hangul word of two or more syllables that hunspell
 * does not know and that has a syllable trigram the train corpus never had gets candidates one
 * typo (2-beolsik keys) or up to three rules of pronunciation away; the best candidate is
 * suggested when the decision model is confident (see `decide`). Names (a title after the
 * word, a name or foreign word in the analysis), words repeated in the text, protected text and
 * -ㄴ 데 (주장한데) are left alone or need overwhelming evidence.
 */
export const noisyChannelSpelling: Rule = {
  id: 'spelling.typo',
  category: 'SPELLING',
  // A confident typo outranks the word-level rules that read the misspelt word as it stands
  // (인는: not 인 + a particle to agree); grammar rules (28+) and whole-sentence respacings
  // (which fold this fix into theirs) stay above.
  priority: 26,
  run(ctx, out) {
    const models = ctx.models;
    if (!models || !ctx.hasDictionary) return;
    const env: SpellingEnv = { lm: models.lm, analyzer: models.analyzer, spell: ctx.spell };
    const seen = new Map<string, number>();
    for (const t of ctx.tokens) seen.set(t.core, (seen.get(t.core) ?? 0) + 1);
    let examined = 0;
    for (const token of ctx.tokens) {
      const word = token.core;
      if (word.length < 2 || word.length > 12 || !isAllHangul(word)) continue;
      // A word the writer repeats is meant (a name, a term), not a slip of the keys.
      if ((seen.get(word) ?? 0) > 1) continue;
      if (unseenTrigrams(models.lm, word).count === 0) continue;
      if (ctx.spell(word) !== false) continue;
      if (ctx.isProtected(token.coreStart, token.coreEnd)) continue;
      if (TITLE.test(ctx.tokens[token.index + 1]?.core ?? '')) continue;
      const morphs = ctx.morphsIn(token.coreStart, token.coreEnd);
      // 주장한데 is 주장한 데 (a spacing question), not a misspelt 주장한대.
      if (morphs.some((m, i) => m.surface === '데' && morphs[i - 1]?.last === 'ETM')) continue;
      if ((++examined & 7) === 0 && ctx.expired()) return;
      if (examined > MAX_WORDS) return;
      const prev = ctx.tokens[token.index - 1];
      const next = ctx.tokens[token.index + 1];
      const lead = ctx.text.slice(token.start, token.coreStart);
      const tail = ctx.text.slice(token.coreEnd, token.end);
      const where: WordContext = {
        name: isNameOrForeign(morphs),
        inContext: (w) =>
          (prev && lead === '' ? `${prev.text} ` : '') +
          lead +
          w +
          tail +
          (next && tail === '' ? ` ${next.text}` : ''),
      };
      const decision = decide(env, word, where);
      if (!decision) continue;
      pushFinding(
        out,
        noisyChannelSpelling,
        token.coreStart,
        word.length,
        [decision.word],
        typoMessage(word, decision.word, decision.kinds),
        typoReference(decision.kinds),
      );
    }
  },
};
