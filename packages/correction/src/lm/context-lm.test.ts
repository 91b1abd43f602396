import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadContextLm, loadEngineModels } from '../node/engine-files.ts';
import {
  BOS,
  compare,
  idOf,
  logProb,
  quantise,
  readContextLm,
  scoreSentence,
  scoreTokens,
  tokensOf,
  UNK,
} from './context-lm.ts';

const lm = loadContextLm();
const { analyzer } = loadEngineModels();
const score = (text: string) => scoreSentence(lm, analyzer.analyze(text));

describe('the contextual language model ranks spellings in their sentence', () => {
  it('prefers 어떻게 before 해야 할지, and 어떡해 at the end of a question', () => {
    expect(score('이럴 때는 어떻게 해야 할지 모르겠다.')).toBeGreaterThan(
      score('이럴 때는 어떡해 해야 할지 모르겠다.'),
    );
    expect(
      compare(lm, analyzer, '어떻게', '어떡해', { after: ' 해야 할지 모르겠어.' }),
    ).toBeGreaterThan(0);
    expect(
      compare(lm, analyzer, '어떡해', '어떻게', { before: '이제 ', after: '?' }),
    ).toBeGreaterThan(0);
  });

  it('prefers 돼 and 되 where each belongs', () => {
    expect(
      compare(lm, analyzer, '돼요', '되요', { before: '그렇게 하면 안 ', after: '.' }),
    ).toBeGreaterThan(0);
    expect(
      compare(lm, analyzer, '돼서', '되서', { before: '회장이 ', after: ' 기쁘다.' }),
    ).toBeGreaterThan(0);
    expect(
      compare(lm, analyzer, '되는', '돼는', { before: '문제가 ', after: ' 부분을 고쳤다.' }),
    ).toBeGreaterThan(0);
    expect(
      compare(lm, analyzer, '되면', '돼면', { before: '봄이 ', after: ' 꽃이 핀다.' }),
    ).toBeGreaterThan(0);
  });

  it('prefers the particle and the word that fit', () => {
    expect(
      compare(lm, analyzer, '학생으로서', '학생으로써', { after: ' 본분을 다했다.' }),
    ).toBeGreaterThan(0);
    expect(
      compare(lm, analyzer, '반드시', '반듯이', { after: ' 돌아오겠다고 약속했다.' }),
    ).toBeGreaterThan(0);
    expect(
      compare(lm, analyzer, '가르쳐', '가리켜', { before: '선생님이 수학을 ', after: ' 주셨다.' }),
    ).toBeGreaterThan(0);
  });

  it('reads ordinary spacing as likelier than words run together or split', () => {
    expect(score('오늘은 날씨가 정말 좋다.')).toBeGreaterThan(score('오늘은 날씨가정말 좋다.'));
    expect(score('오늘은 날씨가 정말 좋다.')).toBeGreaterThan(score('오늘은 날 씨가 정말 좋다.'));
  });
});

describe('the model is a distribution', () => {
  it('sums to about 1 over the vocabulary after a history (8-bit codes cost a little)', () => {
    const V = lm.vocab.length;
    for (const text of ['그는 학교에', '이것은 무엇', '나는 어떻게']) {
      const ids = tokensOf(analyzer.analyze(text)).map((t) => idOf(lm, t));
      const a = ids[ids.length - 2] as number;
      const b = ids[ids.length - 1] as number;
      let sum = 0;
      for (let c = 0; c < V; c++) sum += Math.exp(logProb(lm, a, b, c));
      expect(sum).toBeGreaterThan(0.95);
      expect(sum).toBeLessThan(1.05);
    }
  });

  it('reads a token outside the vocabulary as its class, and scores any text', () => {
    expect(idOf(lm, '▁꿻꿻꿻/NNG')).toBe(idOf(lm, `▁${UNK}/NNG`));
    expect(idOf(lm, 'zzz/NOSUCHTAG')).toBe(idOf(lm, UNK));
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const s = scoreTokens(lm, tokensOf(analyzer.analyze(text)));
        expect(Number.isFinite(s.logProb)).toBe(true);
        expect(s.logProb).toBeLessThan(0);
      }),
      { numRuns: 200 },
    );
    expect(idOf(lm, BOS)).toBe(lm.bos);
  });

  it('refuses a file that is not the model, or is cut short', () => {
    expect(() => readContextLm(new Uint8Array(64).buffer)).toThrow(/not a Dadeum contextual/);
    const bytes = new Uint8Array(lm.vocab.buffer as ArrayBuffer).slice(0, 4096);
    expect(() => readContextLm(bytes.buffer)).toThrow(/train:context-lm/);
  });
});

describe('quantise', () => {
  it('codes each value as its nearest codebook value, in the range of the values', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -30, max: 0, noNaN: true }), { minLength: 1, maxLength: 600 }),
        (list) => {
          const values = Float64Array.from(list);
          const { codebook, codes } = quantise(values);
          expect(codebook).toHaveLength(256);
          const range = Math.max(...list) - Math.min(...list);
          values.forEach((v, i) => {
            const mine = Math.abs((codebook[codes[i] as number] as number) - v);
            for (const c of codebook) expect(mine).toBeLessThanOrEqual(Math.abs(c - v) + 1e-9);
            expect(mine).toBeLessThanOrEqual(range / 256 + 1e-4);
          });
        },
      ),
      { numRuns: 30 },
    );
  });

  it('keeps code 0 for exact zeros when asked', () => {
    const { codebook, codes } = quantise(Float64Array.from([0, -1, 0, -0.00001, 2]), true);
    expect(codebook[0]).toBe(0);
    expect([...codes]).toEqual([0, codes[1], 0, codes[3], codes[4]]);
    expect(codes[1]).toBeGreaterThan(0);
    expect(codes[3]).toBeGreaterThan(0);
  });
});
