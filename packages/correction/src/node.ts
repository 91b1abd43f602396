/**
 * `@dadeum/correction/node`: the engine on Node. Reads the model files into SharedArrayBuffers
 * that every worker thread shares, builds the full checker, and places the tables on huge pages
 * where that helps.
 */
export {
  ANALYZER_DICTIONARY_FILE,
  CONTEXT_LM_FILE,
  SPACING_MODEL_FILE,
  SPELLER_FILE,
  SYLLABLE_LM_FILE,
  createEngineChecker,
  loadAnalyzerDictionary,
  loadContextLm,
  loadEngineBuffers,
  loadEngineModels,
  loadHunspellReference,
  loadKoreanDictionary,
  readShared,
  type EngineBuffers,
} from './node/engine-files.ts';
export { MISSPELLING_LEXICON_FILE, loadMisspellingLexicon } from './node/lexicon-file.ts';
export { execWithHugePages, hugePageBytes } from './node/huge-pages.ts';
