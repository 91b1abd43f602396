/**
 * Which words of a text spelling.typo looks at: Hangul of 2 to 12 syllables, unknown to
 * hunspell, with a syllable trigram the train corpus never had, and not protected, repeated,
 * before a title or the product's own name. A word screen (a logistic model fitted like the
 * decision, src/data/typo-model.json) spares hunspell most of the rest.
 */
import type { Morph } from '../../analysis/analyzer.ts';
import { POS, isContentTag } from '../../analysis/pos.ts';
import type { Context, Token } from '../../context.ts';
import parameters from '../../data/rule-parameters.json' with { type: 'json' };
import words from '../../data/rules/spelling-typo.json' with { type: 'json' };
import model from '../../data/typo-model.json' with { type: 'json' };
import { isAllHangul } from '../../hangul.ts';
import { isNounTail } from '../../lexicon/noun-tail.ts';
import { isNameOrForeign } from '../analysis-gates.ts';
import { type WordContext, logistic } from './decision.ts';
import { unseenTrigrams } from './syllable-score.ts';

/**
 * The product's own name, with or without a particle (다듬, 다듬에, 다듬으로): no dictionary
 * has it, and one key away lies 다음, so members writing about the product were told to
 * write 다음 (found by checking the product's own Korean copy).
 */
const PRODUCT_NAMES = words.productNames;

function isProductName(word: string): boolean {
  for (const name of PRODUCT_NAMES)
    if (word.startsWith(name) && isNounTail(word.slice(name.length))) return true;
  return false;
}

/** A noun of order or time after the word: 다듬 주에 is 다음 주에 typed wrong, not the product. */
const ORDER_NOUN = new RegExp(
  `^(${words.orderNouns.join('|')})(${words.orderParticles.join('|')})?$`,
);

/** A title after the word marks a name (김민수 씨, 박지영 님, 이 대리). */
const TITLE = new RegExp(`^(${words.titles.join('|')})`);

/**
 * The word screen: a logistic model of the decision on what is known before hunspell is asked
 * (the syllable model's reading of the word and the sentence analysis of it). Fitted on the dev
 * part like the others (src/data/typo-model.json); its threshold is chosen
 * (src/data/rule-parameters.json).
 */
export const WORD_SCREEN_WEIGHTS: Readonly<Record<WordScreenFeature, number>> = model.wordScreen;
export const WORD_SCREEN_THRESHOLD = parameters['spelling.typo'].values.wordScreenThreshold;

type WordScreenFeature =
  'bias' | 'len' | 'unseen' | 'lm' | 'unknown' | 'name' | 'fragments' | 'maxCost' | 'meanCost';

/** The word screen's features and probability. */
export function wordScreen(
  word: string,
  unseen: { count: number; score: number },
  morphs: readonly Morph[],
  name: boolean,
  unknown: boolean,
): { features: Record<WordScreenFeature, number>; probability: number } {
  const n = word.length;
  let fragments = 0;
  let maxCost = -Infinity;
  let sum = 0;
  for (const m of morphs) {
    if (m.surface.length === 1 && isContentTag(m.first)) fragments++;
    maxCost = Math.max(maxCost, m.wordCost);
    sum += m.wordCost;
  }
  const features: Record<WordScreenFeature, number> = {
    bias: 1,
    len: n / 10,
    unseen: Math.min(unseen.count, 4) / 4,
    lm: unseen.score / (n + 1) / 5,
    unknown: unknown ? 1 : 0,
    name: name ? 1 : 0,
    fragments: fragments / n,
    maxCost: morphs.length ? maxCost / 10000 : 0,
    meanCost: sum / n / 10000,
  };
  return { features, probability: logistic(WORD_SCREEN_WEIGHTS, features) };
}

/** How often each word occurs in the text. */
export function wordCounts(ctx: Context): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of ctx.tokens) counts.set(t.core, (counts.get(t.core) ?? 0) + 1);
  return counts;
}

/**
 * The word's place in the text when it is worth candidates: Hangul of 2 to 12 syllables,
 * unknown to hunspell, with a syllable trigram the train corpus never had, not protected, not
 * repeated in the text (a word the writer repeats is meant: a name, a term), not before a title
 * (김민수 씨) and not -ㄴ 데 (주장한데 is 주장한 데, a spacing question). Null otherwise.
 */
export function typoSuspect(
  ctx: Context,
  token: Token,
  repeats: ReadonlyMap<string, number>,
  options: { screen?: boolean; spell?: boolean } = {},
): WordContext | null {
  const models = ctx.models;
  const word = token.core;
  if (!models || word.length < 2 || word.length > 12 || !isAllHangul(word)) return null;
  if ((repeats.get(word) ?? 0) > 1) return null;
  if (isProductName(word) && !ORDER_NOUN.test(ctx.tokens[token.index + 1]?.core ?? '')) return null;
  const unseen = unseenTrigrams(models.lm, word);
  if (unseen.count === 0) return null;
  if (ctx.isProtected(token.coreStart, token.coreEnd)) return null;
  const next = ctx.tokens[token.index + 1];
  if (TITLE.test(next?.core ?? '')) return null;
  const morphs = ctx.morphsIn(token.coreStart, token.coreEnd);
  if (morphs.some((m, i) => m.surface === '데' && morphs[i - 1]?.last === POS.adnominalEnding))
    return null;
  const name = isNameOrForeign(morphs);
  const unknown = morphs.some((m) => m.unknown);
  const screen = wordScreen(word, unseen, morphs, name, unknown);
  if (options.screen !== false && screen.probability < WORD_SCREEN_THRESHOLD) return null;
  if (options.spell !== false && ctx.spell(word) !== false) return null;
  const prev = ctx.tokens[token.index - 1];
  const lead = ctx.text.slice(token.start, token.coreStart);
  const tail = ctx.text.slice(token.coreEnd, token.end);
  return {
    name,
    unknown,
    screen: screen.features,
    inContext: (w) =>
      (prev && lead === '' ? `${prev.text} ` : '') +
      lead +
      w +
      tail +
      (next && tail === '' ? ` ${next.text}` : ''),
  };
}
