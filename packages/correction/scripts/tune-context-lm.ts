/**
 * `tsx scripts/tune-context-lm.ts [--part dev] [--every 10]`: the margins of grammar.context-lm
 * (src/rules/context-lm/). For every word of the part's sentences as written that has an
 * alternative (src/rules/context-lm/alternatives.ts), the gain g = ln p(with the alternative) -
 * ln p(as written) over the rule's window. The text is mostly correct, so per set and margin m:
 *
 * - false alarms: the share of words as written with g >= m (the rule would replace a right word);
 * - detection: the share with -g >= m, which is what the rule would find had the writer used the
 *   other word of the pair in that sentence (the window is the same, so the gain only changes
 *   sign; one-way pairs have no such reading and count only as written).
 *
 * A tuning tool: dev part only. The chosen margins go to src/data/rules/context-lm.json.
 */
import { createContext } from '../src/context.ts';
import { loadEngineModels } from '../src/node/engine-files.ts';
import { alternativesOf, gainOf, reverseOf } from '../src/rules/context-lm/alternatives.ts';
import { contextLmLines } from './context-lm-data.ts';
import type { CorpusPart } from './corpus.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const part = (arg('part') ?? 'dev') as CorpusPart;
if (part === 'test') throw new Error('a tuning tool: dev part only');
const every = Number(arg('every') ?? 10);
const MARGINS = [0, 1, 2, 3, 4, 5, 6, 8, 10, 12];

const models = loadEngineModels();
const gains = new Map<string, number[]>();
const examples = new Map<string, Array<[number, string]>>();
let lines = 0;
let eojeol = 0;
const started = performance.now();
contextLmLines(
  part,
  ({ text }) => {
    lines++;
    const ctx = createContext(text, () => null, false, models);
    eojeol += ctx.tokens.length;
    for (const token of ctx.tokens)
      for (const alt of alternativesOf(ctx, token)) {
        const g = gainOf(ctx, alt);
        if (g === null) continue;
        const list = gains.get(alt.direction) ?? [];
        list.push(g);
        gains.set(alt.direction, list);
        const ex = examples.get(alt.direction) ?? [];
        ex.push([
          g,
          `${text.slice(Math.max(0, token.start - 20), alt.start)}[${text.slice(alt.start, alt.end)}>${alt.replacement}]${text.slice(alt.end, token.end + 20)}`,
        ]);
        examples.set(alt.direction, ex);
      }
  },
  every,
);
const pct = (n: number, d: number) => (d === 0 ? '-' : `${Math.round((n / d) * 100)}`);
console.log(
  `${part}: ${lines} lines, ${eojeol} eojeol, ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
console.log('direction: FA = how many words as written it would replace; det = share it finds of');
console.log(
  "the other word written in its place (from the reverse direction's words): FA/det at margin m",
);
console.log(
  `${'direction'.padEnd(16)} n(FA) n(det)  ${MARGINS.map((m) => `@${m}`.padStart(9)).join(' ')}`,
);
let total = 0;
for (const [dir, list] of [...gains].sort()) {
  total += list.length;
  const back = gains.get(reverseOf(dir)) ?? [];
  console.log(
    `${dir.padEnd(16)} ${String(list.length).padStart(5)} ${String(back.length).padStart(5)}  ${MARGINS.map((m) => `${list.filter((g) => g >= m).length}/${pct(back.filter((g) => -g >= m).length, back.length)}`.padStart(9)).join(' ')}`,
  );
}
console.log(
  `words with an alternative: ${total} (${((total / eojeol) * 1000).toFixed(1)} per 1,000 eojeol)`,
);
if (process.argv.includes('--examples'))
  for (const [set, ex] of [...examples].sort()) {
    console.log(`\n${set}: highest gains as written`);
    for (const [g, s] of ex
      .sort((a, b) => b[0] - a[0])
      .slice(0, 4)
      .filter(([g]) => g >= 4))
      console.log(`  ${g.toFixed(1)}  ${s}`);
  }
