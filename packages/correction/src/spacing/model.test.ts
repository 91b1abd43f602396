import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EngineModels } from '../context.ts';
import { SPACING_MODEL_FILE, loadEngineModels, readShared } from '../node/engine-files.ts';
import { analyseTypedGaps, toCompact } from './features.ts';
import {
  SPACING_MAGIC,
  SPACING_VERSION,
  readSpacingModel,
  scoreGaps,
  writeSpacingModel,
} from './model.ts';

let models: EngineModels;
beforeAll(() => {
  models = loadEngineModels();
});

const weightsOf = (bits: number) =>
  fc
    .array(fc.float({ min: -8, max: 8, noNaN: true, noDefaultInfinity: true }), {
      minLength: 1 << bits,
      maxLength: 1 << bits,
    })
    .map((a) => Float32Array.from(a));

/** A copy of `bytes` in a buffer of its own, with `pad` bytes before it. */
function placed(bytes: Uint8Array, pad = 0): ArrayBuffer {
  const buffer = new ArrayBuffer(pad + bytes.length);
  new Uint8Array(buffer, pad).set(bytes);
  return buffer;
}

describe('the spacing model file', () => {
  it('reads back what was written: the bits, the bias, and every weight within half a step of the int8 scale (property)', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 8 })
          .chain((bits) => fc.tuple(fc.constant(bits), weightsOf(bits))),
        fc.float({ min: -10, max: 10, noNaN: true, noDefaultInfinity: true }),
        fc.integer({ min: 0, max: 4 }).map((k) => k * 8),
        ([bits, weights], bias, pad) => {
          const model = readSpacingModel(placed(writeSpacingModel(weights, bias, bits), pad), pad);
          expect(model.bits).toBe(bits);
          expect(model.bias).toBe(Math.fround(bias));
          expect(model.weights).toBeInstanceOf(Int8Array);
          expect(model.weights.length).toBe(1 << bits);
          const max = Math.max(...weights.map(Math.abs));
          if (max > 0) expect(model.scale).toBeCloseTo(max / 127, 6);
          for (let i = 0; i < weights.length; i++) {
            const q = model.weights[i] as number;
            expect(Math.abs(q)).toBeLessThanOrEqual(127);
            expect(Math.abs(q * model.scale - (weights[i] as number))).toBeLessThanOrEqual(
              model.scale / 2 + 1e-6,
            );
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives the largest weight the full int8 range and all-zero weights a scale of 1', () => {
    const model = readSpacingModel(placed(writeSpacingModel(Float32Array.of(0.5, -2, 1, 0), 0, 2)));
    expect([...model.weights]).toEqual([32, -127, 64, 0]);
    const zero = readSpacingModel(placed(writeSpacingModel(new Float32Array(4), 0.25, 2)));
    expect(zero.scale).toBe(1);
    expect([...zero.weights]).toEqual([0, 0, 0, 0]);
  });

  it('starts with the "DDSP" magic and its version', () => {
    const bytes = writeSpacingModel(new Float32Array(2), 0, 1);
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('DDSP');
    expect(new DataView(bytes.buffer).getUint32(0, true)).toBe(SPACING_MAGIC);
    expect(new DataView(bytes.buffer).getUint32(4, true)).toBe(SPACING_VERSION);
    expect(bytes.length).toBe(20 + 2);
  });

  it('refuses a file of another kind or another version', () => {
    const bytes = writeSpacingModel(new Float32Array(4), 0, 2);
    const other = bytes.slice();
    other.set(new TextEncoder().encode('DDSL'), 0);
    expect(() => readSpacingModel(placed(other))).toThrow('not a Dadeum spacing model');
    const newer = bytes.slice();
    new DataView(newer.buffer).setUint32(4, SPACING_VERSION + 1, true);
    expect(() => readSpacingModel(placed(newer))).toThrow(
      `spacing model version ${SPACING_VERSION + 1}, expected ${SPACING_VERSION}`,
    );
  });

  it('refuses a file cut short instead of reading weights past its end', () => {
    const bytes = writeSpacingModel(new Float32Array(16), 0, 4);
    expect(() => readSpacingModel(placed(bytes.slice(0, bytes.length - 1)))).toThrow(RangeError);
    expect(() => readSpacingModel(placed(bytes.slice(0, 10)))).toThrow(RangeError);
  });

  it('ships a model whose weights fill the file exactly', () => {
    const buffer = readShared(SPACING_MODEL_FILE);
    const model = readSpacingModel(buffer);
    expect(buffer.byteLength).toBe(20 + (1 << model.bits));
    expect(model.scale).toBeGreaterThan(0);
    expect(model.weights.some((w) => w !== 0)).toBe(true);
  });
});

describe('scoreGaps', () => {
  it('is the logistic of the bias alone for a model of zero weights', () => {
    const model = readSpacingModel(placed(writeSpacingModel(new Float32Array(1 << 10), 1.5, 10)));
    const p = scoreGaps(models.analyzer, model, toCompact('학교에간다'), null);
    expect(p.length).toBe(6);
    expect(p[0]).toBe(0);
    expect(p[5]).toBe(0);
    for (let g = 1; g < 5; g++) expect(p[g]).toBeCloseTo(1 / (1 + Math.exp(-1.5)), 6);
  });

  it('gives a text of fewer than two characters no gap to score', () => {
    expect([...scoreGaps(models.analyzer, models.spacing, toCompact(' 가 '), null)]).toEqual([
      0, 0,
    ]);
  });

  it('with the shipped model, puts spaces between the words of a plain sentence and none inside them', () => {
    const text = '나는 오늘 친구와 함께 학교에 갔다';
    const compact = toCompact(text);
    const blind = scoreGaps(models.analyzer, models.spacing, toCompact(compact.compact), null);
    const gaps = analyseTypedGaps(models.analyzer, compact, models.analyzer.analyze(text));
    const typed = scoreGaps(models.analyzer, models.spacing, compact, compact.observed, gaps);
    for (const p of [blind, typed])
      for (let g = 1; g < compact.compact.length; g++)
        expect((p[g] as number) > 0.5, `gap ${g}`).toBe(compact.observed[g] === 1);
  });
});
