/**
 * Nouns of time written together with the word before them: 지 (만난지 3년), 중 (회의중), 전 and
 * 후 (회의전에, 회의후, 3개월전에, 얼마전) and 만 (10년만에). Which activities and spans of time
 * they follow is data (src/data/rules/spacing-time-nouns.json).
 */
import { POS } from '../../analysis/pos.ts';
import type { Morph } from '../../analysis/analyzer.ts';
import { type Context, type Rule, type Token, tokenRule } from '../../context.ts';
import { finalIndex, isAllHangul } from '../../hangul.ts';
import { nounCount } from '../../lm/syllable-lm.ts';
import { message } from '../../messages.ts';
import words from '../../data/rules/spacing-time-nouns.json' with { type: 'json' };
import { analysisOf } from '../analysis-gates.ts';
import { REF } from '../references.ts';
import { FINAL_NIEUN, afterVerbEnding, gateRejects, nextCore } from './shared.ts';

const ELAPSED_TIME_WORD = new RegExp(`^(${words.elapsedTimeWords.join('|')})`);

/** After 만난 지: 3년이, 오래, 얼마나, 한참, 한 달, 한달, 두 시간, 삼 년, 십년 ... */
function elapsedTimeFollows(ctx: Context, token: Token): boolean {
  const next = nextCore(ctx, token);
  if (ELAPSED_TIME_WORD.test(next)) return true;
  if (/^(\d+|[일이삼사오육칠팔구십백]+)(년|개월|주일|시간|분|초)/.test(next)) return true;
  if (/^(한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)(달|해|시간)/.test(next)) return true;
  if (/^\d+(달|주|일)/.test(next)) return true;
  const after = ctx.tokens[token.index + 2]?.core ?? '';
  if (/^[일이삼사오육칠팔구십백]+$/.test(next)) return /^(년|개월|주일|시간|분|초)/.test(after);
  return (
    /^(한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|몇|\d+)$/.test(next) &&
    /^(년|해|달|주|시간|개월)/.test(after)
  );
}

const JI_WORD = /^([가-힣]+)(지)(가|도|는|)$/;

/** 만난지 3년 -> 만난 지 3년 (지 meaning elapsed time). */
const dependentJi = tokenRule('spacing.dependent-noun-ji', (token, ctx) => {
  const m = JI_WORD.exec(token.core);
  if (!m || token.text !== token.core) return null;
  const head = m[1] ?? '';
  const p = head[head.length - 1];
  if (finalIndex(p) !== FINAL_NIEUN || head.length < 2) return null;
  if (p === '는' || p === '런' || p === '떤') return null; // -는지, 그런지, 어떤지: endings
  if (!elapsedTimeFollows(ctx, token)) return null;
  if (!gateRejects(ctx, token.core)) return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${head} 지${m[3] ?? ''}`],
    message: message('spacing.dependent-noun-ji'),
    reference: REF.dependentNoun,
  };
});

/** Activities (회의, 검토) and spans of time (오전, 방학) that 중 and 후 follow. */
const JUNG_NOUNS: ReadonlySet<string> = new Set([...words.activityNouns, ...words.periodNouns]);

const JUNG_WORD =
  /^([가-힣]+)(중)(이다|입니다|이에요|이야|이라|이라서|이고|인|이던|에|에는|에도|으로|이었다|이었어요|이니|이니까|이지만|)$/;

/** 회의중 -> 회의 중 */
const dependentJung = tokenRule('spacing.dependent-noun-jung', (token) => {
  const m = JUNG_WORD.exec(token.core);
  if (!m || !JUNG_NOUNS.has(m[1] ?? '')) return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${m[1] ?? ''} 중${m[3] ?? ''}`],
    message: message('spacing.dependent-noun-jung'),
    reference: REF.dependentNoun,
  };
});

const HU_WORD = /^([가-힣]+)(후)(에|에는|에도|의|로|부터|까지|이다|입니다|)$/;
const TIME_SPANS: ReadonlySet<string> = new Set(words.timeSpans);

/**
 * 회의후 -> 회의 후, 검토후에 -> 검토 후에, 이별후 -> 이별 후: the noun 후 after an activity (the
 * nouns of 중), or after any noun of two syllables or more that the train part reads as a common
 * noun at least 5 times, where hunspell knows neither the word nor the noun with 후 (오후, 이후,
 * 최후 have one syllable before 후; 내일오후 leaves 내일오, no noun), the noun alone reads as one
 * common noun and no name follows (알라후 아크바르). 박사후 (연구원) is a term and stays.
 */
const afterHu = tokenRule('spacing.noun-hu', (token, ctx) => {
  const m = HU_WORD.exec(token.core);
  const noun = m?.[1] ?? '';
  if (!m || (!JUNG_NOUNS.has(noun) && !commonNounBeforeHu(ctx, token, noun))) return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${m[1] ?? ''} 후${m[3] ?? ''}`],
    message: message('spacing.noun-hu'),
    reference: REF.spacingWords,
  };
});

function commonNounBeforeHu(ctx: Context, token: Token, noun: string): boolean {
  const lm = ctx.models?.lm;
  if (noun.length < 2 || !lm || !ctx.hasDictionary || nounCount(lm, noun) < 5) return false;
  // Spans of time are spacing.time-span's (잠시후, 며칠후).
  if (TIME_SPANS.has(noun)) return false;
  if (ctx.spell(token.core) !== false || ctx.spell(`${noun}후`) === true) return false;
  // The noun alone reads as one common noun (in the word, 이별후 reads as 이 + 별후) ...
  const alone = ctx.models?.analyzer.analyze(noun) ?? [];
  if (alone.length !== 1 || alone[0]?.pos !== POS.commonNoun || noun === '박사') return false;
  // ... and no name follows (알라후 아크바르); 박사후 연구원 is a term.
  const next = ctx.tokens[token.index + 1];
  const after = next ? analysisOf(ctx, next.coreStart, next.coreEnd) : null;
  return !after?.some(
    (m) => (m.unknown && m.pos !== POS.number) || m.pos === POS.properNoun || m.pos === POS.foreign,
  );
}

/**
 * 3개월전에 -> 3개월 전에, 6개월후 -> 6개월 후, 얼마전 -> 얼마 전, 잠시후 -> 잠시 후: the nouns 전
 * and 후 after a span of time (a number and its unit, or 며칠, 얼마, 잠시 ...).
 */
const TIME_SPAN = new RegExp(
  `^((?:[0-9]+(?:${words.timeSpanUnits.join('|')}))|${words.timeSpans.join('|')})` +
    '(전|후)(에|에는|에도|의|부터|까지|쯤|엔|)$',
);
const JEON_MESSAGE = message('spacing.time-span');
const HU_MESSAGE = message('spacing.time-span.hu');
const afterTimeSpan = tokenRule('spacing.time-span', (token) => {
  const m = TIME_SPAN.exec(token.core);
  if (!m) return null;
  const [, span = '', noun = '', tail = ''] = m;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${span} ${noun}${tail}`],
    message: noun === '전' ? JEON_MESSAGE : HU_MESSAGE,
    reference: REF.spacingWords,
  };
});

/** What may follow 전 (before) in one word: a particle or the copula. */
const JEON_TAIL = /^(에|에는|에도|에만|의|까지|부터|으로|이다|입니다|이에요|이야|)$/;
const JEON_NEXT = new Set<string>([POS.commonNoun]);
const readsJeon = (m: Morph) => m.surface === '전' && m.first === POS.commonNoun;

/**
 * 회의전에 -> 회의 전에, 가기전에 -> 가기 전에, 퇴근하기전에 -> 퇴근하기 전에: the noun 전 (before)
 * after an activity (the nouns of 중 and 후) or a verb's -기 form, as the analysis reads it (기 the
 * nominal ending, 전 a noun; 자기전에 reads as 자기 + 전 and stays). Compounds the dictionary or
 * hunspell knows (기전, 결승전) stay.
 */
const beforeJeon = tokenRule('spacing.noun-jeon', (token, ctx) => {
  const core = token.core;
  const i = core.lastIndexOf('전');
  if (i < 1 || !JEON_TAIL.test(core.slice(i + 1)) || !isAllHangul(core)) return null;
  const head = core.slice(0, i);
  const activity = JUNG_NOUNS.has(head);
  if (!activity && core[i - 1] !== '기') return null;
  const morphs = analysisOf(ctx, token.coreStart, token.coreEnd);
  if (!morphs) return null;
  const cut = token.coreStart + i;
  if (activity) {
    const noun = morphs.find((m) => m.end === cut);
    const after = morphs.find((m) => m.start === cut);
    if (!noun || noun.start !== token.coreStart || noun.pos !== POS.commonNoun) return null;
    if (!after || !readsJeon(after)) return null;
  } else if (!afterVerbEnding(morphs, cut, POS.nominalEnding, '기', readsJeon, JEON_NEXT))
    return null;
  if (!gateRejects(ctx, core)) return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${head} ${core.slice(i)}`],
    message: message('spacing.noun-jeon'),
    reference: REF.spacingWords,
  };
});

const MAN_WORD =
  /^(\d*|[가-힣]*?)(년|개월|달|주|일|시간|분|하루|이틀|사흘|나흘|주일)(만)(에|이다|입니다|이에요|이야|의|이네|이지)$/;

/** 10년만에 -> 10년 만에, 하루만에 -> 하루 만에 */
const timeMan = tokenRule('spacing.dependent-noun-man', (token, ctx) => {
  const m = MAN_WORD.exec(token.core);
  if (!m) return null;
  const num = m[1] ?? '';
  if (num !== '' && !/^\d+$/.test(num) && !/^(몇|수십|수백|수|삼십|이십|십)$/.test(num))
    return null;
  const unit = m[2] ?? '';
  if (num === '' && !/^(하루|이틀|사흘|나흘)$/.test(unit)) {
    const prev = ctx.tokens[token.index - 1];
    if (!prev || !/^(\d+|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|몇|반|수십|스무)$/.test(prev.text))
      return null;
  }
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${num}${unit} 만${m[4] ?? ''}`],
    message: message('spacing.dependent-noun-man'),
    reference: REF.dependentNoun,
  };
});

export const timeNounRules: Rule[] = [
  dependentJi,
  dependentJung,
  afterHu,
  beforeJeon,
  afterTimeSpan,
  timeMan,
];
