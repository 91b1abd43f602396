/**
 * The costs of an analysis beyond the dictionary's own: mecab-ko's left-space penalty, the
 * cheapest connection into each left id (a bound the search prunes with), and the cost of a
 * path read back from its morphs.
 */
import type { Morph } from './analyzer.ts';
import { type AnalyzerDictionary, ENTRY_SIZE, type EntryFeature } from './dictionary.ts';

/** mecab-ko's left-space penalty (dicrc left-space-penalty-factor): particles, endings, suffixes. */
export function spacePenaltyOf(feature: EntryFeature): number {
  const p = feature.first !== '*' ? feature.first : feature.pos;
  if (p.startsWith('J') || p.startsWith('E') || p.startsWith('XS') || p === 'VCP') return 6000;
  return 0;
}

/** The cheapest connection into each left id (the minimum of its column). */
export function columnMins(
  connection: Int16Array,
  rightSize: number,
  leftSize: number,
): Int16Array {
  const out = new Int16Array(leftSize).fill(32767);
  for (let r = 0; r < rightSize; r++) {
    const base = r * leftSize;
    for (let l = 0; l < leftSize; l++) {
      const v = connection[base + l] as number;
      if (v < (out[l] as number)) out[l] = v;
    }
  }
  return out;
}

/** Left and right context ids of the unknown-word entries, by feature id (per dictionary). */
const UNKNOWN_IDS = new WeakMap<object, Map<number, [number, number]>>();

/**
 * Cost of an analysis (word and connection costs from BOS to EOS, as Analyzer.pathCost) from
 * its morphs: the analyser's best path read back, without a second search. The word has no
 * space inside, so no space penalty applies.
 */
export function costOfPath(d: AnalyzerDictionary, morphs: readonly Morph[]): number {
  let unknown = UNKNOWN_IDS.get(d);
  if (!unknown) {
    unknown = new Map();
    for (const c of d.header.categories)
      for (const u of c.unknown) unknown.set(u.feature, [u.left, u.right]);
    UNKNOWN_IDS.set(d, unknown);
  }
  const leftSize = d.header.leftSize;
  let right = 0; // BOS
  let cost = 0;
  for (const m of morphs) {
    let l: number;
    let r: number;
    if (m.entry >= 0) {
      l = d.entries[m.entry * ENTRY_SIZE] as number;
      r = d.entries[m.entry * ENTRY_SIZE + 1] as number;
    } else [l, r] = unknown.get(-m.entry - 1) as [number, number];
    cost += (d.connection[right * leftSize + l] as number) + m.wordCost;
    right = r;
  }
  return cost + (d.connection[right * leftSize] as number);
}
