/**
 * The spacing model: logistic regression over hashed gap features (`features.ts`), trained by
 * `npm run train:spacing` on the corpora's train part and shipped as
 * src/data/spacing-model.bin. Weights are stored as int8 with one scale factor.
 *
 * Layout: "DDSP" magic, u32 version, u32 bits, f32 scale, f32 bias, then 2^bits int8 weights.
 */
import type { Analyzer } from '../analysis/analyzer.ts';
import {
  MAX_FEATURES_PER_GAP,
  analyseGaps,
  encodeChars,
  gapFeatures,
  type CompactText,
  type GapAnalysis,
} from './features.ts';

export const SPACING_MAGIC = 0x50534444; // "DDSP"
export const SPACING_VERSION = 1;

export interface SpacingModel {
  readonly bits: number;
  readonly scale: number;
  readonly bias: number;
  /** Either trained floats (training) or quantised int8 weights (shipped). */
  readonly weights: Float32Array | Int8Array;
}

export function readSpacingModel(buffer: ArrayBufferLike, byteOffset = 0): SpacingModel {
  const view = new DataView(buffer, byteOffset);
  if (view.getUint32(0, true) !== SPACING_MAGIC) throw new Error('not a Dadeum spacing model');
  const version = view.getUint32(4, true);
  if (version !== SPACING_VERSION)
    throw new Error(`spacing model version ${version}, expected ${SPACING_VERSION}`);
  const bits = view.getUint32(8, true);
  return {
    bits,
    scale: view.getFloat32(12, true),
    bias: view.getFloat32(16, true),
    weights: new Int8Array(buffer, byteOffset + 20, 1 << bits),
  };
}

/** Quantise float weights to int8 and serialise (training script). */
export function writeSpacingModel(weights: Float32Array, bias: number, bits: number): Uint8Array {
  let max = 0;
  for (let i = 0; i < weights.length; i++) max = Math.max(max, Math.abs(weights[i] as number));
  const scale = max / 127 || 1;
  const bytes = new Uint8Array(20 + weights.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, SPACING_MAGIC, true);
  view.setUint32(4, SPACING_VERSION, true);
  view.setUint32(8, bits, true);
  view.setFloat32(12, scale, true);
  view.setFloat32(16, bias, true);
  const q = new Int8Array(bytes.buffer, 20, weights.length);
  for (let i = 0; i < weights.length; i++)
    q[i] = Math.max(-127, Math.min(127, Math.round((weights[i] as number) / scale)));
  return bytes;
}

// One gap's feature indexes (scoreGaps runs to the end without yielding: one scratch will do).
const featureScratch = new Int32Array(MAX_FEATURES_PER_GAP);

/** P(space) per gap of a compact text, with or without the typed spaces as evidence. */
export function scoreGaps(
  analyzer: Analyzer,
  model: SpacingModel,
  compact: CompactText,
  observed: Uint8Array | null,
  /**
   * The gaps' analysis. With typed spaces (`observed`) it must come from the analysis of the
   * text as typed (analyseTypedGaps), as in training; without, the joined text's is computed.
   */
  gapAnalysis?: GapAnalysis,
): Float32Array {
  const text = compact.compact;
  const probability = new Float32Array(text.length + 1);
  if (text.length < 2) return probability;
  const gaps = gapAnalysis ?? analyseGaps(analyzer, text);
  const { codes, finals } = encodeChars(text);
  const mask = (1 << model.bits) - 1;
  const buf = featureScratch;
  const { weights, scale, bias } = model;
  for (let g = 1; g < text.length; g++) {
    const end = gapFeatures(codes, finals, gaps, observed, g, mask, buf, 0);
    let z = 0;
    for (let k = 0; k < end; k++) z += weights[buf[k] as number] as number;
    z = bias + z * scale;
    probability[g] = 1 / (1 + Math.exp(-z));
  }
  return probability;
}
