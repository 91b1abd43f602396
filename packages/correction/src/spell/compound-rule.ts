/**
 * hunspell's COMPOUNDRULE matcher (the inner loop of AffixMgr::defcpd_check), shared by the
 * reader (korean-speller.ts) and the compiler (compile-speller.ts), which analyses each rule
 * with it. Kept exactly as hunspell 1.7 writes it, quirks included: with `all` false (a
 * compound's first words) a rule starting with a starred element matches almost any sequence
 * once its backtracking is exhausted, because `ok` is reset there.
 */

/** COMPOUNDRULE metacharacters as hunspell stores them among the flags. */
export const RULE_STAR = 0x2a;
export const RULE_QUESTION = 0x3f;

export const isRuleMeta = (f: number): boolean => f === RULE_STAR || f === RULE_QUESTION;

/** Backtracking stack of the matcher (positions in the rule and in the words). */
export interface RuleStack {
  pp: Int32Array;
  wp: Int32Array;
  num: Int32Array;
}

export function ruleStack(size = 256): RuleStack {
  return { pp: new Int32Array(size), wp: new Int32Array(size), num: new Int32Array(size) };
}

/**
 * Do words 0..wnum fit `rule` (completely when `all`)? `has(wp, flag)`: does word wp exist,
 * have flags, and carry `flag`.
 */
export function matchesRule(
  rule: ArrayLike<number>,
  wnum: number,
  all: boolean,
  has: (wp: number, flag: number) => boolean,
  stack: RuleStack,
): boolean {
  const len = rule.length;
  const { pp: btpp, wp: btwp, num: btnum } = stack;
  let pp = 0;
  let wp = 0;
  let ok = true;
  let ok2 = true;
  let bt = 0;
  do {
    while (pp < len && wp <= wnum) {
      if (pp + 1 < len && isRuleMeta(rule[pp + 1] as number)) {
        const wend = rule[pp + 1] === RULE_QUESTION ? wp : wnum;
        ok2 = true;
        pp += 2;
        btpp[bt] = pp;
        btwp[bt] = wp;
        while (wp <= wend) {
          if (!has(wp, rule[pp - 2] as number)) {
            ok2 = false;
            break;
          }
          wp++;
        }
        if (wp <= wnum) ok2 = false;
        btnum[bt] = wp - (btwp[bt] as number);
        if ((btnum[bt] as number) > 0) bt++;
        if (ok2) break;
      } else {
        ok2 = true;
        if (!has(wp, rule[pp] as number)) {
          ok = false;
          break;
        }
        pp++;
        wp++;
        if (len === pp && !(wp > wnum)) ok = false;
      }
    }
    if (ok && ok2) {
      let r = pp;
      while (len > r && r + 1 < len && isRuleMeta(rule[r + 1] as number)) r += 2;
      if (len <= r) return true;
    }
    // Backtrack: one word fewer for the last starred element.
    if (bt > 0)
      do {
        ok = true;
        btnum[bt - 1] = (btnum[bt - 1] as number) - 1;
        pp = btpp[bt - 1] as number;
        wp = (btwp[bt - 1] as number) + (btnum[bt - 1] as number);
      } while ((btnum[bt - 1] as number) < 0 && --bt > 0);
  } while (bt > 0);
  if (ok && ok2 && (!all || len <= pp)) return true;
  while (ok && ok2 && len > pp && pp + 1 < len && isRuleMeta(rule[pp + 1] as number)) pp += 2;
  return ok && ok2 && len <= pp;
}

/**
 * What a compound's first words must look like for the rule to still accept the whole
 * compound, which needs at least two more words:
 *  - `maxWords`: the rule accepts no compound longer than this;
 *  - `star` and `tail`: a rule `star*` followed by `tail` more elements, whose compounds have
 *    words without `star` only among their last `tail` words, so the first words (two or more
 *    words before the end) have at most tail - 2 of them.
 * The compiler keeps a descriptor only after checking it against matchesRule on every
 * sequence of word classes up to a length (see compile-speller.ts).
 */
export type RulePrefix = { maxWords: number } | { star: number; tail: number };

/** Could words 0..count-1, followed by two words or more, still fit the rule? */
export function prefixMayFit(
  prefix: RulePrefix,
  count: number,
  has: (wp: number, flag: number) => boolean,
): boolean {
  if ('maxWords' in prefix) return count + 2 <= prefix.maxWords;
  let without = 0;
  for (let i = 0; i < count; i++) if (!has(i, prefix.star)) without++;
  return without <= Math.max(0, prefix.tail - 2);
}

/** The descriptor suggested by the rule's shape, or null (to be checked by the caller). */
export function rulePrefixShape(rule: readonly number[]): RulePrefix | null {
  const metas = rule.filter(isRuleMeta).length;
  if (metas === 0) return { maxWords: rule.length };
  let elements = 0;
  let allOptional = true;
  for (let i = 0; i < rule.length; i++) {
    if (isRuleMeta(rule[i] as number)) continue;
    elements++;
    if (rule[i + 1] !== RULE_QUESTION) allOptional = false;
  }
  if (allOptional) return { maxWords: elements };
  if (rule[1] === RULE_STAR && !rule.slice(2).includes(RULE_STAR))
    return { star: rule[0] as number, tail: elements - 1 };
  return null;
}
