/**
 * A syllable trigram model of Korean words (eojeol), trained by `npm run train:lm` on the
 * corpora's train part and shipped as src/data/syllable-lm.bin. It says how
 * ordinary a spelling looks (재미있었다 vs 재미있엇다), the "language model" half of a
 * noisy-channel spelling check. Counts of syllable 1-, 2- and 3-grams (with word-start and
 * word-end marks) live in one hashed table of saturating 16-bit counters; scores use stupid
 * backoff (Brants et al. 2007).
 *
 * Since version 2 the file also counts whole words: every Hangul word seen at least twice in the
 * train part, in an open-addressing table keyed by a 32-bit fingerprint (`wordCount`), so the
 * spacing rules can ask how often a piece stands alone as a word and how often the two pieces
 * are written as one (평 전을: 평전을 is common, 평 alone rare); and, in the same table, every
 * common noun the analyser reads in the train part at least twice (`nounCount`: 혜안 in 혜 안으로).
 *
 * Layout: "DDLM" magic, u32 version, u32 bits, u32 total unigrams, then 2^bits u16 counts;
 * then u32 wordBits, u32 words stored, 2^wordBits u32 fingerprints (0 = empty) and
 * 2^wordBits u16 counts.
 */

export const LM_MAGIC = 0x4d4c4444; // "DDLM"
export const LM_VERSION = 2;

export interface SyllableLm {
  readonly bits: number;
  readonly total: number;
  readonly counts: Uint16Array;
  readonly wordBits: number;
  readonly wordKeys: Uint32Array;
  readonly wordCounts: Uint16Array;
}

const START = 1;
const END = 2;

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

/** Slot of an n-gram (n = 1..3) of symbols a, b, c (unused ones 0). */
export function slotOf(bits: number, n: number, a: number, b: number, c: number): number {
  return finish(mix(mix(mix(mix(0x2545f491, n), a), b), c)) & ((1 << bits) - 1);
}

/** The symbols of a word: start mark, each code unit, end mark. */
export function symbolsOf(word: string): number[] {
  const out = [START];
  for (let i = 0; i < word.length; i++) out.push(word.charCodeAt(i) + 16);
  out.push(END);
  return out;
}

export function readSyllableLm(buffer: ArrayBufferLike, byteOffset = 0): SyllableLm {
  const view = new DataView(buffer, byteOffset);
  if (view.getUint32(0, true) !== LM_MAGIC) throw new Error('not a Dadeum syllable model');
  if (view.getUint32(4, true) !== LM_VERSION) throw new Error('syllable model version mismatch');
  const bits = view.getUint32(8, true);
  const words = 16 + 2 * (1 << bits);
  const wordBits = view.getUint32(words, true);
  const size = 1 << wordBits;
  return {
    bits,
    total: view.getUint32(12, true),
    counts: new Uint16Array(buffer as ArrayBuffer, byteOffset + 16, 1 << bits),
    wordBits,
    wordKeys: new Uint32Array(buffer as ArrayBuffer, byteOffset + words + 8, size),
    wordCounts: new Uint16Array(buffer as ArrayBuffer, byteOffset + words + 8 + 4 * size, size),
  };
}

/** Slot and fingerprint (never 0) of a word in the word table: two hashes of its code units. */
function wordHashes(word: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x2545f491;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = mix(b, c);
  }
  return [finish(a), finish(b ^ word.length) || 1];
}

/** How often the train part has `word` as a whole Hangul word (0 when under twice). */
export function wordCount(lm: SyllableLm, word: string): number {
  const [slot, key] = wordHashes(word);
  const mask = (1 << lm.wordBits) - 1;
  for (let i = slot & mask; ; i = (i + 1) & mask) {
    const k = lm.wordKeys[i] as number;
    if (k === 0) return 0;
    if (k === key) return lm.wordCounts[i] as number;
  }
}

/** The word table's key of a noun (a character no word has, then the noun). */
export function nounKey(noun: string): string {
  return `#${noun}`;
}

/** How often the analyser reads `noun` as a common noun in the train part (0 when under twice). */
export function nounCount(lm: SyllableLm, noun: string): number {
  return wordCount(lm, nounKey(noun));
}

/** The word table of `words` (a word and how often it was seen; saturating at 65535). */
export function wordTable(
  words: ReadonlyMap<string, number>,
  wordBits: number,
): { keys: Uint32Array; counts: Uint16Array } {
  const size = 1 << wordBits;
  const keys = new Uint32Array(size);
  const counts = new Uint16Array(size);
  if (words.size > size * 0.7) throw new Error('word table too full');
  for (const [word, n] of words) {
    const [slot, key] = wordHashes(word);
    let i = slot & (size - 1);
    while (keys[i] !== 0 && keys[i] !== key) i = (i + 1) & (size - 1);
    keys[i] = key;
    counts[i] = Math.min(65535, (counts[i] as number) + n);
  }
  return { keys, counts };
}

export function writeSyllableLm(
  counts: Uint16Array,
  bits: number,
  total: number,
  words: { keys: Uint32Array; counts: Uint16Array; stored: number },
): Uint8Array {
  const wordsAt = 16 + counts.byteLength;
  const bytes = new Uint8Array(wordsAt + 8 + words.keys.byteLength + words.counts.byteLength);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, LM_MAGIC, true);
  view.setUint32(4, LM_VERSION, true);
  view.setUint32(8, bits, true);
  view.setUint32(12, total, true);
  bytes.set(new Uint8Array(counts.buffer, counts.byteOffset, counts.byteLength), 16);
  view.setUint32(wordsAt, Math.log2(words.keys.length), true);
  view.setUint32(wordsAt + 4, words.stored, true);
  bytes.set(new Uint8Array(words.keys.buffer), wordsAt + 8);
  bytes.set(new Uint8Array(words.counts.buffer), wordsAt + 8 + words.keys.byteLength);
  return bytes;
}

const BACKOFF = Math.log(0.4);

/**
 * Log score of a word (natural log, stupid backoff, so not a normalised probability; compare
 * spellings of similar length only). Higher is more ordinary.
 */
export function wordScore(lm: SyllableLm, word: string): number {
  const s = symbolsOf(word);
  const { counts, bits } = lm;
  const c = (n: number, a: number, b = 0, d = 0) => counts[slotOf(bits, n, a, b, d)] as number;
  let score = 0;
  for (let i = 1; i < s.length; i++) {
    const w = s[i] as number;
    const p1 = s[i - 1] as number;
    const p2 = i >= 2 ? (s[i - 2] as number) : 0;
    const tri = i >= 2 ? c(3, p2, p1, w) : 0;
    if (tri > 0) {
      score += Math.log(tri / Math.max(1, c(2, p2, p1)));
      continue;
    }
    const bi = c(2, p1, w);
    if (bi > 0) {
      score += BACKOFF + Math.log(bi / Math.max(1, c(1, p1)));
      continue;
    }
    score += 2 * BACKOFF + Math.log((c(1, w) + 0.5) / (lm.total + 1));
  }
  return score;
}

/** Add a word's n-grams to counts being trained (saturating at 65535). */
export function countWord(counts: Uint16Array, bits: number, word: string): void {
  const s = symbolsOf(word);
  const bump = (slot: number) => {
    if ((counts[slot] as number) < 65535) counts[slot] = (counts[slot] as number) + 1;
  };
  for (let i = 0; i < s.length; i++) {
    const w = s[i] as number;
    bump(slotOf(bits, 1, w, 0, 0));
    if (i >= 1) bump(slotOf(bits, 2, s[i - 1] as number, w, 0));
    if (i >= 2) bump(slotOf(bits, 3, s[i - 2] as number, s[i - 1] as number, w));
  }
}
