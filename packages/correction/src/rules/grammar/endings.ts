/**
 * Endings written as they sound or with a stray ㄹ: -이에요/-예요, -고요 (not -구요), -(으)려고
 * (not -ㄹ려고), -십시오, -ㄹ는지, -ㄹ게 and the dependent noun 거 (not 께, 꺼), and -든(지) for a
 * choice (not -던, which recalls the past).
 */
import {
  hasConnectiveEnding,
  isFinalOrConnectiveEndingTag,
  isNounOrPronounTag,
  isPredicateOrVerbSuffixTag,
  isVerbStemOrTenseTag,
} from '../../analysis/pos.ts';
import { type Rule, regexRule, tokenRule } from '../../context.ts';
import { FINAL_RIEUL, finalIndex, isAllHangul, withFinal } from '../../hangul.ts';
import { message } from '../../messages.ts';
import { analysisOf } from '../analysis-gates.ts';
import { anyOf } from '../patterns.ts';
import { REF } from '../references.ts';
import words from '../../data/rules/grammar.json' with { type: 'json' };

const d = REF.dict;

/** The final ㅆ (했던가 recalls the past: -았/었- + -던가 is right). */
const FINAL_SS = 20;

// The patterns a word rule tries on every word stand outside the rule: a regular-expression
// literal makes a new RegExp object each time it is evaluated.
const IEYO_FORM = /(이예요|이였)/;

/** 학생이예요 -> 학생이에요 (dictionary-gated: 먹이예요, 놀이였다 are correct). */
const ieyoRule = tokenRule('grammar.ieyo', (token, ctx) => {
  const core = token.core;
  const m = IEYO_FORM.exec(core);
  if (!m || m.index === 0 || finalIndex(core[m.index - 1]) <= 0) return null;
  const fixed = m[1] === '이예요' ? '이에요' : '이었';
  const corrected = core.slice(0, m.index) + fixed + core.slice(m.index + (m[1] ?? '').length);
  if (ctx.spell(core) !== false || ctx.spell(corrected) !== true) return null;
  const start = token.coreStart + m.index;
  return {
    start,
    end: start + (m[1] ?? '').length,
    suggestions: [fixed],
    message: message('grammar.ieyo.after-consonant'),
    reference: d('-이에요'),
  };
});

/**
 * 저에요 -> 저예요, 뭐에요 -> 뭐예요, 이거에요 -> 이거예요: after a word without a final consonant
 * the copula is 예요 (이에요 contracted). Only pronouns (and 얼마, how much) that 에 (at, to)
 * would not follow in speech: 학교에요 may be 학교에 + 요 (to school), so nouns are left alone.
 */
const yeyoRule = regexRule({
  id: 'grammar.ieyo',
  pattern: new RegExp(`(?<![가-힣])(?:${anyOf(words.yeyoPronouns)})(?<x>에요)(?![가-힣])`, 'dg'),
  replace: () => '예요',
  message: message('grammar.ieyo.after-vowel'),
  reference: d('-이에요'),
});

/**
 * 했구요 -> 했고요, 그렇더라구요 -> 그렇더라고요, 됐다구요 -> 됐다고요: the ending is -고요 (-구요 is
 * how it is often said). Only where the analysis reads 구요 as an ending and the word without
 * 요 is no noun: 누구요, 친구요 and 가구요 are nouns with 요.
 */
const guyo = tokenRule('grammar.guyo', (token, ctx) => {
  const core = token.core;
  if (core.length < 3 || !core.endsWith('구요')) return null;
  const morphs = analysisOf(ctx, token.coreStart, token.coreEnd);
  const last = morphs?.[morphs.length - 1];
  if (!last || last.end !== token.coreEnd || !last.surface.endsWith('구요')) return null;
  if (!isFinalOrConnectiveEndingTag(last.last) || last.unknown) return null;
  // Quoting -다/-라/-자/-냐구요 always; a plain 구요 only after a verb or a past tense (했구요,
  // 하구요): after an adjective 그렇구요 may be 그렇군요 mistyped.
  const before = morphs?.[morphs.length - 2];
  const quoting = /(다|라|자|냐)구요$/.test(last.surface);
  const after = last.first !== last.last ? last.first : before?.last;
  if (!quoting && !isVerbStemOrTenseTag(after)) return null;
  // 새 가구요 may read as 가 + 구요 in the sentence: a word that is a noun without 요 stays.
  const noun = ctx.models?.analyzer.analyze(core.slice(0, -1)) ?? [];
  if (noun.length === 1 && isNounOrPronounTag(noun[0]?.pos ?? '')) return null;
  const start = token.coreEnd - 2;
  return {
    start,
    end: start + 1,
    suggestions: ['고'],
    message: message('grammar.guyo'),
    reference: d('-고요'),
  };
});

/**
 * 할려고 -> 하려고, 공부할려고 -> 공부하려고, 그럴려고 -> 그러려고, 갈려면 -> 가려면: the ending is
 * -(으)려고 (-려면, -려는 ...) with no ㄹ before it. Only where hunspell rejects the word as
 * written and knows it without the ㄹ, and the analysis reads -려 as an ending after a verb
 * there: a stem in ㄹ keeps it (만들려고, 놀려고, 살려고 of 살다).
 */
const RYEO_ENDING = /^려(고|구|면|는|던|다|니|야|거)/;
const lRyeo = tokenRule('grammar.l-ryeo', (token, ctx) => {
  const core = token.core;
  if (!ctx.hasDictionary || core.length < 3 || !isAllHangul(core)) return null;
  const i = core.indexOf('려', 1);
  if (i < 1 || finalIndex(core[i - 1]) !== FINAL_RIEUL || !RYEO_ENDING.test(core.slice(i)))
    return null;
  const without = withFinal(core[i - 1] as string, 0);
  const fixed = `${core.slice(0, i - 1)}${without}${core.slice(i)}`;
  if (ctx.spell(core) !== false || ctx.spell(fixed) !== true) return null;
  const morphs = ctx.models?.analyzer.analyze(fixed) ?? [];
  const stem = morphs.find((m) => m.start <= i - 1 && m.end > i - 1);
  const ending = morphs.find((m) => m.start <= i && m.end > i);
  if (!stem || !ending || !hasConnectiveEnding(ending) || !isPredicateOrVerbSuffixTag(stem.first))
    return null;
  return {
    start: token.coreStart + i - 1,
    end: token.coreStart + i,
    suggestions: [without],
    message: message('grammar.l-ryeo'),
    reference: d('-려고'),
  };
});

/** 하십시요 -> 하십시오 */
const sipsioRule = regexRule({
  id: 'grammar.ending-o',
  pattern: /(?<=십시)(?<x>요)(?![가-힣])/dg,
  replace: () => '오',
  message: message('grammar.ending-o'),
  reference: REF.endingO,
});

/** 될런지 -> 될는지 */
const lneunjiRule = regexRule({
  id: 'grammar.l-neunji',
  pattern: /(?<=[갈걸될할올볼줄살알놀쓸을릴일])(?<x>런지)/dg,
  replace: () => '는지',
  message: message('grammar.l-neunji'),
  reference: d('-ㄹ는지'),
});

/** Stems in ㄹ (할, 갈, 볼 ...) before -ㄹ게 and 거 (the plain consonant is written). */
const LGE_STEMS: ReadonlySet<string> = new Set(words.lgeStems);

const L_GE_WORD = /^([가-힣]*)([가-힣])(께|껄)(요)?$/;

/** 할께 -> 할게, 갈께요 -> 갈게요, 할껄 -> 할걸 */
const lgeRule = tokenRule('grammar.l-ge', (token) => {
  const m = L_GE_WORD.exec(token.core);
  if (!m) return null;
  const stem = m[2] ?? '';
  const head = m[1] ?? '';
  if (finalIndex(stem) !== FINAL_RIEUL) return null;
  if (!LGE_STEMS.has(stem) && !(stem === '들' && head.endsWith('만'))) return null;
  const offset = token.coreStart + head.length + 1;
  return {
    start: offset,
    end: offset + 1,
    suggestions: [m[3] === '께' ? '게' : '걸'],
    message: message('grammar.l-ge'),
    reference: REF.plainConsonantEnding,
  };
});

const L_GEO_WORD =
  /^([가-힣]*[가-힣])(꺼|껀|껄)(야|예요|에요|다|니|지|라|면|든|데|가|고|잖아|요|)$/;

/** 할꺼야 -> 할 거야, 갈껀데 -> 갈 건데 */
const lkkeoRule = tokenRule('grammar.l-geo', (token) => {
  const m = L_GEO_WORD.exec(token.core);
  if (!m) return null;
  const head = m[1] ?? '';
  const stem = head[head.length - 1];
  if (finalIndex(stem) !== FINAL_RIEUL || !stem || !LGE_STEMS.has(stem)) return null;
  if (m[2] === '껄' && m[3] !== '') return null;
  const noun = m[2] === '꺼' ? '거' : m[2] === '껀' ? '건' : '걸';
  const tail = m[3] === '에요' ? '예요' : (m[3] ?? '');
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [m[2] === '껄' ? `${head}걸` : `${head} ${noun}${tail}`],
    message: message('grammar.l-geo'),
    reference: REF.plainConsonantEnding,
  };
});

/** 뭐던지 -> 뭐든지, 가던지 말던지 -> 가든지 말든지. */
const deunIndefinite = regexRule({
  id: 'grammar.deun-deon',
  pattern: new RegExp(`(?<![가-힣])(?:${anyOf(words.deunIndefinites)})(?<x>던)(?=지|\\s|$)`, 'dg'),
  replace: () => '든',
  message: message('grammar.deun-deon.indefinite'),
  reference: REF.deunDeon,
});

const deunPair = regexRule({
  id: 'grammar.deun-deon',
  pattern: /(?<=[가-힣])(?<x>던)(?=(지|가) (말|안|아니|못|[가-힣]{1,4}던(지|가)))/dg,
  // 했던가 안 했던가: past -았/었- + -던가 recalls the past and is correct.
  replace: (m, ctx) => (finalIndex(ctx.text[m.index - 1]) === FINAL_SS ? null : '든'),
  message: message('grammar.deun-deon.choice'),
  reference: REF.deunDeon,
});

const deunPairSecond = regexRule({
  id: 'grammar.deun-deon',
  pattern:
    /(?<=[가-힣](?:든|던)(?:지|가) (?:말|안 ?[가-힣]?|아니|못 ?[가-힣]?|[가-힣]{1,4}))(?<x>던)(?=지|가)/dg,
  // 했던가 안 했던가: past -았/었- + -던가 recalls the past and is correct.
  replace: (m, ctx) => (finalIndex(ctx.text[m.index - 1]) === FINAL_SS ? null : '든'),
  message: message('grammar.deun-deon.choice'),
  reference: REF.deunDeon,
});

export const endingRules: Rule[] = [
  guyo,
  yeyoRule,
  lRyeo,
  deunIndefinite,
  deunPair,
  deunPairSecond,
  lgeRule,
  lkkeoRule,
  sipsioRule,
  lneunjiRule,
  ieyoRule,
];
