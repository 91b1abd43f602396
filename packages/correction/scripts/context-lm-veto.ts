/**
 * `tsx scripts/context-lm-veto.ts [--part dev] [--lines N]`: would the contextual language model
 * (src/lm/context-lm.ts) make a good veto? For every issue the checker raises, the sentence with
 * the issue's first suggestion applied is scored against the sentence as it came; a veto would
 * drop the issue when the fix makes the sentence less likely by more than a margin. Printed per
 * category and margin:
 *
 * - on the part's sentences as written (the corpora and the extra corpora: mostly correct text,
 *   so these issues are mostly false alarms), the share a veto would drop;
 * - on eval:correction's noise (scripts/noise.ts, seed 13), the issues whose first suggestion
 *   restores the sentence (exact fixes), the share a veto would wrongly drop.
 *
 * A tuning tool for the dev part; it changes nothing in the checker.
 */
import { applySuggestions } from '../src/checker.ts';
import { loadContextLm, createEngineChecker, loadEngineModels } from '../src/node/engine-files.ts';
import { scoreSentence } from '../src/lm/context-lm.ts';
import type { Issue } from '../src/types.ts';
import { readCorpus, type CorpusLine, type CorpusPart } from './corpus.ts';
import { contextLmLines } from './context-lm-data.ts';
import { generateNoise, loadNoiseLexicon } from './noise.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const part = (arg('part') ?? 'dev') as CorpusPart;
if (part === 'test') throw new Error('a tuning tool: dev part only');
const LINES = Number(arg('lines') ?? 20000);
const MARGINS = [0, 2, 5, 10];

const lm = loadContextLm();
const { analyzer } = loadEngineModels();
const checker = await createEngineChecker();
const score = (text: string) => scoreSentence(lm, analyzer.analyze(text));
/** ln p(text with the issue's fix) - ln p(text). */
const gain = (text: string, issue: Issue) => score(applySuggestions(text, [issue])) - score(text);

type Tally = Map<string, { n: number; vetoed: number[] }>;
const add = (t: Tally, key: string, d: number) => {
  const r = t.get(key) ?? { n: 0, vetoed: MARGINS.map(() => 0) };
  r.n++;
  MARGINS.forEach((m, i) => {
    if (d < -m) r.vetoed[i] = (r.vetoed[i] as number) + 1;
  });
  t.set(key, r);
};
const print = (title: string, t: Tally) => {
  console.log(`\n${title}`);
  console.log(
    `  ${'rule'.padEnd(28)} issues  ${MARGINS.map((m) => `veto@${m}`.padStart(8)).join(' ')}`,
  );
  for (const [k, r] of [...t].sort())
    console.log(
      `  ${k.padEnd(28)} ${String(r.n).padStart(6)}  ${r.vetoed.map((v) => `${((v / r.n) * 100).toFixed(1)}%`.padStart(8)).join(' ')}`,
    );
};

// The part as written: the corpora's lines and an even sample of the extra corpora's.
const lines: CorpusLine[] = [];
contextLmLines(part, (l) => lines.push(l), 10);
const asWritten: Tally = new Map();
for (const { text } of lines.slice(0, LINES))
  for (const issue of checker.check(text))
    if (issue.suggestions[0] !== undefined) add(asWritten, issue.ruleId, gain(text, issue));
print(
  `Issues on the ${part} part as written (${Math.min(LINES, lines.length)} lines): share vetoed`,
  asWritten,
);

const exact: Tally = new Map();
for (const c of generateNoise(readCorpus(part), {
  seed: 13,
  limit: 3000,
  spellingLimit: 2000,
  lexicon: await loadNoiseLexicon(),
})) {
  for (const issue of checker.check(c.noisy))
    if (issue.suggestions[0] !== undefined && applySuggestions(c.noisy, [issue]) === c.clean)
      add(exact, issue.ruleId, gain(c.noisy, issue));
}
print(`Exact fixes of the injected errors (${part}): share a veto would wrongly drop`, exact);
