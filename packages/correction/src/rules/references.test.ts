import { describe, expect, it } from 'vitest';
import { REF } from './references.ts';

describe('REF', () => {
  it('names articles of the norms', () => {
    expect(REF.dependentNoun).toBe('한글 맞춤법 제42항');
    expect(REF.oeAe).toBe('한글 맞춤법 제35항 [붙임 2]');
    expect(REF.punctuation).toBe('한글 맞춤법 부록 「문장 부호」');
    for (const [name, value] of Object.entries(REF))
      if (typeof value === 'string')
        expect(value, name).toMatch(/^(한글 맞춤법|표준어 규정) (제\d+항|부록)/);
  });

  it('cites a headword of the standard dictionary in quotes', () => {
    expect(REF.dict('-이에요')).toBe('표준국어대사전 ‘-이에요’');
  });
});
