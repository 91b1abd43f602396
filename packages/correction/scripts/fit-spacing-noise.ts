/**
 * `npm run fit:spacing-noise`: fits the noise-aware second pass of the spacing model
 * (src/spacing/noise.ts) and writes its 15 weights to src/data/spacing-noise.json (rounded to
 * six decimals; the engine reads that file, so nothing is pasted by hand).
 *
 * The data are the dev part of the corpora (never the test part), each sentence twice: as
 * written, and damaged at rates drawn per sentence as in train:spacing (up to 30% of the spaces
 * dropped, up to 10% of the other gaps given one). The spacing model was trained on the train
 * part, so its output on dev text is what the checker sees; a second pass fitted on the train
 * part would learn from an overconfident model. Each sentence is cut into segments as the
 * checker cuts it, and the model reads each segment through the analysis of the typed text.
 * Logistic regression, full-batch gradient descent on standardised features.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { segmentsOf } from '../src/rules/model-spacing/segments.ts';
import { analyseTypedGaps, toCompact } from '../src/spacing/features.ts';
import { scoreGaps } from '../src/spacing/model.ts';
import { NOISE_FEATURES, noiseFeatures } from '../src/spacing/noise.ts';
import { loadEngineModels } from '../src/node/engine-files.ts';
import { seededRandom } from '../src/seeded-random.ts';
import { readCorpus } from './corpus.ts';
import { damage, spacingExample, withSpaces } from './spacing-data.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
/** --out FILE writes elsewhere (the reproducibility test); --limit N reads N dev lines only. */
const OUT = arg('out') ?? join(import.meta.dirname, '../src/data/spacing-noise.json');
const LIMIT = Number(arg('limit') ?? Infinity);
const ITERATIONS = 400;

const t0 = performance.now();
const models = loadEngineModels();
const random = seededRandom(20261124);
const rows: number[] = [];
const labels: number[] = [];

for (const line of readCorpus('dev').slice(0, LIMIT)) {
  const { compact } = spacingExample(line.text);
  if (compact.compact.length < 2 || !/[가-힣]/.test(compact.compact)) continue;
  const gold = compact.observed;
  const damaged = damage(gold, random() * 0.3, random() * 0.1, random);
  for (const spaces of [gold, damaged]) {
    const text = withSpaces(compact.compact, spaces);
    let before = 0; // compact characters of the sentence before the segment
    let scanned = 0;
    for (const { start, end } of segmentsOf(text)) {
      for (; scanned < start; scanned++) if (!/\s/.test(text[scanned] as string)) before++;
      const seg = toCompact(text, start, end);
      const n = seg.compact.length;
      if (n >= 2 && seg.observedCount > 0) {
        const p = scoreGaps(
          models.analyzer,
          models.spacing,
          seg,
          seg.observed,
          analyseTypedGaps(models.analyzer, seg, models.analyzer.analyze(text, start, end)),
        );
        const x = noiseFeatures(seg.compact, p, seg.observed);
        for (let g = 1; g < n; g++) {
          for (let k = 0; k < NOISE_FEATURES; k++) rows.push(x[g * NOISE_FEATURES + k] as number);
          labels.push(gold[before + g] as number);
        }
      }
    }
  }
}

const m = labels.length;
const X = Float64Array.from(rows);
const y = Float64Array.from(labels);
console.log(`${m} gaps from the dev part in ${((performance.now() - t0) / 1000).toFixed(0)} s`);

// Standardise (feature 0 is the constant), fit, then fold the scaling back into the weights.
const mean = new Float64Array(NOISE_FEATURES);
const sd = new Float64Array(NOISE_FEATURES).fill(1);
for (let k = 1; k < NOISE_FEATURES; k++) {
  let s = 0;
  let s2 = 0;
  for (let i = 0; i < m; i++) {
    const v = X[i * NOISE_FEATURES + k] as number;
    s += v;
    s2 += v * v;
  }
  mean[k] = s / m;
  sd[k] = Math.sqrt(Math.max(1e-12, s2 / m - (s / m) ** 2));
}
for (let i = 0; i < m; i++)
  for (let k = 1; k < NOISE_FEATURES; k++) {
    const j = i * NOISE_FEATURES + k;
    X[j] = ((X[j] as number) - (mean[k] as number)) / (sd[k] as number);
  }
const w = new Float64Array(NOISE_FEATURES);
const grad = new Float64Array(NOISE_FEATURES);
let loss = 0;
for (let it = 0; it < ITERATIONS; it++) {
  grad.fill(0);
  loss = 0;
  for (let i = 0; i < m; i++) {
    let z = 0;
    for (let k = 0; k < NOISE_FEATURES; k++)
      z += (w[k] as number) * (X[i * NOISE_FEATURES + k] as number);
    const q = 1 / (1 + Math.exp(-z));
    const label = y[i] as number;
    loss -= Math.log(Math.max(1e-12, label ? q : 1 - q));
    const e = q - label;
    for (let k = 0; k < NOISE_FEATURES; k++)
      grad[k] = (grad[k] as number) + e * (X[i * NOISE_FEATURES + k] as number);
  }
  for (let k = 0; k < NOISE_FEATURES; k++) w[k] = (w[k] as number) - (grad[k] as number) / m;
}
const raw = Array.from(w, (v, k) => (k === 0 ? v : v / (sd[k] as number)));
for (let k = 1; k < NOISE_FEATURES; k++)
  raw[0] = (raw[0] as number) - ((w[k] as number) * (mean[k] as number)) / (sd[k] as number);
console.log(`log loss ${(loss / m).toFixed(5)} per gap after ${ITERATIONS} iterations`);

const source = JSON.stringify(
  {
    about:
      'The weights of the noise-aware second pass of the spacing model (src/spacing/noise.ts), ' +
      'fitted by scripts/fit-spacing-noise.ts on the dev part of the corpora (../shared/corpora, ' +
      'see NOTICE), never the test part; rounded to six decimals. Written by the script ' +
      '(npm run train:all): do not edit.',
    weights: raw.map((v) => Number(v.toFixed(6))),
  },
  null,
  2,
);
// Formatted as the repository's prettier would, so a rebuild leaves no diff.
writeFileSync(OUT, await format(source, { ...(await resolveConfig(OUT)), filepath: OUT }));
console.log(`wrote ${OUT} in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
