/**
 * Noise for the mistakes real Korean writers make that the other generators lack (issue 34
 * §Build 1): loanword spellings, real words in the wrong place, conjugation spellings, suffixes,
 * auxiliary predicates, endings, colloquial and dialect spellings, word order. One error per
 * sentence, drawn from a corpus part's sentences where it can be made, the gold edit undoing it
 * (gold = the sentence as written). Deterministic (seeded). `npx tsx
 * scripts/noise/writer-errors.ts [--part dev] [--verbose]` scores the checker on dev;
 * eval-correction prints the test part.
 *
 * The model (the type's weight is its share of its class's cases; the classes are reported apart
 * and mixed by CLASS_WEIGHTS below):
 *
 *   type               weight  the error (gold: the sentence as written)
 *   loan.vowel          0.35   ㅐ/ㅔ in a loanword, 콘→컨, 시지→세지: 캐릭터 -> 케릭터, 메시지 -> 메세지
 *   loan.tensed         0.10   a tensed first initial: 카페 -> 까페, 서비스 -> 써비스, 버스 -> 뻐스
 *   loan.palatal        0.15   ㅈ/ㅊ with a y-vowel (외래어 표기법 제3장 제2절): 주스 -> 쥬스, 비전 -> 비젼
 *   loan.coda           0.30   -크 after an open syllable folded into a final, -셉트 cut: 케이크 -> 케잌
 *   loan.ship           0.10   -십 -> -쉽: 리더십 -> 리더쉽
 *   real.pair           0.45   a word of a confusable pair the conf.* noise lacks, inflected:
 *                              잊다/잃다, 맞히다/맞추다, 부딪히다/부딪치다, 바라다 -> 바래다, 띠다 -> 띄다,
 *                              결제/결재, 너머 -> 넘어, 웬 -> 왠, 왠지 -> 웬지, 어떻게/어떡해, -ㄴ 채/체
 *   real.key            0.55   one 2-beolsik key replaced by a neighbour (or its shift twin) so the
 *                              word becomes another word hunspell and the analyser accept: 사과 -> 사가
 *   form.doe            0.60   되/돼 (the most frequent conjugation slip): 돼요 -> 되요, 됐다 -> 됬다,
 *                              되는 -> 돼는
 *   form.an             0.40   안 (adverb) / 않- (verb) swapped: 않는다 -> 안는다, 안 된다 -> 않 된다
 *   suffix.yul          0.40   -율/-률 against 두음 법칙 (제11항): 확률 -> 확율, 비율 -> 비률
 *   suffix.ihi          0.50   -이/-히 adverbs (제51항): 깨끗이 -> 깨끗히, 솔직히 -> 솔직이, 많이 -> 많히
 *   suffix.jaengi       0.10   -쟁이 written -장이 (표준어 규정 제9항): 멋쟁이 -> 멋장이
 *   aux.hada            0.45   -아/-어하다 split (always joined, 제47항 해설): 좋아하다 -> 좋아 하다
 *   aux.jida            0.55   -아/-어지다 split (always joined): 활발해졌다 -> 활발해 졌다
 *   tense.yeyo          0.85   예요/에요 (제15항 붙임 2): 거예요 -> 거에요, 아니에요 -> 아니예요,
 *                              학생이에요 -> 학생이예요
 *   tense.double-past   0.15   a third past marker: 했었다 -> 했었었다
 *   dialect.kke         0.35   -ㄹ게/-ㄹ걸 tensed as said (제53항): 할게요 -> 할께요, 할걸 -> 할껄
 *   dialect.gu          0.30   colloquial ㅗ -> ㅜ: 하고 -> 하구, 나도 -> 나두, 그리고 -> 그리구
 *   dialect.myeochil    0.15   며칠 -> 몇일 (제27항 붙임 2)
 *   dialect.eup         0.20   the pre-1988 spelling: 있습니다 -> 있읍니다
 *   order.neg           1.00   short negation before a noun+하다 verb: 공부 안 했다 -> 안 공부했다
 *
 * Every damaged word is right as written (hunspell knows it; for loan.* the noun), so a slip
 * already in the corpus (생일이예요) is never turned into the right form with the slip as gold.
 *
 * Loanwords (loan.*) are found by a generic test, not from the misspelling lexicon: a noun of the
 * sentence (the analyser's one NNG/NNP, hunspell knows it) that is in scripts/noise/loanwords.txt
 * (nouns written before a Latin transliteration in the train corpora, build-loanwords.ts) with one
 * syllable Sino-Korean never uses, or has two of them (an open ㅡ syllable 트/크/프/츠/즈/브, or
 * 스 after the first syllable, a final ㅅ/ㅋ/ㅌ/ㅍ, an initial ㅋ, ㅔ after other initials than
 * ㅅ/ㅈ/ㅊ/ㄱ/ㅇ); cases are flagged `listed` when the
 * misspelling lexicon has the noisy word, so the report can split listed and unlisted variants.
 *
 * Not generated, by decision: hon.* beyond particles (사물 존대, 커피 나오셨습니다) needs to know
 * whether the subject is a person and whether the writer means to honour the listener; no rule
 * can judge it from the sentence, so the noise would only measure guesses. Neologisms and
 * internet spellings (걍, 넘, 했어용, ㅋㅋ) are accepted usage in chat and register choices in
 * prose: flagging them would be a false alarm by the precision-first rule, so none is injected.
 * order.* is limited to the one order a rule can fix from the sentence alone (short negation);
 * free word order is no error in Korean.
 *
 * Class weights (CLASS_WEIGHTS, the "real-error mix" line of eval-correction): the share of real
 * writers' errors each class stands for, summing to 1 over the whole model. Evidence measured
 * here (writer-error-counts.ts: known-wrong forms against the right ones in the train parts as
 * written; wrong forms per million eojeol, all 7.7 M eojeol | the 0.31 M eojeol of informal
 * sources, chatbot and book reviews, closest to what users type):
 *
 *   loan   73 | 100 (vowel 26 | 45, coda 33 | 42, palatal 8 | 10, ship 5 | 3, tensed 1.6 | 0)
 *   form   12 |  61 (되/돼 2.1 | 26: twelve times as frequent where nobody edited; 안/않 10 | 35)
 *   tense  2.5 | 55 (거에요, 아니예요; 었었었 0.1 | 0)
 *   dialect 9 |  29 (몇일 1.0 | 16, -ㄹ께 0.9 | 6, -구 7 | 6, 읍니다 0.1 | 0)
 *   suffix 32 |  22 (-율/-률 26 | 16, -이/-히 6 | 6, -장이 0 | 0)
 *   aux     8 |  22 (-어지다 split 6 | 16, -어하다 split 2 | 6)
 *   real    6 |  19 (listed pairs only; one-key typos that land on words cannot be counted)
 *
 * Within this file's share (0.35) the classes follow the informal column, real raised for the
 * uncountable one-key typos, aux lowered because the spacing figures already count it. The other
 * families' classes (0.65, spacing 0.20 of it) take their weights from orthography knowledge,
 * since a corpus cannot show typos and spellings by ear that its editors removed: the owner's error types (issue 34)
 * put jamo typos, spellings by ear and punctuation first; IME and stray-key slips are rare per
 * sentence but real. Limits: the corpora are edited or semi-edited; a class with fewer than
 * about 10 wrong forms in the informal column is a guess; the patterns count known forms only,
 * not every variant; the weights say how often, not how costly. Spacing, the most frequent class
 * of all (0.20, orthography knowledge and the owner's error types), has no case-based noise: the
 * mix takes its gap recall and precision on damaged input.
 */
import type { Checker } from '../../src/checker.ts';
import { seededRandom } from '../../src/seeded-random.ts';
import {
  fromKeys,
  jamoOf,
  keyNeighbours,
  syllableOf,
  toKeys,
} from '../../src/rules/typo/keyboard.ts';
import type { Morph } from '../../src/analysis/analyzer.ts';
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

export const WRITER_CLASSES = {
  loan: ['loan.vowel', 'loan.tensed', 'loan.palatal', 'loan.coda', 'loan.ship'],
  real: ['real.pair', 'real.key'],
  form: ['form.doe', 'form.an'],
  suffix: ['suffix.yul', 'suffix.ihi', 'suffix.jaengi'],
  aux: ['aux.hada', 'aux.jida'],
  tense: ['tense.yeyo', 'tense.double-past'],
  dialect: ['dialect.kke', 'dialect.gu', 'dialect.myeochil', 'dialect.eup'],
  order: ['order.neg'],
} as const;
export type WriterClass = keyof typeof WRITER_CLASSES;
export type WriterType = (typeof WRITER_CLASSES)[WriterClass][number];
export const WRITER_TYPES: readonly WriterType[] = Object.values(WRITER_CLASSES).flat();

export const WRITER_WEIGHTS: Readonly<Record<WriterType, number>> = {
  'loan.vowel': 0.35,
  'loan.tensed': 0.1,
  'loan.palatal': 0.15,
  'loan.coda': 0.3,
  'loan.ship': 0.1,
  'real.pair': 0.45,
  'real.key': 0.55,
  'form.doe': 0.6,
  'form.an': 0.4,
  'suffix.yul': 0.4,
  'suffix.ihi': 0.5,
  'suffix.jaengi': 0.1,
  'aux.hada': 0.45,
  'aux.jida': 0.55,
  'tense.yeyo': 0.85,
  'tense.double-past': 0.15,
  'dialect.kke': 0.35,
  'dialect.gu': 0.3,
  'dialect.myeochil': 0.15,
  'dialect.eup': 0.2,
  'order.neg': 1,
};

/**
 * Every class of the whole error model with its share of real writers' errors (sums to 1): the
 * other generators' classes (noise.ts, spelling-noise.ts, confusable-noise.ts, real-slips.ts),
 * this file's, and spacing, scored gap by gap on damaged input (detection = exact fix = gap
 * recall, precision = gap precision) since it has no case-based noise.
 */
export const CLASS_WEIGHTS: Readonly<Record<string, number>> = {
  // eval-correction's damaged-input spacing run, gap by gap (spacing-data.ts)
  spacing: 0.2,
  // noise.ts, spelling-noise.ts, confusable-noise.ts
  punctuation: 0.07,
  numerals: 0.02,
  'jamo typos': 0.13,
  'by ear': 0.12,
  'confusable words': 0.03,
  // real-slips.ts
  ime: 0.02,
  stray: 0.01,
  numeral: 0.01,
  mark: 0.03,
  honorific: 0.01,
  // this file
  loan: 0.08,
  real: 0.05,
  form: 0.07,
  suffix: 0.03,
  aux: 0.03,
  tense: 0.05,
  dialect: 0.03,
  order: 0.01,
};

export interface WriterCase {
  type: WriterType;
  source: string;
  clean: string;
  noisy: string;
  /** In the noisy sentence: [offset, offset + length) becomes `replacement`. */
  edit: Edit;
  /** loan.*: the misspelling lexicon lists the noisy word. */
  listed?: boolean;
}

/** [start, end) of the clean sentence becomes `noisy`; `gold` is what it was. */
interface Damage {
  start: number;
  end: number;
  noisy: string;
  gold: string;
}

const syl = (ch: string | undefined) => jamoOf(ch) ?? ['', '', ''];
const make = (i: string, v: string, f: string) => syllableOf(i, v, f) ?? '';

// --- Loanwords --------------------------------------------------------------------------------

/** A syllable Sino-Korean never uses (and native words seldom): the generic loanword test. */
export function loanSyllable(ch: string, index = 1): boolean {
  const [i, v, f] = syl(ch);
  if (i === '') return false;
  // Open ㅡ: 트, 크, 프, 츠, 즈, 브 anywhere; 스 inside a word (서비스; 스스로 and 쓰레기 are native).
  if (v === 'ㅡ' && f === '' && ('ㅋㅌㅍㅊㅈㅂ'.includes(i) || (i === 'ㅅ' && index > 0)))
    return true;
  if ('ㅅㅋㅌㅍ'.includes(f) && f !== '') return true;
  if (i === 'ㅋ' && v !== 'ㅙ') return true;
  // ㅔ: Sino-Korean has 세, 제, 체, 게 only.
  return (v === 'ㅔ' || v === 'ㅞ') && !'ㅅㅈㅊㄱㅇ'.includes(i);
}

export interface LoanTest {
  listed: ReadonlySet<string>;
}

/** The noun is a loanword: in the gloss-derived list with one loan syllable, or two of them. */
export function isLoanword(noun: string, loans: LoanTest): boolean {
  const n = [...noun].filter((ch, i) => loanSyllable(ch, i)).length;
  return n >= 2 || (n >= 1 && loans.listed.has(noun));
}

const TENSE: Readonly<Record<string, string>> = {
  ㄱ: 'ㄲ',
  ㄷ: 'ㄸ',
  ㅂ: 'ㅃ',
  ㅅ: 'ㅆ',
  ㅈ: 'ㅉ',
  ㅋ: 'ㄲ',
  ㅌ: 'ㄸ',
  ㅍ: 'ㅃ',
};
const Y_VOWEL: Readonly<Record<string, string>> = { ㅏ: 'ㅑ', ㅓ: 'ㅕ', ㅗ: 'ㅛ', ㅜ: 'ㅠ' };

/** The misspellings of one loanword the type makes (each a whole noun). */
export function loanSpellings(noun: string, type: WriterType): string[] {
  const chars = [...noun];
  const at = (i: number, s: string) => [...chars.slice(0, i), s, ...chars.slice(i + 1)].join('');
  const out: string[] = [];
  chars.forEach((ch, i) => {
    const [ini, v, f] = syl(ch);
    if (type === 'loan.vowel') {
      if (v === 'ㅐ') out.push(at(i, make(ini, 'ㅔ', f)));
      if (v === 'ㅔ' && ini !== 'ㅇ') out.push(at(i, make(ini, 'ㅐ', f)));
      if (ch === '콘') out.push(at(i, '컨'));
      if (ch === '시' && chars[i + 1] === '지' && i > 0) out.push(at(i, '세'));
    }
    if (type === 'loan.tensed' && i === 0 && TENSE[ini]) out.push(at(i, make(TENSE[ini], v, f)));
    if (type === 'loan.palatal' && (ini === 'ㅈ' || ini === 'ㅊ') && Y_VOWEL[v])
      out.push(at(i, make(ini, Y_VOWEL[v], f)));
    if (type === 'loan.coda' && i === chars.length - 1 && i > 0) {
      const [pi, pv, pf] = syl(chars[i - 1]);
      if (ch === '크' && pf === '')
        out.push([...chars.slice(0, i - 1), make(pi, pv, 'ㅋ')].join(''));
      if (ch === '트' && chars[i - 1] === '셉') out.push(chars.slice(0, i).join(''));
    }
    if (type === 'loan.ship' && ch === '십' && i === chars.length - 1 && i >= 2)
      out.push(at(i, '쉽'));
  });
  return out.filter((s) => s !== noun && !s.includes('\u0000') && s.length > 0);
}

// --- The analyser's view of a word ---------------------------------------------------------

interface Reading {
  morphs: Morph[];
  /** [surface, pos] of every morpheme (inflected entries split). */
  parts: { surface: string; pos: string }[];
}

function readWord(lexicon: NoiseLexicon, word: string): Reading {
  const morphs = lexicon.analyzer.analyze(word);
  return {
    morphs,
    parts: morphs.flatMap((m) => lexicon.analyzer.parts(m)),
  };
}

const plain = (r: Reading) =>
  r.morphs.length > 0 && !r.morphs.some((m) => m.unknown || m.pos === 'SL' || m.pos === 'SH');
const isVerbTag = (t: string | undefined) => t === 'VV' || t === 'VA' || t === 'VX';

/** Replace the syllable at index i of word by the map's entry (null when it has none). */
function swapSyllable(word: string, i: number, map: Readonly<Record<string, string>>) {
  const ch = word[i];
  const to = ch === undefined ? undefined : map[ch];
  return to === undefined ? null : word.slice(0, i) + to + word.slice(i + 1);
}

const invert = (m: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(m).map(([a, b]) => [b, a]));

/** Verb pairs: the stem (lemma as the analyser gives it), where its varying syllable sits, the map. */
const VERB_PAIRS: readonly { stem: string; at: number; map: Readonly<Record<string, string>> }[] =
  (() => {
    const majhi = { 히: '추', 혀: '춰', 혔: '췄', 힌: '춘', 힐: '출', 힙: '춥' };
    const budit = { 히: '치', 혀: '쳐', 혔: '쳤', 힌: '친', 힐: '칠', 힙: '칩' };
    return [
      { stem: '잊', at: 0, map: { 잊: '잃' } },
      { stem: '잃', at: 0, map: { 잃: '잊' } },
      { stem: '맞히', at: 1, map: majhi },
      { stem: '맞추', at: 1, map: invert(majhi) },
      { stem: '부딪히', at: 2, map: budit },
      { stem: '부딪치', at: 2, map: invert(budit) },
      { stem: '바라', at: 1, map: { 라: '래', 랐: '랬', 란: '랜', 랄: '랠', 랍: '랩' } },
      { stem: '띠', at: 0, map: { 띠: '띄', 띤: '띈', 띨: '띌', 띱: '띕' } },
    ];
  })();
const NOUN_PAIRS: Readonly<Record<string, string>> = {
  결제: '결재',
  결재: '결제',
  너머: '넘어',
  왠지: '웬지',
  어떻게: '어떡해',
  어떡해: '어떻게',
};

function realPair(text: string, w: Word, r: Reading): string | null {
  const first = r.parts[0];
  if (!first) return null;
  if (isVerbTag(first.pos)) {
    for (const p of VERB_PAIRS) {
      if (first.surface !== p.stem || !w.text.startsWith(p.stem.slice(0, p.at))) continue;
      const out = swapSyllable(w.text, p.at, p.map);
      if (out) return out;
    }
    return null;
  }
  if (w.text === '웬' && first.pos === 'MM') return '왠';
  for (const [a, b] of Object.entries(NOUN_PAIRS))
    if (w.text.startsWith(a) && first.surface.startsWith(a.slice(0, 2))) {
      // 너머 as the noun only; the pair words followed by particles at most.
      if (a === '너머' && first.pos !== 'NNG') continue;
      return b + w.text.slice(a.length);
    }
  // -ㄴ 채(로) / -ㄴ 체(하다): the dependent noun after a modifier ending in ㄴ.
  const before = text.slice(0, w.start).trimEnd();
  const prevFinal = syl(before.at(-1))[2];
  if (prevFinal === 'ㄴ' && /^채(?:로|$)/.test(w.text)) return `체${w.text.slice(1)}`;
  if (prevFinal === 'ㄴ' && /^체(?:하|했|해|를|$)/.test(w.text)) return `채${w.text.slice(1)}`;
  return null;
}

/** One neighbouring key that turns the word into another known word. */
function realKey(word: string, lexicon: NoiseLexicon, random: () => number): string | null {
  const keys = toKeys(word);
  if (!keys || word.length < 2) return null;
  const out: string[] = [];
  for (let k = 0; k < keys.length; k++)
    for (const n of keyNeighbours(keys[k] as string)) {
      const noisy = fromKeys(keys.slice(0, k) + n + keys.slice(k + 1));
      if (!noisy || noisy === word || noisy.length !== word.length || !/^[가-힣]+$/.test(noisy))
        continue;
      if (!lexicon.spell(noisy)) continue;
      if (!plain(readWord(lexicon, noisy))) continue;
      out.push(noisy);
    }
  return pick(random, out) ?? null;
}

const DOE_NEXT = new Set(['고', '는', '면', '지', '기', '니', '게', '도', '며', '던', '나', '자']);

function formDoe(w: Word, r: Reading): string[] {
  if (!r.parts.some((p) => p.surface === '되' && (p.pos === 'VV' || p.pos === 'XSV'))) return [];
  const out: string[] = [];
  for (let i = 0; i < w.text.length; i++) {
    const ch = w.text[i];
    const at = (s: string) => w.text.slice(0, i) + s + w.text.slice(i + 1);
    if (ch === '돼') out.push(at('되'));
    if (ch === '됐') out.push(at('됬'));
    if (ch === '되' && DOE_NEXT.has(w.text[i + 1] ?? '')) out.push(at('돼'));
  }
  return out;
}

function formAn(text: string, w: Word, r: Reading): string[] {
  const out: string[] = [];
  if (w.text === '안' && r.parts[0]?.pos === 'MAG' && /^ [가-힣]/.test(text.slice(w.end)))
    out.push('않');
  const i = w.text.indexOf('않');
  if (i >= 0 && r.parts.some((p) => p.surface === '않' && isVerbTag(p.pos)))
    out.push(w.text.slice(0, i) + '안' + w.text.slice(i + 1));
  return out;
}

function suffixYul(w: Word, r: Reading): string | null {
  if (!r.parts.some((p) => p.pos === 'NNG' && /[율률]/.test(p.surface))) return null;
  for (let i = 1; i < w.text.length; i++) {
    const ch = w.text[i];
    if (ch !== '율' && ch !== '률') continue;
    const f = syl(w.text[i - 1])[2];
    const right = f === '' || f === 'ㄴ' ? '율' : '률';
    if (ch !== right) return null;
    return w.text.slice(0, i) + (ch === '율' ? '률' : '율') + w.text.slice(i + 1);
  }
  return null;
}

function suffixIhi(w: Word, r: Reading, lexicon: NoiseLexicon): string | null {
  if (r.morphs.length !== 1 || r.morphs[0]?.pos !== 'MAG' || w.text.length < 2) return null;
  const last = w.text.at(-1);
  if (last !== '이' && last !== '히') return null;
  const noisy = w.text.slice(0, -1) + (last === '이' ? '히' : '이');
  return lexicon.spell(noisy) ? null : noisy;
}

function auxHada(w: Word, r: Reading): string | null {
  // X/VA 아/EC 하/VV ...: split before the morph that holds 하. An adjective only: after the
  // auxiliary 싶다 the norm spaces it (먹고 싶어 하다: -어 하다 after a phrase, 제47항 해설).
  for (let k = 2; k < r.morphs.length; k++) {
    const [a, b, c] = [r.morphs[k - 2], r.morphs[k - 1], r.morphs[k]] as [Morph, Morph, Morph];
    if (a.first !== 'VA' || b.pos !== 'EC' || !/^[아어]$/.test(b.surface)) continue;
    if (!/^[하했해한할합]/.test(c.surface)) continue;
    if (c.first !== 'VV' && c.first !== 'VX') continue;
    return `${w.text.slice(0, c.start)} ${w.text.slice(c.start)}`;
  }
  return null;
}

function auxJida(w: Word, r: Reading): string | null {
  if (!r.parts.some((p) => p.surface === '지' && p.pos === 'VX')) return null;
  for (let i = 1; i < w.text.length; i++) {
    if (!'지져졌진질집'.includes(w.text[i] as string)) continue;
    const v = syl(w.text[i - 1])[1];
    if (!'ㅏㅓㅐㅕㅘㅝ'.includes(v) || syl(w.text[i - 1])[2] !== '') continue;
    return `${w.text.slice(0, i)} ${w.text.slice(i)}`;
  }
  return null;
}

function tenseYeyo(w: Word, r: Reading): string | null {
  const i = w.text.indexOf('예요');
  if (i > 0 && r.parts.some((p) => p.pos === 'VCP'))
    return `${w.text.slice(0, i)}에요${w.text.slice(i + 2)}`;
  const j = w.text.indexOf('에요');
  if (j > 0 && (w.text[j - 1] === '이' || w.text.slice(j - 2, j) === '아니'))
    if (r.parts.some((p) => p.pos === 'VCP' || p.pos === 'VCN'))
      return `${w.text.slice(0, j)}예요${w.text.slice(j + 2)}`;
  return null;
}

function doublePast(w: Word, r: Reading): string | null {
  const m = /[었았했였]었/.exec(w.text);
  if (!m || !r.parts.some((p) => p.pos === 'EP')) return null;
  const at = m.index + 2;
  return `${w.text.slice(0, at)}었${w.text.slice(at)}`;
}

function dialectKke(w: Word, r: Reading): string | null {
  if (!r.parts.some((p) => /^ᆯ(?:게|걸)/.test(p.surface))) return null;
  for (let i = 1; i < w.text.length; i++) {
    if (syl(w.text[i - 1])[2] !== 'ㄹ') continue;
    const to = { 게: '께', 걸: '껄' }[w.text[i] as string];
    if (to) return w.text.slice(0, i) + to + w.text.slice(i + 1);
  }
  return null;
}

function dialectGu(w: Word, r: Reading): string | null {
  const last = r.parts.at(-1);
  if (!last || r.morphs.length < 2) return null;
  if (w.text.endsWith('고') && last.surface === '고' && last.pos === 'EC')
    return `${w.text.slice(0, -1)}구`;
  if (
    w.text.endsWith('도') &&
    last.surface === '도' &&
    last.pos === 'JX' &&
    r.parts[0]?.pos === 'NP'
  )
    return `${w.text.slice(0, -1)}두`;
  if (w.text === '그리고') return '그리구';
  return null;
}

const NEG_VERB = /^(?:하|했|해|할|합|한)/;

/** 공부 안 했다 -> 안 공부했다: the noun, the negation and the 하다 verb become negation + joined verb. */
function orderNeg(text: string, words: readonly Word[], lexicon: NoiseLexicon): Damage[] {
  const out: Damage[] = [];
  for (let k = 0; k + 2 < words.length; k++) {
    const [n, a, v] = [words[k], words[k + 1], words[k + 2]] as [Word, Word, Word];
    if (a.text !== '안' && a.text !== '못') continue;
    if (text.slice(n.end, a.start) !== ' ' || text.slice(a.end, v.start) !== ' ') continue;
    if (!NEG_VERB.test(v.text) || n.text.length < 2) continue;
    const r = readWord(lexicon, n.text);
    if (r.morphs.length !== 1 || r.morphs[0]?.pos !== 'NNG') continue;
    if (!lexicon.spell(n.text + v.text)) continue;
    const gold = text.slice(n.start, v.end);
    out.push({ start: n.start, end: v.end, noisy: `${a.text} ${n.text}${v.text}`, gold });
  }
  return out;
}

// --- The draw ----------------------------------------------------------------------------------

export interface WriterContext {
  lexicon: NoiseLexicon;
  loans: LoanTest;
  /** The misspelling lexicon's wrong forms (to tell listed loanword variants from unlisted). */
  misspellings: ReadonlySet<string>;
}

/** Every damage of one type the sentence allows (one per word at most). */
export function writerDamages(
  text: string,
  type: WriterType,
  ctx: WriterContext,
  random: () => number,
): (Damage & { listed?: boolean })[] {
  const words = hangulWords(text);
  if (type === 'order.neg') return orderNeg(text, words, ctx.lexicon);
  const out: (Damage & { listed?: boolean })[] = [];
  for (const w of words) {
    const quick = QUICK[type];
    if (quick && !quick.test(w.text)) continue;
    const r = readWord(ctx.lexicon, w.text);
    if (!plain(r)) continue;
    // The word as written must be right (hunspell knows it): a corpus slip such as 생일이예요
    // would otherwise be "damaged" into the right form and the gold be the slip.
    if (!type.startsWith('loan.') && !ctx.lexicon.spell(w.text)) continue;
    let noisy: string | null = null;
    let listed: boolean | undefined;
    if (type.startsWith('loan.')) {
      const m = r.morphs[0];
      if (!m || !/^NN[GP]$/.test(m.pos) || m.start !== 0 || m.surface.length < 2) continue;
      if (!ctx.lexicon.spell(m.surface) || !isLoanword(m.surface, ctx.loans)) continue;
      const n = pick(random, loanSpellings(m.surface, type));
      if (!n || ctx.lexicon.spell(n)) continue;
      const rest = w.text.slice(m.surface.length);
      // A final added or dropped would change 를/을, 가/이 ...: only rests that fit both.
      if (type === 'loan.coda' && /^(?:를|을|가|이|는|은|와|과|로|으로|야|랑|이랑)/.test(rest))
        continue;
      noisy = n + rest;
      listed = ctx.misspellings.has(n);
    } else if (type === 'real.pair') noisy = realPair(text, w, r);
    else if (type === 'real.key') noisy = realKey(w.text, ctx.lexicon, random);
    else if (type === 'form.doe') noisy = pick(random, formDoe(w, r)) ?? null;
    else if (type === 'form.an') noisy = pick(random, formAn(text, w, r)) ?? null;
    else if (type === 'suffix.yul') noisy = suffixYul(w, r);
    else if (type === 'suffix.ihi') noisy = suffixIhi(w, r, ctx.lexicon);
    else if (type === 'suffix.jaengi')
      // -쟁이 written -장이 (the habit; 대장장이 -> 대장쟁이 is rare and 장이 is often 장 + 이).
      noisy = r.parts.some((p) => p.surface === '쟁이') ? w.text.replace('쟁이', '장이') : null;
    else if (type === 'aux.hada') noisy = auxHada(w, r);
    else if (type === 'aux.jida') noisy = auxJida(w, r);
    else if (type === 'tense.yeyo') noisy = tenseYeyo(w, r);
    else if (type === 'tense.double-past') noisy = doublePast(w, r);
    else if (type === 'dialect.kke') noisy = dialectKke(w, r);
    else if (type === 'dialect.gu') noisy = dialectGu(w, r);
    else if (type === 'dialect.myeochil')
      noisy = w.text.startsWith('며칠') ? `몇일${w.text.slice(2)}` : null;
    else if (type === 'dialect.eup') {
      const i = w.text.indexOf('습니');
      noisy =
        i > 0 && '있없았었겠'.includes(w.text[i - 1] as string)
          ? `${w.text.slice(0, i)}읍니${w.text.slice(i + 2)}`
          : null;
    }
    if (noisy && noisy !== w.text)
      out.push({
        start: w.start,
        end: w.end,
        noisy,
        gold: w.text,
        ...(listed === undefined ? {} : { listed }),
      });
  }
  return out;
}

/** Cheap prefilters: a word that cannot hold the error is not analysed. */
const QUICK: Partial<Record<WriterType, RegExp>> = {
  'real.pair':
    /^(?:잊|잃|맞[히혀혔힌힐추춰췄춘출]|부딪|바[라랐란랄랍]|띠|띤|띨|결[제재]|너머|웬$|왠지|어떻게|어떡해|[채체])/,
  'form.doe': /[돼됐되]/,
  'form.an': /안|않/,
  'suffix.yul': /[율률]/,
  'suffix.ihi': /[이히]$/,
  'suffix.jaengi': /[쟁장]이/,
  'aux.hada': /[아어워][하했해한할합]/,
  'aux.jida': /[지져졌진질집]/,
  'tense.yeyo': /[예에]요/,
  'tense.double-past': /[었았했였]었/,
  'dialect.kke': /[게걸]/,
  'dialect.gu': /[고도]$/,
  'dialect.myeochil': /^며칠/,
  'dialect.eup': /습니/,
};

/**
 * `limit` cases per class, each type its weight's share within the class, drawn at random from
 * the sentences where the type applies (each sentence used once, scarce types first).
 */
export function writerCases(
  lines: readonly CorpusLine[],
  ctx: WriterContext,
  options: { seed?: number; limit?: number } = {},
): WriterCase[] {
  const random = seededRandom(((options.seed ?? 13) ^ 0x3a17e) >>> 0);
  const limit = options.limit ?? 200;
  const order = lines
    .filter((l) => l.text.length <= 300 && !/[a-z]+:\/\/|`|www\./i.test(l.text))
    .map((l) => ({ l, r: random() }))
    .sort((a, b) => a.r - b.r)
    .map((x) => x.l);
  const want = new Map<WriterType, number>();
  for (const types of Object.values(WRITER_CLASSES)) {
    const total = types.reduce((s, t) => s + WRITER_WEIGHTS[t], 0);
    for (const t of types) want.set(t, Math.round((limit * WRITER_WEIGHTS[t]) / total));
  }
  // Pools first (every sentence, every type), then the draw: scarce types take first.
  const pools = new Map<WriterType, { line: CorpusLine; d: Damage & { listed?: boolean } }[]>();
  // The order is random already: a pool of four times the share is as fair as all of it.
  const enough = (t: WriterType) => (pools.get(t)?.length ?? 0) >= 4 * (want.get(t) ?? 0) + 20;
  for (const line of order)
    for (const type of WRITER_TYPES) {
      if (enough(type)) continue;
      const d = pick(random, writerDamages(line.text, type, ctx, random));
      if (!d) continue;
      const pool = pools.get(type) ?? [];
      pool.push({ line, d });
      pools.set(type, pool);
    }
  const used = new Set<CorpusLine>();
  const cases: WriterCase[] = [];
  const byScarcity = [...WRITER_TYPES].sort(
    (a, b) => (pools.get(a)?.length ?? 0) - (pools.get(b)?.length ?? 0) || a.localeCompare(b),
  );
  for (const type of byScarcity) {
    let taken = 0;
    for (const { line, d } of pools.get(type) ?? []) {
      if (taken >= (want.get(type) ?? 0)) break;
      if (used.has(line)) continue;
      used.add(line);
      taken++;
      const text = line.text;
      cases.push({
        type,
        source: line.source,
        clean: text,
        noisy: text.slice(0, d.start) + d.noisy + text.slice(d.end),
        edit: { offset: d.start, length: d.noisy.length, original: d.noisy, replacement: d.gold },
        ...(d.listed === undefined ? {} : { listed: d.listed }),
      });
    }
  }
  return cases;
}

// --- Scoring -----------------------------------------------------------------------------------

export type WriterScore = CaseScore;

export interface WriterReport {
  byType: Map<WriterType, WriterScore>;
  byClass: Map<WriterClass, WriterScore>;
  /** loan.* cases whose noisy word the misspelling lexicon lists, and the others. */
  loanListed: WriterScore;
  loanUnlisted: WriterScore;
  misses: WriterCase[];
}

/** Per type and class, as scoreSlips counts them (real-slips.ts). */
export function scoreWriterErrors(checker: Checker, cases: readonly WriterCase[]): WriterReport {
  const raw = new Map<WriterType, Counts>();
  let listed = blank();
  let unlisted = blank();
  const misses: WriterCase[] = [];
  for (const c of cases) {
    const one = scoreCase(checker, c.noisy, c.edit);
    if (one.exact === 0) misses.push(c);
    raw.set(c.type, add(raw.get(c.type) ?? blank(), one));
    if (c.listed === true) listed = add(listed, one);
    if (c.listed === false) unlisted = add(unlisted, one);
  }
  const byType = new Map<WriterType, WriterScore>();
  const byClass = new Map<WriterClass, WriterScore>();
  for (const [cls, types] of Object.entries(WRITER_CLASSES) as [
    WriterClass,
    readonly WriterType[],
  ][]) {
    let sum = blank();
    for (const t of types) {
      const s = raw.get(t) ?? blank();
      byType.set(t, finish(s));
      sum = add(sum, s);
    }
    byClass.set(cls, finish(sum));
  }
  return {
    byType,
    byClass,
    loanListed: finish(listed),
    loanUnlisted: finish(unlisted),
    misses,
  };
}

const f3 = (n: number) => n.toFixed(3);

/** The rows eval-correction prints. */
export function writerRows(report: WriterReport): string[] {
  const out: string[] = [];
  for (const [cls, types] of Object.entries(WRITER_CLASSES) as [
    WriterClass,
    readonly WriterType[],
  ][]) {
    for (const t of types) out.push(scoreRow(t, report.byType.get(t) as WriterScore));
    out.push(scoreRow(`all ${cls}`, report.byClass.get(cls) as WriterScore));
    if (cls === 'loan') {
      out.push(scoreRow('  loan, lexicon lists it', report.loanListed));
      out.push(scoreRow('  loan, not listed', report.loanUnlisted));
    }
  }
  return out;
}

/**
 * The real-error mix: detection, exact fix and precision of every class, weighted by
 * CLASS_WEIGHTS (a class without cases drops out and the others share its weight).
 */
export function weightedMix(
  classes: ReadonlyMap<string, Pick<WriterScore, 'cases' | 'detection' | 'exactFix' | 'precision'>>,
): { detection: number; exactFix: number; precision: number; weight: number; missing: string[] } {
  let weight = 0;
  const sum = { detection: 0, exactFix: 0, precision: 0 };
  const missing: string[] = [];
  for (const [cls, w] of Object.entries(CLASS_WEIGHTS)) {
    const s = classes.get(cls);
    if (!s || s.cases === 0) {
      missing.push(cls);
      continue;
    }
    weight += w;
    sum.detection += w * s.detection;
    sum.exactFix += w * s.exactFix;
    sum.precision += w * s.precision;
  }
  const by = (x: number) => (weight === 0 ? 0 : x / weight);
  return {
    detection: by(sum.detection),
    exactFix: by(sum.exactFix),
    precision: by(sum.precision),
    weight,
    missing,
  };
}

type Figures = Pick<WriterScore, 'cases' | 'detection' | 'exactFix' | 'precision'>;

/**
 * The "real-error mix" rows of eval-correction: every family's classes under CLASS_WEIGHTS's
 * names (noise.ts's report, real-slips' and this file's classes), then the weighted line.
 */
export function mixRows(
  noise: Readonly<
    Record<
      'punctuation' | 'numerals' | 'typos' | 'pronunciation' | 'confusable',
      { cases: number; detection: number; recall: number; precision: number }
    >
  >,
  slipClasses: ReadonlyMap<string, Figures>,
  writer: WriterReport,
  spacing?: { tp: number; fp: number; fn: number } | null,
): string[] {
  const classes = new Map<string, Figures>();
  if (spacing) {
    const recall = spacing.tp / Math.max(1, spacing.tp + spacing.fn);
    classes.set('spacing', {
      cases: spacing.tp + spacing.fn,
      detection: recall,
      exactFix: recall,
      precision: spacing.tp / Math.max(1, spacing.tp + spacing.fp),
    });
  }
  const fromNoise = (name: string, x: (typeof noise)['typos']) =>
    classes.set(name, { ...x, exactFix: x.recall });
  fromNoise('punctuation', noise.punctuation);
  fromNoise('numerals', noise.numerals);
  fromNoise('jamo typos', noise.typos);
  fromNoise('by ear', noise.pronunciation);
  fromNoise('confusable words', noise.confusable);
  for (const [k, v] of slipClasses) classes.set(k, v);
  for (const [k, v] of writer.byClass) classes.set(k, v);
  const mix = weightedMix(classes);
  const weights = Object.entries(CLASS_WEIGHTS)
    .map(([k, w]) => `${k} ${w.toFixed(2)}`)
    .join(', ');
  return [
    `  weights (writer-errors.ts CLASS_WEIGHTS; spacing gap by gap on damaged input): ${weights}`,
    `  ${'real-error mix, weighted'.padEnd(24)} ${' '.repeat(6)}  detected ${f3(mix.detection)}  ` +
      `exact fix ${f3(mix.exactFix)}  precision ${f3(mix.precision)}` +
      (mix.missing.length > 0 ? `  (no cases: ${mix.missing.join(', ')})` : ''),
  ];
}

/** hunspell + analyser, the loanword list and the misspelling lexicon's wrong forms. */
export async function loadWriterContext(): Promise<WriterContext> {
  const { readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { loadNoiseLexicon } = await import('../spelling-noise.ts');
  const { loadMisspellingLexicon } = await import('../../src/node/lexicon-file.ts');
  const listed = new Set(
    readFileSync(join(import.meta.dirname, 'loanwords.txt'), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return {
    lexicon: await loadNoiseLexicon(),
    loans: { listed },
    misspellings: new Set(loadMisspellingLexicon().map((e) => e.wrong)),
  };
}

if (isMainScript(import.meta.filename)) {
  const { arg, part } = noiseScriptArgs();
  const { readCorpus } = await import('../corpus.ts');
  const { createEngineChecker } = await import('../../src/node/engine-files.ts');
  const checker = await createEngineChecker();
  const t0 = performance.now();
  const cases = writerCases(readCorpus(part), await loadWriterContext(), {
    seed: Number(arg('seed') ?? 13),
    limit: Number(arg('limit') ?? 200),
  });
  const t1 = performance.now();
  const report = scoreWriterErrors(checker, cases);
  console.log(
    `${part}: ${cases.length} writer errors (drawn in ${((t1 - t0) / 1000).toFixed(1)} s, ` +
      `scored in ${((performance.now() - t1) / 1000).toFixed(1)} s)`,
  );
  for (const line of writerRows(report)) console.log(line);
  if (process.argv.includes('--examples'))
    for (const t of WRITER_TYPES)
      for (const c of cases.filter((x) => x.type === t).slice(0, Number(arg('per-type') ?? 4)))
        console.log(`[${t}] ${c.edit.replacement} -> ${c.edit.original}`);
  if (process.argv.includes('--verbose'))
    for (const m of report.misses.slice(0, Number(arg('show') ?? 60))) {
      const got = checker
        .check(m.noisy)
        .map((i) => `${i.ruleId}:${i.original}->${i.suggestions[0]}`)
        .join(' | ');
      console.log(`[${m.type}] ${m.edit.original} -> ${m.edit.replacement} || ${got}`);
    }
}
