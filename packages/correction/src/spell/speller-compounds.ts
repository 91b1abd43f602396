/**
 * The compounds of the Korean speller: hunspell's compound_check with COMPOUNDRULE only (no
 * compound flags in this dictionary) and its defcpd_check, including their backtracking, the
 * 100-word limit and the forbidden-word check of compounds of three words or more. The answers
 * of defcpd_check are kept by the parts' aliases (they depend on nothing else).
 */
import { isRuleMeta, matchesRule, prefixMayFit, ruleStack } from './compound-rule.ts';
import type { AffixCheck } from './speller-affixes.ts';
import type { SpellerHeader } from './speller-format.ts';
import type { Roots } from './speller-roots.ts';

/** The maxwordnum checkword passes to compound_check. */
export const MAX_COMPOUND_WORDS = 100;

export interface CompoundCheck {
  /**
   * hunspell's compound_check: every part but the last a root, the last a root or affixed, the
   * parts' flags fitting a rule. Returns the first part's alias, or -1.
   */
  compoundCheck(buf: Uint16Array, s: number, e: number, wordnum: number, wordsIn: boolean): number;
  /** Between words: forget the kept answers if they have grown large. */
  trimMemo(): void;
}

export function createCompoundCheck(
  roots: Roots,
  header: SpellerHeader,
  affixCheck: AffixCheck,
): CompoundCheck {
  const { homAlias, aliasLength, aliasHas, rootStep, rootAt, lookup, walk } = roots;
  const forbidden = header.forbiddenFlag;
  const compoundMin = header.compoundMin;
  const rules = header.compoundRules.map((r) => Int32Array.from(r));
  const prefixes = header.compoundPrefixes;
  // Working memory, allocated once.
  /** Root-trie states after each prefix of a compound's last part. */
  const statesPart = new Int32Array(1024);
  /** defcpd_check's word list: the alias of each compound part (-1: none). */
  const words = new Int32Array(MAX_COMPOUND_WORDS + 8).fill(-1);

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

  const trimMemo = (): void => {
    if (sequences.size > 1 << 16) {
      sequences.clear();
      answers.clear();
    }
  };

  return { compoundCheck, trimMemo };
}
