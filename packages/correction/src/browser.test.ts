import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileServer, serveFiles } from '../scripts/serve-files.ts';
import {
  ENGINE_FILE_PATHS,
  type EngineFile,
  engineFileUrls,
  fetchEngineFiles,
  loadEngineChecker,
} from './browser.ts';
import type { Checker } from './checker.ts';
import { parseMarkup } from './evaluation.ts';
import { DEV_GROUPS, DEV_PROSE } from './fixtures/dev-set.ts';
import { createEngineChecker } from './node/engine-files.ts';

// The browser loader under Node: its files fetched with Node's fetch (the same WHATWG fetch
// as a worker's) from a local HTTP server, laid out under /engine/ as in the package.
const ROOT = join(import.meta.dirname, '..');
const FILES = Object.entries(ENGINE_FILE_PATHS) as Array<[EngineFile, string]>;

let server: FileServer;
let fromBrowserLoader: Checker;
let fromNodeLoader: Checker;
let loaderRequests: string[];

beforeAll(async () => {
  server = await serveFiles(
    new Map(
      FILES.map(([, path]) => [
        `/engine/${path}`,
        { source: join(ROOT, path), type: 'application/octet-stream' },
      ]),
    ),
  );
  fromBrowserLoader = await loadEngineChecker(`${server.url}engine`);
  loaderRequests = server.requests.map((r) => `${r.status} ${r.path}`).sort();
  fromNodeLoader = await createEngineChecker();
}, 120_000);

afterAll(() => server?.close());

/** Every sentence of the dev set (markup removed), and the prose once more run together. */
function devTexts(): string[] {
  const texts: string[] = [];
  for (const group of DEV_GROUPS) {
    for (const positive of group.positives) texts.push(parseMarkup(positive, group.category).input);
    texts.push(...group.negatives);
  }
  texts.push(...DEV_PROSE, ...DEV_PROSE.map((text) => text.replace(/\s+/g, '')));
  return texts;
}

describe('the browser loader (@dadeum/correction/browser)', () => {
  it('builds a checker that returns exactly the Node loader’s issues on the dev set', () => {
    const texts = devTexts();
    let issues = 0;
    for (const text of texts) {
      const expected = fromNodeLoader.run(text);
      expect(fromBrowserLoader.run(text), text).toEqual(expected);
      issues += expected.issues.length;
    }
    // Not a vacuous comparison: hundreds of texts, and hundreds of issues among them.
    expect(texts.length).toBeGreaterThan(1000);
    expect(issues).toBeGreaterThan(500);
    expect(fromBrowserLoader.hasDictionary && fromBrowserLoader.hasModels).toBe(true);
    expect(fromBrowserLoader.ruleIds).toEqual(fromNodeLoader.ruleIds);
  });

  it('fetches each of the six files once, and nothing else', () => {
    expect(loaderRequests).toEqual(FILES.map(([, path]) => `200 /engine/${path}`).sort());
  });

  it('takes one URL per file, fetching exactly those bytes', async () => {
    const urls = Object.fromEntries(
      FILES.map(([file, path]) => [file, `${server.url}engine/${path}`]),
    ) as Record<EngineFile, string>;
    const files = await fetchEngineFiles(urls);
    for (const [file, path] of FILES) {
      const onDisk = readFileSync(join(ROOT, path));
      const fetched = files[file];
      if (typeof fetched === 'string') expect(fetched).toBe(onDisk.toString('utf8'));
      else expect(Buffer.from(fetched).equals(onDisk), file).toBe(true);
    }
  });

  it('names the file and the HTTP status when a file is missing', async () => {
    const urls = { ...engineFileUrls(`${server.url}engine/`), lm: `${server.url}nowhere.bin` };
    await expect(fetchEngineFiles(urls)).rejects.toThrow(
      `The engine's lm file could not be fetched from ${server.url}nowhere.bin (HTTP 404).`,
    );
  });

  it('reads a base URL as a directory, with or without its final slash', () => {
    for (const base of [
      'https://example.test/assets/engine',
      'https://example.test/assets/engine/',
    ])
      expect(engineFileUrls(base)).toEqual({
        analyzer: 'https://example.test/assets/engine/.cache/analyzer.bin',
        speller: 'https://example.test/assets/engine/.cache/speller.bin',
        spacing: 'https://example.test/assets/engine/src/data/spacing-model.bin',
        lm: 'https://example.test/assets/engine/src/data/syllable-lm.bin',
        contextLm: 'https://example.test/assets/engine/src/data/context-lm.bin',
        lexicon: 'https://example.test/assets/engine/src/data/misspellings.tsv',
      });
  });
});
