import { createCheckerWith } from '../src/checker.ts';
import { loadEngineModels, loadKoreanDictionary } from '../src/node/engine-files.ts';
import { loadMisspellingLexicon } from '../src/node/lexicon-file.ts';
import { benchWindows } from './bench-windows.ts';
const windows = benchWindows();
const models = loadEngineModels();
const a = models.analyzer;
const orig = a.analyze.bind(a);
const origCost = a.pathCost.bind(a);
let calls = 0, dup = 0, tAll = 0, tWhole = 0, pcCalls = 0, pcDup = 0, tPc = 0;
let seen = new Set<string>();
let seenPc = new Set<string>();
const stack = new Map<string, number>();
(a as any).analyze = (text: string, from = 0, to = text.length) => {
  const k = `${from}:${to}:${text.length === 1000 ? 'W' : text}`;
  calls++; if (seen.has(k)) { dup++; const s = new Error().stack!.split('\n')[2]!.trim(); stack.set(s, (stack.get(s) ?? 0) + 1); } seen.add(k);
  const t = performance.now(); const r = orig(text, from, to); const d = performance.now() - t; tAll += d; if (from === 0 && to === text.length && text.length > 500) tWhole += d; return r;
};
(a as any).pathCost = (text: string) => { pcCalls++; if (seenPc.has(text)) pcDup++; seenPc.add(text); const t = performance.now(); const r = origCost(text); tPc += performance.now() - t; return r; };
const checker = createCheckerWith(await loadKoreanDictionary(), { models, lexicon: loadMisspellingLexicon() });
for (let i = 0; i < 64; i++) checker.check(windows[i]!);
calls = dup = tAll = tWhole = pcCalls = pcDup = tPc = 0; stack.clear();
const N = 640; const t0 = performance.now();
for (let i = 0; i < N; i++) { seen = new Set(); seenPc = new Set(); checker.check(windows[i % 64]!); }
console.log(`check ${((performance.now() - t0) / N).toFixed(3)} ms; analyze calls/check ${(calls / N).toFixed(1)} dup ${(dup / N).toFixed(1)} time ${(tAll / N).toFixed(3)} whole ${(tWhole / N).toFixed(3)}; pathCost ${(pcCalls / N).toFixed(1)} dup ${(pcDup / N).toFixed(1)} time ${(tPc / N).toFixed(3)}`);
for (const [s, n] of [...stack].sort((x, y) => y[1] - x[1]).slice(0, 12)) console.log((n / N).toFixed(1), s);
