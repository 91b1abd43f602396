import { describe, expect, it } from 'vitest';
import { CHANNEL } from './edits.ts';

describe('the channel costs (src/data/rule-parameters.json)', () => {
  it('make a neighbouring key likelier than any other, and a rule of pronunciation likelier than a typo', () => {
    expect(CHANNEL.near).toBeGreaterThan(CHANNEL.other);
    expect(CHANNEL.pron).toBeGreaterThan(CHANNEL.near);
    expect(CHANNEL.vowel).toBeGreaterThan(CHANNEL.near);
    expect(CHANNEL).toEqual({ near: -4, other: -6, indel: -5, swap: -5, pron: -2.5, vowel: -3 });
  });
});
