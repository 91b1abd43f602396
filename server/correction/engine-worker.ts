/**
 * A correction worker thread (engine-pool.ts runs a few of them): builds the checker once from
 * the data the pool shares (SharedArrayBuffers: analyser dictionary, speller, spacing and
 * syllable models), then answers checks. Plain erasable TypeScript
 * with .ts imports, so Node runs it directly (type stripping) as well as under tsx.
 */
import { workerData } from 'node:worker_threads';
import type { CheckResult } from '@dadeum/correction';
import type { Language } from '@dadeum/correction';
import { createEngineChecker, type EngineBuffers } from '@dadeum/correction/node';

export interface EngineTask {
  text: string;
  language: Language;
  budgetMs: number;
  /** Rule ids the checker does not run (the member switched them off). */
  disabledRules?: readonly string[];
}

const data = (workerData as { engine: EngineBuffers }).engine;
const checker = await createEngineChecker(data);
// One warm-up check so the first real one does not pay for compilation.
checker.run('엔진을 준비합니다. 띄어쓰기가없는문장도 확인합니다.');

export default function check(task: EngineTask): CheckResult {
  return checker.run(task.text, {
    language: task.language,
    budgetMs: task.budgetMs,
    disabledRules: task.disabledRules,
    // Members see whole words on the cards (있읍니다 → 있습니다), one card per word.
    wholeWords: true,
  });
}
