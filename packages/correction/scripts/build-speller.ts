/**
 * `tsx scripts/build-speller.ts` (run by `npm install`, after the analyser):
 * compiles the hunspell Korean dictionary of the dictionary-ko package (index.aff, index.dic)
 * into the flat typed-array file that src/spell/korean-speller.ts reads, the
 * engine's replacement for hunspell-asm. Deterministic: the same package gives the same file.
 *
 * Output: .cache/speller.bin (derived from an installed package, so it
 * lives and dies with node_modules, like analyzer.bin). Takes a few seconds.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { compileSpeller } from '../src/spell/compile-speller.ts';
import { writeBuildOutput } from './build-output.ts';

export const SPELLER_FILE = join(import.meta.dirname, '../.cache/speller.bin');

/** dictionary-ko's two files (its entry point reads them with top-level await; we don't). */
export function readDictionaryKo(): { aff: string; dic: string } {
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve('dictionary-ko'));
  return {
    aff: readFileSync(join(dir, 'index.aff'), 'utf8'),
    dic: readFileSync(join(dir, 'index.dic'), 'utf8'),
  };
}

export function buildSpeller(): Uint8Array {
  const { aff, dic } = readDictionaryKo();
  return compileSpeller(aff, dic);
}

if (import.meta.main) {
  const t0 = performance.now();
  const bytes = buildSpeller();
  const { digest, unchanged } = writeBuildOutput(SPELLER_FILE, bytes);
  console.log(
    `speller: ${(bytes.length / 1048576).toFixed(1)} MB (sha1 ${digest}) in ` +
      `${((performance.now() - t0) / 1000).toFixed(1)} s${unchanged ? ', unchanged' : ''}`,
  );
}
