/**
 * Numerals with counters. Korean has two series of numbers: native (한, 두, 세, ... 스물다섯)
 * and Sino-Korean (일, 이, 삼, ... 이십오). Native counters take native numbers (세 시, 스물다섯
 * 살, 네 개), Sino-Korean counters take Sino-Korean numbers (오 분, 삼 개월, 육천 원), and the two
 * series never mix inside one number (여섯천 -> 육천). Counters are written apart from the
 * number (한글 맞춤법 제43항), though numbers written in digits and counters of order may be
 * joined (두시, 10개, 1446년): joined forms are only touched when the series is wrong.
 *
 * Precision first: 이 and 일 are also "this" and "work/day", 한 is also "a", 세 and 네 are also
 * "tax" and "yes"; so one-syllable Sino-Korean numbers are read as numbers only before the
 * counters below and never 이/일, and 개 and 명 also need a particle or the end of the phrase
 * after them (삼 개 부처, 오 명 의원 are formal Sino-Korean counting and stay).
 */
import { type Context, type Rule, type Token, pushFinding } from '../context.ts';
import { isNounTail } from '../lexicon/noun-tail.ts';
import type { Message } from '../types.ts';
import { REF } from './references.ts';

/**
 * native: 스물다섯; sino: 이십오; sino-native: Sino-Korean hundreds and up with a native rest,
 * which is right before native counters (백한 개, 천두 명); mixed: the two series mixed below a
 * hundred (이십다섯, 스물오) or native digits times 백/천/만 (여섯천), always wrong.
 */
type Series = 'native' | 'sino' | 'sino-native' | 'mixed';

interface Piece {
  text: string;
  value: number;
  kind: 'digit' | 'ten' | 'mult' | 'group';
  native: boolean;
}

const PIECES: Piece[] = [
  ...['일', '이', '삼', '사', '오', '육', '칠', '팔', '구'].map((text, i) => ({
    text,
    value: i + 1,
    kind: 'digit' as const,
    native: false,
  })),
  { text: '십', value: 10, kind: 'mult', native: false },
  { text: '백', value: 100, kind: 'mult', native: false },
  { text: '천', value: 1000, kind: 'mult', native: false },
  { text: '만', value: 10_000, kind: 'group', native: false },
  { text: '억', value: 100_000_000, kind: 'group', native: false },
  ...(
    [
      ['하나', 1],
      ['한', 1],
      ['둘', 2],
      ['두', 2],
      ['셋', 3],
      ['세', 3],
      ['넷', 4],
      ['네', 4],
      ['다섯', 5],
      ['여섯', 6],
      ['일곱', 7],
      ['여덟', 8],
      ['아홉', 9],
    ] as const
  ).map(([text, value]) => ({ text, value, kind: 'digit' as const, native: true })),
  ...(
    [
      ['열', 10],
      ['스물', 20],
      ['스무', 20],
      ['서른', 30],
      ['마흔', 40],
      ['쉰', 50],
      ['예순', 60],
      ['일흔', 70],
      ['여든', 80],
      ['아흔', 90],
    ] as const
  ).map(([text, value]) => ({ text, value, kind: 'ten' as const, native: true })),
];
// Longest first, so 일곱 is not 일 + 곱 and 여섯 is read whole.
const BY_LENGTH = [...PIECES].sort((a, b) => b.text.length - a.text.length);
/** First characters of the pieces: a word starting otherwise is no number (most words). */
const PIECE_STARTS = new Set(PIECES.map((p) => p.text.charCodeAt(0)));

export interface ParsedNumber {
  value: number;
  series: Series;
  pieces: number;
}

/** Read a Hangul numeral (육천, 스물다섯, 이십다섯); null when it is not one. */
export function parseHangulNumber(word: string): ParsedNumber | null {
  if (!PIECE_STARTS.has(word.charCodeAt(0))) return null;
  const pieces: Piece[] = [];
  let at = 0;
  while (at < word.length) {
    const p = BY_LENGTH.find((c) => word.startsWith(c.text, at));
    if (!p) return null;
    pieces.push(p);
    at += p.text.length;
  }
  if (pieces.length === 0) return null;
  let total = 0;
  let small = 0;
  let cur: number | null = null;
  let lastMult = Infinity;
  let lastGroup = Infinity;
  for (const p of pieces) {
    if (p.kind === 'digit') {
      if (cur !== null) return null;
      cur = p.value;
    } else if (p.kind === 'ten') {
      if (cur !== null || small % 100 !== 0 || lastMult <= 10) return null;
      small += p.value;
      lastMult = 10;
    } else if (p.kind === 'mult') {
      if (p.value >= lastMult) return null;
      small += (cur ?? 1) * p.value;
      cur = null;
      lastMult = p.value;
    } else {
      if (p.value >= lastGroup) return null;
      small += cur ?? 0;
      cur = null;
      total += (small === 0 ? 1 : small) * p.value;
      small = 0;
      lastMult = Infinity;
      lastGroup = p.value;
    }
  }
  total += small + (cur ?? 0);
  // The high part ends at the last 백, 천, 만 or 억; the rest is below a hundred.
  let split = 0;
  pieces.forEach((p, i) => {
    if (p.kind === 'group' || (p.kind === 'mult' && p.value >= 100)) split = i + 1;
  });
  const high = pieces.slice(0, split);
  const low = pieces.slice(split);
  const lowNatives = low.filter((p) => p.native).length;
  let series: Series;
  if (high.some((p) => p.native)) series = 'mixed';
  else if (lowNatives === 0) series = 'sino';
  else if (lowNatives < low.length) series = 'mixed';
  else series = high.length > 0 ? 'sino-native' : 'native';
  // Native numbers have no forms beyond 99, and 하나/둘/셋/넷 do not stand before counters.
  if (series === 'native' && total > 99) return null;
  return { value: total, series, pieces: pieces.length };
}

const NATIVE_ONES = ['', '한', '두', '세', '네', '다섯', '여섯', '일곱', '여덟', '아홉'];
const NATIVE_TENS = ['', '열', '스물', '서른', '마흔', '쉰', '예순', '일흔', '여든', '아흔'];
const SINO_DIGITS = ['', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'];

/** The native numeral before a counter: 3 -> 세, 20 -> 스무, 25 -> 스물다섯 (1..99). */
export function nativeNumeral(value: number): string | null {
  if (!Number.isInteger(value) || value < 1 || value > 99) return null;
  if (value === 20) return '스무';
  return (NATIVE_TENS[Math.floor(value / 10)] ?? '') + (NATIVE_ONES[value % 10] ?? '');
}

function sinoBelow10000(value: number): string {
  let out = '';
  for (const [unit, name] of [
    [1000, '천'],
    [100, '백'],
    [10, '십'],
  ] as const) {
    const d = Math.floor(value / unit) % 10;
    if (d > 0) out += (d === 1 ? '' : SINO_DIGITS[d]) + name;
  }
  return out + (SINO_DIGITS[value % 10] ?? '');
}

/** The Sino-Korean numeral in Hangul, spaced by 만 (한글 맞춤법 제44항): 6000 -> 육천. */
export function sinoNumeral(value: number): string | null {
  if (!Number.isInteger(value) || value < 1 || value >= 1e12) return null;
  const eok = Math.floor(value / 1e8);
  const man = Math.floor(value / 1e4) % 1e4;
  const rest = value % 1e4;
  const parts: string[] = [];
  if (eok > 0) parts.push(`${sinoBelow10000(eok)}억`);
  if (man > 0) parts.push(`${man === 1 && eok === 0 ? '' : sinoBelow10000(man)}만`);
  if (rest > 0) parts.push(sinoBelow10000(rest));
  return parts.join(' ');
}

/**
 * Native counters and the largest number that must be native before them. Above it the
 * Sino-Korean reading is common enough (이십 개, 이십사 시간) to be left alone; 살 takes native
 * numbers up to 99 (스물다섯 살; the Sino-Korean counter is 세: 이십오 세). 달 is left out:
 * 사 달라고 is "buy me", not four months.
 */
export const NATIVE_COUNTERS: ReadonlyMap<string, number> = new Map([
  ['살', 99],
  ['시', 12],
  ['시간', 10],
  ['개', 10],
  ['명', 10],
  ['마리', 10],
  ['잔', 10],
  ['그릇', 10],
  ['켤레', 10],
  ['벌', 10],
  ['송이', 10],
  ['군데', 10],
  ['가지', 10],
]);

/** Sino-Korean counters that never take native numbers. */
export const SINO_COUNTERS: ReadonlySet<string> = new Set([
  '개월',
  '인분',
  '퍼센트',
  '미터',
  '킬로미터',
  '센티미터',
  '밀리미터',
  '킬로그램',
  '그램',
  '리터',
]);

/** One-syllable Sino-Korean numbers read as numbers before a native counter. */
const SINO_SINGLE = new Set(['삼', '사', '오', '육', '칠', '팔', '구', '십']);

/**
 * 일 and 이 are also "work" and "this" (이 개, 이 시간, 이 시, 이 잔): they are read as numbers
 * only before 명 (이 명이 사망했다), 일 also before 시간 (일 시간 삼십 분), and both before 시
 * after a time of day (오후 이 시); see countContext.
 */
const ONE_TWO: Readonly<Record<string, readonly string[]>> = {
  명: ['일', '이'],
  시간: ['일'],
  시: ['일', '이'],
};

/** Words before a clock time (오후 세 시) and after it (세 시 반). */
const TIME_BEFORE = new Set(['오전', '오후', '새벽', '아침', '저녁', '밤', '낮', '정오', '매일']);
const TIME_AFTER = /^(반|정각|쯤|경|무렵|[0-9]+분|[가-힣]+분)(?![가-힣]{3})/;

/** What may follow 개/명 when they end a counted phrase (삼 개 주세요, 오 명 있다). */
const AFTER_COUNT =
  /^(씩|정도|쯤|이상|이하|가량|남짓|안팎|밖에|뿐|더|중|가운데|모두|전원|부상|사망|실종|주|사|샀|먹|있|없|남|되|됐|된|했|하|모였|왔|갔|필요|짜리)/;

function counterIn(core: string): { counter: string; tail: string } | null {
  // Longest counter first: 시간 before 시, 킬로미터 before 미터.
  for (const len of [4, 3, 2, 1]) {
    const counter = core.slice(0, len);
    if (!NATIVE_COUNTERS.has(counter) && !SINO_COUNTERS.has(counter)) continue;
    const tail = core.slice(len);
    if (isNounTail(tail) || /^(씩|째|쯤|짜리|정도|간|동안|만에|후|전|경)/.test(tail))
      return { counter, tail };
  }
  return null;
}

interface NumeralFinding {
  start: number;
  end: number;
  suggestion: string;
  message: Message;
  reference: string | null;
  category: 'GRAMMAR' | 'SPACING';
}

const seriesMessage = (counter: string, fixed: string, native: boolean): Message =>
  native
    ? {
        ko: `‘${counter}’ 같은 고유어 단위 명사 앞에는 고유어 수사를 씁니다: ‘${fixed}’.`,
        en: `Native counters such as “${counter}” take native Korean numbers: “${fixed}”.`,
      }
    : {
        ko: `‘${counter}’ 같은 한자어 단위 명사 앞에는 한자어 수사를 씁니다: ‘${fixed}’.`,
        en: `Sino-Korean counters such as “${counter}” take Sino-Korean numbers: “${fixed}”.`,
      };

const MIXED_MESSAGE = (fixed: string): Message => ({
  ko: `고유어 수사와 한자어 수사를 한 수에 섞어 쓰지 않습니다: ‘${fixed}’.`,
  en: `Native and Sino-Korean numbers are not mixed within one number: “${fixed}”.`,
});

/** Is the Sino-Korean number before a native counter really a count (not 이 개, 삼시 세끼)? */
function countContext(
  counter: string,
  tail: string,
  numberToken: Token,
  counterToken: Token,
  ctx: Context,
): boolean {
  const next = ctx.tokens[counterToken.index + 1];
  const endsPhrase = !next || /[.!?,]$/.test(counterToken.text);
  if (counter === '시') {
    const prev = ctx.tokens[numberToken.index - 1];
    return (
      (prev !== undefined && TIME_BEFORE.has(prev.core)) ||
      tail.length > 0 ||
      (next !== undefined && TIME_AFTER.test(next.core))
    );
  }
  if (counter === '개' || counter === '명')
    return tail.length > 0 || endsPhrase || (next !== undefined && AFTER_COUNT.test(next.core));
  return true;
}

function checkPair(numberToken: Token, counterToken: Token, ctx: Context): NumeralFinding | null {
  const num = parseHangulNumber(numberToken.core);
  const found = counterIn(counterToken.core);
  if (!num || !found) return null;
  // Punctuation between them (셋, 개) means they are not one phrase.
  if (numberToken.coreEnd !== numberToken.end) return null;
  // 수 십 명, 몇 십 개: an approximate number (수십, 몇십) split by a space, Sino-Korean by rule.
  const before = ctx.tokens[numberToken.index - 1]?.core;
  if (before === '수' || before === '몇' || before === '여러') return null;
  const { counter, tail } = found;
  const start = numberToken.coreStart;
  const end = counterToken.coreStart + counter.length;
  const reference = `표준국어대사전 ‘${counter}’`;
  const max = NATIVE_COUNTERS.get(counter);
  if (max !== undefined) {
    if (num.series === 'native' || num.series === 'sino-native') return null;
    if (num.series === 'mixed' && num.value > 99) {
      const sino = sinoNumeral(num.value);
      if (!sino) return null;
      const fixed = `${sino} ${counter}`;
      return {
        start,
        end,
        suggestion: fixed,
        message: MIXED_MESSAGE(fixed),
        reference: null,
        category: 'GRAMMAR',
      };
    }
    if (num.series === 'sino' && num.value > max) return null;
    const single = num.series === 'sino' && num.pieces === 1 ? numberToken.core : null;
    if (single && !SINO_SINGLE.has(single) && !ONE_TWO[counter]?.includes(single)) return null;
    // 이 시에 (in this poem): 일/이 before 시 only after a time of day (오후 이 시).
    if (single && counter === '시' && !SINO_SINGLE.has(single)) {
      const prev = ctx.tokens[numberToken.index - 1];
      if (!prev || !TIME_BEFORE.has(prev.core)) return null;
    }
    if (!countContext(counter, tail, numberToken, counterToken, ctx)) return null;
    const native = nativeNumeral(num.value);
    if (!native) return null;
    const fixed = `${native} ${counter}`;
    return {
      start,
      end,
      suggestion: fixed,
      message: num.series === 'mixed' ? MIXED_MESSAGE(fixed) : seriesMessage(counter, fixed, true),
      reference: num.series === 'mixed' ? null : reference,
      category: 'GRAMMAR',
    };
  }
  // A Sino-Korean counter.
  if (num.series === 'sino') return null;
  const sino = sinoNumeral(num.value);
  if (!sino) return null;
  const fixed = `${sino} ${counter}`;
  return {
    start,
    end,
    suggestion: fixed,
    message: num.series === 'mixed' ? MIXED_MESSAGE(fixed) : seriesMessage(counter, fixed, false),
    reference: num.series === 'mixed' ? null : reference,
    category: 'GRAMMAR',
  };
}

/**
 * 여섯천 원, 다섯백: a native digit times 백 or 천 is always a mixed number. 만 is left out: it is
 * also the particle "only" (둘만, 하나만, 너만), and 한 is also "a" (한천 is agar).
 */
const NATIVE_TIMES_SINO =
  /^(두|세|네|다섯|여섯|일곱|여덟|아홉)([백천])([일이삼사오육칠팔구십백]*)(원|명|개|달러)?$/;

function checkMixedAlone(token: Token): NumeralFinding | null {
  const m = NATIVE_TIMES_SINO.exec(token.core);
  if (!m) return null;
  const unit = m[4];
  const word = token.core.slice(0, token.core.length - (unit?.length ?? 0));
  const num = parseHangulNumber(word);
  if (!num || num.series !== 'mixed') return null;
  const sino = sinoNumeral(num.value);
  if (!sino) return null;
  const fixed = unit ? `${sino} ${unit}` : sino;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestion: fixed,
    message: MIXED_MESSAGE(sino),
    reference: null,
    category: 'GRAMMAR',
  };
}

/**
 * A number written in Hangul joined to its counter (스물다섯살, 이십오살, 육천원, 삼개월): the
 * counter is written apart (제43항). One-syllable numbers are the spacing rule's (한개 -> 한 개);
 * counters of time and order (두시, 삼십분, 삼층) may be joined and are left alone.
 */
const JOINED_COUNTERS = [
  '살',
  '개',
  '명',
  '마리',
  '잔',
  '그릇',
  '켤레',
  '송이',
  '가지',
  '원',
  '개월',
  '인분',
];
const JOINED_RE = new RegExp(`^([가-힣]{2,}?)(${JOINED_COUNTERS.join('|')})([가-힣]*)$`);

function checkJoined(token: Token): NumeralFinding | null {
  const m = JOINED_RE.exec(token.core);
  if (!m) return null;
  const [, word = '', counter = '', tail = ''] = m;
  if (!isNounTail(tail) && !/^(씩|짜리|쯤|정도)$/.test(tail)) return null;
  const num = parseHangulNumber(word);
  if (!num || num.pieces < 2) return null;
  if (word === '만' || word.startsWith('한')) return null;
  const max = NATIVE_COUNTERS.get(counter);
  let fixedNumber = word;
  let category: 'GRAMMAR' | 'SPACING' = 'SPACING';
  let toNative = false;
  if (max !== undefined && num.series !== 'native' && num.series !== 'sino-native') {
    // Mixed numbers become native up to 99; Sino-Korean ones only up to the counter's limit.
    if (num.series === 'mixed' ? num.value <= 99 : num.value <= max) {
      fixedNumber = nativeNumeral(num.value) ?? word;
      category = 'GRAMMAR';
      toNative = true;
    } else if (num.series === 'mixed') {
      fixedNumber = sinoNumeral(num.value) ?? word;
      category = 'GRAMMAR';
    }
  } else if (max === undefined && num.series !== 'sino') {
    fixedNumber = sinoNumeral(num.value) ?? word;
    category = 'GRAMMAR';
  }
  const fixed = `${fixedNumber} ${counter}`;
  return {
    start: token.coreStart,
    end: token.coreStart + word.length + counter.length,
    suggestion: fixed,
    message:
      category === 'SPACING'
        ? {
            ko: `단위를 나타내는 명사는 앞의 수와 띄어 씁니다: ‘${fixed}’.`,
            en: `A counter is written apart from the number: “${fixed}”.`,
          }
        : num.series === 'mixed'
          ? MIXED_MESSAGE(fixed)
          : seriesMessage(counter, fixed, toNative),
    reference: REF.unitNoun,
    category,
  };
}

function run(ctx: Context, out: Parameters<Rule['run']>[1]): void {
  const tokens = ctx.tokens;
  let skipUntil = -1;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.start < skipUntil || token.core.length === 0 || token.core.length > 12) continue;
    // All three checks read a number at the start of the word.
    if (!PIECE_STARTS.has(token.core.charCodeAt(0))) continue;
    const next = tokens[i + 1];
    const f =
      (next ? checkPair(token, next, ctx) : null) ?? checkMixedAlone(token) ?? checkJoined(token);
    if (!f || ctx.isProtected(f.start, f.end)) continue;
    if (ctx.text.slice(f.start, f.end) === f.suggestion) continue;
    pushFinding(
      out,
      {
        id: f.category === 'SPACING' ? 'spacing.numeral-counter' : 'grammar.numeral-counter',
        category: f.category,
      },
      f.start,
      f.end - f.start,
      [f.suggestion],
      f.message,
      f.reference,
    );
    skipUntil = f.end;
  }
}

/** Both findings come from one pass; the two rule ids give them their categories. */
export const numeralRules: Rule[] = [
  { id: 'grammar.numeral-counter', category: 'GRAMMAR', run },
  { id: 'spacing.numeral-counter', category: 'SPACING', run: () => {} },
];
