/**
 * `npm run train:context-lm`: the contextual language model (src/lm/context-lm.ts), a morpheme
 * trigram model with interpolated Kneser-Ney smoothing, from the train part of ../shared/corpora
 * and ../shared/corpora-extra (stable-hash split, scripts/corpus.ts), written to
 * src/data/context-lm.bin. Deterministic: fixed orders everywhere, no clock or randomness, so
 * two runs write byte-identical files.
 *
 *  1. Every train line is analysed by the engine's analyser and read as tokens (`▁surface/POS`).
 *  2. The vocabulary: the tokens seen at least VOCAB_MIN times (at most 2^17 with the classes);
 *     the others count as their class `▁<unk>/POS`.
 *  3. Trigram counts by sorting packed id triples (17 bits per id, exact in a double);
 *     Kneser-Ney continuation counts for orders 2 and 1; one discount per order
 *     D = n1 / (n1 + 2 n2).
 *  4. Pruning: trigrams seen fewer than TRIGRAM_MIN times and bigrams with a continuation count
 *     under BIGRAM_MIN are dropped (a bigram that is the history of a kept trigram stays); the
 *     backoff weights are computed after pruning so that each history's distribution sums to 1.
 *  5. Hashed keys, 8-bit codebook log-probabilities (src/lm/context-lm.ts's `quantise`).
 *
 * Prints the sizes, the time of each stage and the dev part's perplexity (tuning; the test
 * part's figures are `npm run eval:context-lm`'s). Options: --out FILE, --limit N (train lines),
 * --every N (keep one Wikipedia line in N), --trigram-min N, --bigram-min N.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAnalyzer } from '../src/analysis/analyzer.ts';
import { loadAnalyzerDictionary } from '../src/node/engine-files.ts';
import {
  BOS,
  EOS,
  ngramCheck,
  ngramKey,
  quantise,
  readContextLm,
  tokenHash,
  tokensOf,
  UNK,
  unknownClassOf,
  writeContextLm,
} from '../src/lm/context-lm.ts';
import type { CorpusLine } from './corpus.ts';
import { contextLmLines, perplexityOf } from './context-lm-data.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
export const CONTEXT_LM_FILE =
  arg('out') ?? join(import.meta.dirname, '../src/data/context-lm.bin');
const LIMIT = Number(arg('limit') ?? Infinity);
const EVERY = Number(arg('every') ?? 1);
const VOCAB_MIN = Number(arg('vocab-min') ?? 3);
const TRIGRAM_MIN = Number(arg('trigram-min') ?? 3);
const BIGRAM_MIN = Number(arg('bigram-min') ?? 3);
const ID_BITS = 17;
const ID_SPACE = 2 ** ID_BITS;
const MAX_VOCAB = ID_SPACE;

const t0 = performance.now();
const stage = (what: string) =>
  console.log(`  ${((performance.now() - t0) / 1000).toFixed(1).padStart(6)} s  ${what}`);

const analyzer = createAnalyzer(await loadAnalyzerDictionary());

// 1. Tokens of every train line, interned.
const typeIds = new Map<string, number>();
const types: string[] = [];
const typeCounts: number[] = [];
let seq = new Int32Array(1 << 24);
let used = 0;
let lines = 0;
let syllables = 0;
const push = (v: number) => {
  if (used === seq.length) {
    const bigger = new Int32Array(seq.length * 2);
    bigger.set(seq);
    seq = bigger;
  }
  seq[used++] = v;
};
const intern = (t: string) => {
  let id = typeIds.get(t);
  if (id === undefined) {
    id = types.length;
    typeIds.set(t, id);
    types.push(t);
    typeCounts.push(0);
  }
  typeCounts[id] = (typeCounts[id] as number) + 1;
  return id;
};
const bosType = intern(BOS);
const eosType = intern(EOS);
intern(UNK);
try {
  contextLmLines(
    'train',
    ({ text }: CorpusLine) => {
      if (lines >= LIMIT) throw new Error('limit');
      lines++;
      for (const c of text) if (c >= '가' && c <= '힣') syllables++;
      push(bosType);
      for (const t of tokensOf(analyzer.analyze(text))) push(intern(t));
      push(eosType);
      typeCounts[bosType] = (typeCounts[bosType] as number) + 1;
      typeCounts[eosType] = (typeCounts[eosType] as number) + 1;
      if (lines % 100_000 === 0) stage(`${lines} lines analysed`);
    },
    EVERY,
  );
} catch (e) {
  if (!(e instanceof Error && e.message === 'limit')) throw e;
}
stage(`${lines} train lines, ${syllables} syllables, ${used} tokens, ${types.length} token types`);

// 2. The vocabulary: frequent tokens, then the classes of the rest, then the hash order.
const order = types.map((_, i) => i);
order.sort(
  (a, b) =>
    (typeCounts[b] as number) - (typeCounts[a] as number) ||
    ((types[a] as string) < (types[b] as string) ? -1 : 1),
);
const special = new Set([BOS, EOS, UNK]);
const kept = new Set<string>(special);
const classCounts = new Map<string, number>();
for (const i of order) {
  const t = types[i] as string;
  if (special.has(t)) continue;
  if ((typeCounts[i] as number) >= VOCAB_MIN) kept.add(t);
  else {
    const k = unknownClassOf(t);
    classCounts.set(k, (classCounts.get(k) ?? 0) + (typeCounts[i] as number));
  }
}
const classes = [...classCounts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
for (const [k] of classes) kept.add(k);
// Over the id space: the rarest words go (their class stays).
let vocabList = [...kept];
if (vocabList.length > MAX_VOCAB) {
  const classSet = new Set(classes.map(([k]) => k));
  const words = vocabList.filter((t) => !special.has(t) && !classSet.has(t));
  const drop = new Set(words.slice(words.length - (vocabList.length - MAX_VOCAB)));
  vocabList = vocabList.filter((t) => !drop.has(t));
}
// Hash collisions within the vocabulary: the later (rarer) token goes.
const byHash = new Map<number, string>();
for (const t of vocabList) if (!byHash.has(tokenHash(t))) byHash.set(tokenHash(t), t);
const vocabHashes = Uint32Array.from(byHash.keys()).sort();
const V = vocabHashes.length;
const idOfHash = new Map<number, number>();
vocabHashes.forEach((h, i) => idOfHash.set(h, i));
const idOfToken = (t: string): number => {
  const h = tokenHash(t);
  if (byHash.get(h) === t) return idOfHash.get(h) as number;
  const k = unknownClassOf(t);
  const hk = tokenHash(k);
  if (byHash.get(hk) === k) return idOfHash.get(hk) as number;
  return idOfHash.get(tokenHash(UNK)) as number;
};
const typeToId = Int32Array.from(types, (t) => idOfToken(t));
for (let i = 0; i < used; i++) seq[i] = typeToId[seq[i] as number] as number;
const BOS_ID = idOfToken(BOS);
const EOS_ID = idOfToken(EOS);
// The types each class (or <unk>) stands for, by the id they read as (one more for the unseen).
const classSizes: Record<string, number> = {};
for (let i = 0; i < types.length; i++) {
  const t = types[i] as string;
  const id = typeToId[i] as number;
  if (byHash.get(vocabHashes[id] as number) === t) continue;
  classSizes[id] = (classSizes[id] ?? 1) + 1;
}
typeIds.clear();
stage(`vocabulary: ${V} tokens (${classes.length} unknown classes), seen ${VOCAB_MIN}+ times`);

// 3. Counts. Trigram occurrences as packed doubles, sorted, counted.
const pack3 = (a: number, b: number, c: number) => (a * ID_SPACE + b) * ID_SPACE + c;
let n3 = 0;
let occ3 = new Float64Array(used);
const startCounts = new Map<number, number>(); // c(<s> c)
for (let i = 1; i < used; i++) {
  const a = seq[i - 2] as number;
  const b = seq[i - 1] as number;
  const c = seq[i] as number;
  if (c === BOS_ID || b === EOS_ID) continue;
  if (b === BOS_ID) startCounts.set(c, (startCounts.get(c) ?? 0) + 1);
  else if (i >= 2) occ3[n3++] = pack3(a, b, c);
}
occ3 = occ3.subarray(0, n3).sort();
let u3 = 0;
for (let i = 0; i < n3; i++) if (i === 0 || occ3[i] !== occ3[i - 1]) u3++;
const keys3 = new Float64Array(u3);
const counts3 = new Uint32Array(u3);
for (let i = 0, j = -1; i < n3; i++) {
  if (i === 0 || occ3[i] !== occ3[i - 1]) keys3[++j] = occ3[i] as number;
  counts3[j] = (counts3[j] as number) + 1;
}
stage(`${n3} trigram occurrences, ${u3} distinct`);

const discount = (counts: ArrayLike<number>) => {
  let c1 = 0;
  let c2 = 0;
  for (let i = 0; i < counts.length; i++) {
    if (counts[i] === 1) c1++;
    else if (counts[i] === 2) c2++;
  }
  return c1 + 2 * c2 > 0 ? c1 / (c1 + 2 * c2) : 0.5;
};

// Order 2: continuation counts N1+(. b c) from the distinct trigrams, raw counts after <s>.
const suffixes = new Float64Array(u3 + startCounts.size);
for (let i = 0; i < u3; i++) suffixes[i] = (keys3[i] as number) % (ID_SPACE * ID_SPACE);
let s = u3;
for (const c of startCounts.keys()) suffixes[s++] = BOS_ID * ID_SPACE + c;
suffixes.sort();
let u2 = 0;
for (let i = 0; i < suffixes.length; i++) if (i === 0 || suffixes[i] !== suffixes[i - 1]) u2++;
const keys2 = new Float64Array(u2);
const k2 = new Uint32Array(u2);
for (let i = 0, j = -1; i < suffixes.length; i++) {
  if (i === 0 || suffixes[i] !== suffixes[i - 1]) keys2[++j] = suffixes[i] as number;
  const key = suffixes[i] as number;
  const b = Math.floor(key / ID_SPACE);
  k2[j] = b === BOS_ID ? (startCounts.get(key % ID_SPACE) as number) : (k2[j] as number) + 1;
}
const find2 = (key: number) => {
  let lo = 0;
  let hi = u2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const k = keys2[mid] as number;
    if (k < key) lo = mid + 1;
    else if (k > key) hi = mid - 1;
    else return mid;
  }
  return -1;
};
// Order 1: N1+(. c), the distinct bigrams ending in c.
const k1 = new Float64Array(V);
for (let i = 0; i < u2; i++) {
  const c = (keys2[i] as number) % ID_SPACE;
  k1[c] = (k1[c] as number) + 1;
}
const D3 = discount(counts3);
const D2 = discount(k2);
const D1 = discount(k1);
stage(
  `${u2} distinct bigrams; discounts D1 ${D1.toFixed(3)} D2 ${D2.toFixed(3)} D3 ${D3.toFixed(3)}`,
);

// Unigrams: interpolated with the uniform distribution.
let K1 = 0;
let seen1 = 0;
for (let c = 0; c < V; c++)
  if ((k1[c] as number) > 0) {
    K1 += k1[c] as number;
    seen1++;
  }
const p1 = new Float64Array(V);
for (let c = 0; c < V; c++) p1[c] = (Math.max((k1[c] as number) - D1, 0) + (D1 * seen1) / V) / K1;

// Bigrams: which stay (continuation count, or the history of a kept trigram).
const keep2 = new Uint8Array(u2);
for (let i = 0; i < u2; i++) if ((k2[i] as number) >= BIGRAM_MIN) keep2[i] = 1;
let kept3 = 0;
for (let i = 0; i < u3; i++)
  if ((counts3[i] as number) >= TRIGRAM_MIN) {
    kept3++;
    keep2[find2(Math.floor((keys3[i] as number) / ID_SPACE))] = 1;
  }
// Interpolated bigram probabilities (all bigrams; needed for the trigrams' lower order), the
// backoff weight of each unigram history.
const p2 = new Float64Array(u2);
const b1 = new Float64Array(V);
for (let i = 0; i < u2;) {
  const b = Math.floor((keys2[i] as number) / ID_SPACE);
  let j = i;
  let total = 0;
  while (j < u2 && Math.floor((keys2[j] as number) / ID_SPACE) === b) total += k2[j++] as number;
  const lambda = (D2 * (j - i)) / total;
  let keptP = 0;
  let keptLower = 0;
  for (let x = i; x < j; x++) {
    const c = (keys2[x] as number) % ID_SPACE;
    p2[x] = Math.max((k2[x] as number) - D2, 0) / total + lambda * (p1[c] as number);
    if (keep2[x]) {
      keptP += p2[x] as number;
      keptLower += p1[c] as number;
    }
  }
  b1[b] = Math.log(Math.max(1e-12, 1 - keptP) / Math.max(1e-12, 1 - keptLower));
  i = j;
}
// The model's own bigram-order probability of c after b (stored, else backed off).
const lower2 = (b: number, c: number) => {
  const x = find2(b * ID_SPACE + c);
  return x >= 0 && keep2[x] ? (p2[x] as number) : Math.exp(b1[b] as number) * (p1[c] as number);
};
// Trigrams: interpolated probabilities of the kept ones, backoff weight of each bigram history.
const p3 = new Float64Array(kept3);
const k3at = new Uint32Array(kept3);
const b2 = new Float64Array(u2);
let w = 0;
for (let i = 0; i < u3;) {
  const ab = Math.floor((keys3[i] as number) / ID_SPACE);
  const b = ab % ID_SPACE;
  let j = i;
  let total = 0;
  while (j < u3 && Math.floor((keys3[j] as number) / ID_SPACE) === ab)
    total += counts3[j++] as number;
  const lambda = (D3 * (j - i)) / total;
  let keptP = 0;
  let keptLower = 0;
  for (let x = i; x < j; x++) {
    if ((counts3[x] as number) < TRIGRAM_MIN) continue;
    const c = (keys3[x] as number) % ID_SPACE;
    const lo = lower2(b, c);
    const p = Math.max((counts3[x] as number) - D3, 0) / total + lambda * lo;
    p3[w] = Math.log(p);
    k3at[w++] = x;
    keptP += p;
    keptLower += lo;
  }
  if (keptP > 0)
    // Never exactly 0: code 0 means "no trigram after this history".
    b2[find2(ab)] = Math.log(Math.max(1e-12, 1 - keptP) / Math.max(1e-12, 1 - keptLower)) || -1e-9;
  i = j;
}
stage(`kept ${kept3} trigrams (${TRIGRAM_MIN}+), ${keep2.reduce((n, v) => n + v, 0)} bigrams`);

// 5. Hashed keys in hash order; a key two n-grams share is dropped for the later one.
function hashed(
  n: number,
  keyOf: (i: number) => number,
): { order: number[]; keys: Uint32Array; dropped: number } {
  const pairs = Array.from({ length: n }, (_, i) => [keyOf(i), i] as [number, number]);
  pairs.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const order: number[] = [];
  const keys: number[] = [];
  let dropped = 0;
  for (let i = 0; i < pairs.length; i++) {
    const [k, at] = pairs[i] as [number, number];
    if (i > 0 && (pairs[i - 1] as [number, number])[0] === k) {
      dropped++;
      continue;
    }
    order.push(at);
    keys.push(k);
  }
  return { order, keys: Uint32Array.from(keys), dropped };
}
// Bigrams: a trie level in (history, next) order, which is keys2's order.
const kept2: number[] = [];
for (let i = 0; i < u2; i++) if (keep2[i]) kept2.push(i);
const start2 = new Uint32Array(V + 1);
const next2 = new Uint32Array(kept2.length);
kept2.forEach((x, i) => {
  const key = keys2[x] as number;
  const b = Math.floor(key / ID_SPACE) + 1;
  start2[b] = (start2[b] as number) + 1;
  next2[i] = key % ID_SPACE;
});
for (let b = 0; b < V; b++) start2[b + 1] = (start2[b + 1] as number) + (start2[b] as number);
const h3 = hashed(kept3, (i) => {
  const key = keys3[k3at[i] as number] as number;
  const ab = Math.floor(key / ID_SPACE);
  return ngramKey(Math.floor(ab / ID_SPACE), ab % ID_SPACE, key % ID_SPACE);
});
const q1 = quantise(Float64Array.from(p1, Math.log));
const qb1 = quantise(b1, true);
const q2 = quantise(Float64Array.from(kept2, (x) => Math.log(p2[x] as number)));
const qb2 = quantise(
  Float64Array.from(kept2, (x) => b2[x] as number),
  true,
);
const q3 = quantise(Float64Array.from(h3.order, (x) => p3[x] as number));
const bytes = writeContextLm(
  {
    order: 3,
    classSizes,
    codebooks: {
      p1: q1.codebook,
      b1: qb1.codebook,
      p2: q2.codebook,
      b2: qb2.codebook,
      p3: q3.codebook,
    },
    info: {
      smoothing: 'interpolated Kneser-Ney, backoff form, renormalised after pruning',
      trainLines: lines,
      trainSyllables: syllables,
      trainTokens: used,
      wikipediaEvery: EVERY,
      vocabMin: VOCAB_MIN,
      trigramMin: TRIGRAM_MIN,
      bigramMin: BIGRAM_MIN,
      discounts: `${D1.toFixed(4)} ${D2.toFixed(4)} ${D3.toFixed(4)}`,
      vocab: V,
      bigrams: kept2.length,
      trigrams: h3.keys.length,
    },
  },
  {
    vocab: vocabHashes,
    p1: q1.codes,
    b1: qb1.codes,
    start2,
    next2,
    p2: q2.codes,
    b2: qb2.codes,
    keys3: h3.keys,
    check3: Uint16Array.from(h3.order, (x) => {
      const key = keys3[k3at[x] as number] as number;
      const ab = Math.floor(key / ID_SPACE);
      return ngramCheck(Math.floor(ab / ID_SPACE), ab % ID_SPACE, key % ID_SPACE);
    }),
    p3: q3.codes,
  },
);
writeFileSync(CONTEXT_LM_FILE, bytes);
stage(
  `written ${CONTEXT_LM_FILE}: ${(bytes.length / 1048576).toFixed(2)} MB ` +
    `(${V} tokens, ${kept2.length} bigrams, ${h3.keys.length} trigrams; ` +
    `${h3.dropped} trigrams dropped on a shared hash)`,
);

// Dev perplexity (tuning figure): the corpora's dev part and one extra line in 20.
const lm = readContextLm(bytes.buffer);
const dev: CorpusLine[] = [];
contextLmLines('dev', (l) => dev.push(l), 20);
const ppl = perplexityOf(lm, analyzer, dev);
stage(
  `dev perplexity ${ppl.perplexity.toFixed(1)} per token over ${ppl.tokens} tokens ` +
    `(${ppl.lines} lines; ${((ppl.unknown / ppl.tokens) * 100).toFixed(2)}% unknown)`,
);
