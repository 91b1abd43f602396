/**
 * Spacing data from corpus lines: the gold spacing of a sentence, the noisy inputs the model is
 * trained and evaluated on, and the space-position F1 of the Kiwi spacing benchmark.
 */
import { toCompact, type CompactText } from '../src/spacing/features.ts';

export interface SpacingExample {
  /** The sentence as written (whitespace runs collapsed). */
  text: string;
  compact: CompactText;
}

export function spacingExample(line: string): SpacingExample {
  const text = line.replace(/\s+/g, ' ').trim();
  return { text, compact: toCompact(text) };
}

/**
 * Drop each typed space with probability `drop` and insert one at each other gap with
 * probability `insert`: the "partly damaged" input of the evaluation (15% / 5%).
 */
export function damage(
  gold: Uint8Array,
  drop: number,
  insert: number,
  random: () => number,
): Uint8Array {
  const out = new Uint8Array(gold.length);
  for (let g = 1; g < gold.length; g++) {
    if (gold[g]) out[g] = random() < drop ? 0 : 1;
    else out[g] = random() < insert ? 1 : 0;
  }
  return out;
}

/** Rebuild a text from a compact string and a space vector. */
export function withSpaces(compact: string, spaces: ArrayLike<number>): string {
  let out = '';
  for (let i = 0; i < compact.length; i++) {
    if (i > 0 && spaces[i]) out += ' ';
    out += compact[i];
  }
  return out;
}

/**
 * Space-position F1 of one sentence: positions are the gaps of the compact text; a sentence
 * with no gold and no predicted space scores 1, one with only one of them 0.
 */
export function spaceF1(gold: ArrayLike<number>, predicted: ArrayLike<number>): number {
  let tp = 0;
  let g = 0;
  let p = 0;
  for (let i = 1; i < gold.length; i++) {
    const a = gold[i] ? 1 : 0;
    const b = predicted[i] ? 1 : 0;
    g += a;
    p += b;
    if (a && b) tp++;
  }
  if (g === 0 && p === 0) return 1;
  if (g === 0 || p === 0) return 0;
  return (2 * tp) / (g + p);
}
