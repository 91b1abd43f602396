/**
 * A particle that clashes with the predicate (issue 34, §What real mistakes look like):
 * 찬성하기에게 결정했다 -> 찬성하기로. A clause nominalised with -기 never takes the particles of
 * people (에게, 한테, 께); before a predicate that takes -기로 (하다, 결정하다, 약속하다,
 * 마음먹다 …, src/data/rules/particle-predicate.json) the particle it needs is 로. Elsewhere
 * (-기에게 before other verbs) the fix is not clear and the word is left.
 */
import { type Rule, tokenRule } from '../context.ts';
import { POS } from '../analysis/pos.ts';
import { message } from '../messages.ts';
import data from '../data/rules/particle-predicate.json' with { type: 'json' };

const NOMINALISED = new RegExp(`기(${data.animateParticles.join('|')})$`);
const DECISION = new RegExp(`^(?:${data.decisionStems.join('|')})`);

export const particlePredicateRule: Rule = tokenRule('grammar.particle-predicate', (token, ctx) => {
  const m = NOMINALISED.exec(token.core);
  if (!m || !ctx.models || token.core.length < 4 || !/^[가-힣]+$/.test(token.core)) return null;
  const next = ctx.tokens[token.index + 1];
  if (!next || ctx.text.slice(token.end, next.start).includes('\n')) return null;
  const nextWords = `${next.core} ${ctx.tokens[token.index + 2]?.core ?? ''}`;
  if (!DECISION.test(nextWords)) return null;
  // 기 is the nominal ending (찬성하기), not a noun in 기 (전기, 일기, 경기).
  const particle = m[1] as string;
  const stemEnd = token.coreEnd - particle.length;
  const ending = ctx.morphsIn(token.coreStart, stemEnd).at(-1);
  if (!ending || ending.end !== stemEnd || ending.last !== POS.nominalEnding) return null;
  const fixed = `${token.core.slice(0, -particle.length)}로`;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [fixed],
    message: message('grammar.particle-predicate', { word: token.core, particle, fix: fixed }),
    reference: '표준국어대사전 ‘-기로’',
  };
});
