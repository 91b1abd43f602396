/**
 * Jamo, keys and the 2-beolsik keyboard, for spelling.typo (src/rules/typo/): the keys typed
 * for a syllable, the neighbouring keys of a key, and what an input method composes of a key
 * sequence. The alphabet and the layout are Unicode's and the standard layout's (KS X 5002),
 * not lists to edit.
 */
/** Initial consonants by index (0..18), as compatibility jamo. */
export const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
/** Medial vowels by index (0..20). */
export const MEDIALS = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
/** Final consonants by index (1..27; 0 is none). */
export const FINALS = ' ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ';

/** Vowels typed with two keys, and finals typed as two consonants. */
export const COMPOUND_VOWELS: Record<string, string> = {
  ㅘ: 'ㅗㅏ',
  ㅙ: 'ㅗㅐ',
  ㅚ: 'ㅗㅣ',
  ㅝ: 'ㅜㅓ',
  ㅞ: 'ㅜㅔ',
  ㅟ: 'ㅜㅣ',
  ㅢ: 'ㅡㅣ',
};
export const DOUBLE_FINALS: Record<string, string> = {
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
export const JOIN_FINAL = new Map(Object.entries(DOUBLE_FINALS).map(([k, v]) => [v, k]));

/** The 33 keys of the 2-beolsik layout (shifted ones included), consonants then vowels. */
export const CONSONANT_KEYS = 'ㅂㅈㄷㄱㅅㅁㄴㅇㄹㅎㅋㅌㅊㅍㅃㅉㄸㄲㅆ';
export const VOWEL_KEYS = 'ㅛㅕㅑㅐㅔㅗㅓㅏㅣㅠㅜㅡㅒㅖ';
/** Vowel keys by code (compatibility jamo). */
const VOWEL_KEY_CODES = new Set(Array.from(VOWEL_KEYS, (k) => k.charCodeAt(0)));
export const isVowelKeyCode = (code: number) => VOWEL_KEY_CODES.has(code);

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

/** The first Hangul syllable, 가. */
export const BASE = 0xac00;

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

/** The buffer of the syllables `composeKeys` made last (valid until its next call). */
export function composedCodes(): Int32Array {
  return composed;
}

/**
 * What a 2-beolsik input method makes of the key codes `keys[0..len)`: the number of syllables
 * it writes into `composed`, or -1 where `fromKeys` gives null. Codes, not strings: the typo
 * candidates recompose thousands of key sequences per check.
 */
export function composeKeys(keys: ArrayLike<number>, len: number): number {
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
export function composedText(n: number): string {
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
