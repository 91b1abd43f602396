import { beforeAll, describe, expect, it } from 'vitest';
import { loadAnalyzerDictionary } from '../node/engine-files.ts';
import { type Analyzer, createAnalyzer } from './analyzer.ts';
import { columnMins, costOfPath, spacePenaltyOf } from './costs.ts';
import type { AnalyzerDictionary, EntryFeature } from './dictionary.ts';

let dictionary: AnalyzerDictionary;
let analyzer: Analyzer;
beforeAll(async () => {
  dictionary = await loadAnalyzerDictionary();
  analyzer = createAnalyzer(dictionary);
});

const feature = (pos: string, first = '*'): EntryFeature =>
  ({ pos, first, last: '*', type: '*', semantic: '*' }) as EntryFeature;

describe('spacePenaltyOf', () => {
  it('charges particles, endings, suffixes and the copula after a space, nothing else', () => {
    for (const pos of ['JKS', 'EC', 'XSV', 'VCP'])
      expect(spacePenaltyOf(feature(pos)), pos).toBe(6000);
    expect(spacePenaltyOf(feature('VCP+EF', 'VCP'))).toBe(6000);
    for (const pos of ['NNG', 'VV', 'MAG']) expect(spacePenaltyOf(feature(pos)), pos).toBe(0);
  });
});

describe('columnMins', () => {
  it('keeps the cheapest connection into each left id', () => {
    // Two right ids (rows) by three left ids (columns).
    const matrix = Int16Array.from([5, -2, 7, 3, 4, -9]);
    expect([...columnMins(matrix, 2, 3)]).toEqual([3, -2, -9]);
  });
});

describe('costOfPath', () => {
  it('reads back the cost of the best path the search found', () => {
    for (const word of ['학교에서', '먹었다', '희한하다', 'Apple을', '뷁'])
      expect(costOfPath(dictionary, analyzer.analyze(word)), word).toBe(analyzer.pathCost(word));
  });
});
