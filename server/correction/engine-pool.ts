/**
 * The correction engine off the event loop: a small pool of worker threads (piscina), each
 * with the full checker. The large read-only data (analyser dictionary 44 MB, speller 5 MB,
 * spacing and syllable models 9 MB) is read once into SharedArrayBuffers and shared by every
 * thread; each thread adds its code and working memory, about 30 MB (docs/correction-history.md, "How
 * it runs in the server").
 *
 * Checks wait in one bounded first-in, first-out queue (task-queue.ts) and reach piscina only
 * when a thread is free: piscina's own queue, with an abort signal per task, put a task it could
 * not hand out at the back again, so under load some checks waited seconds behind later ones.
 */
import { availableParallelism, totalmem } from 'node:os';
import { Piscina } from 'piscina';
import { z } from 'zod';
import type { CheckResult } from '@dadeum/correction';
import type { Language } from '@dadeum/correction';
import { loadEngineBuffers } from '@dadeum/correction/node';
import type { EngineTask } from './engine-worker.ts';
import { createTaskQueue, QueueFullError } from './task-queue.ts';

/** Every thread is busy and the queue is full: answer 503 and ask to come back later. */
export class EngineBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('correction engine busy');
    this.name = 'EngineBusyError';
  }
}

/** A check ran far past its budget and its thread was replaced: there is no answer to give. */
export class EngineOverrunError extends Error {
  constructor() {
    super('correction check overran its budget');
    this.name = 'EngineOverrunError';
  }
}

export interface CorrectionEngine {
  /**
   * Check `text`; past `budgetMs` of work the result is partial (never a hang). The rules in
   * `disabledRules` do not run (ids the engine does not know are ignored).
   */
  run(
    text: string,
    options: { language: Language; budgetMs: number; disabledRules?: readonly string[] },
  ): Promise<CheckResult>;
  /** Resolves once the engine can answer (workers started and loaded). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface EnginePoolOptions {
  /** Worker threads; default CORRECTION_THREADS, else by cores and memory (poolThreads). */
  threads?: number;
  /** Checks that may wait for a thread; default CORRECTION_QUEUE, else 32 per thread. */
  maxQueue?: number;
  /** When a running check counts as stuck; default its budget × 4 + 2 s. */
  overrunMs?: (budgetMs: number) => number;
}

const threadsSchema = z.coerce
  .number()
  .int()
  .min(1, 'CORRECTION_THREADS must be at least 1')
  .max(16, 'CORRECTION_THREADS must be at most 16')
  .optional();

const queueSchema = z.coerce
  .number()
  .int()
  .min(0, 'CORRECTION_QUEUE must be at least 0')
  .max(10_000, 'CORRECTION_QUEUE must be at most 10000')
  .optional();

/** Memory of the process beside the threads: the server, the shared 57 MB, the database client. */
const BASE_MEMORY = 512 * 1024 * 1024;
/** Memory one thread adds at most: about 30 MB of code and data, its 24 MB young generation. */
const THREAD_MEMORY = 64 * 1024 * 1024;
/** Threads at most by default (more help little beside one event loop). */
const MAX_DEFAULT_THREADS = 8;

/** The memory the process may use: its cgroup limit when it has one, else the machine's. */
function memoryLimit(): number {
  const constrained = process.constrainedMemory();
  const total = totalmem();
  return constrained > 0 && constrained < total ? constrained : total;
}

/**
 * Threads of the pool: CORRECTION_THREADS, else by cores and memory. One core stays for the
 * event loop (HTTP, JSON, the database), and each thread must fit in the memory beside the
 * process's own (about 64 MB each beyond 512 MB): one thread on a 2-core machine or in a
 * 512-768 MB container, at most 8.
 */
export function poolThreads(
  env: NodeJS.ProcessEnv = process.env,
  machine = { cores: availableParallelism(), memory: memoryLimit() },
): number {
  const parsed = threadsSchema.safeParse(env.CORRECTION_THREADS || undefined);
  if (!parsed.success)
    throw new Error(parsed.error.issues[0]?.message ?? 'CORRECTION_THREADS is not a number');
  if (parsed.data !== undefined) return parsed.data;
  const byCores = machine.cores - 1;
  const byMemory = Math.floor((machine.memory - BASE_MEMORY) / THREAD_MEMORY);
  return Math.max(1, Math.min(byCores, byMemory, MAX_DEFAULT_THREADS));
}

/**
 * Checks that may wait for a thread: CORRECTION_QUEUE, else 32 per thread (at about 10 ms per
 * 1,000 characters, a third of a second of ordinary checks per thread; a full queue answers
 * 503 at once rather than let a member wait for seconds).
 */
export function poolQueue(threads: number, env: NodeJS.ProcessEnv = process.env): number {
  const parsed = queueSchema.safeParse(env.CORRECTION_QUEUE || undefined);
  if (!parsed.success)
    throw new Error(parsed.error.issues[0]?.message ?? 'CORRECTION_QUEUE is not a number');
  return parsed.data ?? 32 * threads;
}

export function createEnginePool(options: EnginePoolOptions = {}): CorrectionEngine {
  const threads = options.threads ?? poolThreads();
  const overrunMs = options.overrunMs ?? ((budgetMs: number) => budgetMs * 4 + 2000);
  const queue = createTaskQueue({
    concurrency: threads,
    maxWaiting: options.maxQueue ?? poolQueue(threads),
  });
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
    async run(text, { language, budgetMs, disabledRules }) {
      try {
        return await queue.run(async () => {
          // Counted from the start of the work, not from arrival. A check still running well
          // after its budget (a worker stuck on pathological input) is aborted; piscina
          // replaces the worker, and the caller hears so: never an empty answer passed off as
          // "no issues".
          const signal = AbortSignal.timeout(overrunMs(budgetMs));
          try {
            const task: EngineTask = { text, language, budgetMs, disabledRules };
            return await pool.run(task, { signal });
          } catch (error) {
            if (signal.aborted) throw new EngineOverrunError();
            throw error;
          }
        });
      } catch (error) {
        if (error instanceof QueueFullError) throw new EngineBusyError(1);
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
