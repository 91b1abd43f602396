import fp from 'fastify-plugin';
import { createChecker, type Checker } from '../../src/correction/checker';
import {
  checkWithReview,
  createLlmReviewer,
  type LlmReviewer,
} from '../../src/correction/llm-review';
import { loadKoreanDictionary } from '../../src/correction/node-loader';
import type { Issue, Language } from '../../src/correction/types';

export interface CorrectionService {
  /**
   * Issues of `text`, sorted by offset and never overlapping, with messages in `language`.
   * With `review` and a configured AI endpoint, AI rewrites are merged in (time-limited).
   * The text is neither kept nor logged.
   */
  check(text: string, language: Language, options?: { review?: boolean }): Promise<Issue[]>;
  /** Resolves once the checker (and its dictionary) is loaded. */
  ready(): Promise<Checker>;
}

export interface CorrectionPluginOptions {
  /**
   * The checker to use (tests create one per file and pass it). Default: one checker per
   * process with the hunspell dictionary, created on first use or at start-up (`preload`).
   */
  checker?: Checker | Promise<Checker>;
  /** The AI pass; default from CORRECTION_LLM_* (none when unset). `null` turns it off. */
  reviewer?: LlmReviewer | null;
  /** Load the checker while the app starts instead of on the first check (the real server). */
  preload?: boolean;
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

let processChecker: Promise<Checker> | undefined;

/** The process-wide checker: loaded once (about 1 s and 75 MB for the dictionary). */
function defaultChecker(): Promise<Checker> {
  processChecker ??= createChecker({ loadDictionary: loadKoreanDictionary }).catch(
    (error: unknown) => {
      processChecker = undefined;
      throw error;
    },
  );
  return processChecker;
}

/** The correction engine as `app.correction`. */
export const correctionPlugin = fp<CorrectionPluginOptions>(
  async (app, options) => {
    let checker: Promise<Checker> | undefined =
      options.checker === undefined ? undefined : Promise.resolve(options.checker);
    const getChecker = () => (checker ??= defaultChecker());
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
      async check(text, language, { review = false } = {}) {
        const loaded = await getChecker();
        return checkWithReview(loaded, review ? reviewer : null, text, { language });
      },
      ready: getChecker,
    } satisfies CorrectionService);

    if (options.preload) {
      app.addHook('onReady', async () => {
        await getChecker();
      });
    }
  },
  { name: 'correction' },
);
