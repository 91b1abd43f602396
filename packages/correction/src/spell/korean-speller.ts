/**
 * A pure TypeScript reimplementation of `spell()` of hunspell-asm 4.0.2 (hunspell 1.7.0 plus a
 * few commits, built with Emscripten) for the Korean dictionary of dictionary-ko 2.0.0, over
 * the binary compiled by compile-speller.ts. It answers exactly what hunspell answers for any
 * string (scripts/check-speller.ts compares them on millions), 15 to 20 times
 * faster on the engine's words and hundreds of times on long unspaced text, without
 * WebAssembly; it reads the binary zero-copy, so worker threads can share one
 * SharedArrayBuffer, and allocates nothing per call.
 *
 * What hunspell does with a word, and what this file mirrors step by step:
 *  1. hunspell-asm NFC-normalises the JavaScript string and writes it as UTF-8: a NUL ends the
 *     C string there, and any surrogate code unit (paired or not) becomes a 4-byte character.
 *  2. `Hunspell::spell`: "<?xml?>" is accepted as is; 300 bytes or more are rejected
 *     (MAXWORDUTF8LEN); ICONV turns Hangul syllables into conjoining jamo (the dictionary is
 *     written in jamo); leading spaces and trailing full stops are dropped (an empty rest is
 *     accepted); numbers like 1,000.5 are accepted; the capitalisation type chooses which case
 *     variants to look up; then the default BREAK table ("-", "^-", "-$") splits at hyphens.
 *  3. `checkword`: the root in the dictionary, else a root with one suffix, else with two
 *     (a suffix whose continuation classes allow the outer one), else a compound by COMPOUNDRULE
 *     (`compound_check` and `defcpd_check`, including their backtracking, the 100-word limit and
 *     the forbidden-word check of compounds of three words or more).
 * The order in which hunspell tries suffix entries and homonyms matters where only the first
 * analysis is used (the last part of a compound): the compiler stores entries in that order.
 *
 * Characters: a character that occurs in no root and no suffix, that no case mapping turns
 * into one, and that no step drops can never be part of an accepted word, so such a word is
 * rejected at once. Hunspell's case table (its utf_tbl, read out of the WebAssembly build) has
 * only four characters beyond ASCII with an ASCII case pair: U+0130 İ (lower case i), U+212A
 * KELVIN SIGN (lower case k; NFC makes it K first), and U+0131 ı and U+017F ſ (upper case I
 * and S), which no capitalisation type ever upper-cases (they are neither capitals nor
 * caseless). The compiler checks that the dictionary has no cased letters but a-z.
 */
import type { SpellDictionary } from '../types.ts';
import { createAffixCheck } from './speller-affixes.ts';
import { createCompoundCheck } from './speller-compounds.ts';
import { readSpellerFile, type SpellerHeader } from './speller-format.ts';
import { readRoots } from './speller-roots.ts';

export interface KoreanSpeller extends SpellDictionary {
  readonly header: SpellerHeader;
}

/** hunspell's MAXWORDUTF8LEN (3 × MAXWORDLEN): longer input is rejected unread. */
const MAX_WORD_BYTES = 300;
/** spell() gives up on words with this many break points. */
const MAX_BREAKS = 10;
const SPACE = 0x20;
const DOT = 0x2e;
const HYPHEN = 0x2d;
const CARET = 0x5e;
const DOLLAR = 0x24;
const XML = '<?xml?>';

// Capitalisation types of hunspell (get_captype_utf8).
const NOCAP = 0;
const INITCAP = 1;
const ALLCAP = 2;
const HUHCAP = 3;
const HUHINITCAP = 4;

/** Lower case by hunspell's table, for the characters that can reach a lookup. */
function lower(c: number): number {
  return c >= 0x41 && c <= 0x5a ? c + 32 : c === 0x130 ? 0x69 : c;
}

function upper(c: number): number {
  return c >= 0x61 && c <= 0x7a ? c - 32 : c;
}

/** NFC leaves ASCII, Latin-1, compatibility jamo and lone precomposed syllables unchanged. */
function nfcStable(c: number): boolean {
  return c < 0x300 || (c >= 0xac00 && c <= 0xd7a3) || (c >= 0x3131 && c <= 0x318e);
}

export function readSpeller(buffer: ArrayBufferLike, byteOffset = 0): KoreanSpeller {
  const { header, section } = readSpellerFile(buffer, byteOffset);
  const roots = readRoots(header, section);
  const { homAlias, aliasHas, allowed, walk, rootAt } = roots;
  const affixCheck = createAffixCheck(roots, header, section);
  const { compoundCheck, trimMemo } = createCompoundCheck(roots, header, affixCheck);
  const forbidden = header.forbiddenFlag;
  const onlyInCompound = header.onlyInCompoundFlag;
  const hasRules = header.compoundRules.length > 0;

  // Working memory, allocated once: spell() allocates nothing.
  /** Code units of the word and of every BREAK level's copies, used as a stack. */
  const units = new Uint16Array(1 << 15);
  /** Root-trie states after each prefix of a checked word. */
  const statesWord = new Int32Array(1024);
  /** Set by checkword when it meets a FORBIDDENWORD root (hunspell's SPELL_FORBIDDEN). */
  let forbiddenSeen = false;

  const utf8Bytes = (buf: Uint16Array, s: number, e: number): number => {
    let n = 0;
    for (let i = s; i < e; i++) {
      const c = buf[i] as number;
      n += c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
    }
    return n;
  };

  /** hunspell's checkword: is buf[s, e) a root, an affixed root or a compound? */
  const checkword = (buf: Uint16Array, s: number, e: number): boolean => {
    if (e <= s) return false;
    const reach = walk(buf, s, e, statesWord);
    const root = reach === e - s ? rootAt(statesWord[reach] as number) : -1;
    if (root >= 0) {
      const h0 = root >>> 8;
      if (aliasHas(homAlias[h0] as number, forbidden)) {
        forbiddenSeen = true;
        return false;
      }
      const h1 = h0 + (root & 255);
      for (let h = h0; h < h1; h++)
        if (!aliasHas(homAlias[h] as number, onlyInCompound)) return true;
    }
    let a = affixCheck(buf, s, e, statesWord, reach, false);
    if (a >= 0 && aliasHas(a, onlyInCompound)) a = -1;
    if (a >= 0) {
      if (aliasHas(a, forbidden)) {
        forbiddenSeen = true;
        return false;
      }
      return true;
    }
    if (!hasRules) return false;
    trimMemo();
    return compoundCheck(buf, s, e, 0, false) >= 0;
  };

  const isXml = (s: number, e: number): boolean => {
    if (e - s !== XML.length) return false;
    for (let i = 0; i < XML.length; i++) if (units[s + i] !== XML.charCodeAt(i)) return false;
    return true;
  };

  const indexOf = (s: number, e: number, a: number, b: number, from: number): number => {
    for (let i = from; i < e; i++)
      if (units[i] === a && (b < 0 || (i + 1 < e && units[i + 1] === b))) return i - s;
    return -1;
  };

  /** spell() of a BREAK part, already in jamo: hunspell runs the whole of spell() on it. */
  const spellPart = (s: number, e: number, top: number, cased: boolean): boolean => {
    if (isXml(s, e)) return true;
    if (utf8Bytes(units, s, e) >= MAX_WORD_BYTES) return false;
    return spellConverted(s, e, top, cased);
  };

  /** Numbers with single separators (1,000.5 or 1-2) are accepted: units[q, q + wl). */
  const isNumber = (q: number, wl: number): boolean => {
    let i = 0;
    let sep = false;
    let digit = false;
    for (; i < wl; i++) {
      const c = units[q + i] as number;
      if (c >= 0x30 && c <= 0x39) {
        digit = true;
        sep = false;
      } else if (c === 0x2c || c === DOT || c === HYPHEN) {
        if (sep || i === 0) break;
        sep = true;
        digit = false;
      } else break;
    }
    return i === wl && digit;
  };

  /** hunspell's get_captype_utf8 of units[q, t) (wl = t - q). */
  const capTypeOf = (q: number, t: number, wl: number): number => {
    let ncap = 0;
    let nneutral = 0;
    for (let k = q; k < t; k++) {
      const c = units[k] as number;
      if (lower(c) !== c) ncap++;
      else if (upper(c) === c) nneutral++;
    }
    const first = units[q] as number;
    const firstcap = ncap > 0 && lower(first) !== first;
    return ncap === 0
      ? NOCAP
      : ncap === 1 && firstcap
        ? INITCAP
        : ncap === wl || ncap + nneutral === wl
          ? ALLCAP
          : firstcap
            ? HUHINITCAP
            : HUHCAP;
  };

  /**
   * The default BREAK table ("-" inside, "^-" at the start, "-$" at the end) on units[w, w + wl):
   * accepted when the parts on both sides of a break are (spell() on each part).
   */
  const checkBreaks = (w: number, wl: number, next: number, cased: boolean): boolean => {
    const e2 = w + wl;
    let nbr = 0;
    for (let k = w; k < e2; k++) {
      const c = units[k] as number;
      if (c === HYPHEN) {
        nbr++;
        if (k + 1 < e2 && units[k + 1] === DOLLAR) nbr++;
      } else if (c === CARET && k + 1 < e2 && units[k + 1] === HYPHEN) nbr++;
    }
    if (nbr === 0) return false;
    if (nbr >= MAX_BREAKS) return false;
    if (utf8Bytes(units, w, e2) >= 2) {
      if (units[w] === HYPHEN && spellPart(w + 1, e2, next, cased)) return true;
      if (units[e2 - 1] === HYPHEN && spellPart(w, e2 - 1, next, cased)) return true;
    }
    for (let pass = 0; pass < 2; pass++)
      for (let j = 0; j < 3; j++) {
        // The patterns "-", "^-" and "-$" searched literally.
        const a = j === 1 ? CARET : HYPHEN;
        const b = j === 0 ? -1 : j === 1 ? HYPHEN : DOLLAR;
        const plen = j === 0 ? 1 : 2;
        let found = indexOf(w, e2, a, b, w);
        if (found <= 0 || found + plen >= wl) continue;
        if (pass === 0) {
          // First try the second occurrence, to keep dictionary words with a hyphen whole.
          const found2 = indexOf(w, e2, a, b, w + found + 1);
          if (found2 > 0 && found2 + plen < wl) found = found2;
        }
        if (!spellPart(w + found + plen, e2, next, cased)) continue;
        if (spellPart(w, w + found, next, cased)) return true;
      }
    return false;
  };

  /**
   * spell() after input conversion, on units[s, e). Working copies go at units[top, ...).
   * `cased`: the word may contain letters with case (else the capitalisation type is NOCAP).
   */
  const spellConverted = (s: number, e: number, top: number, cased: boolean): boolean => {
    // cleanword2: leading spaces and trailing full stops go.
    let q = s;
    while (q < e && units[q] === SPACE) q++;
    let t = e;
    while (t > q && units[t - 1] === DOT) t--;
    if (t === q) return true;
    const wl = t - q;
    if (isNumber(q, wl)) return true;
    const captype = cased ? capTypeOf(q, t, wl) : NOCAP;

    // The word BREAK splits below: as cleaned, or recased by the INITCAP branch.
    let w = q;
    let next = top;
    forbiddenSeen = false;
    let ok: boolean;
    if (captype === NOCAP || captype === HUHCAP || captype === HUHINITCAP)
      ok = checkword(units, q, t);
    else {
      ok = captype === ALLCAP && checkword(units, q, t);
      if (!ok) {
        // The word with an initial capital after lower-casing it, then all in lower case.
        w = top;
        const low = top + wl;
        next = low + wl;
        for (let k = 0; k < wl; k++) units[w + k] = units[low + k] = lower(units[q + k] as number);
        units[w] = upper(units[w] as number);
        ok = checkword(units, w, w + wl);
        if (forbiddenSeen) ok = false;
        else if (!ok) ok = checkword(units, low, low + wl);
      }
    }
    if (ok) return true;
    if (forbiddenSeen) return false;
    return checkBreaks(w, wl, next, cased);
  };

  const spell = (word: string): boolean => {
    let text = word;
    let normalized = false;
    for (;;) {
      // One pass: NFC check, the C string hunspell receives (up to the first NUL; a surrogate
      // makes a 4-byte character, which no dictionary word has and no step removes), its
      // UTF-8 length, and ICONV (precomposed syllables into conjoining jamo).
      const length = text.length;
      let n = 0;
      let bytes = 0;
      let cased = false;
      let restart = false;
      for (let i = 0; i < length; i++) {
        const c = text.charCodeAt(i);
        if (c >= 0xac00 && c <= 0xd7a3) {
          const v = c - 0xac00;
          const l = 0x1100 + ((v / 588) | 0);
          const m = 0x1161 + (((v % 588) / 28) | 0);
          const tail = v % 28;
          if (!allowed(l) || !allowed(m) || (tail > 0 && !allowed(0x11a7 + tail))) return false;
          units[n++] = l;
          units[n++] = m;
          if (tail > 0) units[n++] = 0x11a7 + tail;
          bytes += 3;
          continue;
        }
        if (!normalized && !nfcStable(c)) {
          restart = true;
          break;
        }
        if (c === 0) break;
        if (c >= 0xd800 && c <= 0xdfff) return false;
        if (!allowed(c)) return false;
        if (c < 0x80) {
          bytes++;
          const folded = c | 0x20;
          if (folded >= 0x61 && folded <= 0x7a) cased = true;
        } else {
          bytes += c < 0x800 ? 2 : 3;
          if (c === 0x130) cased = true;
        }
        units[n++] = c;
      }
      if (restart) {
        text = text.normalize();
        normalized = true;
        continue;
      }
      if (isXml(0, n)) return true;
      if (bytes >= MAX_WORD_BYTES) return false;
      return spellConverted(0, n, n, cased);
    }
  };

  return { header, spell };
}
