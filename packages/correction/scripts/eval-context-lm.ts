/**
 * `npm run eval:context-lm`: figures of the contextual language model (src/lm/context-lm.ts,
 * src/data/context-lm.bin) on the test part of ../shared/corpora and ../shared/corpora-extra
 * (`--part dev` for tuning):
 *
 * - file size, load time, memory (RSS and array buffers before and after loading);
 * - perplexity per token (`</s>` counted) by corpus group, and the share of unknown tokens;
 * - scoring speed per 1,000 characters: p50 and p90 over chunks of about 1,000 characters, the
 *   model alone (tokens given) and analysis plus model;
 * - the ranking task: a held-out sentence against the same sentence with one error put in (the
 *   noise of eval:correction, scripts/noise.ts, on the corpora's part; the confusable-word swaps
 *   of scripts/confusable-noise.ts on both corpora's part, for larger pools; 되/돼 swaps, below),
 *   how often the model gives the sentence as written the higher log-probability, by class.
 *
 * 되/돼 swaps (class `lm.doe-dwae`): a word made of 되 or 돼 and one ending from a short list
 * (돼요 ↔ 되요, 돼서 ↔ 되서, 돼도 ↔ 되도, 됐다 ↔ 됬다 is left out as it is no word; 되고 ↔ 돼고,
 * 되는 ↔ 돼는, 되면 ↔ 돼면, 되지 ↔ 돼지 is left out as 돼지 is a word), the slip writers make
 * most with this pair.
 */
import { readFileSync, statSync } from 'node:fs';
import { CONTEXT_LM_FILE, loadEngineModels } from '../src/node/engine-files.ts';
import {
  readContextLm,
  scoreSentence,
  scoreTokens,
  tokensOf,
  type ContextLm,
} from '../src/lm/context-lm.ts';
import { seededRandom } from '../src/seeded-random.ts';
import type { Analyzer } from '../src/analysis/analyzer.ts';
import { readCorpus, type CorpusLine, type CorpusPart } from './corpus.ts';
import { contextLmLines, perplexityOf } from './context-lm-data.ts';
import { CONFUSABLE_NOISE_WEIGHTS, confusableDamages } from './confusable-noise.ts';
import { generateNoise, loadNoiseLexicon, type NoisyCase } from './noise.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const part = (arg('part') ?? 'test') as CorpusPart;
const file = arg('model') ?? CONTEXT_LM_FILE;

const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`;
const { analyzer } = loadEngineModels();
analyzer.analyze('모델을 읽기 전에 분석기를 한 번 돌려 둔다.');
const before = process.memoryUsage();
const t0 = performance.now();
const bytes = readFileSync(file);
const lm = readContextLm(bytes.buffer, bytes.byteOffset);
const loadMs = performance.now() - t0;
const after = process.memoryUsage();
const info = lm.header.info;
console.log(`Contextual language model ${file}`);
console.log(
  `  ${mb(statSync(file).size)}; ${info.vocab} tokens, ${info.bigrams} bigrams, ${info.trigrams} trigrams; ` +
    `trained on ${info.trainLines} lines (${info.trainSyllables} syllables, ${info.trainTokens} tokens)`,
);
console.log(
  `  load ${loadMs.toFixed(1)} ms; RSS ${mb(before.rss)} -> ${mb(after.rss)}, ` +
    `array buffers ${mb(before.arrayBuffers)} -> ${mb(after.arrayBuffers)}`,
);

// Perplexity by group.
const lines: CorpusLine[] = [];
contextLmLines(part, (l) => lines.push(l));
const group = (source: string) =>
  source.startsWith('wiki')
    ? 'wikipedia'
    : ['ms-docs', 'rust-book', 'vue-docs', 'vite-docs', 'react-docs'].includes(source)
      ? 'technical docs'
      : 'other corpora';
const groups = new Map<string, CorpusLine[]>();
for (const l of lines) groups.set(group(l.source), [...(groups.get(group(l.source)) ?? []), l]);
console.log(`\nPerplexity per token on the ${part} part (</s> counted):`);
let allLp = 0;
let allTokens = 0;
for (const [name, ls] of [...groups].sort()) {
  const p = perplexityOf(lm, analyzer, ls);
  allLp += p.logProb;
  allTokens += p.tokens;
  console.log(
    `  ${name.padEnd(16)} ${p.perplexity.toFixed(1).padStart(7)}  over ${p.tokens} tokens, ${p.lines} lines ` +
      `(${((p.unknown / p.tokens) * 100).toFixed(2)}% unknown)`,
  );
}
console.log(
  `  ${'all'.padEnd(16)} ${Math.exp(-allLp / allTokens)
    .toFixed(1)
    .padStart(7)}  over ${allTokens} tokens`,
);

// Speed over chunks of about 1,000 characters (the corpora's part, in order).
function speed(lm: ContextLm, analyzer: Analyzer, sample: readonly CorpusLine[]) {
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let chars = 0;
  for (const l of sample) {
    chunk.push(l.text);
    chars += l.text.length;
    if (chars >= 1000) {
      chunks.push(chunk);
      chunk = [];
      chars = 0;
    }
  }
  const model: number[] = [];
  const whole: number[] = [];
  for (const c of chunks) {
    const n = c.reduce((s, t) => s + t.length, 0);
    const t1 = performance.now();
    const tokens = c.map((t) => tokensOf(analyzer.analyze(t)));
    const t2 = performance.now();
    for (const t of tokens) scoreTokens(lm, t);
    const t3 = performance.now();
    model.push(((t3 - t2) * 1000) / n);
    whole.push(((t3 - t1) * 1000) / n);
  }
  const q = (a: number[], p: number) => [...a].sort((x, y) => x - y)[Math.floor(a.length * p)] ?? 0;
  return {
    chunks: chunks.length,
    model: [q(model, 0.5), q(model, 0.9)],
    whole: [q(whole, 0.5), q(whole, 0.9)],
  };
}
const corporaPart = readCorpus(part);
speed(lm, analyzer, corporaPart.slice(0, 2000)); // warm-up
const sp = speed(lm, analyzer, corporaPart);
console.log(
  `\nScoring speed per 1,000 characters (${sp.chunks} chunks): model alone p50 ${sp.model[0]?.toFixed(2)} ms, ` +
    `p90 ${sp.model[1]?.toFixed(2)} ms; analysis + model p50 ${sp.whole[0]?.toFixed(2)} ms, p90 ${sp.whole[1]?.toFixed(2)} ms`,
);

// The ranking task.
const doeDwae: Array<[RegExp, string]> = [
  [/^돼(요|서|도|야)$/u, '되'],
  [/^되(고|는|면|니)$/u, '돼'],
];
function doeDwaeCases(sample: readonly CorpusLine[], limit: number): NoisyCase[] {
  const random = seededRandom(31);
  const out: NoisyCase[] = [];
  for (const line of sample) {
    const words = [...line.text.matchAll(/[가-힣]+/gu)];
    const hits = words.filter((m) => doeDwae.some(([re]) => re.test(m[0])));
    if (hits.length === 0 || random() > 0.5) continue;
    const m = hits[Math.floor(random() * hits.length)] as RegExpMatchArray;
    const word = m[0];
    const swap = (doeDwae.find(([re]) => re.test(word)) as [RegExp, string])[1] + word.slice(1);
    const start = m.index as number;
    out.push({
      type: 'lm.doe-dwae' as NoisyCase['type'],
      source: line.source,
      clean: line.text,
      noisy: line.text.slice(0, start) + swap + line.text.slice(start + word.length),
      edit: { start, end: start + swap.length, gold: word } as unknown as NoisyCase['edit'],
    });
    if (out.length >= limit) break;
  }
  return out;
}

function rank(
  cases: readonly NoisyCase[],
): Map<string, { n: number; won: number; margin: number[] }> {
  const by = new Map<string, { n: number; won: number; margin: number[] }>();
  for (const c of cases) {
    const d =
      scoreSentence(lm, analyzer.analyze(c.clean)) - scoreSentence(lm, analyzer.analyze(c.noisy));
    const r = by.get(c.type) ?? { n: 0, won: 0, margin: [] };
    r.n++;
    if (d > 0) r.won++;
    r.margin.push(d);
    by.set(c.type, r);
  }
  return by;
}
function printRanking(
  title: string,
  by: Map<string, { n: number; won: number; margin: number[] }>,
) {
  console.log(`\n${title}`);
  console.log('  class                     cases  prefers original  median margin (ln)');
  let n = 0;
  let won = 0;
  for (const [type, r] of [...by].sort()) {
    n += r.n;
    won += r.won;
    const m = [...r.margin].sort((x, y) => x - y)[Math.floor(r.margin.length / 2)] ?? 0;
    console.log(
      `  ${type.padEnd(24)} ${String(r.n).padStart(6)}  ${((r.won / r.n) * 100).toFixed(1).padStart(15)}%  ${m.toFixed(2).padStart(10)}`,
    );
  }
  console.log(
    `  ${'all'.padEnd(24)} ${String(n).padStart(6)}  ${((won / n) * 100).toFixed(1).padStart(15)}%`,
  );
}

const lexicon = await loadNoiseLexicon();
printRanking(
  `Ranking: eval:correction's noise in the corpora's ${part} part (seed 13): sentence as written vs damaged`,
  rank(generateNoise(corporaPart, { seed: 13, limit: 3000, spellingLimit: 2000, lexicon })),
);
printRanking(
  `Ranking: confusable-word swaps and 되/돼 swaps in both corpora's ${part} part`,
  rank([
    ...confusableDamages(lines, seededRandom(17), 4000, CONFUSABLE_NOISE_WEIGHTS),
    ...doeDwaeCases(lines, 1000),
  ]),
);
