import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckerWith } from './checker.ts';
import { type EvaluationReport, evaluate, parseMarkup } from './evaluation.ts';
import { DEV_GROUPS, DEV_PROSE } from './fixtures/dev-set.ts';
import { createEngineChecker } from './node/engine-files.ts';
import { CATEGORIES } from './types.ts';

describe('parseMarkup', () => {
  it('builds input, expected text and gold edits', () => {
    const parsed = parseMarkup('{몇일>며칠} 뒤에 {할수>할 수|SPACING} 있다', 'SPELLING');
    expect(parsed.input).toBe('몇일 뒤에 할수 있다');
    expect(parsed.expected).toBe('며칠 뒤에 할 수 있다');
    expect(parsed.edits).toEqual([
      { offset: 0, length: 2, original: '몇일', replacement: '며칠', category: 'SPELLING' },
      { offset: 6, length: 2, original: '할수', replacement: '할 수', category: 'SPACING' },
    ]);
  });
});

describe('evaluation thresholds on the team development set', () => {
  let report: EvaluationReport;
  beforeAll(async () => {
    const checker = await createEngineChecker();
    report = evaluate(checker, DEV_GROUPS, DEV_PROSE);
  });

  it('has several hundred sentence pairs covering every category', () => {
    expect(report.sentences).toBeGreaterThanOrEqual(250);
    for (const c of CATEGORIES) {
      const s = report.categories[c];
      expect(s.truePositives + s.falseNegatives, c).toBeGreaterThanOrEqual(10);
    }
    expect(report.prose.words).toBeGreaterThanOrEqual(1000);
  });

  it('exercises every rule with at least one correctly fixed positive', () => {
    const checker = createCheckerWith(null);
    for (const id of checker.ruleIds)
      expect(report.rules[id]?.truePositives ?? 0, id).toBeGreaterThanOrEqual(1);
  });

  it('keeps precision at least 0.9 in every category', () => {
    for (const c of CATEGORIES)
      expect(report.categories[c].precision, c).toBeGreaterThanOrEqual(0.9);
  });

  it('raises under 1 false alarm per 1,000 words of correct prose', () => {
    expect(report.prose.falseAlarmsPer1000Words).toBeLessThan(1);
  });

  it('finds most of the errors (recall and F0.5)', () => {
    expect(report.overall.recall).toBeGreaterThanOrEqual(0.8);
    expect(report.overall.f05).toBeGreaterThanOrEqual(0.9);
  });

  it('dictionary-free mode keeps the precision threshold', () => {
    // Without the hunspell dictionary and without the analyser and spacing model.
    const r = evaluate(createCheckerWith(null), DEV_GROUPS, DEV_PROSE);
    for (const c of CATEGORIES) expect(r.categories[c].precision, c).toBeGreaterThanOrEqual(0.9);
    expect(r.prose.falseAlarmsPer1000Words).toBeLessThan(1);
  });
});
