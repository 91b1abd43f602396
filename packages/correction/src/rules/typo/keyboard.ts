/**
 * Noisy-channel spelling (issue 13), rule `spelling.typo`. A word the train corpus's syllable
 * model finds odd (a syllable trigram it never saw) and hunspell does not know is compared with
 * the spellings one 2-beolsik typo or up to three rules of pronunciation away (연음, 경음화,
 * 비음화/유음화, 받침 neutralisation, 격음화/구개음화, ㅐ/ㅔ ...). Candidates are ranked by the
 * syllable model (collision-guarded) plus the channel cost of their edits, checked by hunspell
 * and the analyser, and a logistic model fitted on the dev part decides (two screens before it
 * spare work: scripts/fit-typo-model.ts fits all three). The former spelling.dictionary
 * test (exactly one hunspell word one ㅐ/ㅔ, ㅚ/ㅙ/ㅞ, ㅅ/ㄷ/ㅆ or 이/히 away) remains as a second way.
 */
import { POS, isContentTag, isNounTag } from '../../analysis/pos.ts';
import type { Analyzer, Morph } from '../../analysis/analyzer.ts';
import { type Context, type Rule, type Token, pushFinding } from '../../context.ts';
import { isAllHangul, quoted } from '../../hangul.ts';
import type { Finding, Message } from '../../types.ts';
import { isKnownNoun, isNameOrForeign } from '../analysis-gates.ts';
import { isNounTail } from '../../lexicon/noun-tail.ts';
import { type SyllableLm, slotOf } from '../../lm/syllable-lm.ts';

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
const JOIN_FINAL = new Map(Object.entries(DOUBLE_FINALS).map(([k, v]) => [v, k]));

/** The 33 keys of the 2-beolsik layout (shifted ones included), consonants then vowels. */
export const CONSONANT_KEYS = 'ㅂㅈㄷㄱㅅㅁㄴㅇㄹㅎㅋㅌㅊㅍㅃㅉㄸㄲㅆ';
export const VOWEL_KEYS = 'ㅛㅕㅑㅐㅔㅗㅓㅏㅣㅠㅜㅡㅒㅖ';
/** Vowel keys by code (compatibility jamo). */
const VOWEL_KEY_CODES = new Set(Array.from(VOWEL_KEYS, (k) => k.charCodeAt(0)));
const isVowelKeyCode = (code: number) => VOWEL_KEY_CODES.has(code);

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

/** Compatibility jamo (U+3131..U+3163) to initial, medial and final indexes (-1: none). */
const JAMO0 = 0x3131;
const INI_OF = new Int8Array(51).fill(-1);
const MED_OF = new Int8Array(51).fill(-1);
const FIN_OF = new Int8Array(51).fill(-1);
for (let i = 0; i < INITIALS.length; i++) INI_OF[INITIALS.charCodeAt(i) - JAMO0] = i;
for (let i = 0; i < MEDIALS.length; i++) MED_OF[MEDIALS.charCodeAt(i) - JAMO0] = i;
for (let i = 1; i < FINALS.length; i++) FIN_OF[FINALS.charCodeAt(i) - JAMO0] = i;
/** Joined vowel (medial index) of two vowel keys, or -1; double final of two finals, or 0. */
const JOIN_MED = new Int8Array(21 * 21).fill(-1);
for (const [v, pair] of Object.entries(COMPOUND_VOWELS))
  JOIN_MED[MEDIALS.indexOf(pair[0] as string) * 21 + MEDIALS.indexOf(pair[1] as string)] =
    MEDIALS.indexOf(v);
const JOIN_FIN_OF = new Int8Array(28 * 28);
/** A double final's two halves (final indexes), or 0. */
const FIRST_OF = new Int8Array(28);
const SECOND_OF = new Int8Array(28);
for (const [d, pair] of Object.entries(DOUBLE_FINALS)) {
  const a = FINALS.indexOf(pair[0] as string);
  const b = FINALS.indexOf(pair[1] as string);
  JOIN_FIN_OF[a * 28 + b] = FINALS.indexOf(d);
  FIRST_OF[FINALS.indexOf(d)] = a;
  SECOND_OF[FINALS.indexOf(d)] = b;
}
/** The initial index of a final consonant (for the one that moves on), or -1. */
const INI_OF_FIN = Int8Array.from(FINALS, (c, i) => (i === 0 ? -1 : INITIALS.indexOf(c)));

/** The syllables `composeKeys` made (codes), read before its next call; grown as needed. */
let composed = new Int32Array(32);

/**
 * What a 2-beolsik input method makes of the key codes `keys[0..len)`: the number of syllables
 * it writes into `composed`, or -1 where `fromKeys` gives null. Codes, not strings: the typo
 * candidates recompose thousands of key sequences per check.
 */
function composeKeys(keys: ArrayLike<number>, len: number): number {
  if (composed.length < len) composed = new Int32Array(len);
  let n = 0;
  let ini = -1;
  let med = -1;
  let fin = 0;
  for (let i = 0; i < len; i++) {
    const j = (keys[i] as number) - JAMO0;
    if (j < 0 || j > 50) return -1;
    const v = MED_OF[j] as number;
    if (v >= 0) {
      if (ini < 0) return -1;
      if (fin) {
        // The final (or the second half of a double final) starts the next syllable.
        const second = SECOND_OF[fin] as number;
        const moved = second ? second : fin;
        composed[n++] = BASE + (ini * 21 + med) * 28 + (second ? (FIRST_OF[fin] as number) : 0);
        ini = INI_OF_FIN[moved] as number;
        med = v;
        fin = 0;
      } else if (med < 0) med = v;
      else {
        const joined = JOIN_MED[med * 21 + v] as number;
        if (joined < 0) return -1;
        med = joined;
      }
    } else {
      const c = INI_OF[j] as number;
      if (c < 0) return -1;
      if (ini < 0) ini = c;
      else if (med < 0) return -1;
      else if (!fin) {
        const f = FIN_OF[j] as number;
        if (f < 0) {
          composed[n++] = BASE + (ini * 21 + med) * 28;
          ini = c;
          med = -1;
        } else fin = f;
      } else {
        const f = FIN_OF[j] as number;
        const joined = f > 0 ? (JOIN_FIN_OF[fin * 28 + f] as number) : 0;
        if (joined) fin = joined;
        else {
          composed[n++] = BASE + (ini * 21 + med) * 28 + fin;
          ini = c;
          med = -1;
          fin = 0;
        }
      }
    }
  }
  if (ini < 0 || med < 0) return -1;
  composed[n++] = BASE + (ini * 21 + med) * 28 + fin;
  return n;
}

/** The string of `composed[0..n)`. */
function composedText(n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += String.fromCharCode(composed[i] as number);
  return out;
}

/**
 * What a 2-beolsik input method makes of a key sequence: a final consonant moves on to the
 * next syllable when a vowel follows (the second half of a double final does), two vowel keys
 * join where they form a compound vowel. Null when a lone jamo would be left (two vowels that
 * do not join, a consonant with no vowel, a vowel with no consonant).
 */
export function fromKeys(keys: string): string | null {
  const codes = new Int32Array(keys.length);
  for (let i = 0; i < keys.length; i++) codes[i] = keys.charCodeAt(i);
  const n = composeKeys(codes, keys.length);
  return n < 0 ? null : composedText(n);
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

// --- Candidates: typos and spellings by ear, undone ------------------------------------------

/** What produced a candidate from the written word: a typo, or which pronunciation rule. */
export type EditKind =
  | 'typo'
  | 'liaison'
  | 'tensing'
  | 'nasal'
  | 'neutral'
  | 'aspirate'
  | 'vowel'
  /** A final 이/히 of an adverb (한글 맞춤법 제51항), from the one-confusion test only. */
  | 'ihi';

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

type Sink = (word: string, channel: number, kinds: EditKind | EditKind[], lmGain: number) => void;

/** Candidates one typo away, with the typo in or next to syllables lo..hi of the word. */
function typoCandidates(w: Written, add: Sink): void {
  const word = w.word;
  const code = (k: number) => word.charCodeAt(k) - BASE;
  const at = (k: number, c: number) =>
    word.slice(0, k) + String.fromCharCode(BASE + c) + word.slice(k + 1);
  for (let k = w.core[0]; k <= w.core[1]; k++) {
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
  }
  // An initial consonant left out where the previous final then moved on (감사 typed 가마):
  // the initial of k + 1 goes back to be k's final (or the half of a double final), and
  // another consonant starts k + 1.
  for (let k = w.lo; k <= w.hi && k + 1 < w.n; k++) {
    const s = code(k);
    const fin = s % 28;
    const t = code(k + 1);
    const asFin = INI_AS_FIN[Math.floor(t / 588)] as number;
    const f = fin === 0 ? asFin : asFin ? (JOIN_FIN[fin * 28 + asFin] as number) : 0;
    if (!f) continue;
    const a = s - fin + f;
    for (let i2 = 0; i2 < 19; i2++) {
      const c = i2 * 588 + (t % 588);
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
  // Key edits that move consonants across syllables: an extra key (감사 typed 감ㅅ아 is 감사아),
  // a key left out between two consonants (어느덧 typed 언덧) or two vowels (보내 typed 봬), two
  // keys swapped (한국 typed 학눅). Composition is local: recomposing the syllable with its
  // neighbours gives what the whole word would.
  const perSyllable: string[] = [];
  for (let k = 0; k < w.n; k++) perSyllable.push(syllableKeys(word[k] as string) as string);
  for (let k = w.lo; k <= w.hi; k++) {
    const s0 = Math.max(0, k - 1);
    const s1 = Math.min(w.n, k + 2);
    const before = word.slice(0, s0);
    const after = word.slice(s1);
    const keys = perSyllable.slice(s0, s1).join('');
    const a = k > s0 ? (perSyllable[s0] as string).length : 0;
    const b = a + (perSyllable[k] as string).length;
    // Each edit is written as key codes into `edit` and recomposed there; only a candidate
    // the syllable model finds likelier becomes a string (the same as fromKeys of the edited
    // keys between the unchanged syllables).
    const n = keys.length;
    if (edit.length < n + 1) edit = new Int32Array(n + 1);
    const put = (len: number, cost: number) => {
      const count = composeKeys(edit, len);
      if (count < 0) return;
      // The word itself: w.recomposed gives NaN, as w.other does.
      const g = w.recomposed(s0, s1, count);
      if (g === g) add(before + composedText(count) + after, cost, 'typo', g);
    };
    const keyAt = (i: number) => keys.charCodeAt(i);
    for (let q = Math.max(1, a); q <= b && q < n; q++) {
      const v1 = isVowelKeyCode(keyAt(q - 1));
      if (v1 !== isVowelKeyCode(keyAt(q))) continue;
      const inserted = v1 ? CONSONANT_KEYS : VOWEL_KEYS;
      for (let i = 0; i < q; i++) edit[i] = keyAt(i);
      for (let i = q; i < n; i++) edit[i + 1] = keyAt(i);
      for (let x = 0; x < inserted.length; x++) {
        edit[q] = inserted.charCodeAt(x);
        put(n + 1, CHANNEL.indel);
      }
    }
    for (let p = Math.max(0, a - 1); p < b; p++) {
      if (p >= a) {
        for (let i = 0; i < p; i++) edit[i] = keyAt(i);
        for (let i = p + 1; i < n; i++) edit[i - 1] = keyAt(i);
        put(n - 1, CHANNEL.indel);
      }
      if (p + 1 < n && keyAt(p) !== keyAt(p + 1)) {
        for (let i = 0; i < n; i++) edit[i] = keyAt(i);
        edit[p] = keyAt(p + 1);
        edit[p + 1] = keyAt(p);
        put(n, CHANNEL.swap);
      }
    }
  }
}

/** Scratch for the key edits of typoCandidates (grown as needed). */
let edit = new Int32Array(32);

type Syl = [string, string, string];

/**
 * One rule of pronunciation undone where syllables `at` and `at + 1` meet (or in `at` alone):
 * the jamo it writes (bit 1: at's vowel, 2: at's final, 4: the next syllable's initial), as
 * indexes of MEDIALS, FINALS (0 for none) and INITIALS.
 */
interface PronEdit {
  at: number;
  mask: number;
  med: number;
  fin: number;
  ini: number;
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
function pronEdits(s: readonly Syl[], lo: number, hi: number): PronEdit[] {
  const out: PronEdit[] = [];
  const edit = (at: number, slots: string[], a: Syl, b: Syl | null, kind: EditKind) =>
    out.push({
      at,
      mask:
        (slots.includes('m') ? 1 : 0) |
        (slots.includes('f') ? 2 : 0) |
        (slots.includes('i') ? 4 : 0),
      med: MEDIALS.indexOf(a[1]),
      fin: a[2] === '' ? 0 : FINALS.indexOf(a[2]),
      ini: b ? INITIALS.indexOf(b[0]) : 0,
      kind,
    });
  // Only where the word reads oddly (and the syllable before and after).
  for (let k = Math.max(0, lo - 1); k <= Math.min(s.length - 1, hi + 1); k++) {
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
  const word = w.word;
  const s: Syl[] = [];
  for (const ch of word) s.push(jamoOf(ch) as Syl);
  const edits = pronEdits(s, w.lo, w.hi);
  if (edits.length === 0) return;
  const codes = Int32Array.from(word, (ch) => ch.charCodeAt(0) - BASE);
  const used = new Int32Array(word.length + 1);
  const kinds: EditKind[] = [];
  let budget = 150;
  const walk = (from: number, lo: number, hi: number, channel: number) => {
    for (let e = from; e < edits.length && budget > 0; e++) {
      const ed = edits[e] as PronEdit;
      const at = ed.at;
      if ((used[at] as number) & ed.mask & 3 || (ed.mask & 4 && (used[at + 1] as number) & 4))
        continue;
      // Rules undone together are next to one another (읻씀니다: 읻|씀|니).
      if (hi >= 0 && (at > hi + 1 || at + 1 < lo)) continue;
      const a = codes[at] as number;
      const b = codes[at + 1] as number;
      const ini = Math.floor(a / 588);
      codes[at] =
        (ini * 21 + (ed.mask & 1 ? ed.med : Math.floor((a % 588) / 28))) * 28 +
        (ed.mask & 2 ? ed.fin : a % 28);
      if (ed.mask & 4) codes[at + 1] = ed.ini * 588 + (b % 588);
      budget--;
      kinds.push(ed.kind);
      const cost = channel + (ed.kind === 'vowel' ? CHANNEL.vowel : CHANNEL.pron);
      const l = Math.min(lo, at);
      const h = Math.max(hi, ed.mask & 4 ? at + 1 : at);
      const g = w.region(codes, l, h);
      if (g === g) {
        let cand = word.slice(0, l);
        for (let k = l; k <= h; k++) cand += String.fromCharCode(BASE + (codes[k] as number));
        add(cand + word.slice(h + 1), cost, [...kinds], g);
      }
      if (kinds.length < max) {
        used[at] = (used[at] as number) | (ed.mask & 3);
        if (ed.mask & 4) used[at + 1] = (used[at + 1] as number) | 4;
        walk(e + 1, l, h, cost);
        used[at] = (used[at] as number) & ~(ed.mask & 3);
        if (ed.mask & 4) used[at + 1] = (used[at + 1] as number) & ~4;
      }
      kinds.pop();
      codes[at] = a;
      if (ed.mask & 4) codes[at + 1] = b;
    }
  };
  walk(0, word.length, -1, 0);
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
  bias: -3.39,
  gain: 2.44,
  dcost: 0.74,
  gap: 1.73,
  unkW: -0.94,
  name: -0.62,
  wcost: -1.07,
  ccost: -0.71,
  pron: 2.39,
  edits: -0.89,
  len: -1.1,
  lm: 2.03,
  dctx: 2.59,
  spellC: 1.8,
  maxcC: -0.93,
  morphsW: 0.41,
  fragmentsW: 0.43,
} as const;
type Feature = keyof typeof DECISION_WEIGHTS;

/**
 * Flag when the model gives the fix at least `threshold` probability; for a word the analysis
 * reads as a name or foreign word only with overwhelming evidence (`nameThreshold`). Mutable for
 * the tuning scripts only.
 */
export const DECISION = { threshold: 0.6, nameThreshold: 0.9 };

/** A name, a foreign word or a word the analyser knows needs overwhelming evidence. */
function thresholdFor(where: WordContext, scored: Scored): number {
  return where.name || scored.analyserKnows ? DECISION.nameThreshold : DECISION.threshold;
}

/** Content morphemes (a single syllable of one of these in a typo's analysis is a fragment). */

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
    if (m.surface.length === 1 && isContentTag(m.first)) fragments++;
    maxCost = Math.max(maxCost, m.wordCost);
  }
  return {
    cost: analyzer.costOf(morphs),
    unknown: morphs.some((m) => m.unknown),
    name: morphs.some(
      (m) => m.pos === POS.properNoun || m.first === POS.properNoun || m.pos === POS.foreign,
    ),
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
  /** The sentence's analysis has an unknown morpheme in the word. */
  unknown: boolean;
  /** The word screen's features (for fitting; see wordScreen). */
  screen?: Record<string, number>;
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
  const scored = scoreWord(env, word, where, { limit });
  if (!scored) return null;
  if (scored.probability < thresholdFor(where, scored)) return null;
  return { word: scored.word, kinds: scored.kinds, probability: scored.probability };
}

/**
 * The screen: a logistic model of the final decision on what the syllable model alone says
 * (before any candidate is looked up in hunspell or analysed). Words it gives less than
 * `SCREEN_THRESHOLD` are dropped early; on the dev part it keeps 99.9% of the words the decision
 * gives 0.5 or more and drops three quarters of the others.
 */
export const SCREEN_WEIGHTS = {
  bias: 2.49,
  gain: 5.73,
  gap: 2.54,
  name: -0.61,
  unknown: 2.02,
  len: -6.44,
  lm: 3.8,
  pron: 3.1,
  edits: 2.24,
} as const;
type ScreenFeature = keyof typeof SCREEN_WEIGHTS;
export const SCREEN_THRESHOLD = 0.3;

export interface Scored extends Decision {
  /**
   * The analyser reads the word as written with no unknown morpheme and at no more cost than
   * the fix: a word it knows, which needs overwhelming evidence like a name.
   */
  analyserKnows: boolean;
  features: Record<Feature, number>;
  screen: Record<ScreenFeature, number>;
  screenProbability: number;
  /** The candidates hunspell and the analyser accept, best first. */
  candidates: string[];
}

const logistic = <K extends string>(weights: Readonly<Record<K, number>>, x: Record<K, number>) => {
  let z = 0;
  for (const k of Object.keys(weights) as K[]) z += weights[k] * x[k];
  return 1 / (1 + Math.exp(-z));
};

/**
 * The best candidate with the models' features and probabilities (for `decide` and tuning);
 * null when there is no candidate, or (with `screen`) when the screen drops the word.
 */
export function scoreWord(
  env: SpellingEnv,
  word: string,
  where: WordContext,
  options: { limit?: number; screen?: boolean } = {},
): Scored | null {
  const w = new Written(env.lm, word);
  if (w.unseenCount === 0) return null;
  const candidates = candidatesOf(w, options.limit ?? 6);
  const top = candidates[0];
  if (!top) return null;
  const n = word.length;
  const screen: Record<ScreenFeature, number> = {
    bias: 1,
    gain: top.gain / 10,
    gap: (candidates[1] ? Math.min(8, top.gain - candidates[1].gain) : 8) / 8,
    name: where.name ? 1 : 0,
    unknown: where.unknown ? 1 : 0,
    len: n / 10,
    lm: w.score / (n + 1) / 5,
    pron: top.kinds[0] === 'typo' ? 0 : 1,
    edits: top.kinds.length / 3,
  };
  const screenProbability = logistic(SCREEN_WEIGHTS, screen);
  if (options.screen !== false && screenProbability < SCREEN_THRESHOLD) return null;
  // hunspell and the analyser, best candidate first, only as far as the best two can change
  // (a hunspell word gets 3 more; the gap to the second counts up to 8).
  const viable: Verified[] = [];
  for (const c of candidates) {
    const first = viable[0];
    const second = viable[1];
    if (second && c.gain + 3 <= second.sel) break;
    if (first && c.gain + 3 <= first.sel - 8) break;
    const spell = env.spell(c.word) === true;
    const reading = readingOf(env.analyzer, c.word);
    if (reading.unknown || (reading.name && !spell)) continue;
    viable.push({ ...c, spell, reading, sel: c.gain + (spell ? 3 : 0) });
    viable.sort((a, b) => b.sel - a.sel);
  }
  const best = viable[0];
  if (!best) return null;
  const second = viable[1];
  const mine = readingOf(env.analyzer, word);
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
  return {
    word: best.word,
    kinds: best.kinds,
    analyserKnows: !mine.unknown && mine.cost <= best.reading.cost,
    probability: logistic(DECISION_WEIGHTS, x),
    features: x,
    screen,
    screenProbability,
    candidates: viable.map((c) => c.word),
  };
}

/**
 * The one-confusion test of the former spelling.dictionary rule, kept as a second way to a fix:
 * of the spellings one well-known confusion away (ㅐ/ㅔ, ㅚ/ㅙ/ㅞ, a final ㅅ/ㄷ/ㅆ, a final 이/히)
 * that read clearly better to the syllable model (by 1.5), exactly one is a hunspell word, the
 * analyser reads it as known words (no proper noun), and the word as written is no known noun,
 * name or foreign word and no known verb stem with an ending (새 베게를 -> 베개를).
 */
export function confusionFix(
  env: SpellingEnv,
  word: string,
): { word: string; kind: EditKind } | null {
  const base = spellingScore(env.lm, word);
  let known: string | null = null;
  for (const v of confusions(word)) {
    if (spellingScore(env.lm, v) - base < 1.5 || env.spell(v) !== true) continue;
    if (known !== null && known !== v) return null;
    known = v;
  }
  if (known === null) return null;
  const mine = env.analyzer.analyze(word);
  if (isNameOrForeign(mine) || isKnownNoun(mine)) return null;
  // 그애는, 이사람: a determiner and a noun run together (a spacing slip), not a misspelling.
  const [head, next] = mine;
  if (
    head?.pos === POS.determiner &&
    /^[그이저요]$/.test(head.surface) &&
    next?.first.startsWith('NN')
  )
    return null;
  for (const e of VERB_ENDINGS)
    if (word.length > e.length && word.endsWith(e) && env.spell(`${word.slice(0, -e.length)}다`))
      return null;
  const fixed = env.analyzer.analyze(known);
  if (fixed.some((m) => m.unknown || m.pos === POS.properNoun)) return null;
  let k = 0;
  while (word[k] === known[k]) k++;
  const a = word.charCodeAt(k) - BASE;
  const b = known.charCodeAt(k) - BASE;
  const kind: EditKind =
    k === word.length - 1 && (known[k] === '이' || known[k] === '히')
      ? 'ihi'
      : a % 28 !== b % 28
        ? 'neutral'
        : 'vowel';
  return { word: known, kind };
}

const VERB_ENDINGS = ['게', '고', '지', '면', '서', '며', '니', '네', '자', '기', '도', '는', '던'];
const CONFUSED_VOWELS: Record<number, number[]> = {
  1: [5],
  5: [1],
  11: [10, 15],
  10: [11],
  15: [11],
};
const CONFUSED_FINALS: Record<number, number[]> = { 19: [7, 20], 7: [19], 20: [19] };

function* confusions(word: string): Generator<string> {
  for (let i = 0; i < word.length; i++) {
    const s = word.charCodeAt(i) - BASE;
    const med = Math.floor((s % 588) / 28);
    const fin = s % 28;
    const put = (c: number) => word.slice(0, i) + String.fromCharCode(BASE + c) + word.slice(i + 1);
    for (const m of CONFUSED_VOWELS[med] ?? []) yield put(s + (m - med) * 28);
    for (const f of CONFUSED_FINALS[fin] ?? []) yield put(s + f - fin);
  }
  const stem = word.slice(0, -1);
  if (word.endsWith('히')) yield `${stem}이`;
  if (word.endsWith('이')) yield `${stem}히`;
}

// --- The rule ----------------------------------------------------------------------------------

/** At most this many words get candidates per check (more is no text, or no Korean). */
const MAX_WORDS = 200;

/**
 * Once this many words are suspects and they are over this share of the words read so far, the
 * text is no prose to correct (10,000 random syllables: every word is a suspect) and the rule
 * stops. Prose has a suspect in a few hundred words.
 */
const NOT_PROSE = { suspects: 20, share: 0.5 };

/**
 * The product's own name, with or without a particle (다듬, 다듬에, 다듬으로): no dictionary
 * has it, and one key away lies 다음, so members writing about the product were told to
 * write 다음 (found by checking the product's own Korean copy).
 */
const PRODUCT_NAMES = ['다듬'];

function isProductName(word: string): boolean {
  for (const name of PRODUCT_NAMES)
    if (word.startsWith(name) && isNounTail(word.slice(name.length))) return true;
  return false;
}

/** A noun of order or time after the word: 다듬 주에 is 다음 주에 typed wrong, not the product. */
const ORDER_NOUN = /^(주|달|해|번|날|순서|차례)(에|에는|엔|의|도|부터|까지|까지는|만)?$/;

/** A title after the word marks a name (김민수 씨, 박지영 님, 이 대리). */
const TITLE = /^(씨|님|군|양|선생|선생님|대리|과장|팀장|부장|사장|교수|기자|작가|대표)/;

const REFERENCE: Partial<Record<EditKind, string>> = {
  tensing: '한글 맞춤법 제5항',
  liaison: '한글 맞춤법 제1항',
  nasal: '한글 맞춤법 제1항',
  neutral: '한글 맞춤법 제1항',
  aspirate: '한글 맞춤법 제1항',
};

/** The message: a typo, a vowel that sounds alike, or a spelling by ear. */
export function typoMessage(word: string, fix: string, kinds: readonly EditKind[]): Message {
  const o = quoted(word, '은', '는');
  const s = quoted(fix, '으로', '로');
  if (kinds.includes('typo'))
    return {
      ko: `${o} 사전에 없는 말입니다. ${quoted(fix, '을', '를')} 잘못 친 것으로 보입니다.`,
      en: `“${word}” is not a word; it looks like a typo for “${fix}”.`,
    };
  if (kinds.includes('ihi'))
    return {
      ko: `부사의 끝음절은 소리에 따라 ‘이’나 ‘히’로 적습니다. ${o} ${s} 적습니다.`,
      en: `An adverb ends in 이 or 히 by how it sounds: “${word}” is written “${fix}”.`,
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
  if (kinds.includes('ihi')) return '한글 맞춤법 제51항';
  if (kinds.every((k) => k === 'vowel')) return null;
  if (kinds.every((k) => k === 'tensing')) return REFERENCE.tensing as string;
  return '한글 맞춤법 제1항';
}

/**
 * `spelling.typo`: noisy-channel spelling. A Hangul word of two or more syllables that hunspell
 * does not know and that has a syllable trigram the train corpus never had gets candidates one
 * typo (2-beolsik keys) or up to three rules of pronunciation away; the best candidate is
 * suggested when the decision model is confident (0.6; see `scoreWord`). Names and foreign words
 * (in the analysis) and words the analyser reads at no more cost than the fix need 0.9; words
 * before a title (김민수 씨), words repeated in the text, protected text, -ㄴ 데 (주장한데), a fix
 * that only changes a Sino-Korean suffix after a noun (구조체) and an adnominal fix with no word
 * after it (만듬) are left alone. At most MAX_WORDS words per check, within the time budget.
 */
export const noisyChannelSpelling: Rule = {
  id: 'spelling.typo',
  category: 'SPELLING',
  // Below the misspelling lexicon (9) and the curated tables (10), whose findings are more
  // specific when both fire; above the dictionary-free spacing guesses.
  run(ctx, out) {
    const models = ctx.models;
    if (!models || !ctx.hasDictionary) return;
    const env: SpellingEnv = { lm: models.lm, analyzer: models.analyzer, spell: ctx.spell };
    const repeats = wordCounts(ctx);
    let examined = 0;
    let words = 0;
    for (const token of ctx.tokens) {
      words++;
      const where = typoSuspect(ctx, token, repeats);
      if (!where) continue;
      if ((++examined & 7) === 0 && ctx.expired()) return;
      if (examined > MAX_WORDS) return;
      // Most words suspect: random syllables or another language, not prose with typos.
      if (examined >= NOT_PROSE.suspects && examined > words * NOT_PROSE.share) return;
      const word = token.core;
      const scored = scoreWord(env, word, where);
      let fix: string | null = null;
      let kinds: EditKind[] = [];
      if (scored && scored.probability >= thresholdFor(where, scored)) {
        fix = scored.word;
        kinds = scored.kinds;
      } else {
        const confused = confusionFix(env, word);
        if (confused) {
          fix = confused.word;
          kinds = [confused.kind];
        }
      }
      if (fix === null || changesSuffix(models.analyzer, word, fix)) continue;
      // An adnominal ending needs a noun after it: 백업을 만듬 (만듦) is no mistyped 만든.
      if (endsAdnominal(models.analyzer, fix) && !nounFollows(ctx, token)) continue;
      // A misspelt word is not a noun and a particle to agree (인는 for 있는, not 인은).
      for (let i = out.length - 1; i >= 0; i--) {
        const f = out[i] as Finding;
        if (
          f.ruleId === 'grammar.particle-agreement' &&
          f.offset >= token.coreStart &&
          f.offset + f.length <= token.coreEnd
        )
          out.splice(i, 1);
      }
      pushFinding(
        out,
        noisyChannelSpelling,
        token.coreStart,
        word.length,
        [fix],
        typoMessage(word, fix, kinds),
        typoReference(kinds),
      );
    }
  },
};

/**
 * The word screen: a logistic model of the decision on what is known before hunspell is asked
 * (the syllable model's reading of the word and the sentence analysis of it). Fitted on the dev
 * part like the others; at the threshold it keeps 99.5% of the words the decision gives 0.5 or
 * more there and spares about half of the hunspell calls (each costs tens of microseconds).
 */
export const WORD_SCREEN_WEIGHTS = {
  bias: -6.47,
  len: 0.89,
  unseen: 5.29,
  lm: -2.72,
  unknown: 0.25,
  name: -1.17,
  fragments: 3.38,
  maxCost: 3.56,
  meanCost: 3.47,
} as const;
export const WORD_SCREEN_THRESHOLD = 0.2;

type WordScreenFeature = keyof typeof WORD_SCREEN_WEIGHTS;

/** The word screen's features and probability. */
export function wordScreen(
  word: string,
  unseen: { count: number; score: number },
  morphs: readonly Morph[],
  name: boolean,
  unknown: boolean,
): { features: Record<WordScreenFeature, number>; probability: number } {
  const n = word.length;
  let fragments = 0;
  let maxCost = -Infinity;
  let sum = 0;
  for (const m of morphs) {
    if (m.surface.length === 1 && isContentTag(m.first)) fragments++;
    maxCost = Math.max(maxCost, m.wordCost);
    sum += m.wordCost;
  }
  const features: Record<WordScreenFeature, number> = {
    bias: 1,
    len: n / 10,
    unseen: Math.min(unseen.count, 4) / 4,
    lm: unseen.score / (n + 1) / 5,
    unknown: unknown ? 1 : 0,
    name: name ? 1 : 0,
    fragments: fragments / n,
    maxCost: morphs.length ? maxCost / 10000 : 0,
    meanCost: sum / n / 10000,
  };
  return { features, probability: logistic(WORD_SCREEN_WEIGHTS, features) };
}

/** One-syllable Sino-Korean suffixes and nouns that make nouns of nouns (구조체, 안정성, 사용예 ...). */
const SUFFIXES = new Set(
  '체성적형식화류계권론학자가원실기법율률력비감층도제부장용품점관사료소인물상예수',
);

/**
 * The fix only changes a one-syllable Sino-Korean suffix the analyser reads after a noun of two
 * or more syllables: the word is a compound hunspell lacks (구조체 is no mistyped 구조에).
 */
function changesSuffix(analyzer: Analyzer, word: string, fix: string): boolean {
  if (fix.length !== word.length) return false;
  let at = -1;
  for (let i = 0; i < word.length; i++)
    if (word[i] !== fix[i]) {
      if (at >= 0) return false;
      at = i;
    }
  const morphs = analyzer.analyze(word);
  for (let k = 1; k < morphs.length; k++) {
    const m = morphs[k] as Morph;
    const before = morphs[k - 1] as Morph;
    if (
      m.start === at &&
      m.surface.length === 1 &&
      (m.pos === POS.commonNoun || m.pos === POS.nounSuffix) &&
      SUFFIXES.has(m.surface) &&
      isNounTag(before.pos) &&
      before.surface.length >= 2 &&
      !morphs.some((x) => x.unknown)
    )
      return true;
  }
  return false;
}

/** The word ends in an adnominal ending (-ㄴ, -는, -ㄹ, -던). */
function endsAdnominal(analyzer: Analyzer, word: string): boolean {
  const morphs = analyzer.analyze(word);
  return morphs[morphs.length - 1]?.last === POS.adnominalEnding;
}

/** A Hangul word follows in the same clause (no mark after this one). */
function nounFollows(ctx: Context, token: Token): boolean {
  const next = ctx.tokens[token.index + 1];
  return token.coreEnd === token.end && next !== undefined && /^[가-힣]/.test(next.text);
}

/** How often each word occurs in the text. */
export function wordCounts(ctx: Context): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of ctx.tokens) counts.set(t.core, (counts.get(t.core) ?? 0) + 1);
  return counts;
}

/**
 * The word's place in the text when it is worth candidates: Hangul of 2 to 12 syllables,
 * unknown to hunspell, with a syllable trigram the train corpus never had, not protected, not
 * repeated in the text (a word the writer repeats is meant: a name, a term), not before a title
 * (김민수 씨) and not -ㄴ 데 (주장한데 is 주장한 데, a spacing question). Null otherwise.
 */
export function typoSuspect(
  ctx: Context,
  token: Token,
  repeats: ReadonlyMap<string, number>,
  options: { screen?: boolean; spell?: boolean } = {},
): WordContext | null {
  const models = ctx.models;
  const word = token.core;
  if (!models || word.length < 2 || word.length > 12 || !isAllHangul(word)) return null;
  if ((repeats.get(word) ?? 0) > 1) return null;
  if (isProductName(word) && !ORDER_NOUN.test(ctx.tokens[token.index + 1]?.core ?? '')) return null;
  const unseen = unseenTrigrams(models.lm, word);
  if (unseen.count === 0) return null;
  if (ctx.isProtected(token.coreStart, token.coreEnd)) return null;
  const next = ctx.tokens[token.index + 1];
  if (TITLE.test(next?.core ?? '')) return null;
  const morphs = ctx.morphsIn(token.coreStart, token.coreEnd);
  if (morphs.some((m, i) => m.surface === '데' && morphs[i - 1]?.last === POS.adnominalEnding))
    return null;
  const name = isNameOrForeign(morphs);
  const unknown = morphs.some((m) => m.unknown);
  const screen = wordScreen(word, unseen, morphs, name, unknown);
  if (options.screen !== false && screen.probability < WORD_SCREEN_THRESHOLD) return null;
  if (options.spell !== false && ctx.spell(word) !== false) return null;
  const prev = ctx.tokens[token.index - 1];
  const lead = ctx.text.slice(token.start, token.coreStart);
  const tail = ctx.text.slice(token.coreEnd, token.end);
  return {
    name,
    unknown,
    screen: screen.features,
    inContext: (w) =>
      (prev && lead === '' ? `${prev.text} ` : '') +
      lead +
      w +
      tail +
      (next && tail === '' ? ` ${next.text}` : ''),
  };
}
