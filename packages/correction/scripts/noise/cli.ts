/**
 * The command line the noise scripts share when run on their own (scripts/noise.ts,
 * scripts/noise/real-slips.ts, scripts/noise/writer-errors.ts).
 */
import { resolve } from 'node:path';
import type { CorpusPart } from '../corpus.ts';

/** The module at `filename` is the script node was started with, not an import. */
export function isMainScript(filename: string, argv: readonly string[] = process.argv): boolean {
  return argv[1] !== undefined && filename === resolve(argv[1]);
}

/**
 * `--name value` options and the corpus part to draw from: dev unless `--part` says train;
 * the test part is for scripts/eval-correction.ts only, so asking for it throws.
 */
export function noiseScriptArgs(argv: readonly string[] = process.argv): {
  arg: (name: string) => string | undefined;
  part: CorpusPart;
} {
  const arg = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i > 0 ? argv[i + 1] : undefined;
  };
  const part = arg('part') ?? 'dev';
  if (part === 'test') throw new Error('the test part is for scripts/eval-correction.ts only');
  if (part !== 'train' && part !== 'dev') throw new Error(`--part: train or dev, not ${part}`);
  return { arg, part };
}
