import fp from 'fastify-plugin';
import type { Checker, CheckResult } from '@dadeum/correction';
import { createLlmReviewer, LLM_RULE_ID, type LlmReviewer } from '@dadeum/correction';
import type { Language } from '@dadeum/correction';
import { ApiError } from '../errors';
import { capIssues } from './answer';
import { checkLeavingOut } from './rules-left-out';
import {
  createEnginePool,
  EngineBusyError,
  EngineOverrunError,
  type CorrectionEngine,
} from './engine-pool';

/** A check as one answer carries it: the first issues that fit, and how many more were found. */
export interface CorrectionAnswer extends CheckResult {
  /** Issues found but left out of the answer (capIssues: count and bytes). */
  omitted: number;
}

export interface CorrectionService {
  /**
   * Issues of `text`, sorted by offset and never overlapping, with messages in `language`,
   * and whether the time budget cut the check short (`partial`). With `review` and a configured
   * AI endpoint, AI rewrites are merged in (time-limited). At most one answer's worth of issues
   * (`capIssues`); `omitted` counts the others. 503 COR07 (Retry-After) when the engine's queue
   * is full or a check overran. What the rules in `disabledRules` find is not shown, nor counted,
   * and what they hid on the same words is (checkLeavingOut, rules-left-out.ts); with the AI
   * rewrite's id among them the AI is not asked. The text is neither kept nor logged.
   */
  check(
    text: string,
    language: Language,
    options?: { review?: boolean; disabledRules?: readonly string[] },
  ): Promise<CorrectionAnswer>;
  /** Resolves once the engine can answer. */
  ready(): Promise<void>;
}

/** Engine time one check may use before it answers with what it has (marked partial). */
export const CHECK_BUDGET_MS = 1000;

export interface CorrectionPluginOptions {
  /**
   * A checker to run in the request's own thread (tests create one per file and pass it).
   * Default: the worker pool (engine-pool.ts), started on first use or at start-up (`preload`).
   */
  checker?: Checker | Promise<Checker>;
  /** Any engine (a pool with other settings); wins over `checker`. */
  engine?: CorrectionEngine;
  /** The AI pass; default from CORRECTION_LLM_* (none when unset). `null` turns it off. */
  reviewer?: LlmReviewer | null;
  /** Start the engine while the app starts instead of on the first check (the real server). */
  preload?: boolean;
  budgetMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    correction: CorrectionService;
  }
  interface FastifyContextConfig {
    /**
     * The route receives text to correct: its body must never reach the logs, not even
     * through the message of an unexpected error.
     */
    privateText?: boolean;
  }
}

/** A checker run in the calling thread, behind the engine interface (tests, scripts). */
export function inProcessEngine(checker: Checker | Promise<Checker>): CorrectionEngine {
  const loaded = Promise.resolve(checker);
  return {
    async run(text, options) {
      return (await loaded).run(text, options);
    },
    async ready() {
      await loaded;
    },
    async close() {},
  };
}

/** The correction engine as `app.correction`. */
export const correctionPlugin = fp<CorrectionPluginOptions>(
  async (app, options) => {
    let engine: CorrectionEngine | undefined =
      options.engine ?? (options.checker ? inProcessEngine(options.checker) : undefined);
    const getEngine = () => (engine ??= createEnginePool());
    const budgetMs = options.budgetMs ?? CHECK_BUDGET_MS;
    const llm = app.config.correctionLlm;
    const reviewer =
      options.reviewer !== undefined
        ? options.reviewer
        : llm
          ? createLlmReviewer({
              url: llm.url,
              apiKey: llm.apiKey,
              model: llm.model,
              timeoutMs: llm.timeoutMs,
            })
          : null;

    app.decorate('correction', {
      async check(text, language, { review = false, disabledRules } = {}) {
        const run = (leftOut?: readonly string[]) =>
          getEngine()
            .run(text, { language, budgetMs, ...(leftOut ? { disabledRules: leftOut } : {}) })
            .catch((error: unknown) => {
              // The queue is full, or a check overran and lost its thread: 503, come back later.
              if (error instanceof EngineBusyError) {
                throw new ApiError('COR07', { 'retry-after': String(error.retryAfterSeconds) });
              }
              if (error instanceof EngineOverrunError) {
                throw new ApiError('COR07', { 'retry-after': '1' });
              }
              throw error;
            });
        const result = await checkLeavingOut(run, disabledRules);
        let issues = result.issues;
        if (review && reviewer && !disabledRules?.includes(LLM_RULE_ID)) {
          const extra = await reviewer.review(text, result.issues, language);
          issues = [...result.issues, ...extra].sort((a, b) => a.offset - b.offset);
        }
        return { ...capIssues(issues), partial: result.partial };
      },
      ready: () => getEngine().ready(),
    } satisfies CorrectionService);

    if (options.preload) {
      app.addHook('onReady', async () => {
        await getEngine().ready();
      });
    }
    app.addHook('onClose', async () => {
      await engine?.close();
    });
  },
  { name: 'correction' },
);
