/**
 * `tsx scripts/review-corpus.ts [--part dev] [--rule prefix] [--limit N]`: every issue
 * the engine raises on corpus lines, per rule, with its context, for review by hand. Defaults
 * to the dev part; the test part is for the reported figures only (see corpus.ts).
 */
import { createEngineChecker } from '../src/node/engine-files.ts';
import { readCorpus, type CorpusPart } from './corpus.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const part = (arg('part') ?? 'dev') as CorpusPart;
const rule = arg('rule') ?? '';
const limit = Number(arg('limit') ?? 100000);
const checker = await createEngineChecker();
let eojeol = 0;
const counts = new Map<string, number>();
const lines: string[] = [];
for (const { source, text } of readCorpus(part).slice(0, limit)) {
  eojeol += text.split(/\s+/).filter(Boolean).length;
  for (const i of checker.check(text)) {
    counts.set(i.ruleId, (counts.get(i.ruleId) ?? 0) + 1);
    if (!i.ruleId.startsWith(rule)) continue;
    const before = text.slice(Math.max(0, i.offset - 20), i.offset);
    const after = text.slice(i.offset + i.length, i.offset + i.length + 20);
    lines.push(
      `[${i.ruleId}] ${source}: ${before}⟦${i.original}→${i.suggestions[0] ?? ''}⟧${after}`,
    );
  }
}
const total = [...counts.values()].reduce((a, b) => a + b, 0);
console.log(
  `${part}: ${eojeol} eojeol, ${total} issues = ${((total / eojeol) * 1000).toFixed(2)} per 1,000 eojeol`,
);
for (const [id, n] of [...counts].sort((a, b) => b[1] - a[1]))
  console.log(`  ${id.padEnd(34)} ${String(n).padStart(5)}  ${((n / eojeol) * 1000).toFixed(2)}`);
console.log(lines.join('\n'));
