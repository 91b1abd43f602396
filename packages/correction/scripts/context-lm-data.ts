/**
 * The text the contextual language model (src/lm/context-lm.ts) is trained and measured on: one
 * part of ../shared/corpora and ../shared/corpora-extra (the same stable-hash split, scripts/corpus.ts),
 * each line as its tokens. Node only (scripts).
 */
import type { Analyzer } from '../src/analysis/analyzer.ts';
import { scoreTokens, tokensOf, type ContextLm } from '../src/lm/context-lm.ts';
import {
  corporaDir,
  countSyllables,
  extraCorporaDir,
  forEachCorpusLine,
  type CorpusLine,
  type CorpusPart,
} from './corpus.ts';

/**
 * Every line of a part of both corpora, in directory, file name and line order. `every`
 * keeps one line in `every` of the extra corpora's big files (wiki-*), by the line's position
 * in its part (deterministic); 1 keeps all.
 */
export function contextLmLines(
  part: CorpusPart,
  each: (line: CorpusLine) => void,
  every = 1,
): void {
  forEachCorpusLine(corporaDir(), part, each);
  const seen = new Map<string, number>();
  forEachCorpusLine(extraCorporaDir(), part, (line) => {
    const n = seen.get(line.source) ?? 0;
    seen.set(line.source, n + 1);
    if (every > 1 && line.source.startsWith('wiki') && n % every !== 0) return;
    each(line);
  });
}

export interface Perplexity {
  lines: number;
  tokens: number;
  syllables: number;
  logProb: number;
  /** exp(-logProb / tokens), `</s>` counted. */
  perplexity: number;
  /** Tokens read as `<unk>` or an unknown class. */
  unknown: number;
}

/** Perplexity of the model over lines (each analysed whole). */
export function perplexityOf(
  lm: ContextLm,
  analyzer: Analyzer,
  lines: readonly CorpusLine[],
): Perplexity {
  let tokens = 0;
  let logProb = 0;
  let syllables = 0;
  let unknown = 0;
  for (const { text } of lines) {
    const t = tokensOf(analyzer.analyze(text));
    const s = scoreTokens(lm, t);
    tokens += s.tokens;
    logProb += s.logProb;
    syllables += countSyllables(text);
    unknown += s.unknown;
  }
  return {
    lines: lines.length,
    tokens,
    syllables,
    logProb,
    perplexity: Math.exp(-logProb / Math.max(1, tokens)),
    unknown,
  };
}
