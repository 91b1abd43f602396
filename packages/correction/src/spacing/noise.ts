/**
 * The noise-aware second pass over the spacing model's output for typed text. The model scores
 * each gap on its own; whether a moderate disagreement with the typed spacing is a slip depends
 * on how carefully the rest of the sentence is spaced. A sentence with a confident slip
 * elsewhere (학 교에서) is likely to have more; a carefully spaced one rarely does. The second
 * pass is a logistic regression over a few numbers per gap: the model's log-odds at the gap and
 * its neighbours, the typed space, and the disagreement in the rest of the segment.
 *
 * Its weights (`src/data/spacing-noise.json`) are fitted and written by
 * `npm run fit:spacing-noise` on the dev part (damaged at random rates, and as written), never
 * on the test part.
 */
import noise from '../data/spacing-noise.json' with { type: 'json' };
import { isHangulSyllable } from '../hangul.ts';

export const NOISE_FEATURES = 15;

/** The fitted weights, one per feature. */
export const NOISE_WEIGHTS: readonly number[] = noise.weights;

const clip = (v: number, lo: number, hi: number) => (v < lo ? lo : v > hi ? hi : v);

/**
 * The model's log-odds against the typed spacing at a gap whose P(space) is `p` (> 0: it
 * disagrees with what was typed).
 */
export function logOddsAgainst(p: number, typedSpace: boolean): number {
  const q = clip(p, 1e-6, 1 - 1e-6);
  const logOdds = Math.log(q / (1 - q));
  return typedSpace ? -logOdds : logOdds;
}

/** The log-odds against the typed spacing per gap, and the two sums over the segment. */
interface Disagreement {
  against: Float64Array;
  sum: number;
  disagreeing: number;
}

function disagreement(n: number, p: ArrayLike<number>, observed: ArrayLike<number>): Disagreement {
  const against = new Float64Array(n);
  let sum = 0;
  let disagreeing = 0;
  for (let g = 1; g < n; g++) {
    const d = logOddsAgainst(p[g] as number, observed[g] === 1);
    against[g] = d;
    sum += Math.max(0, d - 2);
    if (d > 0) disagreeing++;
  }
  return { against, sum, disagreeing };
}

/** Writes the NOISE_FEATURES features of gap g into `out` from `f`. */
function gapNoiseFeatures(
  compact: string,
  observed: ArrayLike<number>,
  { against, sum, disagreeing }: Disagreement,
  g: number,
  out: Float64Array,
  f: number,
): void {
  const n = compact.length;
  const d = against[g] as number;
  const rest = Math.log1p(sum - Math.max(0, d - 2));
  const share = (disagreeing - (d > 0 ? 1 : 0)) / Math.max(1, n - 1);
  const typed = observed[g] === 1 ? 1 : 0;
  const x = clip(typed ? -d : d, -10, 10); // the model's log-odds of a space
  const hangul = isHangulSyllable(compact[g - 1]) && isHangulSyllable(compact[g]) ? 1 : 0;
  const left = g > 1 ? clip(against[g - 1] as number, -8, 8) : 0;
  const right = g + 1 < n ? clip(against[g + 1] as number, -8, 8) : 0;
  out[f] = 1;
  out[f + 1] = x;
  out[f + 2] = typed;
  out[f + 3] = x * typed;
  out[f + 4] = rest;
  out[f + 5] = typed * rest;
  out[f + 6] = x * rest;
  out[f + 7] = share;
  out[f + 8] = typed * share;
  out[f + 9] = hangul;
  out[f + 10] = hangul * x;
  out[f + 11] = left;
  out[f + 12] = right;
  out[f + 13] = typed * Math.max(left, 0);
  out[f + 14] = typed * Math.max(right, 0);
}

/**
 * The features of every gap g (1 <= g < n) of one segment, NOISE_FEATURES per gap from
 * g * NOISE_FEATURES; `p` is the model's P(space) given the typed spaces `observed`.
 */
export function noiseFeatures(
  compact: string,
  p: ArrayLike<number>,
  observed: ArrayLike<number>,
): Float64Array {
  const n = compact.length;
  const sums = disagreement(n, p, observed);
  const out = new Float64Array(n * NOISE_FEATURES);
  for (let g = 1; g < n; g++) gapNoiseFeatures(compact, observed, sums, g, out, g * NOISE_FEATURES);
  return out;
}

/** P(space) at every gap of a segment after the second pass (index 0 unused). */
export function noiseAware(
  compact: string,
  p: ArrayLike<number>,
  observed: ArrayLike<number>,
  weights: ArrayLike<number> = NOISE_WEIGHTS,
): Float32Array {
  const n = compact.length;
  const sums = disagreement(n, p, observed);
  // One gap's features at a time (as noiseFeatures writes them), not the segment's table.
  const x = new Float64Array(NOISE_FEATURES);
  const out = new Float32Array(n);
  for (let g = 1; g < n; g++) {
    gapNoiseFeatures(compact, observed, sums, g, x, 0);
    let z = 0;
    for (let k = 0; k < NOISE_FEATURES; k++) z += (weights[k] as number) * (x[k] as number);
    out[g] = 1 / (1 + Math.exp(-z));
  }
  return out;
}
