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
import { isRuleMeta, matchesRule, prefixMayFit, ruleStack } from './compound-rule.ts';
import { readSpellerFile, type SpellerHeader } from './speller-format.ts';

export interface KoreanSpeller extends SpellDictionary {
  readonly header: SpellerHeader;
}

/** hunspell's MAXWORDUTF8LEN (3 × MAXWORDLEN): longer input is rejected unread. */
const MAX_WORD_BYTES = 300;
/** spell() gives up on words with this many break points. */
const MAX_BREAKS = 10;
/** The maxwordnum checkword passes to compound_check. */
const MAX_COMPOUND_WORDS = 100;

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
  const contClasses = section('contClasses', 'u8');
  const stripStart = section('stripStart', 'u32');
  const stripChars = section('stripChars', 'u16');
  const condStart = section('condStart', 'u32');
  const condPos = section('condPos', 'u16');
  const condSets = section('condSets', 'u8');
  const flagBytes = header.flagBytes;
  const setBytes = header.setBytes;
  const forbidden = header.forbiddenFlag;
  const onlyInCompound = header.onlyInCompoundFlag;
  const compoundMin = header.compoundMin;
  const rules = header.compoundRules.map((r) => Int32Array.from(r));
  const prefixes = header.compoundPrefixes;
  const hasRules = rules.length > 0;
  const innerMaxAffix = header.innerMaxAffix;

  // Working memory, allocated once: spell() allocates nothing.
  /** Code units of the word and of every BREAK level's copies, used as a stack. */
  const units = new Uint16Array(1 << 15);
  /** Root-trie states after each prefix: of a checked word, of a compound's last part, ... */
  const statesWord = new Int32Array(1024);
  const statesPart = new Int32Array(1024);
  const statesInner = new Int32Array(1024);
  /** A stem with one suffix removed (two-level suffixes). */
  const stem = new Uint16Array(1024);
  /** defcpd_check's word list: the alias of each compound part (-1: none). */
  const words = new Int32Array(MAX_COMPOUND_WORDS + 8).fill(-1);
  /** Set by checkword when it meets a FORBIDDENWORD root (hunspell's SPELL_FORBIDDEN). */
  let forbiddenSeen = false;

  const aliasHas = (alias: number, flag: number): boolean =>
    flag >= 0 &&
    (((aliasFlags[alias * flagBytes + (flag >> 3)] as number) >> (flag & 7)) & 1) !== 0;

  /** Any character that may occur in an accepted word (see the file comment). */
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

  const utf8Bytes = (buf: Uint16Array, s: number, e: number): number => {
    let n = 0;
    for (let i = s; i < e; i++) {
      const c = buf[i] as number;
      n += c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
    }
    return n;
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

  /** Does compound part wp exist and carry flag f? */
  const partFits = (wp: number, f: number): boolean => {
    const w = words[wp] as number;
    return w >= 0 && aliasLength[w] !== 0 && aliasHas(w, f);
  };

  /** Aliases with a flag of some COMPOUNDRULE (defcpd_check's first test). */
  const aliasCount = header.counts.aliases;
  const inRules = new Uint8Array(aliasCount);
  for (let a = 0; a < aliasCount; a++)
    for (const rule of rules)
      for (const f of rule)
        if (!isRuleMeta(f) && aliasLength[a] !== 0 && aliasHas(a, f)) inRules[a] = 1;
  /**
   * defcpd_check depends only on the aliases of the compound's parts, so its answers are kept
   * by (sequence of earlier parts, alias, all). `sequence[k]` identifies words[0..k-1] on the
   * current path: 0 for none, 1 + alias for one part, and ids handed out by `sequences` for
   * longer ones. Answers for the short sequences (most calls) sit in a typed array, the rest
   * in `answers`; both maps are cleared between words if they ever grow large (never during a
   * search, whose ids they must keep).
   */
  const sequence = new Int32Array(MAX_COMPOUND_WORDS + 8);
  const sequences = new Map<number, number>();
  const answers = new Map<number, boolean>();
  const shortAnswers = new Int8Array((aliasCount + 1) * aliasCount * 2).fill(-1);
  const extend = (seq: number, alias: number): number => {
    if (seq === 0) return alias + 1;
    const key = seq * aliasCount + alias;
    let id = sequences.get(key);
    if (id === undefined) {
      id = aliasCount + 1 + sequences.size;
      sequences.set(key, id);
    }
    return id;
  };

  /**
   * hunspell's defcpd_check: do the compound's parts words[0..wnum] (the last one `rv`) fit a
   * COMPOUNDRULE (`all`: completely)? Sets words[wnum] to rv if so, to -1 if not.
   */
  const defcpdCheck = (rv: number, wnum: number, all: boolean): boolean => {
    if (inRules[rv] === 0) {
      words[wnum] = -1;
      return false;
    }
    const seq = sequence[wnum] as number;
    const key = (seq * aliasCount + rv) * 2 + (all ? 1 : 0);
    let known: boolean | undefined;
    if (seq <= aliasCount) {
      const k = shortAnswers[key] as number;
      known = k < 0 ? undefined : k === 1;
    } else known = answers.get(key);
    if (known === undefined) {
      const fits = matchRules(rv, wnum, all);
      if (seq <= aliasCount) shortAnswers[key] = fits ? 1 : 0;
      else answers.set(key, fits);
      return fits;
    }
    words[wnum] = known ? rv : -1;
    return known;
  };

  const stack = ruleStack();
  /** defcpd_check after its first test: does any rule fit? */
  const matchRules = (rv: number, wnum: number, all: boolean): boolean => {
    words[wnum] = rv;
    for (const rule of rules) if (matchesRule(rule, wnum, all, partFits, stack)) return true;
    words[wnum] = -1;
    return false;
  };

  /**
   * Can words[0..count-1], followed by two words or more, still fit some rule completely?
   * compound_check only accepts through such a complete fit, so a prefix that cannot lead to
   * one is abandoned at once: exact, and it cuts the otherwise exponential searches that the
   * quirk of matchesRule (see compound-rule.ts) starts after a leading digit.
   */
  const shortFits = new Int8Array(aliasCount + 1).fill(-1);
  const mayFit = (count: number): boolean => {
    const seq = sequence[count] as number;
    if (seq <= aliasCount && (shortFits[seq] as number) >= 0) return shortFits[seq] === 1;
    let fits = false;
    for (const p of prefixes)
      if (p === null || prefixMayFit(p, count, partFits)) {
        fits = true;
        break;
      }
    if (seq <= aliasCount) shortFits[seq] = fits ? 1 : 0;
    return fits;
  };

  /**
   * hunspell's compound_check with COMPOUNDRULE only (no compound flags in this dictionary):
   * every part but the last a root, the last a root or affixed, the parts' flags fitting a
   * rule. Returns the first part's alias, or -1.
   */
  const compoundCheck = (
    buf: Uint16Array,
    s: number,
    e: number,
    wordnum: number,
    wordsIn: boolean,
  ): number => {
    if (wordnum > 0 && !mayFit(wordnum)) return -1;
    const from = s + compoundMin;
    const to = e - (compoundMin - 1);
    let state = 0;
    for (let j = s; j < from - 1; j++) {
      state = rootStep(state, buf[j] as number);
      if (state < 0) return -1;
    }
    for (let i = from; i < to; i++) {
      // The first word is buf[s, i): once no root starts so, no later split has one.
      state = rootStep(state, buf[i - 1] as number);
      if (state < 0) return -1;
      const root = rootAt(state);
      if (root < 0) continue;
      // hunspell tries the homonyms while some fits the rules as a first part (at the top
      // level its word list starts empty, deeper it is the caller's).
      let rv = -1;
      if (wordsIn || wordnum === 0) {
        const h1 = (root >>> 8) + (root & 255);
        for (let h = root >>> 8; h < h1; h++) {
          const a = homAlias[h] as number;
          if (defcpdCheck(a, wordnum, false)) {
            rv = a;
            break;
          }
        }
      }
      if (rv < 0 || aliasHas(rv, forbidden)) continue;
      sequence[wordnum + 1] = extend(sequence[wordnum] as number, rv);
      // The rest as one root ...
      const reach = walk(buf, i, e, statesPart);
      if (reach === e - i) {
        const second = rootAt(statesPart[reach] as number);
        if (second >= 0) {
          const s1 = (second >>> 8) + (second & 255);
          for (let h = second >>> 8; h < s1; h++)
            if (defcpdCheck(homAlias[h] as number, wordnum + 1, true)) return rv;
        }
      }
      // ... or as a root with suffixes ...
      const affixed = affixCheck(buf, i, e, statesPart, reach, true);
      if (affixed >= 0 && defcpdCheck(affixed, wordnum + 1, true)) return rv;
      // ... or as a compound itself.
      if (wordnum + 2 < MAX_COMPOUND_WORDS && compoundCheck(buf, i, e, wordnum + 1, true) >= 0) {
        // Three words or more: refused when the whole is a forbidden root. (This build has no
        // cpdwordpair_check yet: "장발장일만하다", 장발장 + 일 + 만하다, is accepted although
        // "장 발장" is in the dictionary.)
        const whole = lookup(buf, s, e);
        if (whole >= 0 && aliasHas(homAlias[whole >>> 8] as number, forbidden)) return -1;
        return rv;
      }
    }
    return -1;
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
    if (sequences.size > 1 << 16) {
      sequences.clear();
      answers.clear();
    }
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

    // Numbers with single separators: 1,000.5 or 1-2.
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
    if (i === wl && digit) return true;

    let captype = NOCAP;
    if (cased) {
      let ncap = 0;
      let nneutral = 0;
      for (let k = q; k < t; k++) {
        const c = units[k] as number;
        if (lower(c) !== c) ncap++;
        else if (upper(c) === c) nneutral++;
      }
      const first = units[q] as number;
      const firstcap = ncap > 0 && lower(first) !== first;
      captype =
        ncap === 0
          ? NOCAP
          : ncap === 1 && firstcap
            ? INITCAP
            : ncap === wl || ncap + nneutral === wl
              ? ALLCAP
              : firstcap
                ? HUHINITCAP
                : HUHCAP;
    }

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

    // The default BREAK table: "-" inside, "^-" at the start, "-$" at the end.
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
