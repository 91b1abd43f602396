/**
 * The Node half of `npm run bench:engine-browser` (scripts/bench-browser.ts starts it in a
 * process of its own, so that its memory figures are the engine's alone): reads
 * `{ windows, warmup, runs }` as JSON on stdin, loads the engine with the Node loader, runs the
 * same timing loop as the browser's worker, and prints its figures as JSON.
 *
 * Without huge pages (src/node/huge-pages.ts), as in a browser; `npm run bench:correction`
 * measures the server's way.
 */
import { readFileSync } from 'node:fs';
import { createEngineChecker, loadEngineBuffers } from '../src/node/engine-files.ts';
import { loadMisspellingLexicon } from '../src/node/lexicon-file.ts';
import { timeChecks } from './bench-loop.ts';

const { windows, warmup, runs } = JSON.parse(readFileSync(0, 'utf8')) as {
  windows: string[];
  warmup: number;
  runs: number;
};
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});

gc();
const before = process.memoryUsage();
const t0 = performance.now();
const buffers = loadEngineBuffers();
loadMisspellingLexicon();
const t1 = performance.now();
const checker = await createEngineChecker(buffers);
const t2 = performance.now();
gc();
const loaded = process.memoryUsage();
const cpu0 = process.cpuUsage();
const wall0 = performance.now();
const loop = timeChecks(checker, windows, warmup, runs);
const used = process.cpuUsage(cpu0);
const cpu = { ms: (used.user + used.system) / 1000, wallMs: performance.now() - wall0 };
gc();
const after = process.memoryUsage();

const bytes = Object.values(buffers).reduce((sum, b) => sum + b.byteLength, 0);
console.log(
  JSON.stringify({
    version: process.version,
    readMs: t1 - t0,
    buildMs: t2 - t1,
    bytes,
    before,
    loaded,
    after,
    cpu,
    ...loop,
  }),
);
