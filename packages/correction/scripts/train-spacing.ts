/**
 * `npm run train:spacing`: trains the spacing model (src/spacing/) on the train part
 * of the corpora and writes src/data/spacing-model.bin. By default each train
 * sentence is seen twice per epoch: run together (every space removed) and with random damage
 * (a share of its spaces dropped and spurious ones inserted, rates drawn per sentence), so one
 * model restores spaces from nothing and weighs typed spaces as evidence. Logistic regression
 * with AdaGrad on hashed features. Prints the dev-part figures (never the test part: that is
 * eval:correction's).
 *
 * Options: --epochs N (default 4), --bits B (default 22), --limit N (train lines, for trials),
 * --lr R (AdaGrad rate, default 0.1), --views N (damaged copies of each sentence per epoch,
 * default 1), --min-count N (slots met fewer times keep weight 0, default 0), --out FILE. Fewer epochs,
 * more views or a count cut-off fit the dev part better but make a less confident model, so
 * the rules' thresholds would need tuning anew before one ships (docs/correction-history.md, step G).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createAnalyzer } from '../src/analysis/analyzer.ts';
import {
  MAX_FEATURES_PER_GAP,
  analyseGaps,
  analyseTypedGaps,
  toCompact,
  encodeChars,
  gapFeatures,
  type GapAnalysis,
} from '../src/spacing/features.ts';
import {
  readSpacingModel,
  scoreGaps,
  writeSpacingModel,
  type SpacingModel,
} from '../src/spacing/model.ts';
import { loadAnalyzerDictionary } from '../src/node/engine-files.ts';
import { seededRandom } from '../src/seeded-random.ts';
import { readCorpus } from './corpus.ts';
import {
  damage,
  spaceF1,
  spacingExample,
  withSpaces,
  type SpacingExample,
} from './spacing-data.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
/** --out FILE writes elsewhere (a trial); the engine reads src/data/spacing-model.bin. */
const outAt = process.argv.indexOf('--out');
export const SPACING_MODEL_FILE =
  outAt >= 0
    ? (process.argv[outAt + 1] as string)
    : join(import.meta.dirname, '../src/data/spacing-model.bin');
const EPOCHS = arg('epochs', 4);
const BITS = arg('bits', 22);
const LIMIT = arg('limit', Infinity);
const LEARNING_RATE = arg('lr', 0.1);
const VIEWS = arg('views', 1);
const MIN_COUNT = arg('min-count', 0);

interface Prepared {
  example: SpacingExample;
  gaps: GapAnalysis;
  codes: Int32Array;
  finals: Uint8Array;
}

const t0 = performance.now();
const analyzer = createAnalyzer(await loadAnalyzerDictionary());
const prepare = (text: string): Prepared | null => {
  const example = spacingExample(text);
  if (example.compact.compact.length < 2) return null;
  const { codes, finals } = encodeChars(example.compact.compact);
  return { example, gaps: analyseGaps(analyzer, example.compact.compact), codes, finals };
};
const train = readCorpus('train')
  .slice(0, LIMIT)
  .map((l) => prepare(l.text))
  .filter((p): p is Prepared => p !== null);
const dev = readCorpus('dev')
  .map((l) => spacingExample(l.text))
  .filter((e) => e.compact.compact.length >= 2);
console.log(
  `train ${train.length} sentences, dev ${dev.length}; analysed in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

const size = 1 << BITS;
const mask = size - 1;
const weights = new Float32Array(size);
const squares = new Float32Array(size);
let bias = 0;
let biasSquare = 0;
const buf = new Int32Array(MAX_FEATURES_PER_GAP);
const random = seededRandom(20261123);

/** The gaps' analysis of a compact text typed with `spaces`: the analysis of the typed text. */
function typedGaps(compact: string, spaces: Uint8Array): GapAnalysis {
  const text = withSpaces(compact, spaces);
  return analyseTypedGaps(analyzer, toCompact(text), analyzer.analyze(text));
}

function learn(p: Prepared, observed: Uint8Array | null, typed?: GapAnalysis): number {
  const gold = p.example.compact.observed;
  const gaps = typed ?? p.gaps;
  let loss = 0;
  for (let g = 1; g < p.codes.length; g++) {
    const end = gapFeatures(p.codes, p.finals, gaps, observed, g, mask, buf, 0);
    let z = bias;
    for (let k = 0; k < end; k++) z += weights[buf[k] as number] as number;
    const y = gold[g] as number;
    const prob = 1 / (1 + Math.exp(-z));
    loss -= Math.log(Math.max(1e-9, y ? prob : 1 - prob));
    const grad = prob - y;
    if (Math.abs(grad) < 1e-4) continue;
    const g2 = grad * grad;
    for (let k = 0; k < end; k++) {
      const f = buf[k] as number;
      if (MIN_COUNT > 0 && (counts[f] as number) < MIN_COUNT) continue;
      const s = (squares[f] as number) + g2;
      squares[f] = s;
      weights[f] = (weights[f] as number) - (LEARNING_RATE * grad) / Math.sqrt(s);
    }
    biasSquare += g2;
    bias -= (LEARNING_RATE * grad) / Math.sqrt(biasSquare);
  }
  return loss;
}

function evaluate(model: SpacingModel, label: string): void {
  const r = seededRandom(7);
  let runTogether = 0;
  let damagedIn = 0;
  let damagedOut = 0;
  let asGiven = 0;
  for (const e of dev) {
    const gold = e.compact.observed;
    const none = scoreGaps(analyzer, model, e.compact, null);
    runTogether += spaceF1(
      gold,
      Array.from(none, (p) => (p >= 0.5 ? 1 : 0)),
    );
    const noisy = damage(gold, 0.15, 0.05, r);
    damagedIn += spaceF1(gold, noisy);
    const hasSpace = noisy.some((v) => v === 1);
    const out = hasSpace
      ? scoreGaps(analyzer, model, e.compact, noisy, typedGaps(e.compact.compact, noisy))
      : scoreGaps(analyzer, model, e.compact, null);
    damagedOut += spaceF1(
      gold,
      Array.from(out, (p) => (p >= 0.5 ? 1 : 0)),
    );
    const given = gold.some((v) => v === 1)
      ? scoreGaps(analyzer, model, e.compact, gold, typedGaps(e.compact.compact, gold))
      : scoreGaps(analyzer, model, e.compact, null);
    asGiven += spaceF1(
      gold,
      Array.from(given, (p) => (p >= 0.5 ? 1 : 0)),
    );
  }
  const n = dev.length;
  console.log(
    `${label}: dev space F1 run-together ${(runTogether / n).toFixed(4)}, ` +
      `damaged ${(damagedIn / n).toFixed(4)} -> ${(damagedOut / n).toFixed(4)}, ` +
      `as given 1.0000 -> ${(asGiven / n).toFixed(4)}`,
  );
}

// With --min-count, slots met fewer times than that (run together and one damaged copy of each
// train sentence) keep weight 0: a cut-off against memorising rare n-grams.
const counts = new Uint8Array(MIN_COUNT > 0 ? size : 0);
if (MIN_COUNT > 0) {
  const countRandom = seededRandom(99);
  const count = (p: Prepared, observed: Uint8Array | null, gaps: GapAnalysis) => {
    for (let g = 1; g < p.codes.length; g++) {
      const end = gapFeatures(p.codes, p.finals, gaps, observed, g, mask, buf, 0);
      for (let k = 0; k < end; k++) {
        const f = buf[k] as number;
        if ((counts[f] as number) < 255) counts[f] = (counts[f] as number) + 1;
      }
    }
  };
  for (const p of train) {
    count(p, null, p.gaps);
    const gold = p.example.compact.observed;
    const noisy = damage(gold, countRandom() * 0.3, countRandom() * 0.1, countRandom);
    if (noisy.some((v) => v === 1)) count(p, noisy, typedGaps(p.example.compact.compact, noisy));
  }
}

for (let epoch = 1; epoch <= EPOCHS; epoch++) {
  const t = performance.now();
  const order = train.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  let loss = 0;
  let gaps = 0;
  for (const i of order) {
    const p = train[i] as Prepared;
    loss += learn(p, null);
    const gold = p.example.compact.observed;
    for (let view = 0; view < VIEWS; view++) {
      const noisy = damage(gold, random() * 0.3, random() * 0.1, random);
      loss += noisy.some((v) => v === 1)
        ? learn(p, noisy, typedGaps(p.example.compact.compact, noisy))
        : learn(p, null);
    }
    gaps += (1 + VIEWS) * (p.codes.length - 1);
  }
  console.log(
    `epoch ${epoch}: loss ${(loss / gaps).toFixed(4)} per gap, ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
}

const bytes = writeSpacingModel(weights, bias, BITS);
const shipped = readSpacingModel(bytes.buffer);
evaluate(shipped, 'int8 model');
mkdirSync(dirname(SPACING_MODEL_FILE), { recursive: true });
writeFileSync(SPACING_MODEL_FILE, bytes);
let nonZero = 0;
for (const w of shipped.weights as Int8Array) if (w !== 0) nonZero++;
console.log(
  `wrote ${SPACING_MODEL_FILE} (${(bytes.length / 1048576).toFixed(1)} MB, ${nonZero} non-zero weights) ` +
    `in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
);
