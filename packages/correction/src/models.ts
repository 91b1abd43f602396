import { createAnalyzer } from './analysis/analyzer.ts';
import { readDictionary } from './analysis/dictionary.ts';
import type { EngineModels } from './context.ts';
import { readSyllableLm } from './lm/syllable-lm.ts';
import { readSpacingModel } from './spacing/model.ts';

/**
 * The engine's models over their binary data (an ArrayBuffer or a SharedArrayBuffer that worker
 * threads share): the analyser dictionary, the spacing model and the syllable model. Pure: reading the files is the
 * host's job (src/node/engine-files.ts on Node).
 */
export function createEngineModels(data: EngineData): EngineModels {
  return {
    analyzer: createAnalyzer(readDictionary(data.analyzer)),
    spacing: readSpacingModel(data.spacing),
    lm: readSyllableLm(data.lm),
  };
}

/** The binary files the models read (each may be a SharedArrayBuffer). */
export interface EngineData {
  analyzer: ArrayBufferLike;
  spacing: ArrayBufferLike;
  lm: ArrayBufferLike;
}
