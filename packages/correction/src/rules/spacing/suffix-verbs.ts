/**
 * Suffixes written apart from the noun they make a verb of: 하다 and 되다 (공부 하다 -> 공부하다,
 * 취소 되었습니다 -> 취소되었습니다), the causative -시키다 (소개 시켜) and the humble -드리다
 * (감사 드립니다). The nouns are data (src/data/rules/spacing-suffix-verbs.json); the nouns of
 * -드리다 are shared with the spacing model (../model-spacing.ts).
 */
import { POS, isPredicateSuffixTag } from '../../analysis/pos.ts';
import {
  type Context,
  type Rule,
  type Token,
  type TokenFinding,
  tokenRule,
} from '../../context.ts';
import { isAllHangul } from '../../hangul.ts';
import { message } from '../../messages.ts';
import words from '../../data/rules/spacing-suffix-verbs.json' with { type: 'json' };
import { analysisOf } from '../analysis-gates.ts';
import { DEURIDA_FORM, DEURIDA_NOUNS } from '../model-spacing/restore.ts';
import { REF } from '../references.ts';

const HADA_NOUNS: ReadonlySet<string> = new Set(words.hadaNouns);
const HADA_FORM =
  /^(하(다|고|는|면|지|기|여|세요|셨|시|신|실|십|셔|겠|였|자|며|려|니|던|든|게|라|ㅂ)|했|합|해(요|서|야|도|줘|주|라|봐|보|놓|두|버|$)|할|한다|함|합시다)/;
/** Words that start like a form of 하다 but are none (하나, 하루, 한국). */
const NOT_HADA = new RegExp(`^(${words.notHadaForms.join('|')})`);
/** Nouns of quantity and limit (10분 이상, 절반 정도), never the stem of a 하다/되다 verb. */
const QUANTITY_NOUNS: ReadonlySet<string> = new Set(words.quantityNouns);

/** 되다 as it starts after a noun (되었다, 된, 될, 됨, 됐다, 돼서, 됩니다). */
const DOE_FORM = /^(되|된|될|됨|됐|돼|됩)/;
const SIKIDA_FORM = /^시(키|켜|켰|킬|킨|킵|킴)/;

/**
 * 공부 하다 -> 공부하다, 취소 되었습니다 -> 취소되었습니다: 하다 and 되다 after a noun are suffixes,
 * one word with it. For the listed activity nouns with 하다 as before; for any other noun where
 * the analysis reads the token as one common noun, hunspell knows the joined word, and the
 * joined word reads as that noun and the suffix (처리 하겠습니다, 변경 됐습니다). 성덕 되고
 * (성덕이 되다: become one) is no such word and stays.
 */
const hadaVerb = tokenRule('spacing.hada-verb', (token, ctx) => {
  if (token.text !== token.core || !isAllHangul(token.core)) return null;
  const next = ctx.tokens[token.index + 1];
  if (!next || next.coreStart !== next.start) return null;
  if (ctx.text.slice(token.end, next.start) !== ' ') return null;
  const hada = HADA_FORM.test(next.core) && !NOT_HADA.test(next.core);
  const doe = DOE_FORM.test(next.core);
  if (SIKIDA_FORM.test(next.core)) return sikida(ctx, token, next);
  if (!hada && !doe) return null;
  if (!(hada && HADA_NOUNS.has(token.core))) {
    // 엄마 하고 나: 하고 may be the particle (and) after a noun. A noun of quantity is no
    // verb's stem: 더 이상 할 말이 없다, 한 시간 이상 된다 (이상하다 is another word).
    if (!ctx.hasDictionary || token.core.length < 2 || /^하고/.test(next.core)) return null;
    if (QUANTITY_NOUNS.has(token.core)) return null;
    const noun = analysisOf(ctx, token.coreStart, token.coreEnd);
    if (noun?.length !== 1 || noun[0]?.pos !== POS.commonNoun || noun[0].unknown) return null;
    const joined = `${token.core}${next.core}`;
    if (ctx.spell(joined) !== true) return null;
    const parts = ctx.models?.analyzer.analyze(joined) ?? [];
    const suffix = parts.find((m) => m.start === token.core.length);
    if (parts[0]?.end !== token.core.length || !suffix || !isPredicateSuffixTag(suffix.first))
      return null;
  }
  return {
    start: token.coreStart,
    end: next.coreStart + 1,
    suggestions: [`${token.core}${next.core[0] ?? ''}`],
    message: message('spacing.hada-verb', { noun: token.core, verb: hada ? '하다' : '되다' }),
    reference: REF.spacingWords,
  };
});

/**
 * 소개 시켜 줄게 -> 소개시켜 줄게, 포함 시켰지만, 무력화 시키는: after a noun that takes 하다, 시키다
 * is the causative suffix -시키다 and is attached. Not after what one orders (피자 시켜 먹자:
 * 피자하다 is no verb; 주문 시켰어 means "ordered"), nor after a noun of one syllable (일 시키다:
 * the verb with its object).
 */
function sikida(ctx: Context, token: Token, next: Token): TokenFinding | null {
  const noun = token.core;
  if (noun.length < 2 || noun === '주문' || !ctx.hasDictionary) return null;
  if (ctx.spell(`${noun}하다`) !== true) return null;
  const parts = ctx.models?.analyzer.analyze(`${noun}${next.core}`) ?? [];
  const suffix = parts.find((m) => m.start === noun.length);
  const stem = parts[0]?.first;
  if (stem !== POS.commonNoun && stem !== POS.properNoun) return null;
  if (suffix?.first.startsWith(POS.verbSuffix) !== true) return null;
  return {
    start: token.coreStart,
    end: next.coreEnd,
    suggestions: [`${noun}${next.core}`],
    message: message('spacing.hada-verb.sikida', { noun }),
    reference: REF.dict('-시키다'),
  };
}

/**
 * 감사 드립니다 -> 감사드립니다, 말씀 드릴게요 -> 말씀드릴게요: after a noun of a courteous act,
 * 드리다 is the suffix -드리다 (표준국어대사전 ‘-드리다’) and is attached. Only nouns with no
 * reading as a thing one hands over: 사과 (an apple), 편지, 선물 and 전화 may be the object of
 * the verb 드리다 (give), and 보고 may be 보다 + -고, so they are left.
 */
const deurida = tokenRule('spacing.deurida', (token, ctx) => {
  if (token.text !== token.core || !DEURIDA_NOUNS.has(token.core)) return null;
  const next = ctx.tokens[token.index + 1];
  if (!next || next.coreStart !== next.start || !DEURIDA_FORM.test(next.core)) return null;
  if (ctx.text.slice(token.end, next.start) !== ' ') return null;
  return {
    start: token.coreStart,
    end: next.coreEnd,
    suggestions: [`${token.core}${next.core}`],
    message: message('spacing.deurida', { noun: token.core }),
    reference: REF.dict('-드리다'),
  };
});

export const suffixVerbRules: Rule[] = [hadaVerb, deurida];
