import type { Analyzer, Morph } from './analysis/analyzer.ts';
import type { ContextLm } from './lm/context-lm.ts';
import { rankInContext } from './lm/in-context.ts';
import type { SyllableLm } from './lm/syllable-lm.ts';
import type { SpacingModel } from './spacing/model.ts';
import { ruleInfo } from './rules/registry.ts';
import type { Category, Finding, Message, SpellDictionary } from './types.ts';

/**
 * The engine's statistical models: the morphological analyser (mecab-ko-dic), the spacing
 * model and the syllable language model. Without them (tests, a dictionary-free browser build) the rules that need them stay
 * silent and the others run as before.
 */
export interface EngineModels {
  analyzer: Analyzer;
  spacing: SpacingModel;
  /** How ordinary a word's spelling looks (syllable trigrams of the train corpus). */
  lm: SyllableLm;
  /** Which words read likelier in their sentence (morpheme trigrams), or null when not loaded. */
  contextLm: ContextLm | null;
}

/** A whitespace-delimited word (eojeol) with its offsets in the text. */
export interface Token {
  /** The raw token between whitespace. */
  text: string;
  start: number;
  end: number;
  /** The token without leading/trailing punctuation, quotes and brackets. */
  core: string;
  coreStart: number;
  coreEnd: number;
  /** Index in `Context.tokens`. */
  index: number;
}

export interface Context {
  readonly text: string;
  readonly tokens: readonly Token[];
  /** True when [start, end) touches a URL, e-mail address, code span, mention or hashtag. */
  isProtected(start: number, end: number): boolean;
  /** Dictionary lookup: true/false, or null when no dictionary is loaded. */
  spell(word: string): boolean | null;
  readonly hasDictionary: boolean;
  /** The analyser and spacing model, or null when the checker runs without them. */
  readonly models: EngineModels | null;
  /** The analysis of the whole text (computed once per check, on first use); [] without models. */
  morphs(): readonly Morph[];
  /** The morphs of that analysis inside [start, end) (a word's analysis); [] without models. */
  morphsIn(start: number, end: number): Morph[];
  /** Per-check memo for computations several rules share (keyed by the rule family). */
  memo<T>(key: string, compute: () => T): T;
  /** True once the check's time budget is spent: rules stop early, the result is partial. */
  expired(): boolean;
}

/**
 * A rule's implementation. Its id must be in the registry (src/rules/registry.ts), which holds
 * its category, priority, default and message key; several implementations may share an id.
 */
export interface Rule {
  id: string;
  category: Category;
  run(ctx: Context, out: Finding[]): void;
}

const PROTECTED_PATTERNS: RegExp[] = [
  /```[\s\S]*?```/g, // fenced code
  /`[^`\n]+`/g, // inline code
  /\$\{[^{}]*\}|\{\{[^{}]*\}\}/g, // template placeholders: ${name}, {{name}}
  /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi, // URLs
  /(?<![^\s<>()"':,;])[^\s@<>()"':,;]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+/g, // e-mail addresses
  /(?<![\w가-힣])[@#][\w가-힣]+/g, // mentions and hashtags
  /\b[\w-]{1,63}\.(?:com|net|org|io|kr|dev|app|co)\b[^\s]*/gi, // bare domains
];

const LEADING_PUNCT = /^[("'“‘[{<«「『【〈《]+/;
const TRAILING_PUNCT = /[)"'”’\]}>»」』】〉》.,!?;:…~·]+$/;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const re = /\S+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    const raw = m[0];
    const start = m.index;
    const lead = LEADING_PUNCT.exec(raw)?.[0].length ?? 0;
    const rest = raw.slice(lead);
    const trail = TRAILING_PUNCT.exec(rest)?.[0].length ?? 0;
    const core = rest.slice(0, rest.length - trail);
    tokens.push({
      text: raw,
      start,
      end: start + raw.length,
      core,
      coreStart: start + lead,
      coreEnd: start + lead + core.length,
      index: tokens.length,
    });
  }
  return tokens;
}

export function findProtectedRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const pattern of PROTECTED_PATTERNS) {
    pattern.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = pattern.exec(text)) !== null) {
      ranges.push([m.index, m.index + m[0].length]);
      if (m[0].length === 0) pattern.lastIndex++;
    }
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

/** Dictionary lookups memoised across checks (bounded; cleared when full). */
export function createSpellCache(
  dictionary: SpellDictionary | null,
  maxEntries = 200_000,
): (word: string) => boolean | null {
  if (!dictionary) return () => null;
  const cache = new Map<string, boolean>();
  return (word) => {
    let known = cache.get(word);
    if (known === undefined) {
      known = dictionary.spell(word);
      if (cache.size >= maxEntries) cache.clear();
      cache.set(word, known);
    }
    return known;
  };
}

export function createContext(
  text: string,
  spell: (word: string) => boolean | null,
  hasDictionary: boolean,
  models: EngineModels | null = null,
  deadline = Infinity,
): Context {
  const ranges = findProtectedRanges(text);
  let expired = false;
  const memos = new Map<string, unknown>();
  const memo = <T>(key: string, compute: () => T): T => {
    if (!memos.has(key)) memos.set(key, compute());
    return memos.get(key) as T;
  };
  return {
    text,
    tokens: tokenize(text),
    hasDictionary,
    models,
    memo,
    expired: () => (expired ||= deadline !== Infinity && performance.now() > deadline),
    morphs: () => memo('morphs', () => (models ? models.analyzer.analyze(text) : [])),
    morphsIn(start, end) {
      const all = memo('morphs', () => (models ? models.analyzer.analyze(text) : []));
      let lo = 0;
      let hi = all.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((all[mid] as Morph).end <= start) lo = mid + 1;
        else hi = mid;
      }
      const out: Morph[] = [];
      for (let i = lo; i < all.length && (all[i] as Morph).start < end; i++)
        out.push(all[i] as Morph);
      return out;
    },
    isProtected(start, end) {
      for (const [a, b] of ranges) {
        if (a >= end) break;
        if (b > start) return true;
      }
      return false;
    },
    spell,
  };
}

export interface RegexRuleSpec {
  /** A rule id of the registry (its category comes from there). */
  id: string;
  /** Must be global; use the `d` flag and a named group `x` to mark the replaced span. */
  pattern: RegExp;
  /** Returns the replacement(s) of the span, or null to skip this match. */
  replace: (match: RegExpExecArray, ctx: Context) => string | string[] | null;
  message: Message | ((original: string, suggestion: string) => Message);
  reference: string | null;
}

/** A rule made of one regular expression; skips matches that touch protected text. */
export function regexRule(spec: RegexRuleSpec): Rule {
  if (!spec.pattern.global) throw new Error(`rule ${spec.id}: pattern must be global`);
  const { category } = ruleInfo(spec.id);
  return {
    id: spec.id,
    category,
    run(ctx, out) {
      const re = spec.pattern;
      re.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = re.exec(ctx.text)) !== null) {
        if (m[0].length === 0) {
          re.lastIndex++;
          continue;
        }
        const span = m.indices?.groups?.x ?? [m.index, m.index + m[0].length];
        const [start, end] = span;
        if (ctx.isProtected(start, end)) continue;
        const replacement = spec.replace(m, ctx);
        if (replacement === null) continue;
        // Two or more fixes: the likeliest in the sentence first (어떻해 해야 -> 어떻게).
        const suggestions = rankInContext(
          ctx,
          start,
          end,
          (Array.isArray(replacement) ? replacement : [replacement]).filter(
            (s) => s !== ctx.text.slice(start, end),
          ),
        );
        if (suggestions.length === 0) continue;
        const original = ctx.text.slice(start, end);
        out.push({
          offset: start,
          length: end - start,
          suggestions,
          ruleId: spec.id,
          category,
          message:
            typeof spec.message === 'function'
              ? spec.message(original, suggestions[0] as string)
              : spec.message,
          reference: spec.reference,
        });
      }
    },
  };
}

/** Push a finding for a token-level rule. */
export function pushFinding(
  out: Finding[],
  rule: Pick<Rule, 'id' | 'category'>,
  offset: number,
  length: number,
  suggestions: string[],
  message: Message,
  reference: string | null,
): void {
  out.push({
    offset,
    length,
    suggestions,
    ruleId: rule.id,
    category: rule.category,
    message,
    reference,
  });
}

/** Longer whitespace-free runs (hashes, base64, pasted data) are not checked word by word. */
export const MAX_WORD_LENGTH = 40;

export interface TokenFinding {
  start: number;
  end: number;
  suggestions: string[];
  message: Message;
  reference: string | null;
}

/** A rule that looks at one word (and its neighbours) at a time. */
export function tokenRule(
  id: string,
  check: (token: Token, ctx: Context) => TokenFinding | null,
): Rule {
  const { category } = ruleInfo(id);
  return {
    id,
    category,
    run(ctx, out) {
      let n = 0;
      for (const token of ctx.tokens) {
        if ((++n & 63) === 0 && ctx.expired()) return;
        // No Korean word is this long; skipping keeps the rules linear on pathological input.
        if (token.core.length === 0 || token.core.length > MAX_WORD_LENGTH) continue;
        const f = check(token, ctx);
        if (!f || f.end <= f.start) continue;
        if (ctx.isProtected(f.start, f.end)) continue;
        const original = ctx.text.slice(f.start, f.end);
        const suggestions = f.suggestions.filter((s) => s !== original);
        if (suggestions.length === 0) continue;
        pushFinding(
          out,
          { id, category },
          f.start,
          f.end - f.start,
          suggestions,
          f.message,
          f.reference,
        );
      }
    },
  };
}
