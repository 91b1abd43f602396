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
import { type Context, type Rule, type Token, pushFinding } from '../../context.ts';
import { isNounTail } from '../../lexicon/noun-tail.ts';
import { message } from '../../messages.ts';
import type { Message } from '../../types.ts';
import { REF } from '../references.ts';
import { ruleInfo } from '../registry.ts';
import { PIECE_STARTS, nativeNumeral, parseHangulNumber, sinoNumeral } from './hangul-numbers.ts';
import words from '../../data/rules/numerals.json' with { type: 'json' };

/**
 * Native counters and the largest number that must be native before them. Above it the
 * Sino-Korean reading is common enough (이십 개, 이십사 시간) to be left alone; 살 takes native
 * numbers up to 99 (스물다섯 살; the Sino-Korean counter is 세: 이십오 세). 달 is left out:
 * 사 달라고 is "buy me", not four months.
 */
export const NATIVE_COUNTERS: ReadonlyMap<string, number> = new Map(
  Object.entries(words.nativeCounters),
);

/** Sino-Korean counters that never take native numbers. */
export const SINO_COUNTERS: ReadonlySet<string> = new Set(words.sinoCounters);

/** One-syllable Sino-Korean numbers read as numbers before a native counter. */
const SINO_SINGLE: ReadonlySet<string> = new Set(words.sinoSingle);

/**
 * 일 and 이 are also "work" and "this" (이 개, 이 시간, 이 시, 이 잔): they are read as numbers
 * only before 명 (이 명이 사망했다), 일 also before 시간 (일 시간 삼십 분), and both before 시
 * after a time of day (오후 이 시); see countContext.
 */
const ONE_TWO: Readonly<Record<string, readonly string[]>> = words.oneTwo;

/** Words before a clock time (오후 세 시) and after it (세 시 반, 세 시 십 분). */
const TIME_BEFORE: ReadonlySet<string> = new Set(words.timeBefore);
const TIME_AFTER = new RegExp(`^(${words.timeAfter.join('|')}|[0-9]+분|[가-힣]+분)(?![가-힣]{3})`);

/** What may follow 개/명 when they end a counted phrase (삼 개 주세요, 오 명 있다). */
const AFTER_COUNT = new RegExp(`^(${words.afterCount.join('|')})`);

/** What a counter may carry besides particles (세 개씩, 네 시간 동안, 삼 개월간). */
const AFTER_COUNTER = new RegExp(`^(${words.afterCounter.join('|')})`);

function counterIn(core: string): { counter: string; tail: string } | null {
  // Longest counter first: 시간 before 시, 킬로미터 before 미터.
  for (const len of [4, 3, 2, 1]) {
    const counter = core.slice(0, len);
    if (!NATIVE_COUNTERS.has(counter) && !SINO_COUNTERS.has(counter)) continue;
    const tail = core.slice(len);
    if (isNounTail(tail) || AFTER_COUNTER.test(tail)) return { counter, tail };
  }
  return null;
}

interface NumeralFinding {
  start: number;
  end: number;
  suggestion: string;
  message: Message;
  reference: string | null;
  /** The rule: the series is wrong (grammar), or only the space before the counter. */
  ruleId: typeof GRAMMAR_ID | typeof SPACING_ID;
}

const GRAMMAR_ID = 'grammar.numeral-counter';
const SPACING_ID = 'spacing.numeral-counter';
const RULES = {
  [GRAMMAR_ID]: { id: GRAMMAR_ID, category: ruleInfo(GRAMMAR_ID).category },
  [SPACING_ID]: { id: SPACING_ID, category: ruleInfo(SPACING_ID).category },
};

const seriesMessage = (counter: string, fixed: string, native: boolean): Message =>
  message(native ? 'grammar.numeral-counter.native' : 'grammar.numeral-counter.sino', {
    counter,
    fixed,
  });

const MIXED_MESSAGE = (fixed: string): Message =>
  message('grammar.numeral-counter.mixed', { fixed });

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
  const reference = REF.dict(counter);
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
        ruleId: GRAMMAR_ID,
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
      ruleId: GRAMMAR_ID,
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
    ruleId: GRAMMAR_ID,
  };
}

/** 하나, 둘, 셋, 넷, 스물 and the forms they take before a counter (한 개, 스무 살). */
const STANDALONE: ReadonlyMap<string, string> = new Map(Object.entries(words.standaloneForms));
/** Counters and nouns a native numeral's counter form stands before (두 사람, 세 번째). */
const DETERMINER_COUNTERS = [...NATIVE_COUNTERS.keys(), ...words.determinerCounters].sort(
  (a, b) => b.length - a.length,
);
/** Counters of order that take native numbers whatever the number (이 번째 -> 두 번째). */
const ORDINAL: ReadonlySet<string> = new Set(words.ordinalCounters);

/**
 * A native numeral in its standalone form before a counter (하나 개, 둘 사람, 셋 번째, 스물 살 ->
 * 한 개, 두 사람, 세 번째, 스무 살), and a Sino-Korean number before a counter of order (이 번째 ->
 * 두 번째, 일 번째 -> 첫 번째). Only before the counters listed: 둘 다, 셋 중, 하나 더 stay.
 */
function checkStandalone(
  numberToken: Token,
  counterToken: Token,
  ctx: Context,
): NumeralFinding | null {
  if (numberToken.coreEnd !== numberToken.end) return null;
  const num = parseHangulNumber(numberToken.core);
  if (!num || num.value > 99) return null;
  const counter = DETERMINER_COUNTERS.find((c) => counterToken.core.startsWith(c));
  if (counter === undefined) return null;
  const tail = counterToken.core.slice(counter.length);
  if (!isNounTail(tail) && !AFTER_COUNTER.test(tail)) return null;
  const before = ctx.tokens[numberToken.index - 1]?.core;
  if (before === '수' || before === '몇' || before === '여러') return null;
  const ordinal = ORDINAL.has(counter);
  const standalone = [...STANDALONE.keys()].some((form) => numberToken.core.endsWith(form));
  if (num.series === 'native') {
    if (!standalone) return null;
  } else if (!(num.series === 'sino' && ordinal)) return null;
  const native = ordinal && num.value === 1 ? '첫' : nativeNumeral(num.value);
  if (!native || native === numberToken.core) return null;
  const fixed = `${native} ${counter}`;
  return {
    start: numberToken.coreStart,
    end: counterToken.coreStart + counter.length,
    suggestion: fixed,
    message:
      num.series === 'native'
        ? message('grammar.numeral-counter.determiner', { number: numberToken.core, fixed })
        : seriesMessage(counter, fixed, true),
    reference: REF.dict(counter),
    ruleId: GRAMMAR_ID,
  };
}

/**
 * 여섯천 원, 다섯백: a native digit times 백 or 천 is always a mixed number. 만 is left out: it is
 * also the particle "only" (둘만, 하나만, 너만), and 한 is also "a" (한천 is agar).
 */
const NATIVE_TIMES_SINO = new RegExp(
  `^(${[2, 3, 4, 5, 6, 7, 8, 9].map(nativeNumeral).join('|')})([백천])` +
    `([${words.sinoDigits.join('')}십백]*)(${words.mixedUnits.join('|')})?$`,
);

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
    ruleId: GRAMMAR_ID,
  };
}

/**
 * A number written in Hangul joined to its counter (스물다섯살, 이십오살, 육천원, 삼개월): the
 * counter is written apart (제43항). One-syllable numbers are the spacing rule's (한개 -> 한 개);
 * counters of time and order (두시, 삼십분, 삼층) may be joined and are left alone.
 */
const JOINED_RE = new RegExp(`^([가-힣]{2,}?)(${words.joinedCounters.join('|')})([가-힣]*)$`);
/** What such a counter may carry besides particles (스물다섯개씩). */
const AFTER_JOINED_COUNTER = new RegExp(`^(${words.afterJoinedCounter.join('|')})$`);

function checkJoined(token: Token): NumeralFinding | null {
  const m = JOINED_RE.exec(token.core);
  if (!m) return null;
  const [, word = '', counter = '', tail = ''] = m;
  if (!isNounTail(tail) && !AFTER_JOINED_COUNTER.test(tail)) return null;
  const num = parseHangulNumber(word);
  if (!num || num.pieces < 2) return null;
  if (word === '만' || word.startsWith('한')) return null;
  const max = NATIVE_COUNTERS.get(counter);
  let fixedNumber = word;
  let ruleId: NumeralFinding['ruleId'] = SPACING_ID;
  let toNative = false;
  if (max !== undefined && num.series !== 'native' && num.series !== 'sino-native') {
    // Mixed numbers become native up to 99; Sino-Korean ones only up to the counter's limit.
    if (num.series === 'mixed' ? num.value <= 99 : num.value <= max) {
      fixedNumber = nativeNumeral(num.value) ?? word;
      ruleId = GRAMMAR_ID;
      toNative = true;
    } else if (num.series === 'mixed') {
      fixedNumber = sinoNumeral(num.value) ?? word;
      ruleId = GRAMMAR_ID;
    }
  } else if (max === undefined && num.series !== 'sino') {
    fixedNumber = sinoNumeral(num.value) ?? word;
    ruleId = GRAMMAR_ID;
  }
  const fixed = `${fixedNumber} ${counter}`;
  return {
    start: token.coreStart,
    end: token.coreStart + word.length + counter.length,
    suggestion: fixed,
    message:
      ruleId === SPACING_ID
        ? message(SPACING_ID, { fixed })
        : num.series === 'mixed'
          ? MIXED_MESSAGE(fixed)
          : seriesMessage(counter, fixed, toNative),
    reference: REF.unitNoun,
    ruleId,
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
      (next ? (checkPair(token, next, ctx) ?? checkStandalone(token, next, ctx)) : null) ??
      checkMixedAlone(token) ??
      checkJoined(token);
    if (!f || ctx.isProtected(f.start, f.end)) continue;
    if (ctx.text.slice(f.start, f.end) === f.suggestion) continue;
    pushFinding(
      out,
      RULES[f.ruleId],
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
  { ...RULES[GRAMMAR_ID], run },
  { ...RULES[SPACING_ID], run: () => {} },
];
