/**
 * What the context-word rule's families share: the rule id, the finding they push, the words
 * of the data file, and the train-part counts of the words with their context
 * (scripts/build-context-stats.ts).
 */
import { type Context, pushFinding } from '../../context.ts';
import type { Finding, Message } from '../../types.ts';
import { ruleInfo } from '../registry.ts';
import stats from '../../data/context-stats.json' with { type: 'json' };
import words from '../../data/rules/context-words.json' with { type: 'json' };

export { words };

export const CONTEXT_RULE_ID = 'grammar.context-word';
export const CONTEXT_RULE = { id: CONTEXT_RULE_ID, category: ruleInfo(CONTEXT_RULE_ID).category };

/** A word list of the data file as a set. */
export const setOf = (list: readonly string[]): ReadonlySet<string> => new Set(list);

/** Train-part counts: word, relation and noun (tab-separated) -> how often they met. */
const CONTEXT_COUNTS: Readonly<Record<string, number>> = stats.counts;

/** How often the train part had `word` with `noun` in relation `rel` ('n': before (으)로서/써). */
export const count = (word: string, rel: string, noun: string): number =>
  CONTEXT_COUNTS[`${word}\t${rel}\t${noun}`] ?? 0;

/** How often a train-part clause with a context of this kind had each word. */
export const CORPUS_ONLY = 4;

/** Push the rule's finding: [start, end) replaced, unless protected or unchanged. */
export function push(
  out: Finding[],
  ctx: Context,
  start: number,
  end: number,
  replacement: string,
  message: Message,
  reference: string,
): void {
  if (ctx.isProtected(start, end)) return;
  const original = ctx.text.slice(start, end);
  if (replacement === original) return;
  pushFinding(out, CONTEXT_RULE, start, end - start, [replacement], message, reference);
}
