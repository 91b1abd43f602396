import { describe, expect, it } from 'vitest';
import { loadEngineModels } from '../../node/engine-files.ts';
import { candidatesFor } from './candidates.ts';
import { unseenTrigrams } from './syllable-score.ts';

describe('candidates (syllable model and channel)', () => {
  const lm = () => loadEngineModels().lm;
  const best = (word: string) => candidatesFor(lm(), word)[0]?.word;

  it('undoes one typo on the keyboard', () => {
    expect(best('경쳘')).toBe('경찰');
    expect(best('생겻다')).toBe('생겼다');
    expect(best('백콰점')).toBe('백화점');
  });

  it('undoes spellings by ear, one rule or several', () => {
    expect(best('학꾜')).toBe('학교'); // 경음화
    expect(best('머거야')).toBe('먹어야'); // 연음
    expect(best('조타면')).toBe('좋다면'); // 격음화
    expect(best('감사함니다')).toBe('감사합니다'); // 비음화
    expect(best('읻씀니다')).toBe('있습니다'); // neutralisation, 경음화 and 비음화 together
    expect(best('따뜨탄')).toBe('따뜻한');
  });

  it('looks only at words with a syllable trigram the train corpus never had', () => {
    expect(unseenTrigrams(lm(), '학교').count).toBe(0);
    expect(candidatesFor(lm(), '학교')).toEqual([]);
    expect(unseenTrigrams(lm(), '학꾜').count).toBeGreaterThan(0);
  });
});
