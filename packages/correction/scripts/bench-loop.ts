/**
 * The timing loop of `npm run bench:engine-browser`, run as it is in Node and, bundled, in the
 * browser's Web Worker (scripts/bench-browser-worker.ts): no Node and no DOM.
 */
import type { Checker } from '../src/core.ts';

export interface LoopResult {
  /** Milliseconds of each timed check, in run order. */
  times: number[];
  /** Issues found on the windows (one check each) and a hash of them, to compare two runs. */
  issues: number;
  digest: string;
}

/** Check each window once, untimed: the issues, and an FNV-1a hash of their JSON. */
function issueDigest(
  checker: Checker,
  windows: readonly string[],
): { issues: number; digest: string } {
  let hash = 0x811c9dc5;
  let issues = 0;
  for (const text of windows) {
    const found = checker.check(text);
    issues += found.length;
    const json = JSON.stringify(found);
    for (let i = 0; i < json.length; i++) hash = Math.imul(hash ^ json.charCodeAt(i), 0x01000193);
  }
  return { issues, digest: (hash >>> 0).toString(16).padStart(8, '0') };
}

/** `warmup` untimed checks, then `runs` timed ones, cycling through the windows. */
export function timeChecks(
  checker: Checker,
  windows: readonly string[],
  warmup: number,
  runs: number,
): LoopResult {
  for (let i = 0; i < warmup; i++) checker.check(windows[i % windows.length] ?? '');
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const text = windows[i % windows.length] ?? '';
    const t0 = performance.now();
    checker.check(text);
    times.push(performance.now() - t0);
  }
  return { times, ...issueDigest(checker, windows) };
}

/** The p-th percentile of the times (nearest rank, as scripts/bench-correction.ts). */
export function percentile(times: readonly number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx] ?? NaN;
}
