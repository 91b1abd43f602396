/**
 * Numbers and amounts: a counter after a native numeral is a word of its own (한개 -> 한 개,
 * 한글 맞춤법 제43항), while the suffixes -씩, -째 and -쯤 attach to the amount before them (한 개
 * 씩 -> 한 개씩, 3개월 째 -> 3개월째). The numerals and counters are data
 * (src/data/rules/spacing-counters.json).
 */
import { POS, isAmountTag, isCountedTag } from '../../analysis/pos.ts';
import { type Rule, tokenRule } from '../../context.ts';
import { isAllHangul, isHangulSyllable } from '../../hangul.ts';
import { message } from '../../messages.ts';
import words from '../../data/rules/spacing-counters.json' with { type: 'json' };
import { analysisOf } from '../analysis-gates.ts';
import { REF } from '../references.ts';
import { finalMorph, gateRejects, joinPrevious, nextCore, plainPrevious } from './shared.ts';

const UNIT_EXCEPTIONS: ReadonlySet<string> = new Set(words.unitExceptions);
const UNIT_TAILS: ReadonlySet<string> = new Set(words.unitTails);
const UNIT_RE = new RegExp(
  `^(${words.nativeNumbers.join('|')})(${words.units.join('|')})([가-힣]*)$`,
);

/** 한개 -> 한 개, 세명 -> 세 명 (native numerals before a counter). */
const unitNoun = tokenRule('spacing.unit-noun', (token, ctx) => {
  const m = UNIT_RE.exec(token.core);
  if (!m) return null;
  const num = m[1] ?? '';
  const unit = m[2] ?? '';
  const rest = m[3] ?? '';
  if (UNIT_EXCEPTIONS.has(num + unit) || !UNIT_TAILS.has(rest)) return null;
  if (!gateRejects(ctx, token.core)) return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${num} ${unit}${rest}`],
    message: message('spacing.unit-noun'),
    reference: REF.unitNoun,
  };
});

/**
 * 한 개 씩 -> 한 개씩, 두 번 씩, 하나 씩, 조금 씩: the suffix -씩 (each) is attached to the amount
 * before it. A lone 씩 may also be the adverb (씩 웃었다), so the word before must be a counter
 * or a number, or a noun or adverb that the analysis reads with 씩 as a suffix once joined.
 */
const SSIK = /^씩(이|은|만|이라도|의|도)?$/;
/** Nouns and adverbs that may take 씩 as a suffix (조금씩, 하나씩), as the analysis confirms. */
const SSIK_AFTER = new Set<string>([POS.commonNoun, POS.boundNoun, POS.numeral, POS.adverb]);
const ssik = tokenRule('spacing.ssik', (token, ctx) => {
  if (!SSIK.test(token.core) || /^(웃|미소|쪼개)/.test(nextCore(ctx, token))) return null;
  const prev = plainPrevious(ctx, token);
  if (!prev || !isHangulSyllable(prev.core[prev.core.length - 1])) return null;
  const last = finalMorph(ctx, prev);
  if (!last || last.unknown) return null;
  if (!isAmountTag(last.last)) {
    if (!SSIK_AFTER.has(last.last)) return null;
    const joined = ctx.models?.analyzer.analyze(`${prev.core}씩`).at(-1);
    if (joined?.surface !== '씩' || joined.pos !== POS.nounSuffix) return null;
  }
  return joinPrevious(prev, token, message('spacing.ssik'), REF.dict('-씩'));
});

/**
 * A suffix written apart from the noun of time or count before it (the analysis must read that
 * word as ending in a noun, numeral or counter): 3개월 째 -> 3개월째, 일주일 째네 -> 일주일째네;
 * 오후 쯤에 -> 오후쯤에, 12시 쯤 -> 12시쯤.
 */
function suffixJoin(id: string, suffix: string): Rule {
  return tokenRule(id, (token, ctx) => {
    if (!token.core.startsWith(suffix) || !isAllHangul(token.core)) return null;
    const prev = plainPrevious(ctx, token);
    if (!prev) return null;
    const morphs = analysisOf(ctx, prev.coreStart, prev.coreEnd);
    const last = morphs?.[morphs.length - 1];
    if (!last || last.end !== prev.coreEnd || !isCountedTag(last.last)) return null;
    return joinPrevious(prev, token, message(id), REF.spacingWords);
  });
}
const jjaeJoin = suffixJoin('spacing.jjae', '째');
const jjeumJoin = suffixJoin('spacing.jjeum', '쯤');

export const counterRules: Rule[] = [unitNoun, ssik, jjaeJoin, jjeumJoin];
