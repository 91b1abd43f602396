/**
 * `grammar.context-lm`: a real word written for another real word of nearly the same sound or
 * spelling (바래요 for 바라요, 가치 갈까 for 같이 갈까, 색을 띄다 for 띠다, 반듯이 for 반드시),
 * decided by the contextual language model (src/lm/context-lm.ts, morpheme trigrams of the
 * train parts of both corpora). Each word of a set (alternatives.ts) is scored in its sentence
 * with both words; the finding needs the other word to read likelier by the direction's margin
 * (src/data/rules/context-lm.json, chosen on the dev part by scripts/tune-context-lm.ts).
 * Directions with no safe margin are left out: the model prefers the frequent word of some
 * pairs whatever the context. Silent without the model (a browser build that does not load it).
 */
import { type Context, type Rule, type Token, pushFinding } from '../../context.ts';
import data from '../../data/rules/context-lm.json' with { type: 'json' };
import { message } from '../../messages.ts';
import type { Finding } from '../../types.ts';
import { ruleInfo } from '../registry.ts';
import { alternativesOf, gainOf, wordsOf } from './alternatives.ts';

export const CONTEXT_LM_RULE_ID = 'grammar.context-lm';

const MARGINS: Readonly<Record<string, number>> = data.margins;
/** The confusable verbs are read only when one of their directions has a margin. */
const VERBS = Object.keys(MARGINS).some((d) => d.startsWith('verb.'));

function checkWord(ctx: Context, token: Token, out: Finding[]): void {
  for (const alt of alternativesOf(ctx, token, VERBS)) {
    const margin = MARGINS[alt.direction];
    if (margin === undefined) continue;
    const gain = gainOf(ctx, alt);
    if (gain === null || gain < margin) continue;
    const word = token.core;
    const fix =
      ctx.text.slice(token.coreStart, alt.start) +
      alt.replacement +
      ctx.text.slice(alt.end, token.coreEnd);
    const { written, other, reference } = wordsOf(alt.direction);
    pushFinding(
      out,
      contextLmRule,
      token.coreStart,
      word.length,
      [fix],
      message(CONTEXT_LM_RULE_ID, { fix, lemma: written, other }),
      reference,
    );
    return;
  }
}

export const contextLmRule: Rule = {
  id: CONTEXT_LM_RULE_ID,
  category: ruleInfo(CONTEXT_LM_RULE_ID).category,
  run(ctx, out) {
    if (!ctx.models?.contextLm) return;
    let n = 0;
    for (const token of ctx.tokens) {
      if ((++n & 63) === 0 && ctx.expired()) return;
      if (ctx.isProtected(token.coreStart, token.coreEnd)) continue;
      checkWord(ctx, token, out);
    }
  },
};
