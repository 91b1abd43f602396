/**
 * `@dadeum/correction`: the engine's public core. Pure TypeScript: no Node and no DOM, so it
 * runs in the server's worker threads, in scripts and in a browser's Web Worker. The host reads
 * the model files and hands them in: `@dadeum/correction/node` (files into SharedArrayBuffers)
 * or `@dadeum/correction/browser` (files fetched).
 */
export {
  MAX_TEXT_LENGTH,
  applySuggestions,
  createChecker,
  createCheckerWith,
  type CheckOptions,
  type CheckResult,
  type Checker,
  type CheckerOptions,
} from './checker.ts';
export { createEngineModels, type EngineData } from './models.ts';
export type { EngineModels } from './context.ts';
export { parseLexicon, type LexiconEntry } from './lexicon/lexicon.ts';
export { readSpeller } from './spell/korean-speller.ts';
export {
  CATEGORIES,
  type Category,
  type Issue,
  type Language,
  type Message,
  type SpellDictionary,
} from './types.ts';
export {
  LLM_RULE_ID,
  checkWithReview,
  createLlmReviewer,
  llmOptionsFromEnv,
  type LlmReviewOptions,
  type LlmReviewer,
} from './llm-review.ts';
export {
  compare as compareInContext,
  readContextLm,
  scoreSentence,
  type ContextLm,
} from './lm/context-lm.ts';
