/**
 * The rule of the misspelling lexicon (spelling.lexicon): the best entry of each word, by the
 * longest match and then the match type, with its message by kind (src/data/messages/lexicon.json).
 */
import { particleAfter } from '../korean-particles.ts';
import { rankInContext } from '../lm/in-context.ts';
import { type Context, type Rule, type Token, pushFinding } from '../context.ts';
import { finalJamo, isHangulSyllable } from '../hangul.ts';
import { message } from '../messages.ts';
import { ruleInfo } from '../rules/registry.ts';
import type { Message } from '../types.ts';
import type { LexiconEntry, LexiconKind, LexiconMatch } from './lexicon.ts';
import { LexiconIndex } from './lexicon-index.ts';
import { isNounOrVerbTail, isNounTail } from './noun-tail.ts';

export const LEXICON_RULE_ID = 'spelling.lexicon';

/** Korean and English message for one finding; particles chosen by the final sound. */
export function lexiconMessage(kind: LexiconKind, wrong: string, right: string): Message {
  const params = { wrong, right };
  switch (kind) {
    case 'spelling':
      return message(LEXICON_RULE_ID, params);
    case 'saisiot':
      return message(
        countFinalS(right) > countFinalS(wrong)
          ? 'spelling.lexicon.saisiot-added'
          : 'spelling.lexicon.saisiot-dropped',
        params,
      );
    case 'i-hi':
      return message('spelling.lexicon.i-hi', { ...params, last: right.slice(-1) });
    default:
      return message(`spelling.lexicon.${kind}`, params);
  }
}

function countFinalS(word: string): number {
  let n = 0;
  for (const ch of word) if (finalJamo(ch) === 'ㅅ') n++;
  return n;
}

interface Hit {
  entry: LexiconEntry;
  start: number;
  end: number;
}

const MATCH_RANK: Record<LexiconMatch, number> = {
  exact: 4,
  noun: 3,
  stem: 2,
  suffix: 1,
  inside: 0,
};

/** Scratch for trie lookups (one check at a time per thread). */
const found: Array<readonly LexiconEntry[] | undefined> = [];

function contextHolds(e: LexiconEntry, token: Token, ctx: Context, start: number): boolean {
  const c = e.context;
  if (!c) return true;
  if (c.prev) {
    const prev = ctx.tokens[token.index - 1];
    if (!prev || !c.prev.includes(prev.core)) return false;
  }
  if (c.afterFinal) {
    const before = finalJamo(ctx.text[start - 1]);
    if (before === null || !c.afterFinal.includes(before)) return false;
  }
  return true;
}

/** The best hit of the word `bestHit` is looking at (module scratch: no closure per word). */
let best: Hit | null = null;

function consider(
  entries: readonly LexiconEntry[] | undefined,
  start: number,
  end: number,
  token: Token,
  ctx: Context,
): void {
  if (!entries) return;
  for (const entry of entries) {
    if (!contextHolds(entry, token, ctx, start)) continue;
    const better =
      !best ||
      end - start > best.end - best.start ||
      (end - start === best.end - best.start &&
        MATCH_RANK[entry.match] > MATCH_RANK[best.entry.match]);
    if (better) best = { entry, start, end };
  }
}

function bestHit(index: LexiconIndex, token: Token, ctx: Context): Hit | null {
  const core = token.core;
  const base = token.coreStart;
  best = null;
  if (!isHangulSyllable(core[0])) {
    // Only `inside` entries can match a word that does not start with Hangul (e.g. 3시간임니다).
  } else {
    consider(index.get('exact', core), base, base + core.length, token, ctx);
    // Longest first, as the lookups of every prefix did.
    const maxNoun = Math.min(core.length, index.maxLength.get('noun') ?? 0);
    for (let i = index.prefixes('noun', core, 0, maxNoun, found); i >= 1; i--) {
      const entries = found[i];
      if (entries && isNounOrVerbTail(core.slice(i))) consider(entries, base, base + i, token, ctx);
    }
    const maxStem = Math.min(core.length, index.maxLength.get('stem') ?? 0);
    for (let i = index.prefixes('stem', core, 0, maxStem, found); i >= 1; i--)
      consider(found[i], base, base + i, token, ctx);
    const multi = index.multiWord.get(core);
    if (multi) {
      for (const e of multi) {
        if (!ctx.text.startsWith(e.wrong, base)) continue;
        // An exact multi-word entry ends where its last word ends (몇 일 동안, not 몇 일을).
        const after = ctx.text[base + e.wrong.length];
        if (e.match === 'exact' && after !== undefined && isHangulSyllable(after)) continue;
        consider([e], base, base + e.wrong.length, token, ctx);
      }
    }
  }
  const maxSuffix = Math.min(core.length, index.maxLength.get('suffix') ?? 0);
  for (let len = index.suffixes(core, maxSuffix, found); len >= 1; len--) {
    const at = core.length - len;
    consider(found[len], base + at, base + core.length, token, ctx);
  }
  const maxInside = index.maxLength.get('inside') ?? 0;
  if (maxInside > 0) {
    for (let i = 0; i < core.length; i++) {
      if (index.insideStarts[core.charCodeAt(i)] !== 1) continue;
      const longest = index.prefixes(
        'inside',
        core,
        i,
        Math.min(maxInside, core.length - i),
        found,
      );
      for (let len = longest; len >= 1; len--)
        consider(found[len], base + i, base + i + len, token, ctx);
    }
  }
  return best;
}

/** A rule that reports every lexicon entry found in the text. */
export function lexiconRule(entries: readonly LexiconEntry[]): Rule {
  const index = new LexiconIndex(entries);
  const rule: Rule = {
    id: LEXICON_RULE_ID,
    category: ruleInfo(LEXICON_RULE_ID).category,
    run(ctx, out) {
      for (const token of ctx.tokens) {
        if (token.core.length === 0 || token.core.length > 40) continue;
        const hit = bestHit(index, token, ctx);
        if (!hit || ctx.isProtected(hit.start, hit.end)) continue;
        const original = ctx.text.slice(hit.start, hit.end);
        const suggestions = rankInContext(
          ctx,
          hit.start,
          hit.end,
          hit.entry.right.filter((r) => r !== original),
        );
        if (suggestions.length === 0) continue;
        // A fix that changes the word's last sound takes its particle along (케잌이 -> 케이크가).
        const rest = ctx.text.slice(hit.end, token.coreEnd);
        const first = suggestions[0] as string;
        const along = rest !== '' && isNounTail(rest) && particleAfter(first, rest) !== rest;
        pushFinding(
          out,
          rule,
          hit.start,
          (along ? token.coreEnd : hit.end) - hit.start,
          along ? suggestions.map((s) => s + particleAfter(s, rest)) : [...suggestions],
          lexiconMessage(hit.entry.kind, original, first),
          hit.entry.ref,
        );
      }
    },
  };
  return rule;
}
