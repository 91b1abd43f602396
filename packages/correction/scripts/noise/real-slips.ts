/**
 * Noise for the rules of issue 34 §3 (IME leftovers, stray marks, sentence marks, native
 * numerals): one slip per sentence, modelled on how writers slip on a Korean keyboard, with the
 * gold edit that undoes it. Deterministic (seeded); drawn from a corpus part's sentences with
 * the shared pools (noise-pools.ts). `npx tsx scripts/noise/real-slips.ts [--part dev]` scores
 * the checker on the dev part; eval-correction prints the test part.
 *
 * The model. Weights are each type's share of the cases within its class; the classes are
 * reported apart, so the weights only shape the mix inside a class.
 *
 *   type                 weight  the slip (gold: the sentence as written)
 *   ime.loose-final       0.40   a syllable's final left as a loose jamo: 확인했다 -> 확이ㄴ했다,
 *                                다행이야 -> 다해ㅇ이야 (the 2-beolsik IME committed the syllable
 *                                before the final key; seen in web editors that drop
 *                                composition events)
 *   ime.loose-syllable    0.25   an open syllable left as its two jamo: 오늘까지 -> 오늘까ㅈㅣ
 *                                (the composition never started: a focus change mid-word)
 *   ime.doubled-initial   0.20   the next syllable's initial typed twice, the first copy left
 *                                loose: 감사합니다 -> 감사합니ㄷ다 (a key bounce or a double tap)
 *   ime.nfd               0.15   the sentence stored decomposed (NFD, conjoining jamo: text from
 *                                macOS file names and some editors) with a loose final in one
 *                                word; the gold fix is the composed word, at the typed jamo
 *   stray.backspace-row   0.35   = or \ (beside Backspace, above Enter) after a word: 수십= 건
 *   stray.enter-row       0.35   ] } [ { (beside Enter, with or without shift): 보실 수} 있어요
 *   stray.shift-digit     0.30   * (shift+8 reaching for a symbol) or ` (beside 1): 갈 거* 같아
 *   num.standalone-form   0.60   a native numeral before a counter in the form it has alone:
 *                                한 개 -> 하나 개, 두 사람 -> 둘 사람, 스무 살 -> 스물 살 (the number
 *                                said as counted: learners and fast writers)
 *   num.ordinal-sino      0.40   a counter of order with a Sino-Korean number: 두 번째 -> 이 번째,
 *                                첫 번째 -> 일 번째 (read as 1, 2, 3 from a list)
 *   mark.slash-question   0.30   the ? at a sentence's end typed without Shift: 먹었니? -> 먹었니/
 *   mark.slash-period     0.20   the full stop's neighbour key: 했다. -> 했다/
 *   mark.missing-question 0.40   a question written without its question mark: the ? typed as
 *                                the full stop by habit (갈까요? -> 갈까요., 65%) or left off at
 *                                the end of the line (갈까요? -> 갈까요, 35%: then the line must
 *                                hold another sentence before it, as a line of one question may
 *                                be a title). Drawn after any word before ? whose ending asks
 *                                (markFor: -니, -냐, -나(요), -ㄹ까(요), -ㅂ니까, -는가, not -어/-지/
 *                                -요, which tell as well), plain -ㄹ까 and -는가 included, which
 *                                the rule leaves (weak questions may end in a full stop), so its
 *                                gates count against its detection. The most common mark slip
 *                                of the class in chat and forum text, hence its weight.
 *   mark.mid-period       0.50   a full stop mid-sentence from the double-space shortcut of phone
 *                                keyboards: 우리의 미래 -> 우리의. 미래 (between any two Hangul
 *                                words of a sentence, the first without a mark)
 *   hon.ege               0.80   에 after a common noun (the analyser's reading) written 에게,
 *                                the particle of people: 결정에 따르다 -> 결정에게 따르다
 *   hon.kke               0.20   the same with the honorific 께: 계획에 동의 -> 계획께 동의
 *                                (께서 for 이/가 is not drawn: the analyser cannot tell a person
 *                                from a thing, and 선생님께서 for 선생님이 is no error)
 *   particle.giro-animate 1.00   -기로 (the particle a predicate such as 하다, 결정하다, 약속하다
 *                                asks for) written with a particle of people, 에게 70%, 한테 20%,
 *                                께 10%: 가기로 했다 -> 가기에게 했다 (the dative reached for after a
 *                                noun-like word). Drawn after every -기로 the analyser reads as
 *                                the nominal ending before a Hangul word, whatever predicate
 *                                follows, so the rule's list of predicates counts against it.
 *
 * Every IME and stray slip damages an all-Hangul word of two or more syllables (stray marks:
 * one or more) that hunspell knows or the analyser reads plainly, never in a sentence with a
 * URL or code; stray marks go after a word followed by a space (60%) or at the end of the line
 * (40%, the reach for Enter), whatever else the sentence holds, so the rule's gates count
 * against its detection.
 */
import type { Checker } from '../../src/checker.ts';
import { seededRandom } from '../../src/seeded-random.ts';
import { jamoOf, syllableOf } from '../../src/rules/typo/keyboard.ts';
import { markFor } from '../../src/rules/typing/sentence-marks.ts';
import type { CorpusLine } from '../corpus.ts';
import type { NoiseLexicon } from '../spelling-noise.ts';
import {
  add,
  blank,
  type CaseScore,
  type Counts,
  type Edit,
  finish,
  hangulWords,
  pick,
  scoreCase,
  scoreRow,
  type Word,
} from './cases.ts';
import { isMainScript, noiseScriptArgs } from './cli.ts';

export const SLIP_CLASSES = {
  ime: ['ime.loose-final', 'ime.loose-syllable', 'ime.doubled-initial', 'ime.nfd'],
  stray: ['stray.backspace-row', 'stray.enter-row', 'stray.shift-digit'],
  numeral: ['num.standalone-form', 'num.ordinal-sino'],
  // Drawn last to first: missing-question takes the questions slash-question leaves.
  mark: ['mark.missing-question', 'mark.slash-question', 'mark.slash-period', 'mark.mid-period'],
  honorific: ['hon.ege', 'hon.kke'],
  particle: ['particle.giro-animate'],
} as const;
export type SlipClass = keyof typeof SLIP_CLASSES;
export type SlipType = (typeof SLIP_CLASSES)[SlipClass][number];
export const SLIP_TYPES: readonly SlipType[] = Object.values(SLIP_CLASSES).flat();

export const SLIP_WEIGHTS: Readonly<Record<SlipType, number>> = {
  'ime.loose-final': 0.4,
  'ime.loose-syllable': 0.25,
  'ime.doubled-initial': 0.2,
  'ime.nfd': 0.15,
  'stray.backspace-row': 0.35,
  'stray.enter-row': 0.35,
  'stray.shift-digit': 0.3,
  'num.standalone-form': 0.6,
  'num.ordinal-sino': 0.4,
  'mark.slash-question': 0.3,
  'mark.slash-period': 0.2,
  'mark.missing-question': 0.4,
  'mark.mid-period': 0.5,
  'hon.ege': 0.8,
  'hon.kke': 0.2,
  'particle.giro-animate': 1,
};

export interface SlipCase {
  type: SlipType;
  source: string;
  clean: string;
  noisy: string;
  /** In the noisy sentence: [offset, offset + length) becomes `replacement`. */
  edit: Edit;
}

/** A word damaged in place: the noisy word for its span (null when the type does not apply). */
function imeSlip(word: string, type: SlipType, random: () => number): string | null {
  const chars = [...word];
  const spots: string[] = [];
  chars.forEach((ch, i) => {
    const [ini, med, fin] = jamoOf(ch) as [string, string, string];
    const before = chars.slice(0, i).join('');
    const after = chars.slice(i + 1).join('');
    if ((type === 'ime.loose-final' || type === 'ime.nfd') && fin !== '' && i < chars.length - 1)
      spots.push(before + syllableOf(ini, med, '') + fin + after);
    if (type === 'ime.loose-syllable' && fin === '' && i > 0)
      spots.push(before + ini + med + after);
    if (type === 'ime.doubled-initial' && i > 0 && ini !== 'ㅇ')
      spots.push(before + ini + ch + after);
  });
  return pick(random, spots) ?? null;
}

const STRAY_KEYS: Partial<Record<SlipType, string>> = {
  'stray.backspace-row': '=\\',
  'stray.enter-row': ']}[{',
  'stray.shift-digit': '***`',
};

const STANDALONE: Readonly<Record<string, string>> = {
  한: '하나',
  두: '둘',
  세: '셋',
  네: '넷',
  스무: '스물',
};
const SINO_ORDINAL: Readonly<Record<string, string>> = {
  첫: '일',
  두: '이',
  세: '삼',
  네: '사',
  다섯: '오',
  여섯: '육',
  일곱: '칠',
  여덟: '팔',
  아홉: '구',
  열: '십',
};
/** Counters a native numeral stands before (numerals.json nativeCounters, determinerCounters). */
const COUNTED = '번째|번|사람|개|명|마리|잔|그릇|켤레|벌|송이|군데|가지|살|시간|장|권|곳|병|그루';

/** A number and its counter, damaged the way the type says (null when the sentence has none). */
function numeralSlip(text: string, type: SlipType, random: () => number): Damage | null {
  const re =
    type === 'num.ordinal-sino'
      ? /(?<![가-힣])(첫|두|세|네|다섯|여섯|일곱|여덟|아홉|열) 번째/g
      : new RegExp(
          `(?<![가-힣])((?:열|스물|서른|마흔)?(?:한|두|세|네)|스무) (${COUNTED})(?![가-힣]*\\d)`,
          'g',
        );
  const spots: Damage[] = [];
  for (const m of text.matchAll(re)) {
    const number = m[1] as string;
    const rest = m[0].slice(number.length);
    if (type === 'num.ordinal-sino') {
      spots.push({
        start: m.index,
        end: m.index + m[0].length,
        noisy: `${SINO_ORDINAL[number]}${rest}`,
        gold: m[0],
      });
      continue;
    }
    // The counter is a whole word or takes only a particle (두 사람이, not 두 사람들의 -> fine too).
    const last = number.endsWith('스무') ? '스무' : (number.slice(-1) as string);
    const head = number.slice(0, number.length - last.length);
    spots.push({
      start: m.index,
      end: m.index + m[0].length,
      noisy: `${head}${STANDALONE[last]}${rest}`,
      gold: m[0],
    });
  }
  return pick(random, spots) ?? null;
}

function markSlip(
  text: string,
  words: readonly Word[],
  type: SlipType,
  random: () => number,
): Damage | null {
  if (type === 'mark.mid-period') {
    const w = pick(
      random,
      words.filter((x) => x.text.length >= 2 && /^ [가-힣]/.test(text.slice(x.end))),
    );
    return w ? { start: w.start, end: w.end, noisy: `${w.text}.`, gold: w.text } : null;
  }
  if (type === 'mark.missing-question') {
    const spots = words.filter(
      (x) =>
        text[x.end] === '?' && /^(?:\s|$)/.test(text.slice(x.end + 1)) && markFor(x.text) === '?',
    );
    const w = pick(random, spots);
    if (!w) return null;
    // Left off at the end of the line only where a sentence with its mark comes before it.
    const atEnd = w.end + 1 === text.length && /[.?!]\s/.test(text.slice(0, w.start));
    if (atEnd && random() < 0.35)
      return { start: w.start, end: w.end + 1, noisy: w.text, gold: `${w.text}?` };
    return { start: w.start, end: w.end + 1, noisy: `${w.text}.`, gold: `${w.text}?` };
  }
  const mark = type === 'mark.slash-question' ? '?' : '.';
  const spots = words.filter(
    (x) => text[x.end] === mark && /^(?:\s|$)/.test(text.slice(x.end + 1)),
  );
  const w = pick(random, spots);
  return w
    ? { start: w.start, end: w.end + 1, noisy: `${w.text}/`, gold: `${w.text}${mark}` }
    : null;
}

function knownClean(lexicon: NoiseLexicon, word: string): boolean {
  if (lexicon.spell(word)) return true;
  return !lexicon.analyzer
    .analyze(word)
    .some((m) => m.unknown || m.pos === 'NNP' || m.first === 'NNP' || m.pos === 'SL');
}

interface Damage {
  start: number;
  end: number;
  noisy: string;
  gold: string;
}

function damageOf(
  text: string,
  type: SlipType,
  random: () => number,
  lexicon: NoiseLexicon,
): { noisyText: string; edit: SlipCase['edit'] } | null {
  const words = hangulWords(text);
  let d: Damage;
  if (type === 'particle.giro-animate') {
    const spots = words.filter((w) => {
      if (!w.text.endsWith('기로') || w.text.length < 3 || !/^ [가-힣]/.test(text.slice(w.end)))
        return false;
      const morphs = lexicon.analyzer.analyze(w.text);
      const ending = morphs.find((m) => m.end === w.text.length - 1);
      return ending?.last === 'ETN';
    });
    const w = pick(random, spots);
    if (!w) return null;
    const r = random();
    const particle = r < 0.7 ? '에게' : r < 0.9 ? '한테' : '께';
    d = { start: w.start, end: w.end, noisy: w.text.slice(0, -1) + particle, gold: w.text };
  } else if (type.startsWith('hon.')) {
    const spots = words.filter((w) => {
      if (!w.text.endsWith('에') || w.text.length < 3 || !/^(?:\s|$)/.test(text.slice(w.end)))
        return false;
      const morphs = lexicon.analyzer.analyze(w.text);
      const [noun, particle] = [morphs.at(-2), morphs.at(-1)];
      return (
        morphs.length === 2 &&
        noun?.pos === 'NNG' &&
        particle?.pos === 'JKB' &&
        particle.surface === '에'
      );
    });
    const w = pick(random, spots);
    if (!w) return null;
    const stem = w.text.slice(0, -1);
    d = {
      start: w.start,
      end: w.end,
      noisy: stem + (type === 'hon.ege' ? '에게' : '께'),
      gold: w.text,
    };
  } else if (type.startsWith('mark.')) {
    const n = markSlip(text, words, type, random);
    if (!n) return null;
    d = n;
  } else if (type.startsWith('num.')) {
    const n = numeralSlip(text, type, random);
    if (!n) return null;
    d = n;
  } else if (type.startsWith('ime.')) {
    const w = pick(
      random,
      words.filter((x) => x.text.length >= 2),
    );
    if (!w || !knownClean(lexicon, w.text)) return null;
    const noisy = imeSlip(w.text, type, random);
    if (!noisy) return null;
    d = { start: w.start, end: w.end, noisy, gold: w.text };
  } else {
    const keys = STRAY_KEYS[type] as string;
    const mark = keys[Math.floor(random() * keys.length)] as string;
    if (random() < 0.4) {
      // At the end of the line, reaching for Enter.
      const last = words[words.length - 1];
      if (!last || !/^[.!?]?$/.test(text.slice(last.end)) || !knownClean(lexicon, last.text))
        return null;
      const tail = text.slice(last.start);
      d = { start: last.start, end: text.length, noisy: tail + mark, gold: tail };
    } else {
      const w = pick(
        random,
        words.filter((x) => text[x.end] === ' '),
      );
      if (!w || !knownClean(lexicon, w.text)) return null;
      d = { start: w.start, end: w.end, noisy: w.text + mark, gold: w.text };
    }
  }
  const prefix = text.slice(0, d.start);
  const suffix = text.slice(d.end);
  if (type === 'ime.nfd') {
    const p = prefix.normalize('NFD');
    const n = d.noisy.normalize('NFD');
    return {
      noisyText: p + n + suffix.normalize('NFD'),
      edit: { offset: p.length, length: n.length, original: n, replacement: d.gold },
    };
  }
  return {
    noisyText: prefix + d.noisy + suffix,
    edit: { offset: d.start, length: d.noisy.length, original: d.noisy, replacement: d.gold },
  };
}

/**
 * `limit` cases per class, each type its weight's share within the class, from sentences drawn
 * at random (each sentence used once).
 */
export function slipDamages(
  lines: readonly CorpusLine[],
  lexicon: NoiseLexicon,
  options: { seed?: number; limit?: number } = {},
): SlipCase[] {
  const random = seededRandom(((options.seed ?? 13) ^ 0x5117) >>> 0);
  const limit = options.limit ?? 400;
  const order = lines
    .filter((l) => l.text.length <= 300 && !/[a-z]+:\/\/|`|www\./i.test(l.text))
    .map((l) => ({ l, r: random() }))
    .sort((a, b) => a.r - b.r)
    .map((x) => x.l);
  const want = new Map<SlipType, number>();
  for (const [, types] of Object.entries(SLIP_CLASSES)) {
    const total = types.reduce((s, t) => s + SLIP_WEIGHTS[t], 0);
    for (const t of types) want.set(t, Math.round((limit * SLIP_WEIGHTS[t]) / total));
  }
  const cases: SlipCase[] = [];
  const used = new Set<CorpusLine>();
  // Scarce types first, each scanning every sentence not used yet.
  for (const type of [...SLIP_TYPES].reverse()) {
    let taken = 0;
    for (const line of order) {
      if (taken >= (want.get(type) ?? 0)) break;
      if (used.has(line)) continue;
      const d = damageOf(line.text, type, random, lexicon);
      if (!d) continue;
      used.add(line);
      taken++;
      const clean = type === 'ime.nfd' ? line.text.normalize('NFD') : line.text;
      cases.push({ type, source: line.source, clean, noisy: d.noisyText, edit: d.edit });
    }
  }
  return cases;
}

export type SlipScore = CaseScore;

/** Per type and per class (cases.ts scoreCase: detected, exact fix, precision). */
export function scoreSlips(
  checker: Checker,
  cases: readonly SlipCase[],
): { byType: Map<SlipType, SlipScore>; byClass: Map<SlipClass, SlipScore>; misses: SlipCase[] } {
  const raw = new Map<SlipType, Counts>();
  const misses: SlipCase[] = [];
  for (const c of cases) {
    const one = scoreCase(checker, c.noisy, c.edit);
    raw.set(c.type, add(raw.get(c.type) ?? blank(), one));
    if (one.exact === 0) misses.push(c);
  }
  const byType = new Map<SlipType, SlipScore>();
  const byClass = new Map<SlipClass, SlipScore>();
  for (const [cls, types] of Object.entries(SLIP_CLASSES) as [SlipClass, readonly SlipType[]][]) {
    let sum = blank();
    for (const t of types) {
      const s = raw.get(t) ?? blank();
      byType.set(t, finish(s));
      sum = add(sum, s);
    }
    byClass.set(cls, finish(sum));
  }
  return { byType, byClass, misses };
}

/** The rows eval-correction prints. */
export function slipRows(report: ReturnType<typeof scoreSlips>): string[] {
  const out: string[] = [];
  for (const [cls, types] of Object.entries(SLIP_CLASSES) as [SlipClass, readonly SlipType[]][]) {
    for (const t of types) out.push(scoreRow(t, report.byType.get(t) as SlipScore));
    out.push(scoreRow(`all ${cls}`, report.byClass.get(cls) as SlipScore));
  }
  return out;
}

if (isMainScript(import.meta.filename)) {
  const { arg, part } = noiseScriptArgs();
  const { readCorpus } = await import('../corpus.ts');
  const { loadNoiseLexicon } = await import('../spelling-noise.ts');
  const { createEngineChecker } = await import('../../src/node/engine-files.ts');
  const checker = await createEngineChecker();
  const cases = slipDamages(readCorpus(part), await loadNoiseLexicon(), {
    seed: Number(arg('seed') ?? 13),
    limit: Number(arg('limit') ?? 400),
  });
  const report = scoreSlips(checker, cases);
  console.log(`${part}: ${cases.length} slips`);
  for (const line of slipRows(report)) console.log(line);
  if (process.argv.includes('--verbose'))
    for (const m of report.misses.slice(0, Number(arg('show') ?? 60))) {
      const got = checker
        .check(m.noisy)
        .map((i) => `${i.ruleId}:${i.original}->${i.suggestions[0]}`)
        .join(' | ');
      console.log(`[${m.type}] ${m.edit.original} -> ${m.edit.replacement} || ${got}`);
    }
}
