/**
 * Punctuation, numeral and spelling noise for evaluating the checker (issue 13): takes corpus
 * sentences, injects one realistic error into each sentence where one applies, and records the
 * gold edit that undoes it. Deterministic: the same lines, seed and options give the same cases.
 *
 *   npx tsx scripts/noise.ts [--part dev] [--seed 13] [--limit 3000]
 *     [--spelling-limit 2000] [--verbose] [--show 80]
 *
 * (The script's own run is for the dev part; scripts/eval-correction.ts calls generateNoise and
 * scoreNoise on the held-out test part. Never tune on test.)
 *
 * Error distribution. Each noise type gets its weight's share of the cases, drawn from the
 * sentences it applies to (one noise per sentence, each sentence used once). Numeral noise needs
 * a number in digits before a counter, which is rare in the corpora, so its types usually get
 * fewer cases than their share; the realised mix is printed with every run (`distribution`):
 *
 *   type                    weight  what it does (gold edit undoes it)
 *   punct.doubled            0.12   final 다. -> 다.. ; a comma , -> ,,
 *   punct.mixed              0.10   final ? or ! gets a stray mark before it: 정말.? 좋아,!
 *   punct.space-before       0.10   a space before the final full stop: 했다 .
 *   punct.stop-inside        0.08   a full stop after an object/dative particle mid-clause: 자료를. 보내
 *   punct.unpaired           0.08   a lone ( between a word and its particle: 자료(를
 *   punct.bracket-space      0.04   a space inside an opening bracket: ( 예시)
 *   punct.no-space-after     0.08   the space after a sentence mark dropped: 했다.그리고
 *   num.sino-for-native      0.16   digits before a native counter written as Sino-Korean: 3시 -> 삼 시 (gold 세 시)
 *   num.native-for-sino      0.10   digits before a Sino-Korean counter written as native: 3개월 -> 세 개월 (gold 삼 개월)
 *   num.mixed                0.08   a number mixing the series: 25살 -> 이십다섯 살, 6000원 -> 여섯천 원
 *   num.joined               0.06   a Hangul number joined to its counter: 25살 -> 스물다섯살 (not 시: 두시 is allowed)
 *
 * Numeral noise only replaces numbers the corpus writes in digits, within the ranges where the
 * series is fixed (native: 시 1-12, 시간 1-10, 살 1-99, 개/명/마리/잔 1-10); punctuation noise only
 * touches Hangul context, never URLs, numbers or code.
 *
 * Spelling noise (twelve types: jamo typos on the 2-beolsik keyboard and words written as they
 * are pronounced; distribution and fairness rules in spelling-noise.ts) is drawn after these,
 * with its own random stream, from the sentences they left, `spellingLimit` cases in all (2,000
 * by default), so the punctuation and numeral cases are the same with or without it. It needs
 * hunspell and the analyser (`lexicon`, from `loadNoiseLexicon()`) to keep only fair cases; its
 * report adds `spelling` (and `typos`, `pronunciation`) with `detection` (an issue on the damaged
 * word) beside `recall` (the exact-fix rate) and `precision` (exact fixes over the issues on it).
 *
 * Confusable-word noise (eight types `conf.*`: a correct word of a confusable set such as
 * 붙이다/부치다 or (으)로서/(으)로써 swapped for its partner; distribution in confusable-noise.ts)
 * is drawn last, from every sentence of the part with its own random stream and
 * `confusableLimit` cases (400 by default), so it leaves the other cases unchanged. Its report
 * is `confusable`, with `detection`, `recall` (exact fix) and `precision` as for spelling.
 */
import { applySuggestions, type Checker } from '../src/checker.ts';
import { isNounTail } from '../src/lexicon/noun-tail.ts';
import { nativeNumeral, sinoNumeral } from '../src/rules/numerals/hangul-numbers.ts';
import {
  CONFUSABLE_NOISE_TYPES,
  CONFUSABLE_NOISE_WEIGHTS,
  confusableDamages,
  isConfusableType,
} from './confusable-noise.ts';
import { seededRandom } from '../src/seeded-random.ts';
import { type CorpusLine, type CorpusPart, readCorpus } from './corpus.ts';
import { drawFromPools, type PoolEntry } from './noise-pools.ts';
import {
  type NoiseLexicon,
  loadNoiseLexicon,
  SPELLING_NOISE_TYPES,
  SPELLING_NOISE_WEIGHTS,
  isSpellingType,
  spellingDamages,
} from './spelling-noise.ts';
import { isMainScript, noiseScriptArgs } from './noise/cli.ts';

export { loadNoiseLexicon, type NoiseLexicon };

export const NOISE_TYPES = [
  'punct.doubled',
  'punct.mixed',
  'punct.space-before',
  'punct.stop-inside',
  'punct.unpaired',
  'punct.bracket-space',
  'punct.no-space-after',
  'num.sino-for-native',
  'num.native-for-sino',
  'num.mixed',
  'num.joined',
  ...SPELLING_NOISE_TYPES,
  ...CONFUSABLE_NOISE_TYPES,
] as const;
export type NoiseType = (typeof NOISE_TYPES)[number];
/** The punctuation and numeral types (drawn first, with the seed's own random stream). */
const SURFACE_TYPES = NOISE_TYPES.filter((t) => !isSpellingType(t) && !isConfusableType(t));

export const NOISE_WEIGHTS: Readonly<Record<NoiseType, number>> = {
  'punct.doubled': 0.12,
  'punct.mixed': 0.1,
  'punct.space-before': 0.1,
  'punct.stop-inside': 0.08,
  'punct.unpaired': 0.08,
  'punct.bracket-space': 0.04,
  'punct.no-space-after': 0.08,
  'num.sino-for-native': 0.16,
  'num.native-for-sino': 0.1,
  'num.mixed': 0.08,
  'num.joined': 0.06,
  ...SPELLING_NOISE_WEIGHTS,
  ...CONFUSABLE_NOISE_WEIGHTS,
};

export interface NoiseEdit {
  /** In the noisy sentence (UTF-16). */
  offset: number;
  length: number;
  /** noisy.slice(offset, offset + length) */
  original: string;
  /** What the gold correction puts there. */
  replacement: string;
}

export interface NoisyCase {
  type: NoiseType;
  source: string;
  clean: string;
  noisy: string;
  edit: NoiseEdit;
}

/** One way to damage a sentence: [start, end) of the clean text, the noisy text for it, and the gold text. */
interface Damage {
  start: number;
  end: number;
  noisy: string;
  gold: string;
}

const NATIVE_MAX: Record<string, number> = {
  시: 12,
  시간: 10,
  살: 99,
  개: 10,
  명: 10,
  마리: 10,
  잔: 10,
};
const SINO_COUNTERS = ['개월', '인분', '퍼센트', '킬로미터', '킬로그램', '미터'];
const NUMBER_COUNTER = new RegExp(
  `(?<![\\d.,:/])(\\d{1,2})(시간|시|살|개월|개|명|마리|잔|인분|퍼센트|킬로미터|킬로그램|미터)(?![가-힣]*\\d)`,
  'g',
);

function all(re: RegExp, text: string): RegExpExecArray[] {
  return [
    ...text.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`)),
  ];
}

/** Every damage of each type that applies to the sentence. */
function candidates(text: string): Map<NoiseType, Damage[]> {
  const out = new Map<NoiseType, Damage[]>();
  const add = (type: NoiseType, d: Damage) => {
    const list = out.get(type) ?? [];
    list.push(d);
    out.set(type, list);
  };
  if (/[a-z]+:\/\/|`|www\./i.test(text)) return out;
  const end = /([가-힣])([.?!])$/.exec(text);
  if (end) {
    const at = end.index + 1;
    const mark = end[2] as string;
    if (mark === '.') {
      add('punct.doubled', { start: at, end: at + 1, noisy: '..', gold: '.' });
      add('punct.space-before', { start: at, end: at + 1, noisy: ' .', gold: '.' });
    } else {
      add('punct.mixed', {
        start: at,
        end: at + 1,
        noisy: mark === '?' ? '.?' : ',!',
        gold: mark,
      });
    }
  }
  for (const m of all(/(?<=[가-힣]),(?= [가-힣])/, text))
    add('punct.doubled', { start: m.index, end: m.index + 1, noisy: ',,', gold: ',' });
  for (const m of all(/(?<=[가-힣]{2}(?:를|에게))(?= [가-힣]+ [가-힣])/, text))
    add('punct.stop-inside', { start: m.index, end: m.index, noisy: '.', gold: '' });
  for (const m of all(/(?<= [가-힣]{2,})(?=를 )/, text))
    add('punct.unpaired', { start: m.index, end: m.index, noisy: '(', gold: '' });
  for (const m of all(/(?<=\()(?=[가-힣])/, text))
    add('punct.bracket-space', { start: m.index, end: m.index, noisy: ' ', gold: '' });
  for (const m of all(/(?<=[가-힣][.?!]) (?=[가-힣])/, text))
    add('punct.no-space-after', { start: m.index, end: m.index + 1, noisy: '', gold: ' ' });
  for (const m of all(NUMBER_COUNTER, text)) {
    const value = Number(m[1]);
    const counter = m[2] as string;
    // The counter itself, not a longer word (5개국, 3시간대): only particles may follow it.
    const after = /^[가-힣]*/.exec(text.slice(m.index + m[0].length))?.[0] ?? '';
    if (!isNounTail(after)) continue;
    const start = m.index;
    const stop = start + m[0].length;
    const max = NATIVE_MAX[counter];
    const sino = sinoNumeral(value);
    const native = nativeNumeral(value);
    if (!sino || value < 1) continue;
    if (max !== undefined && native && value <= max) {
      // 삼 시, 오 개: one-syllable Sino-Korean 일 and 이 read as other words, like in the rule.
      add('num.sino-for-native', {
        start,
        end: stop,
        noisy: `${sino} ${counter}`,
        gold: `${native} ${counter}`,
      });
      if (value > 20 && value % 10 !== 0) {
        const tens = sinoNumeral(Math.floor(value / 10) * 10) as string;
        const ones = nativeNumeral(value % 10) as string;
        add('num.mixed', {
          start,
          end: stop,
          noisy: `${tens}${ones} ${counter}`,
          gold: `${native} ${counter}`,
        });
      }
      if (value >= 11 && counter !== '시' && counter !== '시간')
        add('num.joined', {
          start,
          end: stop,
          noisy: `${native}${counter}`,
          gold: `${native} ${counter}`,
        });
    }
    if (SINO_COUNTERS.includes(counter) && native && value <= 99)
      add('num.native-for-sino', {
        start,
        end: stop,
        noisy: `${native} ${counter}`,
        gold: `${sino} ${counter}`,
      });
  }
  for (const m of all(/(?<![\d,.])([2-9]),?000원/, text)) {
    const d = Number(m[1]);
    add('num.mixed', {
      start: m.index,
      end: m.index + m[0].length,
      noisy: `${nativeNumeral(d)}천 원`,
      gold: `${sinoNumeral(d * 1000)} 원`,
    });
  }
  return out;
}

export interface NoiseOptions {
  seed?: number;
  /** How many cases to aim for in all (default 3,000). */
  limit?: number;
  weights?: Partial<Record<NoiseType, number>>;
  /**
   * How many spelling cases (jamo typos and pronunciation spellings) to aim for, drawn after
   * the punctuation and numeral cases from the sentences they left (default 2,000).
   */
  spellingLimit?: number;
  /**
   * hunspell and the analyser, to keep only fair spelling cases (the clean word is a known word,
   * the noisy one is not); without it no spelling cases are made.
   */
  lexicon?: NoiseLexicon | null;
  /**
   * How many confusable-word cases (confusable-noise.ts) to aim for, drawn from every sentence
   * with its own random stream (default 400; needs `lexicon`, as a sign the analyser is there).
   */
  confusableLimit?: number;
}

/**
 * Noisy cases in the designed proportions: each type gets `limit * weight` cases (its share of
 * the weights given), drawn at random from the sentences it applies to, each sentence used at
 * most once. A type whose pool is smaller than its share gets the whole pool; the realised
 * distribution is reported by scoreNoise.
 */
export function generateNoise(
  lines: readonly CorpusLine[],
  options: NoiseOptions = {},
): NoisyCase[] {
  const random = seededRandom(options.seed ?? 13);
  const weights = { ...NOISE_WEIGHTS, ...options.weights };
  const limit = options.limit ?? 3000;
  const pools = new Map<NoiseType, PoolEntry[]>();
  for (const line of lines) {
    if (line.text.length > 300) continue;
    for (const [type, list] of candidates(line.text)) {
      if (!(weights[type] > 0)) continue;
      const pool = pools.get(type) ?? [];
      // One damage per sentence and type, picked now so the pools are deterministic.
      pool.push({ line, ...(list[Math.floor(random() * list.length)] as Damage) });
      pools.set(type, pool);
    }
  }
  const total = SURFACE_TYPES.reduce((s, t) => s + (weights[t] > 0 ? weights[t] : 0), 0);
  const used = new Set<string>();
  const cases = drawFromPools(
    SURFACE_TYPES,
    pools,
    (type) => Math.round((limit * weights[type]) / total),
    random,
    used,
  );
  if (options.lexicon)
    cases.push(
      ...spellingDamages(
        lines.filter((l) => l.text.length <= 300 && !used.has(l.text)),
        options.lexicon,
        seededRandom(((options.seed ?? 13) ^ 0x5eed5) >>> 0),
        options.spellingLimit ?? 2000,
        weights,
      ),
    );
  if (options.lexicon && (options.confusableLimit ?? 400) > 0)
    cases.push(
      ...confusableDamages(
        lines,
        seededRandom(((options.seed ?? 13) ^ 0xc0f05e) >>> 0),
        options.confusableLimit ?? 400,
        weights,
      ),
    );
  return cases;
}

export interface NoiseTypeScore {
  cases: number;
  /** Cases where one issue makes exactly the gold edit. */
  truePositives: number;
  /** Cases with an issue at the damaged span, whatever it suggests. */
  detected: number;
  /** Issues at the damaged span (±1 character) that make another edit. */
  falsePositives: number;
  /** truePositives / cases: the exact-fix rate. */
  recall: number;
  /** detected / cases. */
  detection: number;
  /** truePositives / (truePositives + falsePositives): strict, a flag with a wrong fix counts against it. */
  precision: number;
}

export interface NoiseReport {
  distribution: Record<NoiseType, number>;
  byType: Record<NoiseType, NoiseTypeScore>;
  punctuation: NoiseTypeScore;
  numerals: NoiseTypeScore;
  /** Jamo typos and pronunciation spellings together, and each family apart. */
  spelling: NoiseTypeScore;
  typos: NoiseTypeScore;
  pronunciation: NoiseTypeScore;
  /** Confusable words swapped for their partner (conf.*). */
  confusable: NoiseTypeScore;
  /** Cases whose whole noisy sentence comes back exactly clean. */
  sentencesRestored: number;
  misses: NoisyCase[];
}

function applyOne(text: string, offset: number, length: number, replacement: string): string {
  return text.slice(0, offset) + replacement + text.slice(offset + length);
}

/**
 * Recall and precision per noise type. An issue is a true positive when, applied alone, it gives
 * the same sentence as the gold edit alone (span-agnostic, as evaluate() does). Issues elsewhere
 * in the sentence are not counted either way (the corpus has slips of its own); issues touching
 * the damaged span that do something else are false positives.
 */
export function scoreNoise(checker: Checker, cases: readonly NoisyCase[]): NoiseReport {
  const blank = (): NoiseTypeScore => ({
    cases: 0,
    truePositives: 0,
    detected: 0,
    falsePositives: 0,
    recall: 0,
    detection: 0,
    precision: 1,
  });
  const byType = Object.fromEntries(NOISE_TYPES.map((t) => [t, blank()])) as Record<
    NoiseType,
    NoiseTypeScore
  >;
  const distribution = Object.fromEntries(NOISE_TYPES.map((t) => [t, 0])) as Record<
    NoiseType,
    number
  >;
  const misses: NoisyCase[] = [];
  let sentencesRestored = 0;
  for (const c of cases) {
    distribution[c.type]++;
    const s = byType[c.type];
    s.cases++;
    const goal = applyOne(c.noisy, c.edit.offset, c.edit.length, c.edit.replacement);
    const issues = checker.check(c.noisy);
    let hit = false;
    let seen = false;
    for (const i of issues) {
      const touches =
        i.offset <= c.edit.offset + c.edit.length + 1 && i.offset + i.length >= c.edit.offset - 1;
      if (!touches) continue;
      // Detected: the issue covers part of the damaged span (an issue that only borders it does not).
      if (
        c.edit.length === 0 ||
        (i.offset < c.edit.offset + c.edit.length && i.offset + i.length > c.edit.offset)
      )
        seen = true;
      if (!hit && applyOne(c.noisy, i.offset, i.length, i.suggestions[0] ?? '') === goal)
        hit = true;
      else s.falsePositives++;
    }
    if (hit) s.truePositives++;
    else misses.push(c);
    if (seen) s.detected++;
    if (applySuggestions(c.noisy, issues) === c.clean) sentencesRestored++;
  }
  const finish = (s: NoiseTypeScore): NoiseTypeScore => ({
    ...s,
    recall: s.cases === 0 ? 0 : s.truePositives / s.cases,
    detection: s.cases === 0 ? 0 : s.detected / s.cases,
    precision:
      s.truePositives + s.falsePositives === 0
        ? 1
        : s.truePositives / (s.truePositives + s.falsePositives),
  });
  const sum = (...prefixes: string[]) =>
    finish(
      NOISE_TYPES.filter((t) => prefixes.some((p) => t.startsWith(p)))
        .map((t) => byType[t])
        .reduce(
          (a, b) => ({
            ...a,
            cases: a.cases + b.cases,
            truePositives: a.truePositives + b.truePositives,
            detected: a.detected + b.detected,
            falsePositives: a.falsePositives + b.falsePositives,
          }),
          blank(),
        ),
    );
  for (const t of NOISE_TYPES) byType[t] = finish(byType[t]);
  return {
    distribution,
    byType,
    punctuation: sum('punct.'),
    numerals: sum('num.'),
    spelling: sum('typo.', 'pron.'),
    typos: sum('typo.'),
    pronunciation: sum('pron.'),
    confusable: sum('conf.'),
    sentencesRestored,
    misses,
  };
}

/** Noise over one corpus part (never 'test' while tuning). */
export function noiseForPart(part: CorpusPart, options: NoiseOptions = {}): NoisyCase[] {
  return generateNoise(readCorpus(part), options);
}

if (isMainScript(import.meta.filename)) {
  const { arg, part } = noiseScriptArgs();
  const { createChecker } = await import('../src/checker.ts');
  const { loadEngineModels, loadKoreanDictionary } = await import('../src/node/engine-files.ts');
  const { loadMisspellingLexicon } = await import('../src/node/lexicon-file.ts');
  const checker = await createChecker({
    loadDictionary: loadKoreanDictionary,
    models: loadEngineModels(),
    lexicon: loadMisspellingLexicon(),
  });
  const cases = noiseForPart(part, {
    seed: Number(arg('seed') ?? 13),
    limit: Number(arg('limit') ?? 3000),
    spellingLimit: Number(arg('spelling-limit') ?? 2000),
    lexicon: await loadNoiseLexicon(),
  });
  const report = scoreNoise(checker, cases);
  const pct = (x: number) => x.toFixed(3);
  console.log(
    `${part}: ${cases.length} noisy sentences; restored exactly: ${report.sentencesRestored}`,
  );
  const row = (name: string, s: NoiseTypeScore) =>
    console.log(
      `${name.padEnd(22)} n=${String(s.cases).padStart(4)}  ` +
        (isSpellingType(name) || isConfusableType(name) || !name.includes('.')
          ? `detected ${pct(s.detection)}  exact fix ${pct(s.recall)}`
          : `recall ${pct(s.recall)}`) +
        `  precision ${pct(s.precision)}`,
    );
  for (const t of NOISE_TYPES) row(t, report.byType[t]);
  for (const [name, s] of [
    ['punctuation', report.punctuation],
    ['numerals', report.numerals],
    ['typos', report.typos],
    ['pronunciation', report.pronunciation],
    ['spelling', report.spelling],
    ['confusable', report.confusable],
  ] as const)
    row(name, s);
  if (process.argv.includes('--verbose'))
    for (const m of report.misses.slice(0, Number(arg('show') ?? 80)))
      console.log(`[${m.type}] ${m.edit.original} -> ${m.edit.replacement} | ${m.noisy}`);
}
