import { describe, expect, it } from 'vitest';
import { wordCount } from './lm/syllable-lm.ts';
import { createEngineModels } from './models.ts';
import { loadEngineBuffers } from './node/engine-files.ts';
import { toCompact } from './spacing/features.ts';
import { scoreGaps } from './spacing/model.ts';

const buffers = loadEngineBuffers();

/** A copy of a shared buffer in a plain ArrayBuffer (what a browser hands the engine). */
const plainCopy = (shared: SharedArrayBuffer): ArrayBuffer => {
  const copy = new ArrayBuffer(shared.byteLength);
  new Uint8Array(copy).set(new Uint8Array(shared));
  return copy;
};

describe('createEngineModels', () => {
  it('reads the three models over the buffers without copying them', () => {
    const models = createEngineModels(buffers);
    expect(models.analyzer.dictionary.buffer).toBe(buffers.analyzer);
    expect(models.spacing.weights.buffer).toBe(buffers.spacing);
    expect(models.analyzer.analyze('학교에 간다').map((m) => `${m.surface}/${m.pos}`)).toEqual([
      '학교/NNG',
      '에/JKB',
      '간다/VV+EC',
    ]);
    expect(models.spacing.weights.length).toBe(1 << models.spacing.bits);
  });

  it('gives the same answers over plain ArrayBuffers as over shared ones', () => {
    const shared = createEngineModels(buffers);
    const plain = createEngineModels({
      analyzer: plainCopy(buffers.analyzer),
      spacing: plainCopy(buffers.spacing),
      lm: plainCopy(buffers.lm),
    });
    const text = '나는오늘학교에갔다';
    expect(plain.analyzer.analyze(text)).toEqual(shared.analyzer.analyze(text));
    const compact = toCompact(text);
    expect(scoreGaps(plain.analyzer, plain.spacing, compact, null)).toEqual(
      scoreGaps(shared.analyzer, shared.spacing, compact, null),
    );
    expect(wordCount(plain.lm, '학교')).toBe(wordCount(shared.lm, '학교'));
    expect(wordCount(shared.lm, '학교')).toBeGreaterThan(0);
  });

  it('refuses files given in the wrong places, naming the model that was expected', () => {
    expect(() => createEngineModels({ ...buffers, analyzer: buffers.spacing })).toThrow(
      'not a Dadeum analyser dictionary',
    );
    expect(() => createEngineModels({ ...buffers, spacing: buffers.lm })).toThrow(
      'not a Dadeum spacing model',
    );
    expect(() => createEngineModels({ ...buffers, lm: buffers.spacing })).toThrow(
      'not a Dadeum syllable model',
    );
  });
});
