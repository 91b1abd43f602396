import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Analyzer } from '../analysis/analyzer.ts';
import { loadEngineModels } from '../node/engine-files.ts';
import {
  MAX_FEATURES_PER_GAP,
  analyseGaps,
  analyseTypedGaps,
  encodeChars,
  gapFeatures,
  gapScratch,
  hashString,
  isSpaceCode,
  toCompact,
} from './features.ts';

let analyzer: Analyzer;
beforeAll(() => {
  analyzer = loadEngineModels().analyzer;
});

const SPACES = [' ', '\t', '\n', '\r', '\u00a0', '\u3000', '\u200b'];

const mixedText = fc.string({
  unit: fc.constantFrom(
    ...'가나다를은수있했습니학교에서간'.split(''),
    ...SPACES,
    ...'.,!?"()'.split(''),
    '😀',
    'a',
    '7',
    '漢',
  ),
  maxLength: 50,
});

/** The feature indexes of every gap of `text` (its spaces as typed, or null). */
function featuresOf(text: string, typed: boolean, bits = 20): number[][] {
  const compact = toCompact(text);
  const gaps = typed
    ? analyseTypedGaps(analyzer, compact, analyzer.analyze(text))
    : analyseGaps(analyzer, compact.compact);
  const { codes, finals } = encodeChars(compact.compact);
  const out = new Int32Array(MAX_FEATURES_PER_GAP);
  const all: number[][] = [];
  for (let g = 1; g < compact.compact.length; g++) {
    const end = gapFeatures(
      codes,
      finals,
      gaps,
      typed ? compact.observed : null,
      g,
      (1 << bits) - 1,
      out,
      0,
    );
    all.push([...out.slice(0, end)]);
  }
  return all;
}

describe('toCompact', () => {
  it('drops the spaces, maps each character back and marks the typed spaces', () => {
    const text = '  나는  학교에\t간다\u3000';
    const c = toCompact(text);
    expect(c.compact).toBe('나는학교에간다');
    expect([...c.offsets].map((o) => text[o]).join('')).toBe(c.compact);
    expect([...c.observed]).toEqual([0, 0, 1, 0, 0, 1, 0]);
    // Spaces before the first character are no gap.
    expect(c.observedCount).toBe(2);
  });

  it('reads a slice of the text with offsets of the whole text', () => {
    const text = '가 나 다 라';
    const c = toCompact(text, 2, 5);
    expect(c.compact).toBe('나다');
    expect([...c.offsets]).toEqual([2, 4]);
    expect([...c.observed]).toEqual([0, 1]);
  });

  it('counts the zero-width space, no-break and ideographic spaces as spaces', () => {
    for (const s of SPACES) expect(isSpaceCode(s.charCodeAt(0)), JSON.stringify(s)).toBe(true);
    expect(isSpaceCode('가'.charCodeAt(0))).toBe(false);
    expect(toCompact('학교\u200b에').compact).toBe('학교에');
  });

  it('agrees with the spaces it removes on any text (property)', () => {
    fc.assert(
      fc.property(mixedText, (text) => {
        const c = toCompact(text);
        const isSpace = (ch: string) => isSpaceCode(ch.charCodeAt(0));
        expect(c.compact).toBe(
          text
            .split('')
            .filter((ch) => !isSpace(ch))
            .join(''),
        );
        expect(c.offsets.length).toBe(c.compact.length);
        let observed = 0;
        for (let i = 0; i < c.offsets.length; i++) {
          const at = c.offsets[i] as number;
          expect(text[at]).toBe(c.compact[i]);
          if (i > 0) {
            const prev = c.offsets[i - 1] as number;
            expect(at).toBeGreaterThan(prev);
            // A typed space at gap i exactly when spaces lie between the two characters.
            expect(c.observed[i]).toBe(at - prev > 1 ? 1 : 0);
          } else expect(c.observed[0]).toBe(0);
          observed += c.observed[i] as number;
        }
        expect(c.observedCount).toBe(observed);
      }),
    );
  });
});

describe('encodeChars', () => {
  it('keeps Hangul syllables, folds digits and Latin letters into classes, and reads final consonants', () => {
    const { codes, finals } = encodeChars('각가1 9aZé漢漢');
    expect(codes[0]).toBe('각'.charCodeAt(0));
    expect(codes[1]).toBe('가'.charCodeAt(0));
    expect(codes[2]).toBe(codes[4]); // 1 and 9
    expect(codes[5]).toBe(codes[6]); // a and Z
    expect(codes[6]).toBe(codes[7]); // Z and é
    expect(codes[8]).toBe(codes[9]);
    expect(codes[2]).not.toBe(codes[5]);
    expect(codes[5]).not.toBe(codes[8]);
    expect([...finals.slice(0, 3)]).toEqual([1, 0, 28]);
  });

  it('is the same for the same text and unchanged since the shipped model was trained', () => {
    const a = encodeChars('학교에서 공부했다 123 abc');
    const b = encodeChars('학교에서 공부했다 123 abc');
    expect(a).toEqual(b);
    // Features hash strings with hashString: a change re-hashes every weight of
    // src/data/spacing-model.bin, which then reads noise.
    expect([hashString('NNG'), hashString('학교'), hashString('')]).toEqual([
      1201669533, 1361198692, 406706510,
    ]);
    expect(hashString('NNG')).not.toBe(hashString('NNP'));
    expect(hashString('')).not.toBe(hashString('\u0000'));
  });
});

describe('gap analysis', () => {
  it('from the typed text equals the analysis of the joined text when nothing is spaced', () => {
    for (const text of ['아버지가방에들어가신다', '영화관에서3시부터공부했다', '갈수있다'])
      expect(analyseTypedGaps(analyzer, toCompact(text), analyzer.analyze(text))).toEqual(
        analyseGaps(analyzer, text),
      );
  });

  it('into a reused scratch reads as a fresh one over the text, whatever came before (property)', () => {
    const scratch = gapScratch();
    fc.assert(
      fc.property(fc.array(mixedText, { minLength: 1, maxLength: 4 }), (texts) => {
        for (const text of texts) {
          const compact = toCompact(text);
          const morphs = analyzer.analyze(text);
          const fresh = analyseTypedGaps(analyzer, compact, morphs);
          const reused = analyseTypedGaps(analyzer, compact, morphs, scratch);
          const n = fresh.kind.length;
          for (const key of Object.keys(fresh) as Array<keyof typeof fresh>)
            expect([...reused[key].slice(0, n)]).toEqual([...fresh[key]]);
        }
      }),
      { numRuns: 200 },
    );
    // Longer than the scratch: it grows.
    const long = '아버지가 방에 들어가신다. '.repeat(150);
    const compact = toCompact(long);
    const fresh = analyseTypedGaps(analyzer, compact, analyzer.analyze(long));
    const reused = analyseTypedGaps(analyzer, compact, analyzer.analyze(long), scratch);
    expect([...reused.leftTag.slice(0, fresh.kind.length)]).toEqual([...fresh.leftTag]);
  });

  it('marks morph boundaries at the typed spaces and none inside a morph', () => {
    const text = '학교에 간다';
    const gaps = analyseTypedGaps(analyzer, toCompact(text), analyzer.analyze(text));
    // 학|교|에|간|다: 학교 is one morph, 에 a particle, the typed space sits before 간.
    expect(gaps.kind[1]).toBe(0);
    expect(gaps.kind[2]).toBe(1);
    expect(gaps.kind[3]).toBe(1);
  });

  it('marks the joints inside a compound entry', () => {
    const text = '영화관에서';
    const gaps = analyseGaps(analyzer, text);
    const film = analyzer.analyze(text)[0];
    expect(film?.type).toBe('Compound');
    expect([...gaps.kind.slice(0, 4)]).toContain(2);
  });
});

describe('gapFeatures', () => {
  it('writes at most MAX_FEATURES_PER_GAP indexes, each inside the hash table (property)', () => {
    fc.assert(
      fc.property(mixedText, fc.integer({ min: 4, max: 22 }), fc.boolean(), (text, bits, typed) => {
        for (const features of featuresOf(text, typed, bits)) {
          expect(features.length).toBeGreaterThan(0);
          expect(features.length).toBeLessThanOrEqual(MAX_FEATURES_PER_GAP);
          for (const f of features) {
            expect(f).toBeGreaterThanOrEqual(0);
            expect(f).toBeLessThan(1 << bits);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('gives the same features for the same text, whatever was extracted in between', () => {
    const text = '오늘은 날씨가 좋아서 산책을 했다';
    const first = featuresOf(text, true);
    featuresOf('전혀 다른 문장 하나', false);
    expect(featuresOf(text, true)).toEqual(first);
  });

  it('writes from the given position and leaves what is before it alone', () => {
    const compact = toCompact('학교에 간다');
    const gaps = analyseGaps(analyzer, compact.compact);
    const { codes, finals } = encodeChars(compact.compact);
    const out = new Int32Array(2 * MAX_FEATURES_PER_GAP).fill(-1);
    const end = gapFeatures(codes, finals, gaps, null, 2, 0xfff, out, 5);
    expect([...out.slice(0, 5)]).toEqual([-1, -1, -1, -1, -1]);
    expect(end).toBeGreaterThan(5);
    expect(out.slice(end).every((v) => v === -1)).toBe(true);
  });

  it('reads the typed spaces: features differ where the writer typed a space', () => {
    const spaced = featuresOf('학교에 간다', true);
    const joined = featuresOf('학교에간다', true);
    // Gap 3 (before 간) has a typed space in one text only; gap 1 (inside 학교) in neither,
    // but its neighbourhood features (typed spaces around it) are the same.
    expect(spaced[2]).not.toEqual(joined[2]);
    expect(featuresOf('학교에 간다', false)).toEqual(featuresOf('학교에간다', false));
    // Blind: one feature for "no typed spaces"; typed: eight for the spaces around the gap.
    expect((spaced[2]?.length ?? 0) - (featuresOf('학교에 간다', false)[2]?.length ?? 0)).toBe(7);
  });
});
