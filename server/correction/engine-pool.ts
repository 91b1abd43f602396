/**
 * The correction engine off the event loop: a small pool of worker threads (piscina), each
 * with the full checker. The large read-only data (analyser dictionary 44 MB, speller 5 MB,
 * spacing and syllable models 9 MB) is read once into SharedArrayBuffers and shared by every
 * thread; each thread adds its code and working memory, about 30 MB (docs/correction.md, "How
 * it runs in the server").
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { z } from 'zod';
import type { CheckResult } from '@dadeum/correction';
import type { Language } from '@dadeum/correction';
import { loadEngineBuffers } from '@dadeum/correction/node';
import type { EngineTask } from './engine-worker.ts';

export interface CorrectionEngine {
  /** Check `text`; past `budgetMs` of work the result is partial (never a hang). */
  run(text: string, options: { language: Language; budgetMs: number }): Promise<CheckResult>;
  /** Resolves once the engine can answer (workers started and loaded). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface EnginePoolOptions {
  /** Worker threads; default CORRECTION_THREADS, else one per core beyond the first, at most 2. */
  threads?: number;
}

const threadsSchema = z.coerce
  .number()
  .int()
  .min(1, 'CORRECTION_THREADS must be at least 1')
  .max(16, 'CORRECTION_THREADS must be at most 16')
  .optional();

/**
 * Threads of the pool. Each holds about 30 MB (its code and working memory) beside the 57 MB
 * all share; the default keeps one core for the event loop and at most two for checks: one
 * thread on a 2-core machine.
 */
export function poolThreads(env: NodeJS.ProcessEnv = process.env): number {
  const parsed = threadsSchema.safeParse(env.CORRECTION_THREADS || undefined);
  if (!parsed.success)
    throw new Error(parsed.error.issues[0]?.message ?? 'CORRECTION_THREADS is not a number');
  return parsed.data ?? Math.max(1, Math.min(2, availableParallelism() - 1));
}

export function createEnginePool(options: EnginePoolOptions = {}): CorrectionEngine {
  const threads = options.threads ?? poolThreads();
  const pool = new Piscina<EngineTask, CheckResult>({
    filename: new URL('./engine-worker.ts', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Infinity,
    workerData: { engine: loadEngineBuffers() },
    // The worker is plain TypeScript that Node strips itself: it needs neither the tsx loader
    // the server may run under (about 40 MB per thread) nor the parent's other flags.
    execArgv: process.features.typescript ? [] : ['--experimental-strip-types'],
    // V8 grows the young generation with the allocation rate and keeps the pages: a 10,000
    // character check would otherwise leave each thread 100 MB larger (docs/decisions.md).
    resourceLimits: { maxYoungGenerationSizeMb: 24 },
  });
  let warm: Promise<void> | null = null;
  return {
    async run(text, { language, budgetMs }) {
      // A check that is still running well after its budget (a worker stuck on pathological
      // input) is aborted; piscina replaces the worker. The caller gets a partial result.
      const signal = AbortSignal.timeout(budgetMs * 4 + 2000);
      try {
        return await pool.run({ text, language, budgetMs }, { signal });
      } catch (error) {
        if (signal.aborted) return { issues: [], partial: true };
        throw error;
      }
    },
    ready() {
      // Every thread answers one tiny check: each has loaded its dictionary.
      warm ??= Promise.all(
        Array.from({ length: threads }, () =>
          pool.run({ text: '네', language: 'ko', budgetMs: 1000 }),
        ),
      ).then(() => undefined);
      return warm;
    },
    close: () => pool.close(),
  };
}
