/**
 * `npm run bench:correction`: time to check 1,000 characters of held-out corpus Korean after
 * warm-up (p50/p99), throughput, memory after loading, and the same figures for harper.js
 * (English, WebAssembly) on English text of the same length, as the speed reference.
 * `--kuromoji` also measures kuromoji-ko (mecab-ko-dic) tokenising the same Korean text.
 * `--no-dictionary` / `--no-models` benchmark the engine without the dictionary gate (the
 * speller) / without the analyser and statistical models. Then the API server with the
 * engine's worker pool: the app's `npm run bench:correction` runs its
 * scripts/bench-correction-server.ts after this one (its memory, /health and sign-in while 12
 * clients send 10,000 random syllables; `--no-server` skips it).
 */
import { createChecker } from '../src/checker.ts';
import {
  createEngineChecker,
  loadEngineBuffers,
  loadEngineModels,
  loadKoreanDictionary,
} from '../src/node/engine-files.ts';
import { execWithHugePages, hugePageBytes } from '../src/node/huge-pages.ts';
import { readCorpus } from './corpus.ts';

// As the server does (src/node/huge-pages.ts): the engine's tables on huge pages where the
// system gives them only on request. DADEUM_HUGE_PAGES=0 measures without.
const hugePages = execWithHugePages();

const CHUNK = 1000;
const WARMUP = 50;
const RUNS = 400;

const ENGLISH =
  'The city council announced on Monday that the night bus network will be extended next month. ' +
  'The new routes will run through the main transfer stations and connect the university district ' +
  'with the industrial park. Officials said the decision followed a survey in which most residents ' +
  'asked for later services on weekdays. Please find attached the minutes of yesterday’s meeting. ' +
  'If anything is missing, let me know and I will update the document before Friday. Are you free ' +
  'for lunch tomorrow? There is a new noodle place near the station and I have heard it is really ' +
  'good. The research team explained that the new battery material could almost double the charging ' +
  'speed of existing products. Experts advise that insulation and better energy efficiency should go ' +
  'together if households want to lower their heating bills this winter. ';

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

function windows(text: string, count: number): string[] {
  let source = text;
  while (source.length < CHUNK * 2) source += ' ' + text;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const start = (i * 137) % (source.length - CHUNK);
    out.push(source.slice(start, start + CHUNK));
  }
  return out;
}

function percentile(sorted: number[], p: number): number {
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx] ?? NaN;
}

async function measure(
  label: string,
  run: (text: string) => unknown,
  texts: string[],
): Promise<{ p50: number; p99: number; charsPerSecond: number }> {
  for (let i = 0; i < WARMUP; i++) await run(texts[i % texts.length] ?? '');
  const times: number[] = [];
  let chars = 0;
  for (let i = 0; i < RUNS; i++) {
    const text = texts[i % texts.length] ?? '';
    const t0 = performance.now();
    await run(text);
    times.push(performance.now() - t0);
    chars += text.length;
  }
  const total = times.reduce((a, b) => a + b, 0);
  times.sort((a, b) => a - b);
  const result = {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    charsPerSecond: chars / (total / 1000),
  };
  console.log(
    `${label.padEnd(28)} p50 ${result.p50.toFixed(2)} ms  p99 ${result.p99.toFixed(2)} ms per 1,000 chars  ` +
      `${Math.round(result.charsPerSecond).toLocaleString('en-US')} chars/s`,
  );
  return result;
}

const useDictionary = !process.argv.includes('--no-dictionary');
const useModels = !process.argv.includes('--no-models');
// Held-out corpus text (the test part), cut into 1,000-character windows; and the same
// windows with every space removed (the run-together path: blind spacing model + restore).
const corpusText = readCorpus('test')
  .slice(0, 3000)
  .map((l) => l.text)
  .join(' ');
const korean = windows(corpusText, 64);
const runTogether = korean.map((t) => t.replace(/\s+/g, ''));
const english = windows(ENGLISH, 64);

console.log(
  `Node ${process.version}, ${RUNS} runs after ${WARMUP} warm-up runs, ${CHUNK}-character texts ` +
    `of held-out corpus text (test part)\n`,
);

const rss0 = process.memoryUsage().rss;
let t0 = performance.now();
const checker =
  useDictionary && useModels
    ? await createEngineChecker()
    : await createChecker({
        ...(useDictionary ? { loadDictionary: loadKoreanDictionary } : {}),
        models: useModels ? loadEngineModels() : null,
      });
const loadMs = performance.now() - t0;
// The analyser dictionary and the models, read once into SharedArrayBuffers (engine-files.ts).
const sharedBytes = useModels
  ? Object.values(loadEngineBuffers()).reduce((sum, b) => sum + b.byteLength, 0)
  : 0;
const rssKo = process.memoryUsage().rss;
console.log(
  `Dadeum (${useDictionary ? 'speller' : 'no dictionary'}, ${useModels ? 'analyser + spacing + syllable models + lexicon' : 'no models'}): ` +
    `load ${loadMs.toFixed(0)} ms, RSS after load ${mb(rssKo)} MB (+${mb(rssKo - rss0)} MB, ` +
    `of which the shared model data is ${mb(sharedBytes)} MB; on huge pages ${mb(hugePageBytes() ?? 0)} MB, ${hugePages})`,
);
const ko = await measure('Dadeum, Korean', (t) => checker.check(t), korean);
await measure('Dadeum, run-together Korean', (t) => checker.check(t), runTogether);

// 10,000 random Hangul syllables in one check (the worst case the API accepts).
let seed = 5;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const noise = Array.from({ length: 10_000 }, () =>
  String.fromCharCode(0xac00 + Math.floor(random() * 11172)),
).join('');
const spacedNoise = noise.replace(/(.{3})/g, '$1 ').slice(0, 10_000);
// With the pathological inputs of src/checker.test.ts (there checked for well-formed issues).
for (const [label, text] of [
  ['random syllables, no spaces', noise],
  ['random syllables, a space every 3', spacedNoise],
  ['one 10,000-character word', '것'.repeat(10_000)],
  ['7 syllables repeated, no spaces', '가나다라마바사'.repeat(1500)],
  ['only dots', '.'.repeat(10_000)],
  ['an issue every three characters', '가.'.repeat(5000)],
  ['dense errors', '몇일 할수 되요 갈께요,, 사람를 학교으로 공부 했다 . 왠 '.repeat(300)],
] as const) {
  for (let i = 0; i < 5; i++) checker.check(text);
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    checker.check(text);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label} (${text.length.toLocaleString('en')} characters), one check: p50 ${percentile(times, 50).toFixed(0)} ms, ` +
      `max ${percentile(times, 100).toFixed(0)} ms (in a worker thread, never on the event loop)`,
  );
}

const { LocalLinter } = await import('harper.js');
const { binary } = await import('harper.js/binary');
t0 = performance.now();
const linter = new LocalLinter({ binary });
await linter.setup();
const harperLoad = performance.now() - t0;
const rssEn = process.memoryUsage().rss;
console.log(
  `\nharper.js: set-up ${harperLoad.toFixed(0)} ms, RSS after set-up ${mb(rssEn)} MB (+${mb(rssEn - rssKo)} MB)`,
);
const en = await measure('harper.js, English', (t) => linter.lint(t), english);

console.log(
  `\nSeparate runs: Dadeum p50 is ${(ko.p50 / en.p50).toFixed(2)}x the time of harper.js's ` +
    `(${ko.p50 <= en.p50 ? 'faster' : 'slower'}); aim p50 < 5 ms per 1,000 chars: ` +
    `${ko.p50 < 5 ? 'met' : 'NOT met'}. The machine's load can change between the two runs: ` +
    'the alternated pairs below decide the comparison.',
);

// The same comparison with the two checks alternated, text by text, so that a machine whose
// speed drifts during the run (other load, clock changes) weighs on both alike.
{
  const koTimes: number[] = [];
  const enTimes: number[] = [];
  // Each pair runs within a few milliseconds, on the same state of the machine: the median of
  // the pairs' ratios is steadier than the ratio of the two medians.
  const ratios: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const k = korean[i % korean.length] ?? '';
    const e = english[i % english.length] ?? '';
    let t = performance.now();
    checker.check(k);
    const koTime = performance.now() - t;
    t = performance.now();
    await linter.lint(e);
    const enTime = performance.now() - t;
    koTimes.push(koTime);
    enTimes.push(enTime);
    ratios.push(koTime / enTime);
  }
  koTimes.sort((a, b) => a - b);
  enTimes.sort((a, b) => a - b);
  const koP50 = percentile(koTimes, 50);
  const enP50 = percentile(enTimes, 50);
  console.log(
    `Alternated, ${RUNS} runs each: Dadeum p50 ${koP50.toFixed(2)} ms, harper.js p50 ` +
      `${enP50.toFixed(2)} ms: ${(koP50 / enP50).toFixed(2)}x (${koP50 <= enP50 ? 'faster' : 'slower'})`,
  );
  ratios.sort((a, b) => a - b);
  const ratio = percentile(ratios, 50);
  console.log(
    `Alternated, median of the ${RUNS} pairs' ratios: ${ratio.toFixed(2)}x ` +
      `(quartiles ${percentile(ratios, 25).toFixed(2)}-${percentile(ratios, 75).toFixed(2)}); ` +
      `aim, faster than harper.js: ${ratio <= 1 ? 'met' : 'NOT met'}`,
  );
}

if (useModels) {
  // The analyser alone, beside kuromoji-ko below (--kuromoji): the same dictionary, the same
  // windows. Its data is the 47 MB compiled file, shared by every worker thread.
  const { analyzer } = loadEngineModels();
  await measure('Dadeum analyser, analyse only', (t) => analyzer.analyze(t), korean);
}

if (process.argv.includes('--kuromoji')) {
  const kuromoji = (await import('kuromoji-ko')).default;
  const { createRequire } = await import('node:module');
  const { dirname, join } = await import('node:path');
  const dicPath = join(
    dirname(createRequire(import.meta.url).resolve('kuromoji-ko')),
    '..',
    'dict',
  );
  const before = process.memoryUsage().rss;
  t0 = performance.now();
  const tokenizer = await kuromoji.builder({ dicPath }).build();
  const kLoad = performance.now() - t0;
  const after = process.memoryUsage().rss;
  console.log(`\nkuromoji-ko: load ${kLoad.toFixed(0)} ms, RSS +${mb(after - before)} MB`);
  const first = performance.now();
  tokenizer.tokenize(korean[0] ?? '');
  console.log(`kuromoji-ko first call (cold): ${(performance.now() - first).toFixed(1)} ms`);
  await measure('kuromoji-ko, tokenize only', (t) => tokenizer.tokenize(t), korean);
}
