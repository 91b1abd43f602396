/**
 * Words weighed in their sentence by the contextual language model (context-lm.ts): the text
 * around a span, up to WINDOW words either side within its sentence, is analysed whole with
 * each candidate in the span and scored. Used to choose between the suggestions of a finding
 * (어떻해 해야 할지 -> 어떻게, 시험을 망쳤는데 어떻해 -> 어떡해) and by grammar.context-lm.
 */
import type { Morph } from '../analysis/analyzer.ts';
import type { Context, Token } from '../context.ts';
import { scoreTokens, tokensOf } from './context-lm.ts';

/** Words either side of the span that the model reads with it. */
export const WINDOW = 3;

/** A suggestion moves ahead of the first only when the sentence reads this much likelier (ln). */
export const RANK_MARGIN = 1;

const endsSentence = (t: Token) => /[.?!]["'”’)\]]*$/.test(t.text);

const unknowns = (morphs: readonly Morph[]) => morphs.reduce((n, m) => n + (m.unknown ? 1 : 0), 0);

/** Index of the token that contains offset `at` (or the last before it). */
function tokenAt(tokens: readonly Token[], at: number): number {
  let lo = 0;
  let hi = tokens.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((tokens[mid] as Token).start <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * ln p of the window with each text in [start, end) (the text as written is not scored unless it
 * is one of them), and how many unknown morphemes each reading has. Null without the model.
 */
export function scoreInContext(
  ctx: Context,
  start: number,
  end: number,
  texts: readonly string[],
): Array<{ logProb: number; unknown: number }> | null {
  const lm = ctx.models?.contextLm;
  const analyzer = ctx.models?.analyzer;
  const tokens = ctx.tokens;
  if (!lm || !analyzer || tokens.length === 0) return null;
  const first = tokenAt(tokens, start);
  const last = Math.max(first, tokenAt(tokens, Math.max(start, end - 1)));
  let lo = first;
  while (lo > 0 && first - lo < WINDOW && !endsSentence(tokens[lo - 1] as Token)) lo--;
  let hi = last;
  while (hi < tokens.length - 1 && hi - last < WINDOW && !endsSentence(tokens[hi] as Token)) hi++;
  const options = {
    bos: lo === 0 || endsSentence(tokens[lo - 1] as Token),
    eos: hi === tokens.length - 1 || endsSentence(tokens[hi] as Token),
  };
  const from = Math.min((tokens[lo] as Token).start, start);
  const to = Math.max((tokens[hi] as Token).end, end);
  const before = ctx.text.slice(from, start);
  const after = ctx.text.slice(end, to);
  return texts.map((t) => {
    const morphs = analyzer.analyze(before + t + after);
    return {
      logProb: scoreTokens(lm, tokensOf(morphs), options).logProb,
      unknown: unknowns(morphs),
    };
  });
}

/**
 * How much likelier (ln) the window reads with `replacement` in [start, end) than as written,
 * and how many more unknown morphemes it then has. Null without the model.
 */
export function gainInContext(
  ctx: Context,
  start: number,
  end: number,
  replacement: string,
): { gain: number; unknown: number } | null {
  const [written, other] =
    scoreInContext(ctx, start, end, [ctx.text.slice(start, end), replacement]) ?? [];
  if (!written || !other) return null;
  return { gain: other.logProb - written.logProb, unknown: other.unknown - written.unknown };
}

/**
 * The suggestions for [start, end), the likeliest in the sentence first when it reads at least
 * `margin` (RANK_MARGIN by default) likelier than the first as given (the rules list the usual fix first); otherwise
 * as given. A suggestion with more unknown morphemes than the first never moves ahead.
 */
export function rankInContext(
  ctx: Context,
  start: number,
  end: number,
  suggestions: string[],
  margin = RANK_MARGIN,
): string[] {
  if (suggestions.length < 2 || !ctx.models?.contextLm) return suggestions;
  const scores = scoreInContext(ctx, start, end, suggestions);
  if (!scores) return suggestions;
  const head = scores[0] as { logProb: number; unknown: number };
  let best = 0;
  for (let i = 1; i < scores.length; i++) {
    const s = scores[i] as { logProb: number; unknown: number };
    if (
      s.unknown <= head.unknown &&
      s.logProb >= head.logProb + margin &&
      s.logProb > (scores[best] as { logProb: number }).logProb
    )
      best = i;
  }
  if (best === 0) return suggestions;
  return [suggestions[best] as string, ...suggestions.filter((_, i) => i !== best)];
}
