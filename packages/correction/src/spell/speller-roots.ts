/**
 * The roots of the compiled Korean dictionary (compile-speller.ts), read zero-copy: the alphabet,
 * the double-array trie of roots and their homonyms' aliases (flag sets), and the affix
 * conditions. The speller's suffix and compound checks are built over these (korean-speller.ts).
 */
import type { SectionType, ViewOf } from '../sectioned-file.ts';
import type { SpellerHeader } from './speller-format.ts';

/** A typed view of a section of the speller file. */
export type Section = <T extends SectionType>(name: string, type: T) => ViewOf<T>;

export type Roots = ReturnType<typeof readRoots>;

/** The roots and their flags, with the walks over the root trie every check uses. */
export function readRoots(header: SpellerHeader, section: Section) {
  const alphabet = section('alphabet', 'u16');
  // Double-array tries as (base, check) pairs (compile-speller.ts): the child of state s on
  // code c is t = trie[2s] + c when trie[2t + 1] === s; a key ends at s when the slot
  // trie[2s] + 0 is s's child, whose base is -(value) - 1.
  const rootTrie = section('rootTrie', 'i32');
  const rootSize = rootTrie.length >> 1;
  /** The aliases of a root's homonyms: homAlias[v >>> 8 ..] (v & 255 of them), v its value. */
  const homAlias = section('homAlias', 'u8');
  const aliasFlags = section('aliasFlags', 'u8');
  const aliasLength = section('aliasLength', 'u16');
  const stripStart = section('stripStart', 'u32');
  const stripChars = section('stripChars', 'u16');
  const condStart = section('condStart', 'u32');
  const condPos = section('condPos', 'u16');
  const condSets = section('condSets', 'u8');
  const flagBytes = header.flagBytes;
  const setBytes = header.setBytes;

  const aliasHas = (alias: number, flag: number): boolean =>
    flag >= 0 &&
    (((aliasFlags[alias * flagBytes + (flag >> 3)] as number) >> (flag & 7)) & 1) !== 0;

  /** Any character that may occur in an accepted word (see korean-speller.ts). */
  const allowed = (c: number): boolean => c < 0x80 || c === 0x130 || alphabet[c] !== 0;

  const rootStep = (state: number, unit: number): number => {
    const code = alphabet[unit] as number;
    if (code === 0) return -1;
    const next = (rootTrie[state << 1] as number) + code;
    return next < rootSize && rootTrie[(next << 1) | 1] === state ? next : -1;
  };

  /** The value of the root whose key ends at `state` (see homAlias), or -1. */
  const rootAt = (state: number): number => {
    const leaf = rootTrie[state << 1] as number;
    if (leaf < 0 || leaf >= rootSize || rootTrie[(leaf << 1) | 1] !== state) return -1;
    return -(rootTrie[leaf << 1] as number) - 1;
  };

  const lookup = (buf: Uint16Array, s: number, e: number): number => {
    let state = 0;
    for (let i = s; i < e; i++) {
      state = rootStep(state, buf[i] as number);
      if (state < 0) return -1;
    }
    return rootAt(state);
  };

  /**
   * states[j] = the root-trie state after buf[s, s + j), for j up to the returned reach: no
   * root starts with a longer prefix of buf[s, e). Stops there, so that long strings cost only
   * as much as their longest root prefix.
   */
  const walk = (buf: Uint16Array, s: number, e: number, states: Int32Array): number => {
    let state = 0;
    states[0] = 0;
    for (let i = s; i < e; i++) {
      state = rootStep(state, buf[i] as number);
      if (state < 0) return i - s;
      states[i - s + 1] = state;
    }
    return e - s;
  };

  /**
   * Does the stem buf[s, stemEnd) + strip `strip` meet condition `cond` (hunspell's
   * test_condition, compared from the stem's last character backwards)?
   */
  const condHolds = (
    cond: number,
    buf: Uint16Array,
    s: number,
    stemEnd: number,
    strip: number,
  ): boolean => {
    const p1 = condStart[cond + 1] as number;
    const sa = stripStart[strip] as number;
    const sl = (stripStart[strip + 1] as number) - sa;
    for (let p = condStart[cond] as number, k = 0; p < p1; p++, k++) {
      let unit: number;
      if (k < sl) unit = stripChars[sa + sl - 1 - k] as number;
      else {
        const i = stemEnd - 1 - (k - sl);
        if (i < s) return false;
        unit = buf[i] as number;
      }
      const code = alphabet[unit] as number;
      const pos = condPos[p] as number;
      const inSet = ((condSets[(pos >> 1) * setBytes + (code >> 3)] as number) >> (code & 7)) & 1;
      if (inSet === (pos & 1)) return false;
    }
    return true;
  };

  return {
    alphabet,
    homAlias,
    aliasLength,
    stripStart,
    stripChars,
    aliasHas,
    allowed,
    rootStep,
    rootAt,
    lookup,
    walk,
    condHolds,
  };
}
