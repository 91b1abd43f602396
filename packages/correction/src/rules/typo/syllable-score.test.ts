import { describe, expect, it } from 'vitest';
import { loadEngineModels } from '../../node/engine-files.ts';
import { Written, spellingScore, unseenTrigrams } from './syllable-score.ts';

const lm = () => loadEngineModels().lm;

describe('the syllable model read for spelling', () => {
  it('scores an ordinary spelling above the same word typed wrong', () => {
    expect(spellingScore(lm(), '학교')).toBeGreaterThan(spellingScore(lm(), '학꾜'));
    expect(spellingScore(lm(), '경찰')).toBeGreaterThan(spellingScore(lm(), '경쳘'));
  });

  it('finds the unseen trigrams of a typo and the syllables they span', () => {
    const unseen = unseenTrigrams(lm(), '경쳘에게');
    expect(unseen.count).toBeGreaterThan(0);
    expect(unseen.lo).toBeLessThanOrEqual(1);
    expect(unseen.hi).toBeGreaterThanOrEqual(1);
    expect(unseenTrigrams(lm(), '경찰에게').count).toBe(0);
  });

  it('scores a candidate against the written word where they differ, NaN where it is no better', () => {
    const w = new Written(lm(), '경쳘');
    expect(w.unseenCount).toBeGreaterThan(0);
    const fixed = w.other('경찰');
    expect(fixed).toBeCloseTo(spellingScore(lm(), '경찰') - spellingScore(lm(), '경쳘'), 6);
    expect(w.other('경쳘')).toBeNaN();
  });
});
