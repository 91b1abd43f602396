/**
 * The ㅗ of an ending or particle written as said, ㅜ (표준어 규정 제8항: the standard keeps
 * -고 and 도): 먹구 -> 먹고, 그렇구 -> 그렇고, 나두 -> 나도, 그리구 -> 그리고. Only where the analyser
 * reads the syllable as the connective ending after a predicate, or as the particle after a
 * pronoun, and where hunspell knows the word with ㅗ but not as written, so 친구, 가구, 지구 and
 * 하구 (河口) as nouns and wards (달서구) are left alone. -구요 is grammar.guyo's.
 */
import {
  POS,
  isConnectiveEndingTag,
  isPredicateOrVerbSuffixTag,
  isVerbStemOrTenseTag,
} from '../../analysis/pos.ts';
import { type Rule, tokenRule } from '../../context.ts';
import { message } from '../../messages.ts';
import { REF } from '../references.ts';

/** Conjunctive adverbs written with ㅜ, whole words. */
const ADVERBS: ReadonlyMap<string, string> = new Map([
  ['그리구', '그리고'],
  ['그러구', '그러고'],
]);

const guGoRule = tokenRule('grammar.gu-go', (token, ctx) => {
  const core = token.core;
  const adverb = ADVERBS.get(core);
  if (adverb)
    return {
      start: token.coreStart,
      end: token.coreEnd,
      suggestions: [adverb],
      message: message('grammar.gu-go', { original: core, suggestion: adverb }),
      reference: REF.dict('그리고'),
    };
  const last = core[core.length - 1];
  if (core.length < 2 || (last !== '구' && last !== '두')) return null;
  const morphs = ctx.morphsIn(token.coreStart, token.coreEnd);
  const end = morphs[morphs.length - 1];
  const before = morphs[morphs.length - 2];
  if (!end || !before || end.surface !== last || end.start !== token.coreEnd - 1) return null;
  if (morphs.some((m) => m.unknown)) return null;
  const ending =
    last === '구' &&
    isConnectiveEndingTag(end.pos) &&
    (isPredicateOrVerbSuffixTag(before.last) || isVerbStemOrTenseTag(before.last));
  const particle =
    last === '두' && end.pos === POS.auxiliaryParticle && before.last === POS.pronoun;
  if (!ending && !particle) return null;
  const fixed = last === '구' ? '고' : '도';
  // hunspell knows the word with ㅗ and not as written (지구, 피구, 하구, 가구 are nouns; 미도리구
  // is a ward).
  if (ctx.spell(core) !== false || ctx.spell(core.slice(0, -1) + fixed) !== true) return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [core.slice(0, -1) + fixed],
    message: message(ending ? 'grammar.gu-go' : 'grammar.gu-go.do', {
      original: core,
      suggestion: core.slice(0, -1) + fixed,
    }),
    reference: REF.dict(ending ? '-고' : '도'),
  };
});

/**
 * 했었었다 -> 했었다: the past marker once too often. The past (했, 갔, 먹었) takes at most one
 * more -었- (했었다, 먹었었다); a syllable ending in ㅆ followed by 었었 is one too many, unless
 * the ㅆ is the stem's own (있었었다: 있 + 었 + 었). hunspell must know the word without it.
 */
const triplePastRule = tokenRule('grammar.triple-past', (token, ctx) => {
  const core = token.core;
  let at = core.indexOf('었었', 1);
  while (at > 0) {
    const before = core[at - 1] as string;
    const past =
      before >= '가' &&
      before <= '힣' &&
      (before.charCodeAt(0) - 0xac00) % 28 === 20 &&
      before !== '있' &&
      before !== '겠';
    if (past) break;
    at = core.indexOf('었었', at + 1);
  }
  if (at <= 0) return null;
  const fixed = core.slice(0, at) + core.slice(at + 1);
  if (ctx.spell(fixed) !== true) return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [fixed],
    message: message('grammar.triple-past', { suggestion: fixed }),
    reference: REF.dict('-었-'),
  };
});

export const colloquialRules: Rule[] = [guGoRule, triplePastRule];
