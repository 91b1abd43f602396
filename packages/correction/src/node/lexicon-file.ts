/**
 * Node-side loading of the misspelling lexicon (src/data/misspellings.tsv, rebuilt by
 * `npx tsx scripts/lexicon/build-lexicon.ts`). The engine core only parses text;
 * reading the file is the host's job.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type LexiconEntry, parseLexicon } from '../lexicon/lexicon.ts';

export const MISSPELLING_LEXICON_FILE = join(import.meta.dirname, '../data/misspellings.tsv');

let cached: LexiconEntry[] | undefined;

/** Read and parse the lexicon once per process (about 0.3 MB of text). */
export function loadMisspellingLexicon(path = MISSPELLING_LEXICON_FILE): LexiconEntry[] {
  if (path === MISSPELLING_LEXICON_FILE && cached) return cached;
  const entries = parseLexicon(readFileSync(path, 'utf8'));
  if (path === MISSPELLING_LEXICON_FILE) cached = entries;
  return entries;
}
