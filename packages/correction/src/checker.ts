import { message } from './messages.ts';
import { toWholeWords } from './whole-words.ts';
import { type EngineModels, type Rule, createContext, createSpellCache } from './context.ts';
import type { LexiconEntry } from './lexicon/lexicon.ts';
import { lexiconRule } from './lexicon/rule.ts';
import { ALL_RULES } from './rules/rule-set.ts';
import { RULES, type RuleInfo } from './rules/registry.ts';
import type { Finding, Issue, Language, SpellDictionary } from './types.ts';

export interface CheckerOptions {
  /**
   * Loads the Korean dictionary used as a gate by some rules (particle agreement, spacing).
   * On Node use `loadKoreanDictionary` from src/node/engine-files.ts. Without it the engine runs
   * with dictionary-free rules only, which are tuned to be at least as precise.
   */
  loadDictionary?: () => Promise<SpellDictionary | null>;
  /**
   * Keep dictionary lookups of words across checks (bounded, in memory only). Faster on a
   * busy server, but it retains words of checked texts, so it is off by default: the product
   * promises that checked text is not kept. Without it each check has its own lookup cache.
   */
  memoizeWords?: boolean;
  /**
   * The morphological analyser and spacing model (on Node: `loadEngineModels` from
   * src/node/engine-files.ts). Without them the rules that need them stay silent.
   */
  models?: EngineModels | null;
  /** The misspelling lexicon (on Node: `loadMisspellingLexicon` from src/node/lexicon-file.ts). */
  lexicon?: readonly LexiconEntry[] | null;
}

export interface CheckOptions {
  /** Language of the messages. Default 'ko'. */
  language?: Language;
  /**
   * Time budget in milliseconds. Past it the rules stop and the result is marked partial:
   * the issues found so far, all valid, but not every rule has seen the whole text.
   */
  budgetMs?: number;
  /** Rule ids to leave out of this check (ids the registry does not list are ignored). */
  disabledRules?: readonly string[];
  /**
   * Issues cover whole words, as cards show them (있읍니다 → 있습니다, not 읍니다 → 습니다), and
   * two fixes in one word are one issue (src/whole-words.ts). Off by default: the rules' own
   * spans are what their tests and the evaluation read; the API turns it on for members.
   */
  wholeWords?: boolean;
  /** Rules that are off by default to run in this check. */
  enabledRules?: readonly string[];
}

export interface CheckResult {
  issues: Issue[];
  /** The budget ran out (or the text was longer than MAX_TEXT_LENGTH): issues may be missing. */
  partial: boolean;
}

export interface Checker {
  /** Issues sorted by offset, never overlapping; applying every first suggestion fixes the text. */
  check(text: string, options?: CheckOptions): Issue[];
  /** The same, and whether the time budget cut the check short. */
  run(text: string, options?: CheckOptions): CheckResult;
  /** True when a dictionary was loaded. */
  readonly hasDictionary: boolean;
  /** True when the analyser and spacing model are loaded. */
  readonly hasModels: boolean;
  /** Ids of all rules, for documentation and analytics. */
  readonly ruleIds: readonly string[];
}

export { ALL_RULES };

/** Largest text checked in one call; anything beyond is not checked (the API allows 10,000). */
export const MAX_TEXT_LENGTH = 100_000;

const isSpace = (ch: string | undefined) => ch !== undefined && /\s/.test(ch);

/**
 * Fold word-level fixes into the whole-sentence respacings that contain them: a respacing
 * changes only whitespace, so each non-space character of the original has its place in the
 * suggestion, and a contained fix (of characters that start and end with a non-space) replaces
 * its stretch there. Contained spacing findings are simply dropped: the respacing decides, except
 * a space added after a punctuation mark, which it does not decide. So is a fix of a word the
 * respacing joins to a neighbour dropped: it was read from a fragment.
 */
export function absorbInto(
  findings: Finding[],
  text: string,
  priorities: ReadonlyMap<string, number>,
): Finding[] {
  const wholes = findings.filter((f) => f.absorbs);
  if (wholes.length === 0) return findings;
  const absorbed = new Set<Finding>();
  for (const w of wholes) {
    const original = text.slice(w.offset, w.offset + w.length);
    const first = w.suggestions[0];
    if (first === undefined) continue;
    const place = new Int32Array(original.length).fill(-1);
    for (let i = 0, j = 0; i < original.length; i++) {
      if (isSpace(original[i])) continue;
      while (j < first.length && isSpace(first[j])) j++;
      place[i] = j++;
    }
    const inside = findings.filter(
      (f) =>
        f !== w && !f.absorbs && f.offset >= w.offset && f.offset + f.length <= w.offset + w.length,
    );
    let suggestion = first;
    // The word-level fixes folded in, named on the card ('‘몇일’ → ‘며칠’').
    const named: string[] = [];
    // Highest priority first among overlapping ones, then applied right to left.
    const kept = resolveOverlaps(inside, priorities).reverse();
    for (const f of inside) absorbed.add(f);
    // Does the respacing remove the typed whitespace that ends just before original[j]?
    const joins = (j: number) => {
      let i = j - 1;
      while (i >= 0 && isSpace(original[i])) i--;
      return i >= 0 && i < j - 1 && (place[j] as number) === (place[i] as number) + 1;
    };
    for (const f of kept) {
      if (f.category === 'SPACING') {
        // Spacing findings inside are dropped (the respacing decides), except a space added
        // after a mark (했다.그리고): the respacing does not decide beside punctuation.
        const at = addedSpace(text, f);
        if (at === null || !/[.,!?]/.test(text[at - 1] as string)) continue;
        const j = at - w.offset;
        if (j > 0 && j < original.length && (place[j] as number) === (place[j - 1] as number) + 1)
          suggestion = `${suggestion.slice(0, place[j] as number)} ${suggestion.slice(place[j] as number)}`;
        continue;
      }
      const a = f.offset - w.offset;
      const b = a + f.length - 1;
      const replacement = f.suggestions[0];
      if (replacement === undefined || isSpace(original[a]) || isSpace(original[b])) continue;
      // A fix of a piece the respacing joins to its neighbour was read from a fragment (않 in
      // "않 으면서" is no 안): it is dropped, and the next check reads the joined word.
      let start = a;
      while (start > 0 && !isSpace(original[start - 1])) start--;
      let end = b + 1;
      while (end < original.length && !isSpace(original[end])) end++;
      while (end < original.length && isSpace(original[end])) end++;
      let fragment = false;
      for (let j = Math.max(start, 1); j <= end && j < original.length && !fragment; j++)
        fragment = isSpace(original[j - 1]) && !isSpace(original[j]) && joins(j);
      if (fragment) continue;
      // A fix that brings its own space (않맞아: 않 -> "안 ") where the respacing has one too.
      let piece = replacement;
      if (isSpace(piece[piece.length - 1]) && isSpace(suggestion[(place[b] as number) + 1]))
        piece = piece.trimEnd();
      if (isSpace(piece[0]) && isSpace(suggestion[(place[a] as number) - 1]))
        piece = piece.trimStart();
      suggestion =
        suggestion.slice(0, place[a] as number) +
        piece +
        suggestion.slice((place[b] as number) + 1);
      named.unshift(`‘${original.slice(a, b + 1)}’ → ‘${replacement.trim()}’`);
    }
    w.suggestions = [suggestion, ...w.suggestions.slice(1)];
    if (named.length > 0) {
      // The card says what else changes, not only the spacing (issue 34 §4).
      const also = message('spacing.respace.also', { fixes: named.join(', ') });
      const join = (a: string, b: string) => (a ? `${a} ${b}` : b);
      w.message = { ko: join(w.message.ko, also.ko), en: join(w.message.en, also.en) };
    }
  }
  return findings.filter((f) => !absorbed.has(f));
}

/**
 * Where a finding only adds one space between two characters (했다.그리고 → 했다. 그리고): the
 * offset in the text of the character the space goes before, or null for any other change.
 */
function addedSpace(text: string, f: Finding): number | null {
  const original = text.slice(f.offset, f.offset + f.length);
  const replacement = f.suggestions[0];
  if (replacement === undefined || replacement.length !== original.length + 1) return null;
  let i = 0;
  while (i < original.length && original[i] === replacement[i]) i++;
  if (i === 0 || replacement[i] !== ' ' || isSpace(original[i - 1]) || isSpace(original[i]))
    return null;
  return original.slice(i) === replacement.slice(i + 1) ? f.offset + i : null;
}

/** Keep the highest-priority findings that do not overlap, then sort by offset. */
export function resolveOverlaps(
  findings: Finding[],
  priorities: ReadonlyMap<string, number>,
): Finding[] {
  const ranked = findings
    .map((f, i) => ({ f, i, p: priorities.get(f.ruleId) ?? 0 }))
    .sort((a, b) => b.p - a.p || a.f.offset - b.f.offset || b.f.length - a.f.length || a.i - b.i);
  // `kept` stays sorted by offset; a candidate only needs checking against its neighbours.
  const kept: Finding[] = [];
  for (const { f } of ranked) {
    let lo = 0;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((kept[mid] as Finding).offset < f.offset) lo = mid + 1;
      else hi = mid;
    }
    const before = kept[lo - 1];
    const after = kept[lo];
    if (before && before.offset + before.length > f.offset) continue;
    if (after && f.offset + f.length > after.offset) continue;
    if (after && after.offset === f.offset) continue;
    kept.splice(lo, 0, f);
  }
  return kept;
}

export function createCheckerWith(
  dictionary: SpellDictionary | null,
  options: Pick<CheckerOptions, 'memoizeWords' | 'models' | 'lexicon'> & {
    /** The implementations to run (default: every rule of the engine). */
    rules?: readonly Rule[];
    /** The registry to read (default: src/rules/registry.ts; a host may change defaults). */
    registry?: readonly RuleInfo[];
  } = {},
): Checker {
  // The implementations by rule id, run in the registry's order.
  const registry = options.registry ?? RULES;
  const implementations = new Map<string, Rule[]>();
  for (const r of [
    ...(options.rules ?? ALL_RULES),
    ...(options.lexicon ? [lexiconRule(options.lexicon)] : []),
  ]) {
    const info = registry.find((i) => i.id === r.id);
    if (!info) throw new Error(`rule ${r.id} is not in the registry (src/rules/registry.ts)`);
    if (info.category !== r.category)
      throw new Error(`rule ${r.id}: category ${r.category}, the registry says ${info.category}`);
    implementations.set(r.id, [...(implementations.get(r.id) ?? []), r]);
  }
  const registered = registry.filter((info) => implementations.has(info.id));
  const priorities = new Map(registered.map((info) => [info.id, info.priority]));
  const shared = options.memoizeWords ? createSpellCache(dictionary) : null;
  const models = options.models ?? null;
  return {
    hasDictionary: dictionary !== null,
    hasModels: models !== null,
    ruleIds: registered.map((info) => info.id),
    check: (text, options) => run(text, options).issues,
    run,
  };

  function run(typed: string, options?: CheckOptions): CheckResult {
    const language = options?.language ?? 'ko';
    if (typed.length === 0) return { issues: [], partial: false };
    // Decomposed Hangul (NFD, conjoining jamo) is checked in its composed form; the issues
    // point back at the characters as typed.
    const composed = DECOMPOSED.test(typed) ? composeMapped(typed) : null;
    const text = composed?.text ?? typed;
    const deadline =
      options?.budgetMs === undefined ? Infinity : performance.now() + options.budgetMs;
    const spell = shared ?? createSpellCache(dictionary);
    const ctx = createContext(
      text.slice(0, MAX_TEXT_LENGTH),
      spell,
      dictionary !== null,
      models,
      deadline,
    );
    const disabled = options?.disabledRules;
    const enabled = options?.enabledRules;
    const findings: Finding[] = [];
    for (const info of registered) {
      if (info.defaultOn ? disabled?.includes(info.id) : !enabled?.includes(info.id)) continue;
      for (const rule of implementations.get(info.id) as Rule[]) {
        if (ctx.expired()) break;
        rule.run(ctx, findings);
      }
    }
    const kept = resolveOverlaps(absorbInto(findings, text, priorities), priorities);
    const resolved = options?.wholeWords ? toWholeWords(kept, text, priorities) : kept;
    const issues = resolved.map((f) => {
      const [offset, end] = composed
        ? composed.back(f.offset, f.offset + f.length)
        : [f.offset, f.offset + f.length];
      return {
        offset,
        length: end - offset,
        original: typed.slice(offset, end),
        suggestions: f.suggestions,
        category: f.category,
        ruleId: f.ruleId,
        message: f.message[language],
        reference: f.reference,
      };
    });
    return { issues, partial: ctx.expired() || text.length > MAX_TEXT_LENGTH };
  }
}

/** Conjoining Hangul jamo (U+1100-11FF, extended A and B): text typed or stored decomposed. */
const DECOMPOSED = /[\u1100-\u11ff\ua960-\ua97f\ud7b0-\ud7ff]/;
/** What composes onto the character before it: vowel and final jamo, combining marks. */
const COMBINING = /[\u1160-\u11ff\ud7b0-\ud7ff\p{M}]/u;

/**
 * The text in NFC, and the way back: each run of a character and the jamo or marks that compose
 * onto it is normalised on its own, so every composed character knows the stretch of the typed
 * text it came from. `back` maps [start, end) in the composed text to the typed text (a
 * composed syllable maps to all of its jamo).
 */
export function composeMapped(typed: string): {
  text: string;
  back(start: number, end: number): [number, number];
} {
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  for (let i = 0; i < typed.length;) {
    let j = i + 1;
    while (j < typed.length && COMBINING.test(typed[j] as string)) j++;
    const piece = typed.slice(i, j).normalize('NFC');
    text += piece;
    for (let k = 0; k < piece.length; k++) {
      from.push(i);
      to.push(j);
    }
    i = j;
  }
  return {
    text,
    back: (start, end) => {
      const a = start < from.length ? (from[start] as number) : typed.length;
      const b = end > start ? (to[end - 1] as number) : a;
      return [a, b];
    },
  };
}

/** Create a checker; loads the dictionary once if a loader is given. */
export async function createChecker(options: CheckerOptions = {}): Promise<Checker> {
  const dictionary = options.loadDictionary ? await options.loadDictionary() : null;
  return createCheckerWith(dictionary, {
    memoizeWords: options.memoizeWords,
    models: options.models ?? null,
    lexicon: options.lexicon ?? null,
  });
}

/** Apply every first suggestion (issues must be sorted and non-overlapping). */
export function applySuggestions(
  text: string,
  issues: readonly Pick<Issue, 'offset' | 'length' | 'suggestions'>[],
): string {
  let out = '';
  let pos = 0;
  for (const issue of issues) {
    const first = issue.suggestions[0];
    if (first === undefined || issue.offset < pos) continue;
    out += text.slice(pos, issue.offset) + first;
    pos = issue.offset + issue.length;
  }
  return out + text.slice(pos);
}
