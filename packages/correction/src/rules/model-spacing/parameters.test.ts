import { describe, expect, it } from 'vitest';
import parameters from '../../data/rule-parameters.json' with { type: 'json' };
import {
  JOIN_BY_COUNT,
  MODEL_THRESHOLDS,
  NOUN_SPLIT,
  RESPACE,
  RESTORE,
  SPLIT_THRESHOLDS,
} from './parameters.ts';

describe("the spacing rules' hand-chosen parameters (src/data/rule-parameters.json)", () => {
  it('read the values the rules were tuned with, exactly', () => {
    expect(RESTORE.share).toBe(1 / 3);
    expect(RESPACE.score).toBe(4);
    expect(MODEL_THRESHOLDS.add).toBe(0.97);
    expect(JOIN_BY_COUNT.ratio).toBe(3);
    expect(NOUN_SPLIT.piece).toBe(100);
    expect(SPLIT_THRESHOLDS.insidePredicate).toBe(0.03);
  });

  it('say for every parameter what it gates and how it was chosen', () => {
    for (const [section, entry] of Object.entries(parameters)) {
      if (section === 'about') continue;
      const { chosen, values, notes } = entry as {
        chosen: string;
        values: Record<string, number>;
        notes: Record<string, string>;
      };
      expect(chosen, section).toMatch(/by hand/);
      expect(Object.keys(notes).sort(), section).toEqual(Object.keys(values).sort());
      for (const v of Object.values(values)) expect(Number.isFinite(v), section).toBe(true);
    }
  });
});
