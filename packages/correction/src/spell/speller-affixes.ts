/**
 * The suffixes of the Korean speller (hunspell's suffix_check, suffix_check_twosfx and
 * affix_check; the dictionary has no prefixes): which root, if any, a word derives from with one
 * suffix or two, in hunspell's order. Allocates nothing per call.
 */
import type { Roots, Section } from './speller-roots.ts';
import type { SpellerHeader } from './speller-format.ts';

/**
 * hunspell's affix_check: the alias of the first root from which buf[s, e) derives with
 * suffixes, or -1. `states` and `reach` are the root-trie walk of buf from s (Roots.walk);
 * `inCompound` allows ONLYINCOMPOUND roots (a compound's last part).
 */
export type AffixCheck = (
  buf: Uint16Array,
  s: number,
  e: number,
  states: Int32Array,
  reach: number,
  inCompound: boolean,
) => number;

export function createAffixCheck(
  roots: Roots,
  header: SpellerHeader,
  section: Section,
): AffixCheck {
  const { alphabet, homAlias, stripStart, stripChars, aliasHas, condHolds, rootStep, rootAt } =
    roots;
  const contClasses = section('contClasses', 'u8');
  const onlyInCompound = header.onlyInCompoundFlag;
  const innerMaxAffix = header.innerMaxAffix;
  // Working memory, allocated once.
  /** A stem with one suffix removed (two-level suffixes), and its root-trie states. */
  const stem = new Uint16Array(1024);
  const statesInner = new Int32Array(1024);

  /**
   * hunspell's suffix_check over one index of suffix entries: the alias of the first root (in
   * hunspell's order: shorter suffix first, then the entries of one suffix string last
   * defined first, then homonyms in dictionary order) from which one entry derives
   * buf[s, e). `badOnly` refuses ONLYINCOMPOUND roots (outside compounds); `cclass`, when not
   * 0, requires entries whose continuation classes allow that outer suffix flag.
   */
  const suffixSearch = (prefix: 'sfx' | 'in', maxAffix: number) => {
    const trie = section(`${prefix}Trie`, 'i32');
    const size = trie.length >> 1;
    const groupStart = section(`${prefix}GroupStart`, 'u32');
    const flag = section(`${prefix}Flag`, 'u16');
    const strip = section(`${prefix}Strip`, 'u8');
    const cond = section(`${prefix}Cond`, 'u16');
    const cont = section(`${prefix}Cont`, 'u8');
    return (
      buf: Uint16Array,
      s: number,
      e: number,
      states: Int32Array,
      reach: number,
      badOnly: boolean,
      cclass: number,
    ): number => {
      const n = e - s;
      // Stems keep n - k units of buf, k <= maxAffix: none is a root beyond the reach.
      if (n - maxAffix > reach) return -1;
      let node = 0;
      // An affix string of k units leaves a stem part of n - k >= 1 units (no FULLSTRIP).
      for (let k = 1; k < n; k++) {
        const code = alphabet[buf[e - k] as number] as number;
        if (code === 0) return -1;
        const next = (trie[node << 1] as number) + code;
        if (next >= size || trie[(next << 1) | 1] !== node) return -1;
        node = next;
        const leaf = trie[node << 1] as number;
        if (leaf < 0 || leaf >= size || trie[(leaf << 1) | 1] !== node) continue;
        // Every root tried below starts with buf[s, e - k): none does beyond the walk's reach.
        if (n - k > reach) continue;
        const stemState = states[n - k] as number;
        const g = -(trie[leaf << 1] as number) - 1;
        const g1 = groupStart[g + 1] as number;
        for (let x = groupStart[g] as number; x < g1; x++) {
          if (cclass !== 0 && !aliasHas(cont[x] as number, cclass)) continue;
          const sp = strip[x] as number;
          if (!condHolds(cond[x] as number, buf, s, e - k, sp)) continue;
          let state = stemState;
          const y1 = stripStart[sp + 1] as number;
          for (let y = stripStart[sp] as number; y < y1 && state >= 0; y++)
            state = rootStep(state, stripChars[y] as number);
          if (state < 0) continue;
          const root = rootAt(state);
          if (root < 0) continue;
          const f = flag[x] as number;
          const h1 = (root >>> 8) + (root & 255);
          for (let h = root >>> 8; h < h1; h++) {
            const a = homAlias[h] as number;
            if (aliasHas(a, f) && !(badOnly && aliasHas(a, onlyInCompound))) return a;
          }
        }
      }
      return -1;
    };
  };
  const searchSuffix = suffixSearch('sfx', header.maxAffix);
  const searchInner = suffixSearch('in', innerMaxAffix);
  const sfxTrie = section('sfxTrie', 'i32');
  const sfxSize = sfxTrie.length >> 1;
  const sfxGroupStart = section('sfxGroupStart', 'u32');
  const sfxFlag = section('sfxFlag', 'u16');
  const sfxStrip = section('sfxStrip', 'u8');
  const sfxCond = section('sfxCond', 'u16');

  /**
   * hunspell's suffix_check_twosfx: an outer suffix (one whose flag some entry lists as a
   * continuation class) removed first, then an inner one by searchInner. Inner roots are
   * never ONLYINCOMPOUND (hunspell checks them as outside compounds even at a compound's end).
   */
  const twoSuffixes = (
    buf: Uint16Array,
    s: number,
    e: number,
    states: Int32Array,
    reach: number,
  ): number => {
    const n = e - s;
    // Inner stems keep at least n - maxAffix - innerMaxAffix units of buf.
    if (n - header.maxAffix - innerMaxAffix > reach) return -1;
    let node = 0;
    for (let k = 1; k < n; k++) {
      const code = alphabet[buf[e - k] as number] as number;
      if (code === 0) return -1;
      const next = (sfxTrie[node << 1] as number) + code;
      if (next >= sfxSize || sfxTrie[(next << 1) | 1] !== node) return -1;
      node = next;
      const leaf = sfxTrie[node << 1] as number;
      if (leaf < 0 || leaf >= sfxSize || sfxTrie[(leaf << 1) | 1] !== node) continue;
      const g = -(sfxTrie[leaf << 1] as number) - 1;
      const g1 = sfxGroupStart[g + 1] as number;
      const m1 = n - k;
      for (let x = sfxGroupStart[g] as number; x < g1; x++) {
        const f = sfxFlag[x] as number;
        if ((((contClasses[f >> 3] as number) >> (f & 7)) & 1) === 0) continue;
        const sp = sfxStrip[x] as number;
        const y0 = stripStart[sp] as number;
        const y1 = stripStart[sp + 1] as number;
        // The inner suffix removes at most innerMaxAffix units, so the inner stems keep at
        // least m - innerMaxAffix units of this one: when no root starts with that many
        // units of buf, no inner stem is a root.
        const m = m1 + y1 - y0;
        if (reach < m1 && m - innerMaxAffix > reach) continue;
        if (!condHolds(sfxCond[x] as number, buf, s, e - k, sp)) continue;
        // The stem with the outer suffix removed, and its root-trie states.
        let j = 0;
        for (let i = s; i < e - k; i++) stem[j++] = buf[i] as number;
        for (let y = y0; y < y1; y++) stem[j++] = stripChars[y] as number;
        let innerReach: number;
        if (reach < m1) {
          for (let i = 0; i <= reach; i++) statesInner[i] = states[i] as number;
          innerReach = reach;
        } else {
          for (let i = 0; i <= m1; i++) statesInner[i] = states[i] as number;
          let state = states[m1] as number;
          innerReach = m1;
          while (innerReach < m) {
            state = rootStep(state, stem[innerReach] as number);
            if (state < 0) break;
            statesInner[++innerReach] = state;
          }
        }
        const a = searchInner(stem, 0, m, statesInner, innerReach, true, f);
        if (a >= 0) return a;
      }
    }
    return -1;
  };

  /** hunspell's affix_check (no prefixes in this dictionary): the first root's alias, or -1. */
  const affixCheck = (
    buf: Uint16Array,
    s: number,
    e: number,
    states: Int32Array,
    reach: number,
    inCompound: boolean,
  ): number => {
    const a = searchSuffix(buf, s, e, states, reach, !inCompound, 0);
    return a >= 0 ? a : twoSuffixes(buf, s, e, states, reach);
  };

  return affixCheck;
}
