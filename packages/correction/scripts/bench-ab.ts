/**
 * `npm run bench:ab -- <git revision> [pairs] [--cpu]`: is the engine of this checkout faster or slower than
 * the one of another revision? Both checkers run in this one process, alternated check by check
 * on the 1,000-character windows `bench:correction` uses, so that the machine's load (which
 * moves a single `bench:correction` run by a third on a shared machine) weighs on both alike.
 * Prints both means and the median of the pairs' ratios (this checkout / the other); asserts
 * nothing.
 *
 * The other revision's src/, server/ and scripts/ are extracted to a temporary directory with
 * this checkout's node_modules linked in (its own analyser dictionary and speller are built
 * there, as the formats may differ). Each side is one instance: two of the same code share the
 * JIT's feedback and slow each other (docs/correction-history.md, step H).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createEngineChecker } from '../src/node/engine-files.ts';
import type { Checker } from '../src/checker.ts';
import { benchWindows } from './bench-windows.ts';

const revision = process.argv[2];
const PAIRS = Number(process.argv.slice(3).find((a) => /^\d+$/.test(a)) ?? 3000);
if (!revision) {
  console.error('usage: npm run bench:ab -- <git revision> [pairs]');
  process.exit(2);
}
const root = join(import.meta.dirname, '../../..');
const git = (args: string[]) =>
  spawnSync('git', args, { cwd: root, encoding: 'buffer', maxBuffer: 1 << 30 });
const rev = git(['rev-parse', '--verify', `${revision}^{commit}`]);
if (rev.status !== 0) {
  console.error(`bench:ab: ${revision} is not a commit of this repository`);
  process.exit(2);
}

const dir = mkdtempSync(join(tmpdir(), 'dadeum-ab-'));
try {
  // The engine as a package (packages/correction) or, before it was one, inside the app.
  const packaged =
    git(['cat-file', '-e', `${revision}:packages/correction/package.json`]).status === 0;
  const engine = packaged
    ? {
        files: ['packages', 'package.json'],
        scripts: 'packages/correction/scripts',
        entry: 'packages/correction/src/node/engine-files.ts',
      }
    : {
        files: ['src', 'server', 'scripts', 'package.json'],
        scripts: 'scripts/correction',
        entry: 'server/correction/engine-files.ts',
      };
  const archive = git(['archive', revision, ...engine.files]);
  if (archive.status !== 0) throw new Error(`git archive failed: ${archive.stderr.toString()}`);
  const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive.stdout, maxBuffer: 1 << 30 });
  if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr.toString()}`);
  // This checkout's packages, but a cache of its own for the other revision's dictionary.
  const modules = join(dir, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(join(root, 'node_modules')))
    if (entry !== '.cache') symlinkSync(join(root, 'node_modules', entry), join(modules, entry));
  // Its own compiled data: the analyser dictionary, and the speller where it has one (the
  // engine before it loaded hunspell-asm instead).
  for (const script of ['build-analyzer.ts', 'build-speller.ts']) {
    const path = join(dir, engine.scripts, script);
    if (!existsSync(path)) continue;
    const build = spawnSync(process.execPath, ['--import', 'tsx', path], {
      cwd: dir,
      encoding: 'utf8',
    });
    if (build.status !== 0)
      throw new Error(`the other revision's ${script} failed:\n${build.stderr}`);
  }

  const other = (await import(pathToFileURL(join(dir, engine.entry)).href)) as {
    createEngineChecker: () => Promise<Checker>;
  };
  const windows = benchWindows();
  const theirs = await other.createEngineChecker();
  const ours = await createEngineChecker();
  for (let i = 0; i < 200; i++) {
    theirs.check(windows[i % 64] as string);
    ours.check(windows[i % 64] as string);
  }
  const ratios: number[] = [];
  let theirTotal = 0;
  let ourTotal = 0;
  // With --cpu, the process's CPU time (user + system) rather than the wall clock: on a shared
  // machine a check that is descheduled half-way counts only the time it ran.
  const cpu = process.argv.includes('--cpu');
  const time = (checker: Checker, window: string) => {
    if (cpu) {
      const c = process.cpuUsage();
      checker.check(window);
      const d = process.cpuUsage(c);
      return (d.user + d.system) / 1000;
    }
    const t = performance.now();
    checker.check(window);
    return performance.now() - t;
  };
  for (let i = 0; i < PAIRS; i++) {
    const window = windows[i % 64] as string;
    // Each goes first in every other pair: the second runs on caches the first has stirred.
    let a: number;
    let b: number;
    if (i % 2 === 0) {
      a = time(theirs, window);
      b = time(ours, window);
    } else {
      b = time(ours, window);
      a = time(theirs, window);
    }
    theirTotal += a;
    ourTotal += b;
    ratios.push(b / a);
  }
  ratios.sort((a, b) => a - b);
  const at = (q: number) => (ratios[Math.floor(q * (ratios.length - 1))] as number).toFixed(3);
  console.log(
    `${PAIRS} alternated checks of 1,000 characters: ${revision} ${(theirTotal / PAIRS).toFixed(3)} ms, ` +
      `this checkout ${(ourTotal / PAIRS).toFixed(3)} ms (means); median ratio this / ${revision} ` +
      `${at(0.5)} (quartiles ${at(0.25)}-${at(0.75)})${cpu ? ', CPU time' : ''}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
