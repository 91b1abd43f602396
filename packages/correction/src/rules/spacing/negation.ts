/**
 * The negative adverb 안 run into the verb after it: 안해 -> 안 해, 안와 -> 안 와 (the analysis
 * must read 안 as the adverb), and 하면 안돼 -> 하면 안 돼 where 안 되다 means "not allowed".
 */
import { POS, isEndingTag, isInflectionTag, isVerbOrAdjectiveTag } from '../../analysis/pos.ts';
import { type Rule, tokenRule } from '../../context.ts';
import { isAllHangul } from '../../hangul.ts';
import { nounCount } from '../../lm/syllable-lm.ts';
import { message } from '../../messages.ts';
import { analysisOf } from '../analysis-gates.ts';
import { REF } from '../references.ts';

/**
 * 안해 -> 안 해, 안와 -> 안 와, 안들어: the negative adverb 안 before a verb or adjective, where the
 * word's analysis reads 안 as that adverb (안고, 안다 are 안다 "hug"; 안녕, 안심 are nouns) and
 * the train part has no common noun starting the word (안전하게, 안내하는). Not
 * 되다 (장사가 안된다: 안되다 is also one word), and not where the writer may mean the noun
 * hunspell knows (안해 "wife" is archaic, so it is not asked).
 */
// Below spacing.model (4), whose finding on the same word may fix more (안본지 → 안 본 지).
const anVerb = tokenRule('spacing.an-verb', (token, ctx) => {
  const core = token.core;
  if (core.length < 2 || core[0] !== '안' || !isAllHangul(core)) return null;
  if (/^안[되돼됐된될됨됩]/.test(core)) return null;
  const morphs = analysisOf(ctx, token.coreStart, token.coreEnd);
  const [adverb, verb] = morphs ?? [];
  if (!adverb || !verb || adverb.surface !== '안' || adverb.pos !== POS.adverb) return null;
  if (!isVerbOrAdjectiveTag(verb.first) || verb.unknown) return null;
  // The rest is the verb's inflection (안드로프 is no 안 + 드 + 로프, 안멘에서 no verb + 에서).
  const rest = (morphs ?? []).slice(2);
  const inflected = isEndingTag(verb.last) || verb.last === POS.auxiliary;
  const bare = verb.pos === POS.verb || verb.pos === POS.adjective;
  if (!inflected && rest.length === 0 && !bare) return null;
  if (rest.some((m) => !isInflectionTag(m.first))) return null;
  // A name before another one (안드레 마르티) is no verb; 안나 is also the name Anna, so 나다
  // needs the noun it happens to before it (생각 안 나, 티가 안 나).
  const next = ctx.tokens[token.index + 1];
  if (
    next &&
    analysisOf(ctx, next.coreStart, next.coreEnd)?.some(
      (m) => m.unknown || m.pos === POS.properNoun,
    )
  )
    return null;
  if (verb.surface.startsWith('나')) {
    if (verb.surface !== '나') return null;
    const prev = ctx.tokens[token.index - 1];
    const last = prev && analysisOf(ctx, prev.coreStart, prev.coreEnd)?.at(-1);
    if (!prev || !last || prev.text !== prev.core) return null;
    if (last.pos !== POS.commonNoun && last.pos !== POS.subjectParticle) return null;
  }
  // 안전하게 read as 안 + 전하다, 안내하는 as 안 + 내다: a noun 안… the train part knows wins.
  const lm = ctx.models?.lm;
  if (!lm || nounCount(lm, core.slice(0, 2)) > 0 || nounCount(lm, core.slice(0, 3)) > 0)
    return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`안 ${core.slice(1)}`],
    message: message('spacing.an-verb'),
    reference: REF.spacingWords,
  };
});

const AN_DOE_WORD = /^안(돼|되|된|될|됩|됐)([가-힣]*)$/;

/** 하면 안돼 -> 하면 안 돼 (안 = not, after -면/-서는 the sense is "not allowed"). */
const anDoe = tokenRule('spacing.an-doe', (token, ctx) => {
  const m = AN_DOE_WORD.exec(token.core);
  if (!m) return null;
  const prev = ctx.tokens[token.index - 1];
  if (!prev || prev.text !== prev.core || !/(면|서는|서도|어선|해선|으면)$/.test(prev.core))
    return null;
  const rest = `${m[1] ?? ''}${m[2] ?? ''}`.replace(/^되(요|서|야)/, '돼$1').replace(/^되$/, '돼');
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`안 ${rest}`],
    message: message('spacing.an-doe'),
    reference: REF.spacingWords,
  };
});

export const negationRules: Rule[] = [anVerb, anDoe];
