/**
 * `@dadeum/correction/browser`: the engine in a browser page or, better, a Web Worker. It
 * fetches the six files the Node loader reads from disk (src/node/engine-files.ts) and builds
 * the same checker from them with the core's functions: the same issues for the same text.
 *
 * Only fetch, URL and TextDecoder: no DOM and no Node, so it runs in a dedicated worker, an
 * offscreen document, or Node itself (the test serves the files over node:http).
 *
 * ```ts
 * import { loadEngineChecker } from '@dadeum/correction/browser';
 * const checker = await loadEngineChecker('/engine/'); // the package's files under /engine/
 * checker.check('어의없는 일이 생겼다.');
 * ```
 */
import {
  createCheckerWith,
  createEngineModels,
  parseLexicon,
  readSpeller,
  type Checker,
} from './core.ts';

/**
 * Where each file lies relative to the package's root, which is also where
 * {@link loadEngineChecker} looks for it under a base URL. The two `.cache` files are compiled
 * at install time (`npm run build:analyzer`, `npm run build:speller`); the others are in the
 * repository.
 */
export const ENGINE_FILE_PATHS = {
  /** The analyser dictionary (mecab-ko-dic compiled), about 44 MB. */
  analyzer: '.cache/analyzer.bin',
  /** The speller (hunspell's Korean dictionary compiled), about 4.5 MB. */
  speller: '.cache/speller.bin',
  /** The spacing model, 4 MB. */
  spacing: 'src/data/spacing-model.bin',
  /** The syllable language model, 5 MB. */
  lm: 'src/data/syllable-lm.bin',
  /** The contextual language model (morpheme trigrams), 9 MB. */
  contextLm: 'src/data/context-lm.bin',
  /** The misspelling lexicon (text), 0.6 MB. */
  lexicon: 'src/data/misspellings.tsv',
} as const;

export type EngineFile = keyof typeof ENGINE_FILE_PATHS;

/** One URL per file, for files that are not laid out as in the package. */
export type EngineFileUrls = Readonly<Record<EngineFile, string | URL>>;

/** The files' contents, as fetched. */
export interface EngineFiles {
  analyzer: ArrayBuffer;
  speller: ArrayBuffer;
  spacing: ArrayBuffer;
  lm: ArrayBuffer;
  contextLm: ArrayBuffer;
  lexicon: string;
}

export interface FetchEngineFilesOptions {
  /** The fetch to use (default: the global one). */
  fetch?: (url: string) => Promise<FetchedFile>;
}

/** What the loader needs of a fetch Response. */
export interface FetchedFile {
  readonly ok: boolean;
  readonly status: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The checker's options other than its models and lexicon (which come from the files). */
export type BrowserCheckerOptions = Omit<
  NonNullable<Parameters<typeof createCheckerWith>[1]>,
  'models' | 'lexicon'
>;

/**
 * The URL of each file: under `base` (a directory laid out as the package: see
 * {@link ENGINE_FILE_PATHS}), or as given one by one. A relative base resolves against the
 * worker's or page's location; `base` is a directory whether or not it ends in a slash.
 */
export function engineFileUrls(base: string | URL | EngineFileUrls): Record<EngineFile, string> {
  if (typeof base === 'object' && !(base instanceof URL))
    return Object.fromEntries(
      Object.entries(base).map(([file, url]) => [file, absolute(url)]),
    ) as Record<EngineFile, string>;
  let dir = absolute(base);
  if (!dir.endsWith('/')) dir += '/';
  return Object.fromEntries(
    Object.entries(ENGINE_FILE_PATHS).map(([file, path]) => [file, new URL(path, dir).href]),
  ) as Record<EngineFile, string>;
}

function absolute(url: string | URL): string {
  // In a worker or a page, relative URLs are relative to its location; Node has none.
  const here = (globalThis as { location?: { href: string } }).location?.href;
  return new URL(url, here).href;
}

/** Fetch the six files at once. Rejects, naming the file, if any answer is not 2xx. */
export async function fetchEngineFiles(
  base: string | URL | EngineFileUrls,
  options: FetchEngineFilesOptions = {},
): Promise<EngineFiles> {
  const urls = engineFileUrls(base);
  const get = options.fetch ?? ((url: string) => fetch(url));
  const read = async (file: EngineFile): Promise<ArrayBuffer> => {
    const response = await get(urls[file]);
    if (!response.ok)
      throw new Error(
        `The engine's ${file} file could not be fetched from ${urls[file]} (HTTP ${response.status}).`,
      );
    return response.arrayBuffer();
  };
  const [analyzer, speller, spacing, lm, contextLm, lexicon] = await Promise.all([
    read('analyzer'),
    read('speller'),
    read('spacing'),
    read('lm'),
    read('contextLm'),
    read('lexicon'),
  ]);
  return {
    analyzer,
    speller,
    spacing,
    lm,
    contextLm,
    lexicon: new TextDecoder().decode(lexicon),
  };
}

/**
 * The full engine over fetched files, as the Node loader's `createEngineChecker` builds it:
 * the speller, the analyser and models, and the misspelling lexicon. The buffers are read in
 * place (views, no copies); keep them alive as long as the checker.
 */
export function createBrowserChecker(
  files: EngineFiles,
  options: BrowserCheckerOptions = {},
): Checker {
  return createCheckerWith(readSpeller(files.speller), {
    ...options,
    models: createEngineModels(files),
    lexicon: parseLexicon(files.lexicon),
  });
}

/** Fetch the files and build the checker: {@link fetchEngineFiles} then {@link createBrowserChecker}. */
export async function loadEngineChecker(
  base: string | URL | EngineFileUrls,
  options: FetchEngineFilesOptions & BrowserCheckerOptions = {},
): Promise<Checker> {
  const { fetch: fetchFile, ...checkerOptions } = options;
  return createBrowserChecker(await fetchEngineFiles(base, { fetch: fetchFile }), checkerOptions);
}
