/**
 * The draw every noise generator shares (surface, spelling and confusable-word noise): each
 * type's share of the cases from its pool of candidate damages, scarcest types first so that a
 * sentence that fits several goes to the one that needs it most, each pool shuffled on a copy
 * (Fisher-Yates with the generator's seeded random), one case per sentence.
 */
import type { CorpusLine } from './corpus.ts';
import type { NoiseType, NoisyCase } from './noise.ts';

/** One candidate damage: [start, end) of the clean line becomes `noisy`; `gold` undoes it. */
export interface PoolEntry {
  line: CorpusLine;
  start: number;
  end: number;
  noisy: string;
  gold: string;
}

/**
 * Takes `want(type)` entries of each type's pool, skipping sentences already used (and adding
 * the ones taken to `used`) and entries `accept` refuses, and returns them as cases.
 */
export function drawFromPools<T extends NoiseType, E extends PoolEntry>(
  types: readonly T[],
  pools: ReadonlyMap<T, readonly E[]>,
  want: (type: T) => number,
  random: () => number,
  used: Set<string>,
  accept: (entry: E) => boolean = () => true,
): NoisyCase[] {
  const cases: NoisyCase[] = [];
  const order = [...types].sort(
    (a, b) => (pools.get(a)?.length ?? 0) - (pools.get(b)?.length ?? 0) || a.localeCompare(b),
  );
  for (const type of order) {
    const shuffled = [...(pools.get(type) ?? [])];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const k = Math.floor(random() * (i + 1));
      [shuffled[i], shuffled[k]] = [shuffled[k] as E, shuffled[i] as E];
    }
    const share = want(type);
    let taken = 0;
    for (const entry of shuffled) {
      if (taken >= share) break;
      if (used.has(entry.line.text) || !accept(entry)) continue;
      used.add(entry.line.text);
      taken++;
      const { line, start, end, noisy, gold } = entry;
      const text = line.text;
      cases.push({
        type,
        source: line.source,
        clean: text,
        noisy: text.slice(0, start) + noisy + text.slice(end),
        edit: { offset: start, length: noisy.length, original: noisy, replacement: gold },
      });
    }
  }
  return cases;
}
