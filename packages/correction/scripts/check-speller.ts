/**
 * `tsx scripts/check-speller.ts`: differential check of the TypeScript speller
 * (src/spell/korean-speller.ts) against hunspell-asm with dictionary-ko
 * (`loadHunspellReference` in src/node/engine-files.ts). Compares the verdicts on:
 *
 *  (a) every distinct whitespace-separated token of the corpora (../shared/corpora/*.txt),
 *      as written and with leading and trailing punctuation stripped;
 *  (b) every string the engine asks its dictionary while checking every corpus line (train,
 *      dev and test) as written and with its spaces removed (a recorder around the
 *      dictionary given to createCheckerWith), also timed call by call for both spellers;
 *  (c) typo-like near misses (jamo replaced, syllables dropped, doubled, inserted or swapped,
 *      prefixes and suffixes) of a sample of corpus words;
 *  (d) seeded random strings over mixed alphabets; dictionary forms (roots, roots with one
 *      and two suffixes, compounds by every COMPOUNDRULE), their near misses, and those forms
 *      joined by hyphens, dots and spaces; runs of compound parts (digits, letters, numerals,
 *      counters) in any order.
 *
 * Prints counts and the first mismatches of each kind and exits with status 1 on any.
 * Options: `--quick` (smaller samples, no engine run), `--seed N`.
 * `node --expose-gc --import tsx scripts/check-speller.ts --rss speller|hunspell`
 * instead loads only one of them and prints what it adds to the process's resident memory.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadHunspellReference, readShared } from '../src/node/engine-files.ts';
import { seededRandom } from '../src/seeded-random.ts';
import { compileSpeller } from '../src/spell/compile-speller.ts';
import { type KoreanSpeller, readSpeller } from '../src/spell/korean-speller.ts';
import {
  dictionarySampler,
  joinedStrings,
  nearMisses,
  randomStrings,
} from '../src/spell/speller-samples.ts';
import type { SpellDictionary } from '../src/types.ts';
import { readDictionaryKo, SPELLER_FILE } from './build-speller.ts';
import { corporaDir, readCorpus } from './corpus.ts';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const seedAt = args.indexOf('--seed');
const seed = seedAt >= 0 ? Number(args[seedAt + 1]) : 20260101;

function mb(bytes: number): string {
  return `${(bytes / 1048576).toFixed(1)} MB`;
}

if (args[0] === '--rss') {
  // One speller per process: resident memory (after a full GC when node runs with
  // --expose-gc) before loading it, after, and after some checks.
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  const sample = [
    ...randomStrings(seededRandom(1), 5000),
    ...['학교에서', '먹었다', '가나다라', '삼천오백이십', '가부장적이었기가'],
  ];
  gc();
  const before = process.memoryUsage().rss;
  const t0 = performance.now();
  let dictionary: SpellDictionary;
  if (args[1] === 'hunspell') dictionary = await loadHunspellReference();
  else {
    // As the engine reads its files: straight into a SharedArrayBuffer.
    dictionary = readSpeller(readShared(SPELLER_FILE));
  }
  const loadMs = performance.now() - t0;
  gc();
  const loaded = process.memoryUsage().rss;
  for (const w of sample) dictionary.spell(w);
  gc();
  const after = process.memoryUsage().rss;
  console.log(
    JSON.stringify({
      speller: args[1],
      loadMs: Math.round(loadMs),
      rssBefore: mb(before),
      addedByLoading: mb(loaded - before),
      addedAfterChecks: mb(after - before),
    }),
  );
  process.exit(0);
}

interface Outcome {
  kind: string;
  compared: number;
  accepted: number;
  mismatches: number;
}
const outcomes: Outcome[] = [];

function compare(
  kind: string,
  strings: Iterable<string>,
  hunspell: SpellDictionary,
  speller: SpellDictionary,
): void {
  const t0 = performance.now();
  const seen = new Set<string>();
  let accepted = 0;
  let mismatches = 0;
  for (const w of strings) {
    if (seen.has(w)) continue;
    seen.add(w);
    const expected = hunspell.spell(w);
    if (expected) accepted++;
    if (speller.spell(w) !== expected) {
      mismatches++;
      if (mismatches <= 20)
        console.log(`  MISMATCH ${kind}: ${JSON.stringify(w)} hunspell=${expected}`);
    }
  }
  outcomes.push({ kind, compared: seen.size, accepted, mismatches });
  console.log(
    `${kind}: ${seen.size.toLocaleString()} strings, ${accepted.toLocaleString()} accepted, ` +
      `${mismatches} mismatches (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
  );
}

/** µs per call over `calls`, the best of `runs` runs. */
function timeCalls(dictionary: SpellDictionary, calls: readonly string[], runs: number): number {
  let best = Infinity;
  for (let run = 0; run < runs; run++) {
    const t0 = performance.now();
    for (const w of calls) dictionary.spell(w);
    best = Math.min(best, performance.now() - t0);
  }
  return calls.length === 0 ? 0 : (best * 1000) / calls.length;
}

const hunspell = await loadHunspellReference();
const { aff, dic } = readDictionaryKo();
let t0 = performance.now();
const bytes = compileSpeller(aff, dic);
const compileMs = performance.now() - t0;
t0 = performance.now();
const speller: KoreanSpeller = readSpeller(bytes.buffer, bytes.byteOffset);
const openMs = performance.now() - t0;
console.log(
  `speller compiled in ${(compileMs / 1000).toFixed(1)} s: ${mb(bytes.length)}, opened in ` +
    `${openMs.toFixed(1)} ms; ${JSON.stringify(speller.header.counts)}`,
);
const rng = seededRandom(seed);

// (a) Corpus tokens.
const tokens = new Set<string>();
const stripped = new Set<string>();
const PUNCT = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;
for (const file of readdirSync(corporaDir()).filter((f) => f.endsWith('.txt')))
  for (const token of readFileSync(join(corporaDir(), file), 'utf8').split(/\s+/)) {
    if (token.length === 0) continue;
    tokens.add(token);
    const core = token.replace(PUNCT, '');
    if (core.length > 0) stripped.add(core);
  }
compare('(a) corpus tokens', tokens, hunspell, speller);
compare('(a) corpus tokens, punctuation stripped', stripped, hunspell, speller);

// (b) What the engine asks, recorded around the TypeScript speller (the engine's questions
// depend only on the answers, which (b) checks are the same).
if (!quick) {
  const { createCheckerWith } = await import('../src/checker.ts');
  const { loadEngineModels } = await import('../src/node/engine-files.ts');
  const { loadMisspellingLexicon } = await import('../src/node/lexicon-file.ts');
  // The calls of checks of lines as written, and of lines with their spaces removed.
  const written: string[] = [];
  const joined: string[] = [];
  let calls = written;
  const recorder: SpellDictionary = {
    spell: (word) => {
      calls.push(word);
      return speller.spell(word);
    },
  };
  const checker = createCheckerWith(recorder, {
    models: loadEngineModels(),
    lexicon: loadMisspellingLexicon(),
  });
  t0 = performance.now();
  let lines = 0;
  let chars = 0;
  for (const part of ['train', 'dev', 'test'] as const)
    for (const { text } of readCorpus(part)) {
      calls = written;
      checker.check(text);
      calls = joined;
      const compact = text.replace(/\s+/g, '');
      checker.check(compact);
      lines++;
      chars += text.length + compact.length;
    }
  const all = [...written, ...joined];
  console.log(
    `(b) engine: ${lines.toLocaleString()} lines checked twice (${(chars / 1e6).toFixed(1)}M ` +
      `characters) in ${((performance.now() - t0) / 1000).toFixed(0)} s: ` +
      `${all.length.toLocaleString()} dictionary calls (${written.length.toLocaleString()} for ` +
      `lines as written, ${((all.length / chars) * 1000).toFixed(1)} per 1,000 characters)`,
  );
  compare('(b) engine questions', all, hunspell, speller);

  // Speed on the engine's own calls, in the engine's order (repeats included). hunspell-asm
  // is timed call by call in one pass (lines without spaces make it take seconds on a few
  // strings); the speller, much faster than a clock read, by whole lists, best of three.
  const micros = new Float64Array(all.length);
  for (let i = 0; i < all.length; i++) {
    const start = performance.now();
    hunspell.spell(all[i] as string);
    micros[i] = (performance.now() - start) * 1000;
  }
  const known = all.map((w) => speller.spell(w));
  const rows: Array<[string, (i: number) => boolean]> = [
    ['as written, all', (i) => i < written.length],
    ['as written, known', (i) => i < written.length && known[i] === true],
    ['as written, unknown', (i) => i < written.length && known[i] === false],
    ['spaces removed', (i) => i >= written.length],
    ['all', () => true],
    ['all, known', (i) => known[i] === true],
    ['all, unknown', (i) => known[i] === false],
  ];
  for (const [name, take] of rows) {
    const list: string[] = [];
    let total = 0;
    for (let i = 0; i < all.length; i++)
      if (take(i)) {
        list.push(all[i] as string);
        total += micros[i] as number;
      }
    const h = total / list.length;
    const s = timeCalls(speller, list, 3);
    console.log(
      `speed (${name}, ${list.length.toLocaleString()} calls): hunspell-asm ${h.toFixed(2)} µs, ` +
        `speller ${s.toFixed(3)} µs per call (${(h / s).toFixed(0)}x)`,
    );
  }
}

// (c) Near misses of corpus words (with Hangul), a seeded sample.
const hangulWords = [...stripped].filter((w) => /[\uac00-\ud7a3]/.test(w));
const sampleSize = quick ? 3000 : 60000;
const near: string[] = [];
for (let i = 0; i < sampleSize && hangulWords.length > 0; i++)
  near.push(...nearMisses(hangulWords[Math.floor(rng() * hangulWords.length)] as string, rng, 1));
compare('(c) near misses of corpus words', near, hunspell, speller);

// (d) Random strings, dictionary forms, and both joined.
const sampler = dictionarySampler(aff, dic);
const forms = sampler.forms(rng, quick ? 20000 : 300000);
compare('(d) dictionary forms', forms, hunspell, speller);
compare('(d) compound parts', sampler.parts(rng, quick ? 20000 : 200000), hunspell, speller);
const formNear: string[] = [];
for (const f of forms.slice(0, quick ? 2000 : 30000)) formNear.push(...nearMisses(f, rng, 1));
compare('(d) near misses of dictionary forms', formNear, hunspell, speller);
compare('(d) joined forms', joinedStrings(rng, forms, quick ? 20000 : 300000), hunspell, speller);
compare('(d) random strings', randomStrings(rng, quick ? 50000 : 600000), hunspell, speller);

const total = outcomes.reduce((n, o) => n + o.compared, 0);
const bad = outcomes.reduce((n, o) => n + o.mismatches, 0);
console.log(`total: ${total.toLocaleString()} strings compared, ${bad} mismatches`);
process.exit(bad === 0 ? 0 : 1);
