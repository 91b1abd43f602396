/**
 * `npx tsx scripts/fit-typo-model.ts [--limit N]`: fits the three logistic models of
 * the noisy-channel speller (spelling.typo, src/rules/typo/keyboard.ts) on the dev
 * part of the corpora, never the test part, and prints their weights as they are written there,
 * with the dev figures behind the thresholds.
 *
 * Data: the dev part's spelling noise (scripts/spelling-noise.ts, seed 13, 2,000 cases:
 * a case is a positive when the best candidate is the gold word) and every word of the dev part
 * as written that reaches the rule (negatives: the corpus's own slips count against the model
 * too, so the fitted model is if anything too cautious). The models:
 *
 * 1. DECISION_WEIGHTS: is the best candidate the right fix? (negatives weighted 3 to 1.)
 * 2. SCREEN_WEIGHTS: the same question from the syllable model alone, before hunspell and the
 *    analyser check candidates; fitted to keep the words the decision gives p >= 0.5.
 * 3. WORD_SCREEN_WEIGHTS: the same again before hunspell is asked about the word at all.
 *
 * Deterministic: logistic regression by full-batch Adam from zero weights.
 */
import { createContext, createSpellCache, type Token } from '../src/context.ts';
import {
  SCREEN_THRESHOLD,
  scoreWord,
  type Scored,
  type SpellingEnv,
} from '../src/rules/typo/decision.ts';
import { WORD_SCREEN_THRESHOLD, typoSuspect, wordCounts } from '../src/rules/typo/suspect.ts';
import { loadEngineModels, loadKoreanDictionary } from '../src/node/engine-files.ts';
import { readCorpus } from './corpus.ts';
import { generateNoise, loadNoiseLexicon } from './noise.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const limit = Number(arg('limit') ?? Infinity);

const models = loadEngineModels();
const spell = createSpellCache(await loadKoreanDictionary());
const env: SpellingEnv = { lm: models.lm, analyzer: models.analyzer, spell };

interface Item {
  /** A noise case (its gold word) or a word of the dev part as written (null). */
  gold: string | null;
  text: string;
  name: boolean;
  /** Word screen features (before hunspell). */
  word: Record<string, number>;
  known: boolean;
  scored: Scored | null;
}

function itemsOf(text: string, gold: string | null, only?: [number, number]): Item[] {
  const ctx = createContext(text, spell, true, models);
  const repeats = wordCounts(ctx);
  const out: Item[] = [];
  for (const token of ctx.tokens as Token[]) {
    if (only && (token.coreStart !== only[0] || token.coreEnd !== only[1])) continue;
    const where = typoSuspect(ctx, token, repeats, { screen: false, spell: false });
    if (!where) continue;
    const known = spell(token.core) !== false;
    out.push({
      gold,
      text,
      name: where.name,
      word: where.screen ?? {},
      known,
      scored: known ? null : scoreWord(env, token.core, where, { screen: false }),
    });
  }
  return out;
}

const dev = readCorpus('dev').slice(0, limit);
const cases = generateNoise(dev, {
  seed: 13,
  limit: 3000,
  spellingLimit: 2000,
  lexicon: await loadNoiseLexicon(),
}).filter((c) => c.type.startsWith('typo.') || c.type.startsWith('pron.'));
const noisy = cases.flatMap((c) =>
  itemsOf(c.noisy, c.edit.replacement, [c.edit.offset, c.edit.offset + c.edit.length]),
);
const clean = dev.flatMap((l) => itemsOf(l.text, null));
const eojeol = dev.reduce((n, l) => n + l.text.split(/\s+/).filter(Boolean).length, 0);
console.log(
  `dev: ${cases.length} spelling noise cases (${noisy.length} reach the rule), ` +
    `${clean.length} words as written reach it (${eojeol} eojeol)`,
);

// --- Logistic regression ---------------------------------------------------------------------

interface Example {
  x: number[];
  y: number;
}
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const dot = (w: readonly number[], x: readonly number[]) =>
  x.reduce((s, v, i) => s + v * (w[i] as number), 0);

function fit(data: readonly Example[], positive: number, negative: number, l2: number): number[] {
  const size = (data[0] as Example).x.length;
  const w = new Array<number>(size).fill(0);
  const m = new Array<number>(size).fill(0);
  const v = new Array<number>(size).fill(0);
  for (let epoch = 1; epoch <= 2000; epoch++) {
    const g = new Array<number>(size).fill(0);
    for (const d of data) {
      const err = (sigmoid(dot(w, d.x)) - d.y) * (d.y ? positive : negative);
      for (let i = 0; i < size; i++) g[i] = (g[i] as number) + err * (d.x[i] as number);
    }
    for (let i = 0; i < size; i++) {
      const gi = (g[i] as number) / data.length + (i > 0 ? l2 * (w[i] as number) : 0);
      m[i] = 0.9 * (m[i] as number) + 0.1 * gi;
      v[i] = 0.999 * (v[i] as number) + 0.001 * gi * gi;
      const mh = (m[i] as number) / (1 - 0.9 ** epoch);
      const vh = (v[i] as number) / (1 - 0.999 ** epoch);
      w[i] = (w[i] as number) - (0.05 * mh) / (Math.sqrt(vh) + 1e-8);
    }
  }
  return w;
}

const show = (name: string, keys: readonly string[], w: readonly number[]) =>
  `export const ${name} = {\n${keys.map((k, i) => `  ${k}: ${(w[i] as number).toFixed(2)},`).join('\n')}\n} as const;`;

// 1. The decision.
const scored = [...noisy, ...clean].filter((i) => i.scored);
const keys = Object.keys((scored[0] as Item).scored?.features ?? {});
const decisionData = scored.map((i) => ({
  x: keys.map((k) => (i.scored as Scored).features[k as keyof Scored['features']]),
  y: i.gold !== null && i.scored?.word === i.gold ? 1 : 0,
}));
const decision = fit(decisionData, 1, 3, 1e-3);
console.log(`\n${show('DECISION_WEIGHTS', keys, decision)}`);
const probability = new Map(scored.map((i, k) => [i, sigmoid(dot(decision, decisionData[k]!.x))]));
console.log('\nthreshold  detected  exact fix  precision  dev words flagged (names need 0.9)');
for (const th of [0.4, 0.5, 0.6, 0.7, 0.8]) {
  let right = 0;
  let wrong = 0;
  let flagged = 0;
  for (const [i, p] of probability) {
    if (p < (i.name ? Math.max(th, 0.9) : th)) continue;
    if (i.gold === null) flagged++;
    else if (i.scored?.word === i.gold) right++;
    else wrong++;
  }
  console.log(
    `${th.toFixed(1).padStart(9)}  ${((right + wrong) / cases.length).toFixed(3).padStart(8)}  ` +
      `${(right / cases.length).toFixed(3).padStart(9)}  ${(right / Math.max(1, right + wrong)).toFixed(3).padStart(9)}  ` +
      `${flagged} (${((flagged / eojeol) * 1000).toFixed(2)} per 1,000 eojeol)`,
  );
}

// 2 and 3. The screens keep the words the decision gives at least KEEP.
const KEEP = 0.5;
function screen(
  name: string,
  items: Item[],
  features: (i: Item) => Record<string, number>,
  threshold: number,
) {
  const ks = Object.keys(features(items[0] as Item));
  const data = items.map((i) => ({
    x: ks.map((k) => features(i)[k] as number),
    y: (probability.get(i) ?? 0) >= KEEP ? 1 : 0,
  }));
  const w = fit(data, 30, 1, 1e-4);
  console.log(`\n${show(name, ks, w)}`);
  const kept = data.filter((d) => d.y).length;
  for (const t of [0.05, 0.1, 0.2, 0.3]) {
    const pass = data.map((d) => sigmoid(dot(w, d.x)) >= t);
    const keep = data.filter((d, k) => d.y && pass[k]).length / Math.max(1, kept);
    const rest = items.filter((i, k) => i.gold === null && pass[k]).length;
    console.log(
      `  at ${t.toFixed(2)}${t === threshold ? ' (used)' : ''}: keeps ${keep.toFixed(4)} of the words ` +
        `with p >= ${KEEP}; ${rest} of the dev words as written go on`,
    );
  }
}
screen('SCREEN_WEIGHTS', scored, (i) => (i.scored as Scored).screen, SCREEN_THRESHOLD);
screen('WORD_SCREEN_WEIGHTS', [...noisy, ...clean], (i) => i.word, WORD_SCREEN_THRESHOLD);
