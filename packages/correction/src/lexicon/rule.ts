import { type Context, type Rule, type Token, pushFinding } from '../context.ts';
import { decompose, isHangulSyllable, quoted } from '../hangul.ts';
import type { Message } from '../types.ts';
import type { LexiconEntry, LexiconKind, LexiconMatch } from './lexicon.ts';
import { isNounOrVerbTail } from './noun-tail.ts';

export const LEXICON_RULE_ID = 'spelling.lexicon';

const FINAL_JAMO = [
  '',
  'ㄱ',
  'ㄲ',
  'ㄳ',
  'ㄴ',
  'ㄵ',
  'ㄶ',
  'ㄷ',
  'ㄹ',
  'ㄺ',
  'ㄻ',
  'ㄼ',
  'ㄽ',
  'ㄾ',
  'ㄿ',
  'ㅀ',
  'ㅁ',
  'ㅂ',
  'ㅄ',
  'ㅅ',
  'ㅆ',
  'ㅇ',
  'ㅈ',
  'ㅊ',
  'ㅋ',
  'ㅌ',
  'ㅍ',
  'ㅎ',
];

/** The final consonant of a syllable as a compatibility jamo ('' when none), or null. */
function finalJamo(ch: string | undefined): string | null {
  const parts = decompose(ch);
  return parts ? (FINAL_JAMO[parts[2]] ?? null) : null;
}

/** Korean and English message for one finding; particles chosen by the final sound. */
export function lexiconMessage(kind: LexiconKind, wrong: string, right: string): Message {
  const o = quoted(wrong, '은', '는');
  const s = quoted(right, '으로', '로');
  switch (kind) {
    case 'standard-form':
      return {
        ko: `${o} 표준어가 아닙니다. ${quoted(right, '이', '가')} 표준어입니다.`,
        en: `“${wrong}” is not standard Korean; the standard word is “${right}”.`,
      };
    case 'loanword':
      return {
        ko: `${o} 외래어 표기법에 맞지 않습니다. ${s} 적습니다.`,
        en: `“${wrong}” does not follow the loanword orthography; it is written “${right}”.`,
      };
    case 'saisiot': {
      const adds = countFinalS(right) > countFinalS(wrong);
      return adds
        ? {
            ko: `사이시옷을 넣어 ${s} 적습니다.`,
            en: `Written with the linking ㅅ (sai-siot): “${right}”, not “${wrong}”.`,
          }
        : {
            ko: `${o} 사이시옷을 넣지 않고 ${s} 적습니다.`,
            en: `Written without the linking ㅅ (sai-siot): “${right}”, not “${wrong}”.`,
          };
    }
    case 'pronunciation':
      return {
        ko: `${o} 소리 나는 대로 적은 것입니다. ${s} 적습니다.`,
        en: `“${wrong}” is spelled as it sounds; it is written “${right}”.`,
      };
    case 'i-hi':
      return {
        ko: `부사 ${quoted(right, '은', '는')} 끝음절을 ‘${right.slice(-1)}’로 적습니다(${quoted(wrong, '은', '는')} 틀린 표기).`,
        en: `The adverb is spelled “${right}”, not “${wrong}” (-이/-히).`,
      };
    case 'dueum':
      return {
        ko: `${o} 잘못된 표기입니다. 모음이나 ‘ㄴ’ 받침 뒤에서는 ‘열, 율’로, 그 밖에는 ‘렬, 률’로 적으므로 ${s} 적습니다.`,
        en: `“${wrong}” is misspelled: 렬/률 become 열/율 after a vowel or ㄴ, so it is “${right}”.`,
      };
    case 'ending':
      return {
        ko: `${o} 잘못된 표기입니다. ${s} 적습니다.`,
        en: `“${wrong}” is a wrong form of the ending; it is written “${right}”.`,
      };
    default:
      return {
        ko: `${o} 잘못된 표기입니다. ${s} 적습니다.`,
        en: `“${wrong}” is misspelled; the standard spelling is “${right}”.`,
      };
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

/** The lexicon indexed by match type, for lookups in O(word length) per eojeol. */
class LexiconIndex {
  readonly byMatch = new Map<LexiconMatch, Map<string, LexiconEntry[]>>();
  /** Entries whose wrong form spans two or more eojeol, by their first word. */
  readonly multiWord = new Map<string, LexiconEntry[]>();
  readonly maxLength = new Map<LexiconMatch, number>();
  /**
   * First code units of `inside` entries: most positions of a word start none (a fast skip,
   * by code: core[i] would make a new string of each syllable).
   */
  readonly insideStarts = new Uint8Array(65536);

  constructor(entries: readonly LexiconEntry[]) {
    for (const e of entries) {
      if (e.wrong.includes(' ')) {
        const first = e.wrong.split(' ')[0] as string;
        const list = this.multiWord.get(first) ?? [];
        list.push(e);
        this.multiWord.set(first, list);
        continue;
      }
      let map = this.byMatch.get(e.match);
      if (!map) {
        map = new Map();
        this.byMatch.set(e.match, map);
      }
      const list = map.get(e.wrong) ?? [];
      list.push(e);
      map.set(e.wrong, list);
      this.maxLength.set(e.match, Math.max(this.maxLength.get(e.match) ?? 0, e.wrong.length));
      if (e.match === 'inside') this.insideStarts[e.wrong.charCodeAt(0)] = 1;
    }
    this.buildTries();
  }

  get(match: LexiconMatch, key: string): readonly LexiconEntry[] | undefined {
    return this.byMatch.get(match)?.get(key);
  }

  /** Tries over the wrong forms (suffixes reversed): lookups walk a word without slicing it. */
  readonly forward = new Map<LexiconMatch, TrieNode>();
  readonly backward: TrieNode = newNode();

  buildTries(): void {
    for (const [match, map] of this.byMatch) {
      const root = match === 'suffix' ? this.backward : newNode();
      if (match !== 'suffix') this.forward.set(match, root);
      for (const [wrong, entries] of map) {
        let node = root;
        for (let k = 0; k < wrong.length; k++) {
          const c = wrong.charCodeAt(match === 'suffix' ? wrong.length - 1 - k : k);
          let next = node.next.get(c);
          if (!next) node.next.set(c, (next = newNode()));
          node = next;
        }
        node.entries = entries;
      }
    }
  }

  /**
   * Entries whose wrong form is `core.slice(from, from + len)` for len = 1 .. maxLen, written
   * into `out[len]` (undefined where none); returns the longest len found.
   */
  prefixes(
    match: LexiconMatch,
    core: string,
    from: number,
    maxLen: number,
    out: Array<readonly LexiconEntry[] | undefined>,
  ): number {
    let node = this.forward.get(match);
    let longest = 0;
    for (let len = 1; node && len <= maxLen; len++) {
      node = node.next.get(core.charCodeAt(from + len - 1));
      out[len] = node?.entries;
      if (node?.entries) longest = len;
    }
    return longest;
  }

  /** As `prefixes`, for suffix entries: `out[len]` for core.slice(core.length - len). */
  suffixes(core: string, maxLen: number, out: Array<readonly LexiconEntry[] | undefined>): number {
    let node: TrieNode | undefined = this.backward;
    let longest = 0;
    for (let len = 1; node && len <= maxLen; len++) {
      node = node.next.get(core.charCodeAt(core.length - len));
      out[len] = node?.entries;
      if (node?.entries) longest = len;
    }
    return longest;
  }
}

interface TrieNode {
  next: Map<number, TrieNode>;
  entries?: LexiconEntry[];
}

const newNode = (): TrieNode => ({ next: new Map() });

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
    category: 'SPELLING',
    run(ctx, out) {
      for (const token of ctx.tokens) {
        if (token.core.length === 0 || token.core.length > 40) continue;
        const hit = bestHit(index, token, ctx);
        if (!hit || ctx.isProtected(hit.start, hit.end)) continue;
        const original = ctx.text.slice(hit.start, hit.end);
        const suggestions = hit.entry.right.filter((r) => r !== original);
        if (suggestions.length === 0) continue;
        pushFinding(
          out,
          rule,
          hit.start,
          hit.end - hit.start,
          [...suggestions],
          lexiconMessage(hit.entry.kind, original, suggestions[0] as string),
          hit.entry.ref,
        );
      }
    },
  };
  return rule;
}
