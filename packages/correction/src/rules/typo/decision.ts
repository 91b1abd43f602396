/**
 * The decision of spelling.typo: is the best candidate the right fix? The candidates the
 * syllable model ranks first are checked by hunspell and the analyser (a candidate with an
 * unknown morpheme, or read as a proper noun that hunspell does not know, is no word); the best
 * of them goes to a logistic model with what the analyser says of the word as written. A
 * screen on the syllable model alone drops most words before that work. The weights are fitted
 * (src/data/typo-model.json, scripts/fit-typo-model.ts), the thresholds chosen
 * (src/data/rule-parameters.json).
 */
import type { Analyzer } from '../../analysis/analyzer.ts';
import { POS, isContentTag } from '../../analysis/pos.ts';
import parameters from '../../data/rule-parameters.json' with { type: 'json' };
import model from '../../data/typo-model.json' with { type: 'json' };
import type { SyllableLm } from '../../lm/syllable-lm.ts';
import { candidatesOf } from './candidates.ts';
import type { Candidate, EditKind } from './edits.ts';
import { Written } from './syllable-score.ts';

/**
 * Logistic model of "the best candidate is the right fix", fitted on the dev part: injected
 * typos and spellings by ear (positives when the candidate is the gold word) against the dev
 * part's words as written (hunspell-unknown words with an unseen trigram) and wrong fixes.
 * Features are scaled as in `decisionFeatures`.
 */
export const DECISION_WEIGHTS: Readonly<Record<Feature, number>> = model.decision;
type Feature =
  | 'bias'
  | 'gain'
  | 'dcost'
  | 'gap'
  | 'unkW'
  | 'name'
  | 'wcost'
  | 'ccost'
  | 'pron'
  | 'edits'
  | 'len'
  | 'lm'
  | 'dctx'
  | 'spellC'
  | 'maxcC'
  | 'morphsW'
  | 'fragmentsW';

const CHOSEN = parameters['spelling.typo'].values;

/**
 * Flag when the model gives the fix at least `threshold` probability; for a word the analysis
 * reads as a name or foreign word only with overwhelming evidence (`nameThreshold`).
 */
export const DECISION = { threshold: CHOSEN.threshold, nameThreshold: CHOSEN.nameThreshold };

/** A name, a foreign word or a word the analyser knows needs overwhelming evidence. */
export function thresholdFor(where: WordContext, scored: Scored): number {
  return where.name || scored.analyserKnows ? DECISION.nameThreshold : DECISION.threshold;
}

interface Reading {
  cost: number;
  unknown: boolean;
  /** A proper noun or a foreign word in the analysis. */
  name: boolean;
  morphs: number;
  /** Content morphemes of a single syllable (fragments of a typo's analysis). */
  fragments: number;
  maxCost: number;
}

function readingOf(analyzer: Analyzer, word: string): Reading {
  const morphs = analyzer.analyze(word);
  let fragments = 0;
  let maxCost = -Infinity;
  for (const m of morphs) {
    if (m.surface.length === 1 && isContentTag(m.first)) fragments++;
    maxCost = Math.max(maxCost, m.wordCost);
  }
  return {
    cost: analyzer.costOf(morphs),
    unknown: morphs.some((m) => m.unknown),
    name: morphs.some(
      (m) => m.pos === POS.properNoun || m.first === POS.properNoun || m.pos === POS.foreign,
    ),
    morphs: morphs.length,
    fragments,
    maxCost,
  };
}

/** The models and the dictionary a decision reads. */
export interface SpellingEnv {
  lm: SyllableLm;
  analyzer: Analyzer;
  /** hunspell: true/false, or null without a dictionary. */
  spell(word: string): boolean | null;
}

interface Verified extends Candidate {
  spell: boolean;
  reading: Reading;
  sel: number;
}

export interface Decision {
  /** The suggested spelling. */
  word: string;
  kinds: EditKind[];
  probability: number;
}

/** What the model needs to know about the word's place in the text. */
export interface WordContext {
  /** The analysis reads the word as (part of) a name or a foreign word in its sentence. */
  name: boolean;
  /** The sentence's analysis has an unknown morpheme in the word. */
  unknown: boolean;
  /** The word screen's features (for fitting; see wordScreen). */
  screen?: Record<string, number>;
  /** The word with what stands before and after it, to compare costs in context. */
  inContext(word: string): string;
}

/** Decide on one hunspell-unknown word: the candidate to suggest, or null. */
export function decide(
  env: SpellingEnv,
  word: string,
  where: WordContext,
  limit = 6,
): Decision | null {
  const scored = scoreWord(env, word, where, { limit });
  if (!scored) return null;
  if (scored.probability < thresholdFor(where, scored)) return null;
  return { word: scored.word, kinds: scored.kinds, probability: scored.probability };
}

/**
 * The screen: a logistic model of the final decision on what the syllable model alone says
 * (before any candidate is looked up in hunspell or analysed). Words it gives less than
 * `SCREEN_THRESHOLD` are dropped early.
 */
export const SCREEN_WEIGHTS: Readonly<Record<ScreenFeature, number>> = model.screen;
type ScreenFeature = 'bias' | 'gain' | 'gap' | 'name' | 'unknown' | 'len' | 'lm' | 'pron' | 'edits';
export const SCREEN_THRESHOLD = CHOSEN.screenThreshold;

export interface Scored extends Decision {
  /**
   * The analyser reads the word as written with no unknown morpheme and at no more cost than
   * the fix: a word it knows, which needs overwhelming evidence like a name.
   */
  analyserKnows: boolean;
  features: Record<Feature, number>;
  screen: Record<ScreenFeature, number>;
  screenProbability: number;
  /** The candidates hunspell and the analyser accept, best first. */
  candidates: string[];
  /** The same with what produced each. */
  viable: Array<{ word: string; kinds: EditKind[] }>;
}

/** The probability of a logistic model with these weights, over the features in their order. */
export const logistic = <K extends string>(
  weights: Readonly<Record<K, number>>,
  x: Record<K, number>,
) => {
  let z = 0;
  for (const k of Object.keys(weights) as K[]) z += weights[k] * x[k];
  return 1 / (1 + Math.exp(-z));
};

/** The screen's features: the syllable model's reading of the word and its best candidates. */
function screenFeatures(
  w: Written,
  candidates: readonly Candidate[],
  where: WordContext,
): Record<ScreenFeature, number> {
  const top = candidates[0] as Candidate;
  const n = w.word.length;
  return {
    bias: 1,
    gain: top.gain / 10,
    gap: (candidates[1] ? Math.min(8, top.gain - candidates[1].gain) : 8) / 8,
    name: where.name ? 1 : 0,
    unknown: where.unknown ? 1 : 0,
    len: n / 10,
    lm: w.score / (n + 1) / 5,
    pron: top.kinds[0] === 'typo' ? 0 : 1,
    edits: top.kinds.length / 3,
  };
}

/**
 * hunspell and the analyser, best candidate first, only as far as the best two can change
 * (a hunspell word gets 3 more; the gap to the second counts up to 8): the candidates that
 * are words, best first.
 */
function verified(env: SpellingEnv, candidates: readonly Candidate[]): Verified[] {
  const viable: Verified[] = [];
  for (const c of candidates) {
    const first = viable[0];
    const second = viable[1];
    if (second && c.gain + 3 <= second.sel) break;
    if (first && c.gain + 3 <= first.sel - 8) break;
    const spell = env.spell(c.word) === true;
    const reading = readingOf(env.analyzer, c.word);
    if (reading.unknown || (reading.name && !spell)) continue;
    viable.push({ ...c, spell, reading, sel: c.gain + (spell ? 3 : 0) });
    viable.sort((a, b) => b.sel - a.sel);
  }
  return viable;
}

/** The decision's features of the best verified candidate against the word as written. */
function decisionFeatures(
  env: SpellingEnv,
  w: Written,
  where: WordContext,
  mine: Reading,
  best: Verified,
  second: Verified | undefined,
): Record<Feature, number> {
  const word = w.word;
  const n = word.length;
  const inContext = env.analyzer.pathCost(where.inContext(word));
  return {
    bias: 1,
    gain: best.gain / 10,
    dcost: (mine.cost - best.reading.cost) / 10000,
    gap: (second ? Math.min(8, best.sel - second.sel) : 8) / 8,
    unkW: mine.unknown ? 1 : 0,
    name: where.name ? 1 : 0,
    wcost: mine.cost / n / 10000,
    ccost: best.reading.cost / best.word.length / 10000,
    pron: best.kinds[0] === 'typo' ? 0 : 1,
    edits: best.kinds.length / 3,
    len: n / 10,
    lm: w.score / (n + 1) / 5,
    dctx: (inContext - env.analyzer.pathCost(where.inContext(best.word))) / 10000,
    spellC: best.spell ? 1 : 0,
    maxcC: best.reading.maxCost / 10000,
    morphsW: mine.morphs / n,
    fragmentsW: mine.fragments / n,
  };
}

/**
 * The best candidate with the models' features and probabilities (for `decide` and tuning);
 * null when there is no candidate, or (with `screen`) when the screen drops the word.
 */
export function scoreWord(
  env: SpellingEnv,
  word: string,
  where: WordContext,
  options: { limit?: number; screen?: boolean } = {},
): Scored | null {
  const w = new Written(env.lm, word);
  if (w.unseenCount === 0) return null;
  const candidates = candidatesOf(w, options.limit ?? 6);
  if (!candidates[0]) return null;
  const screen = screenFeatures(w, candidates, where);
  const screenProbability = logistic(SCREEN_WEIGHTS, screen);
  if (options.screen !== false && screenProbability < SCREEN_THRESHOLD) return null;
  const viable = verified(env, candidates);
  const best = viable[0];
  if (!best) return null;
  const mine = readingOf(env.analyzer, word);
  const x = decisionFeatures(env, w, where, mine, best, viable[1]);
  return {
    word: best.word,
    kinds: best.kinds,
    analyserKnows: !mine.unknown && mine.cost <= best.reading.cost,
    probability: logistic(DECISION_WEIGHTS, x),
    features: x,
    screen,
    screenProbability,
    candidates: viable.map((c) => c.word),
    viable: viable.map((c) => ({ word: c.word, kinds: c.kinds })),
  };
}
