/**
 * The licensed corpora in ../shared/corpora (see its README), split into train / dev / test by a
 * stable hash of each line: the same line always lands in the same part, whatever file or
 * position it has. Test is for the reported figures only: never train, tune or write rules on
 * it. Node only (scripts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type CorpusPart = 'train' | 'dev' | 'test';

export interface CorpusLine {
  /** File name without `.txt` (korsts, news, ...). */
  source: string;
  text: string;
}

/** Where the corpora live: `CORPORA_DIR`, else `../shared/corpora` beside the repository. */
export function corporaDir(): string {
  return resolve(
    process.env.CORPORA_DIR ?? join(import.meta.dirname, '../../../../shared/corpora'),
  );
}

/**
 * 80 / 10 / 10 by the first four bytes of the SHA-1 of the trimmed, NFC-normalised line.
 * Changing this function changes every figure: don't.
 */
export function partOf(line: string): CorpusPart {
  const digest = createHash('sha1').update(line.trim().normalize('NFC'), 'utf8').digest();
  const bucket = digest.readUInt32BE(0) % 100;
  return bucket < 80 ? 'train' : bucket < 90 ? 'dev' : 'test';
}

const cache = new Map<CorpusPart, CorpusLine[]>();

/**
 * Where the larger extra corpora live (Wikipedia, documentation: see its README):
 * `CORPORA_EXTRA_DIR`, else `../shared/corpora-extra` beside the repository.
 */
export function extraCorporaDir(): string {
  return resolve(
    process.env.CORPORA_EXTRA_DIR ?? join(import.meta.dirname, '../../../../shared/corpora-extra'),
  );
}

/**
 * Every non-empty line of every `.txt` file in `dir` (file name then line order, trimmed and
 * NFC-normalised) with the part it falls in. Throws a clear error without the folder.
 */
function forEachLine(dir: string, each: (line: CorpusLine, part: CorpusPart) => void): void {
  if (!existsSync(dir))
    throw new Error(
      `corpora not found at ${dir}: set CORPORA_DIR / CORPORA_EXTRA_DIR to the folder with the corpus .txt files`,
    );
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()) {
    const source = file.replace(/\.txt$/, '');
    for (const raw of readFileSync(join(dir, file), 'utf8').split('\n')) {
      const text = raw.trim().normalize('NFC');
      if (text.length > 0) each({ source, text }, partOf(text));
    }
  }
}

/**
 * The lines of one part of every `.txt` file in `dir`, by the same split as `readCorpus` (file
 * name then line order), read without caching (the extra corpora are about 90 MB).
 * `each` sees every line of the part in turn.
 */
export function forEachCorpusLine(
  dir: string,
  part: CorpusPart,
  each: (line: CorpusLine) => void,
): void {
  forEachLine(dir, (line, p) => {
    if (p === part) each(line);
  });
}

/** All lines of one part of ../shared/corpora, in file-name then line order (cached). */
export function readCorpus(part: CorpusPart): CorpusLine[] {
  const cached = cache.get(part);
  if (cached) return cached;
  const byPart: Record<CorpusPart, CorpusLine[]> = { train: [], dev: [], test: [] };
  forEachLine(corporaDir(), (line, p) => byPart[p].push(line));
  for (const p of ['train', 'dev', 'test'] as const) cache.set(p, byPart[p]);
  return byPart[part];
}

/** Hangul syllables in a string. */
export function countSyllables(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xac00 && c <= 0xd7a3) n++;
  }
  return n;
}
