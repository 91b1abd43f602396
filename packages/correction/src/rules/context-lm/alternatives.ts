/**
 * The other real word a word may have been written for (src/data/rules/context-lm.json, and the
 * confusable verbs of the context-word rule: 붙이다/부치다, 가리키다/가르치다, 낫다/낳다, 매다/메다),
 * and how much likelier the contextual language model finds the sentence with it.
 */
import type { Context, Token } from '../../context.ts';
import data from '../../data/rules/context-lm.json' with { type: 'json' };
import { gainInContext } from '../../lm/in-context.ts';
import { verbFormOf } from '../context-words/verb-forms.ts';

export interface Alternative {
  /** The set and the word as written (`barada.바래다`, `verb.부치다`). */
  direction: string;
  /** The span of the word replaced, and its replacement. */
  start: number;
  end: number;
  replacement: string;
}

interface SetData {
  id: string;
  words: string[];
  at: string;
  pairs: string[][];
  oneWay?: string[][];
  reference?: string;
  notAfter?: string[];
}

/**
 * Beginning or whole word -> [direction, the other word]. A direction is the set's id and the
 * word as written: `barada.바래다` is 바래다 written where 바라다 may have been meant.
 */
const STARTS = new Map<string, Array<[string, string]>>();
const WHOLES = new Map<string, Array<[string, string]>>();
const add = (map: typeof STARTS, from: string, direction: string, to: string) => {
  const list = map.get(from) ?? [];
  list.push([direction, to]);
  map.set(from, list);
};
const SETS = data.sets as SetData[];
for (const s of SETS) {
  const map = s.at === 'whole' ? WHOLES : STARTS;
  const [first, second] = s.words as [string, string];
  for (const [a, b] of s.pairs) {
    add(map, a as string, `${s.id}.${first}`, b as string);
    add(map, b as string, `${s.id}.${second}`, a as string);
  }
  for (const [a, b] of s.oneWay ?? []) add(WHOLES, a as string, `${s.id}.${second}`, b as string);
}
const LONGEST_START = Math.max(...[...STARTS.keys()].map((k) => k.length));

const VERBS = data.verbs.pairs.flat();

/** Every direction, for the margins. */
export const DIRECTIONS: readonly string[] = [
  ...SETS.flatMap((s) => s.words.map((w) => `${s.id}.${w}`)),
  ...VERBS.map((v) => `verb.${v}`),
];

/** The two words of a direction's set, the one written first, and the norm that tells them apart. */
export function wordsOf(direction: string): { written: string; other: string; reference: string } {
  const [id, written] = direction.split('.') as [string, string];
  const other = reverseOf(direction).split('.')[1] as string;
  const reference =
    id === 'verb' ? data.verbs.reference : (SETS.find((s) => s.id === id)?.reference ?? null);
  return { written, other, reference: reference ?? '표준국어대사전' };
}

/** The direction with the other word of its pair written (`barada.바래다` -> `barada.바라다`). */
export function reverseOf(direction: string): string {
  const [id, word] = direction.split('.') as [string, string];
  if (id === 'verb') {
    const i = VERBS.indexOf(word);
    return `verb.${VERBS[i ^ 1]}`;
  }
  const set = SETS.find((s) => s.id === id);
  return `${id}.${set?.words.find((w) => w !== word)}`;
}

/** Per set, the words before a word that leave it as written (색이 바래다). */
const NOT_AFTER = new Map(SETS.map((s) => [s.id, new Set(s.notAfter ?? [])]));

/**
 * The alternatives of a word as written (none for most words). Without `verbs` the confusable
 * verbs of the context-word rule are not read (they need the word's analysis).
 */
export function alternativesOf(ctx: Context, token: Token, verbs = true): Alternative[] {
  const out = candidatesOf(ctx, token, verbs);
  const before = ctx.tokens[token.index - 1]?.core;
  if (before === undefined) return out;
  return out.filter((a) => !NOT_AFTER.get(a.direction.split('.')[0] as string)?.has(before));
}

function candidatesOf(ctx: Context, token: Token, verbs: boolean): Alternative[] {
  const w = token.core;
  if (w.length === 0 || w.length > LONGEST_START + data.maxRest) return [];
  const out: Alternative[] = [];
  for (const [direction, to] of WHOLES.get(w) ?? [])
    out.push({ direction, start: token.coreStart, end: token.coreEnd, replacement: to });
  for (let n = Math.min(LONGEST_START, w.length); n >= 1; n--) {
    if (w.length - n > data.maxRest) break;
    const hits = STARTS.get(w.slice(0, n));
    if (!hits) continue;
    for (const [direction, to] of hits)
      out.push({ direction, start: token.coreStart, end: token.coreStart + n, replacement: to });
    break;
  }
  if (verbs && out.length === 0 && /^[붙부가낳낫나매맸맨맬메멨멘멜]/.test(w)) {
    const verb = verbFormOf(ctx, token);
    if (verb)
      out.push({
        direction: `verb.${verb.lemma}`,
        start: verb.start,
        end: verb.end,
        replacement: verb.replacement,
      });
  }
  return out;
}

/**
 * ln p(sentence with the alternative) - ln p(as written), over the window of in-context.ts. Null
 * when the alternative has more unknown morphemes than the text as written (it is no word), or
 * without the model.
 */
export function gainOf(ctx: Context, alt: Alternative): number | null {
  const g = gainInContext(ctx, alt.start, alt.end, alt.replacement);
  return g === null || g.unknown > 0 ? null : g.gain;
}
