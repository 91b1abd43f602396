/**
 * The page of `npm run bench:engine-browser`, bundled by esbuild (scripts/bench-browser.ts):
 * `globalThis.bench` starts the worker, relays a timing run to it, and asks the browser for its
 * memory measurement where the page may (cross-origin isolated).
 */
import type { BenchRequest } from './bench-browser-worker.ts';

/** What this file uses of a window's globals (no DOM types here). */
interface PageScope {
  Worker: new (url: string) => BenchWorker;
  crossOriginIsolated?: boolean;
  performance: { now(): number; measureUserAgentSpecificMemory?: () => Promise<unknown> };
  bench: typeof bench;
}
interface BenchWorker {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: { type: string; message?: string } }) => void) | null;
  onerror: ((event: { message: string }) => void) | null;
}

const scope = globalThis as unknown as PageScope;
let worker: BenchWorker | undefined;

function next<T>(): Promise<T> {
  return new Promise((resolve, reject) => {
    if (!worker) throw new Error('no worker');
    worker.onerror = (event) => reject(new Error(`worker error: ${event.message}`));
    worker.onmessage = ({ data }) =>
      data.type === 'error' ? reject(new Error(data.message)) : resolve(data as T);
  });
}

const bench = {
  /** Start the worker; resolves when its checker is ready, with the page's and its times. */
  async start() {
    const t0 = scope.performance.now();
    worker = new scope.Worker('worker.js');
    const ready = await next<Record<string, number>>();
    return { ...ready, pageMs: scope.performance.now() - t0 };
  },
  run(request: BenchRequest) {
    const reply = next<unknown>();
    worker?.postMessage(request);
    return reply;
  },
  /** performance.measureUserAgentSpecificMemory(), or why not. */
  async memory(timeoutMs: number) {
    const measure = scope.performance.measureUserAgentSpecificMemory;
    if (!measure)
      return { unavailable: 'performance.measureUserAgentSpecificMemory is not defined' };
    if (!scope.crossOriginIsolated) return { unavailable: 'the page is not cross-origin isolated' };
    const t0 = scope.performance.now();
    const timeout = new Promise((resolve) =>
      setTimeout(() => resolve({ unavailable: `no answer within ${timeoutMs} ms` }), timeoutMs),
    );
    const result = await Promise.race([measure.call(scope.performance), timeout]);
    return { result, ms: scope.performance.now() - t0 };
  },
};

scope.bench = bench;
