/**
 * Morphological analysis over mecab-ko-dic: the MeCab lattice and Viterbi search in
 * TypeScript, on the typed arrays of `dictionary.ts`. Whitespace separates words (no dictionary
 * word spans it) but does not break the lattice, so connection costs apply across it, as in
 * mecab-ko; a particle, ending or suffix right after a space pays mecab-ko's left-space
 * penalty. Offsets are UTF-16 code units of the analysed text.
 */
import { costOfPath } from './costs.ts';
import type { AnalyzerDictionary } from './dictionary.ts';
import { createLattice } from './lattice.ts';

export interface Morph {
  start: number;
  end: number;
  surface: string;
  /** Part of speech: NNG, VV+EC, UNKNOWN, ... */
  pos: string;
  /** First and last POS: for VV+EC they are VV and EC; for a simple entry both equal `pos`. */
  first: string;
  last: string;
  /** '*', 'Inflect', 'Compound' or 'Preanalysis'. */
  type: string;
  /** 인명, 지명, ... or '*'. */
  semantic: string;
  /** Not in the dictionary (an unknown-word node of its character category). */
  unknown: boolean;
  /** Entry index in the dictionary, or -1 for unknown words. */
  entry: number;
  /** Word cost of the entry (lower is more common). */
  wordCost: number;
  /** Whitespace directly before this morph in the text. */
  spaceBefore: boolean;
}

export interface MorphPart {
  surface: string;
  pos: string;
}

export interface Analyzer {
  readonly dictionary: AnalyzerDictionary;
  /** The best analysis of `text.slice(from, to)` (offsets stay those of `text`). */
  analyze(text: string, from?: number, to?: number): Morph[];
  /** Morphemes of an inflected, compound or pre-analysed entry; the morph itself otherwise. */
  parts(morph: Morph): MorphPart[];
  /**
   * Total cost of the best analysis of `text` (word and connection costs, BOS to EOS): lower
   * reads as more ordinary Korean. Compares spellings of the same word (a noisy-channel check).
   */
  pathCost(text: string): number;
  /**
   * Cost of an analysis (word and connection costs from BOS to EOS, as `pathCost`) from its
   * morphs: the best path read back without a second search. For one word without spaces (no
   * space penalty applies).
   */
  costOf(morphs: readonly Morph[]): number;
}

/** The morphemes of entries, read from the dictionary's expressions (cached per entry). */
function createParts(dictionary: AnalyzerDictionary): (morph: Morph) => MorphPart[] {
  // Expressions of the entries met so far (dictionary data, never the checked text).
  const expressions = new Map<number, MorphPart[]>();
  function parts(morph: Morph): MorphPart[] {
    if (morph.entry < 0) return [{ surface: morph.surface, pos: morph.pos }];
    const a = dictionary.exprStart[morph.entry] as number;
    const b = dictionary.exprStart[morph.entry + 1] as number;
    if (a === b) return [{ surface: morph.surface, pos: morph.pos }];
    const known = expressions.get(morph.entry);
    if (known) return known.map((p) => ({ ...p }));
    let expr = '';
    for (let i = a; i < b; i++) expr += String.fromCharCode(dictionary.exprChars[i] as number);
    const out = expr.split('+').map((p) => {
      const [surface = '', pos = ''] = p.split('/');
      return { surface, pos };
    });
    if (expressions.size >= 50_000) expressions.clear();
    expressions.set(morph.entry, out);
    return out.map((p) => ({ ...p }));
  }

  return parts;
}

export function createAnalyzer(dictionary: AnalyzerDictionary): Analyzer {
  const lattice = createLattice(dictionary);
  return {
    dictionary,
    analyze: (text, from = 0, to = text.length) => lattice.analyze(text, from, to),
    parts: createParts(dictionary),
    pathCost: lattice.pathCost,
    costOf: (morphs) => costOfPath(dictionary, morphs),
  };
}
