/**
 * `npm run train:lm`: counts syllable 1-3-grams of the words (eojeol) in the corpora's train part
 * into src/data/syllable-lm.bin (src/lm/syllable-lm.ts), with the count
 * of every word seen at least twice and of every common noun the analyser reads there at least
 * twice. Deterministic.
 * Prints how well it separates the dev part's words from the same words with one syllable's
 * vowel or final consonant changed (a quick sanity figure; the engine's figures are
 * eval:correction's).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAnalyzer } from '../src/analysis/analyzer.ts';
import { POS } from '../src/analysis/pos.ts';
import { loadAnalyzerDictionary } from '../src/node/engine-files.ts';
import {
  countWord,
  nounKey,
  readSyllableLm,
  wordCount,
  wordScore,
  wordTable,
  writeSyllableLm,
} from '../src/lm/syllable-lm.ts';
import { compose, decompose } from '../src/hangul.ts';
import { seededRandom } from '../src/seeded-random.ts';
import { readCorpus } from './corpus.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
/** --out FILE writes elsewhere (the reproducibility test); --limit N counts N train lines only. */
export const LM_FILE = arg('out') ?? join(import.meta.dirname, '../src/data/syllable-lm.bin');
const LIMIT = Number(arg('limit') ?? Infinity);
const BITS = 21;

/** The Hangul words of a line (punctuation and other scripts cut off). */
export function hangulWords(text: string): string[] {
  return text.match(/[가-힣]+/g) ?? [];
}

const analyzer = createAnalyzer(await loadAnalyzerDictionary());
const counts = new Uint16Array(1 << BITS);
const seen = new Map<string, number>();
const nouns = new Map<string, number>();
let total = 0;
for (const { text } of readCorpus('train').slice(0, LIMIT)) {
  for (const word of hangulWords(text)) {
    countWord(counts, BITS, word);
    seen.set(word, (seen.get(word) ?? 0) + 1);
    total += word.length + 2;
  }
  // The common nouns the analyser reads in the line (simple ones, not compounds or inflected).
  for (const m of analyzer.analyze(text))
    if (m.pos === POS.commonNoun && !m.unknown && /^[가-힣]+$/u.test(m.surface)) {
      const key = nounKey(m.surface);
      nouns.set(key, (nouns.get(key) ?? 0) + 1);
    }
}
// Words seen once are left out: the rules ask whether a word is common, and half the table
// would be words seen once; so are nouns.
const words = new Map([
  ...[...seen].filter(([, n]) => n >= 2),
  ...[...nouns].filter(([, n]) => n >= 2),
]);
let wordBits = 10;
while (1 << wordBits < words.size / 0.7) wordBits++;
const table = wordTable(words, wordBits);
const bytes = writeSyllableLm(counts, BITS, total, { ...table, stored: words.size });
writeFileSync(LM_FILE, bytes);
const lm = readSyllableLm(bytes.buffer);
for (const [word, n] of words)
  if (wordCount(lm, word) !== Math.min(n, 65535)) throw new Error(`word table lost ${word}`);

const random = seededRandom(11);
let wins = 0;
let n = 0;
for (const { text } of readCorpus('dev').slice(0, 3000))
  for (const word of hangulWords(text)) {
    if (word.length < 2) continue;
    const i = Math.floor(random() * word.length);
    const parts = decompose(word[i]);
    if (!parts) continue;
    const [a, b, c] = parts;
    const typo = compose(a, (b + 1 + Math.floor(random() * 20)) % 21, c);
    const changed = word.slice(0, i) + typo + word.slice(i + 1);
    n++;
    if (wordScore(lm, word) > wordScore(lm, changed)) wins++;
  }
let used = 0;
for (const v of counts) if (v > 0) used++;
console.log(
  `syllable model: ${total} symbols counted, ${used} of ${counts.length} slots used, ` +
    `${words.size} words and nouns seen twice or more (of ${seen.size} words, ${nouns.size} nouns), ` +
    `${(bytes.length / 1048576).toFixed(1)} MB; dev words scored above a one-vowel typo: ` +
    `${((wins / n) * 100).toFixed(1)}% of ${n}`,
);
