import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDoubleArray, commonPrefixSearch, exactMatch } from './double-array.ts';

function build(words: string[]) {
  const unique = [...new Set(words)].filter((w) => w.length > 0);
  const alphabet = new Uint16Array(65536);
  let next = 1;
  for (const w of unique)
    for (let i = 0; i < w.length; i++)
      if (!alphabet[w.charCodeAt(i)]) alphabet[w.charCodeAt(i)] = next++;
  const encode = (w: string) => Uint16Array.from(w, (ch) => alphabet[ch.charCodeAt(0)] as number);
  const keyed = unique.map((w) => ({ w, k: encode(w) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < Math.min(a.k.length, b.k.length); i++)
      if (a.k[i] !== b.k[i]) return (a.k[i] as number) - (b.k[i] as number);
    return a.k.length - b.k.length;
  });
  const values = Int32Array.from(keyed, (_, i) => i * 7);
  const da = buildDoubleArray(
    keyed.map((x) => x.k),
    values,
    alphabet,
  );
  return { da, words: keyed.map((x) => x.w), values };
}

describe('double-array trie', () => {
  it('finds every key that is a prefix, shortest first, with its value', () => {
    const { da, words, values } = build(['가', '가방', '가방끈', '아버지', '아버지가', '방']);
    const found: Array<[string, number]> = [];
    commonPrefixSearch(da, '가방끈이', 0, 4, (end, v) => found.push(['가방끈이'.slice(0, end), v]));
    const valueOf = (w: string) => values[words.indexOf(w)];
    expect(found).toEqual([
      ['가', valueOf('가')],
      ['가방', valueOf('가방')],
      ['가방끈', valueOf('가방끈')],
    ]);
    expect(exactMatch(da, '아버지가')).toBe(valueOf('아버지가'));
    expect(exactMatch(da, '아버')).toBe(-1);
    expect(exactMatch(da, '버지')).toBe(-1);
  });

  it('respects the search limit and unknown characters', () => {
    const { da } = build(['가방', '가']);
    const ends: number[] = [];
    commonPrefixSearch(da, '가방', 0, 1, (end) => ends.push(end));
    expect(ends).toEqual([1]);
    ends.length = 0;
    commonPrefixSearch(da, 'x가방', 0, 3, (end) => ends.push(end));
    expect(ends).toEqual([]);
  });

  it('stores any key set exactly (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.string({ unit: fc.constantFrom(...'가나다라마바사ab'), minLength: 1, maxLength: 6 }),
          {
            minLength: 1,
            maxLength: 60,
          },
        ),
        fc.array(fc.string({ unit: fc.constantFrom(...'가나다라마바사abc'), maxLength: 6 }), {
          maxLength: 20,
        }),
        (keys, probes) => {
          const { da, words, values } = build(keys);
          for (const w of words) expect(exactMatch(da, w)).toBe(values[words.indexOf(w)]);
          for (const p of probes)
            expect(exactMatch(da, p) >= 0).toBe(p.length > 0 && words.includes(p));
        },
      ),
      { numRuns: 150 },
    );
  });
});
