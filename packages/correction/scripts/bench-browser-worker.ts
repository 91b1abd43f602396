/**
 * The Web Worker of `npm run bench:engine-browser`, bundled by esbuild (scripts/bench-browser.ts):
 * it starts loading the engine at once from `engine/` beside its own URL, reports the fetch and
 * build times, then runs the timing loop on the windows the page sends.
 */
import { createBrowserChecker, fetchEngineFiles } from '../src/browser.ts';
import { timeChecks } from './bench-loop.ts';

/** What this file uses of a dedicated worker's global scope (no DOM types here). */
interface WorkerScope {
  location: { href: string };
  postMessage(message: unknown): void;
  onmessage: ((event: { data: BenchRequest }) => void) | null;
}
export interface BenchRequest {
  windows: string[];
  warmup: number;
  runs: number;
}

const scope = globalThis as unknown as WorkerScope;
const start = performance.now();

async function load() {
  const files = await fetchEngineFiles(new URL('engine/', scope.location.href));
  const fetched = performance.now();
  const checker = createBrowserChecker(files);
  const built = performance.now();
  scope.postMessage({
    type: 'ready',
    // performance.now() counts from the worker's own time origin (its start).
    sinceWorkerStart: built,
    fetchMs: fetched - start,
    buildMs: built - fetched,
  });
  scope.onmessage = ({ data }) => {
    scope.postMessage({
      type: 'times',
      ...timeChecks(checker, data.windows, data.warmup, data.runs),
    });
  };
}

load().catch((error: unknown) => scope.postMessage({ type: 'error', message: String(error) }));
