/**
 * Profile helper: checks 1,000-character windows of held-out corpus text (as the bench does)
 * N times, for `node --cpu-prof` (npx tsx --cpu-prof scripts/profile-check.ts) and a
 * per-rule time table (each rule run alone on the same context, after the shared analysis).
 */
import { createContext, createSpellCache } from '../src/context.ts';
import { ALL_RULES } from '../src/rules/rule-set.ts';
import {
  createEngineChecker,
  loadEngineModels,
  loadKoreanDictionary,
} from '../src/node/engine-files.ts';
import { benchWindows } from './bench-windows.ts';
import type { Finding } from '../src/types.ts';

const windows = benchWindows();
const checker = await createEngineChecker();
const runs = Number(process.argv[2] ?? 2000);
for (let i = 0; i < 100; i++) checker.check(windows[i % 64] as string);
const t0 = performance.now();
for (let i = 0; i < runs; i++) checker.check(windows[i % 64] as string);
console.log(`check: ${((performance.now() - t0) / runs).toFixed(3)} ms per 1,000 chars (mean)`);

if (process.argv.includes('--rules')) {
  const models = loadEngineModels();
  const dictionary = await loadKoreanDictionary();
  const spell = createSpellCache(dictionary);
  const time = new Map<string, number>();
  let analysis = 0;
  for (let i = 0; i < 400; i++) {
    const ctx = createContext(windows[i % 64] as string, spell, true, models);
    let t = performance.now();
    ctx.morphs();
    analysis += performance.now() - t;
    const out: Finding[] = [];
    for (const rule of ALL_RULES) {
      t = performance.now();
      rule.run(ctx, out);
      time.set(rule.id, (time.get(rule.id) ?? 0) + performance.now() - t);
    }
  }
  console.log(`analysis ${(analysis / 400).toFixed(3)} ms`);
  for (const [id, ms] of [...time].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${id.padEnd(36)} ${(ms / 400).toFixed(3)} ms`);
}
