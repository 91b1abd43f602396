/**
 * Two words run together into one: a particle, a connective ending or an adverb before a verb
 * (상처를받아서, 하면좋을까, 너무힘들어), a determiner before a noun (이런경우), a noun and its verb
 * (신경쓰지, 확인부탁드립니다, 연락주세요), and the adverb 좀 (얘기좀). The analysis reads the
 * boundary; hunspell must reject the word and know the pieces. The verbs and nouns it weighs are
 * data (src/data/rules/spacing-run-together.json).
 */
import { POS, isParticleTag, isVerbOrAdjectiveTag, isVerbalTag } from '../../analysis/pos.ts';
import type { Morph } from '../../analysis/analyzer.ts';
import { type Rule, type Token, tokenRule } from '../../context.ts';
import { isAllHangul } from '../../hangul.ts';
import { nounCount } from '../../lm/syllable-lm.ts';
import { message } from '../../messages.ts';
import type { Message } from '../../types.ts';
import words from '../../data/rules/spacing-run-together.json' with { type: 'json' };
import { analysisOf } from '../analysis-gates.ts';
import { modelSpaceBefore } from '../model-spacing/segments.ts';
import { REF } from '../references.ts';
import { gateRejects } from './shared.ts';

/** Is the verb from `right` on nominalised with -기/-음 in the token (바로가기, 언덕빼기)? */
function nominalised(morphs: readonly Morph[], right: Morph, token: Token): boolean {
  return morphs.some(
    (m) => m.end <= token.coreEnd && m.start >= right.start && m.pos.includes(POS.nominalEnding),
  );
}

/**
 * A noun the train part reads as a common noun this often, before one of these verbs, needs the
 * spacing model only at BARE_NOUN_LIGHT_P (see spacing.particle-verb).
 */
const BARE_NOUN_SEEN = 5;
const BARE_NOUN_LIGHT_P = 0.02;
const LIGHT_VERBS = new RegExp(`^(${words.lightVerbs.join('|')})`);

/** The verbs (as their forms start) that make one word with many nouns (교육받다, 인사드리다, 조건짓다, 책임지다). */
const BARE_NOUN_VERBS = new RegExp(`^(${words.bareNounVerbs.join('|')})`);

/** Connective endings after which a verb starts a new word (하면좋을까, 먹고자다 is 먹고 자다). */
const WORD_ENDING_CONNECTIVES: ReadonlySet<string> = new Set(words.wordEndingConnectives);

/** What starts the word in spacing.particle-verb, and the tag the left piece alone must read. */
type RunTogether = 'particle' | 'connective' | 'adverb' | 'determiner' | 'bareNoun';
const RUN_TOGETHER: Record<RunTogether, { alone: string | null; message: Message }> = {
  particle: { alone: null, message: message('spacing.particle-verb') },
  connective: { alone: null, message: message('spacing.particle-verb.connective') },
  adverb: { alone: POS.adverb, message: message('spacing.particle-verb.adverb') },
  determiner: { alone: POS.determiner, message: message('spacing.particle-verb.determiner') },
  bareNoun: { alone: POS.commonNoun, message: message('spacing.particle-verb.bare-noun') },
};

/** Which kind of run-together word `left` then `right` (the k-th morph of the token) makes. */
function runTogetherKind(morphs: readonly Morph[], k: number, token: Token): RunTogether | null {
  const left = morphs[k - 1] as Morph;
  const right = morphs[k] as Morph;
  if (left.end !== right.start) return null;
  const predicate = isVerbOrAdjectiveTag(right.first);
  // Not the genitive 의, which comes before nouns (재정의하지 is 재정의 + 하다).
  if (
    predicate &&
    isParticleTag(left.last) &&
    left.pos === left.last &&
    left.pos !== POS.genitiveParticle
  )
    return 'particle';
  if (
    predicate &&
    left.pos === POS.connectiveEnding &&
    WORD_ENDING_CONNECTIVES.has(left.surface) &&
    k >= 2
  )
    return 'connective';
  // -러 가다/오다 (놀러가고, 먹으러왔어): the analysis reads 가다 as an auxiliary there.
  if (
    right.first === POS.auxiliary &&
    left.pos === POS.connectiveEnding &&
    /^으?러$/.test(left.surface) &&
    k >= 2
  )
    return 'connective';
  if (k !== 1) return null;
  // A determiner that starts the word before its noun (다른사람에게, 이런경우, 모든것).
  if (
    left.pos === POS.determiner &&
    (right.first === POS.commonNoun || right.first === POS.boundNoun)
  )
    return 'determiner';
  // Neither pair below may be nominalised with -기/-음 (바로가기, 언덕빼기: nouns to many).
  if (!predicate || nominalised(morphs, right, token)) return null;
  // An adverb that starts the word (너무힘들어, 정말좋아), but not 이제서야 (이제야: one adverb,
  // not 이제 + 서다).
  if (left.pos === POS.adverb && !/^이제서/.test(token.core)) return 'adverb';
  // A noun that starts the word, its object particle dropped, before a verb (신경쓰지), but not
  // before the verbs that make one word with a noun as suffixes or in many dictionary words
  // (교육받는, 무시당하다, 감동시키다, 감사드리다, 자리잡다, 큰일나다, 예의바르다).
  if (
    left.pos === POS.commonNoun &&
    right.first === POS.verb &&
    !BARE_NOUN_VERBS.test(right.surface)
  )
    return 'bareNoun';
  return null;
}

/**
 * 상처를받아서 -> 상처를 받아서, 친구들이있다는 -> 친구들이 있다는, 하면좋을까 -> 하면 좋을까,
 * 너무힘들어 -> 너무 힘들어: a particle, a connective ending or an adverb, then a verb or
 * adjective, in one word; 이런경우 -> 이런 경우: a determiner, then a noun; 신경쓰지 -> 신경 쓰지: a
 * noun, its particle dropped, then a verb. The analysis must
 * read the boundary, hunspell must reject the word and know both pieces (들어가서, 먹어보다,
 * 그때, 한번 are words or auxiliaries, 제47항), and each piece must be two syllables or more.
 */
const particleVerb = tokenRule('spacing.particle-verb', (token, ctx) => {
  const core = token.core;
  if (core.length < 4 || !isAllHangul(core) || !ctx.hasDictionary) return null;
  const morphs = analysisOf(ctx, token.coreStart, token.coreEnd);
  if (!morphs) return null;
  for (let k = 1; k < morphs.length; k++) {
    const kind = runTogetherKind(morphs, k, token);
    if (!kind) continue;
    const right = morphs[k] as Morph;
    const cut = right.start - token.coreStart;
    if (cut < 2 || core.length - cut < 2) continue;
    if (ctx.spell(core) !== false) return null;
    if (ctx.spell(core.slice(0, cut)) !== true || ctx.spell(core.slice(cut)) !== true) continue;
    // The word analysed on its own must see the same boundary: in the sentence 재정의하지,
    // 위로받을, 메서드는 and 피에타는 read as a particle before a verb, alone as one noun,
    // a noun + suffix or a name.
    const alone = ctx.models?.analyzer.analyze(core) ?? [];
    const before = alone.find((m) => m.end === cut);
    const after = alone.find((m) => m.start === cut);
    if (!before || !after || after.first !== right.first) continue;
    const { alone: leftTag, message } = RUN_TOGETHER[kind];
    const reads =
      kind === 'particle'
        ? isParticleTag(before.last)
        : before.pos === (leftTag ?? POS.connectiveEnding);
    if (!reads) continue;
    // A verb the dictionary has whole (위로받다, 파고들다) is one word.
    const stems = [right.surface, right.surface.slice(0, 1)];
    if (stems.some((stem) => ctx.spell(`${core.slice(0, cut)}${stem}다`) === true)) continue;
    // ... and so is a particle that the left piece alone does not read (위로받을: 위로, a noun);
    // an adverb, determiner or noun must read as one word alone.
    const leftAlone = ctx.models?.analyzer.analyze(core.slice(0, cut)) ?? [];
    if (leftTag ? leftAlone[0]?.pos !== leftTag || leftAlone.length !== 1 : leftAlone.length < 2)
      continue;
    // The spacing model must not rule the space out (메서드는, 팔로밀라는: words it has seen;
    // it weighs the writer's spacing, so a slip it agrees with may still get p 0.1).
    // A common noun before a light verb (신경쓰는, 센스있는, 연락왔어) needs less: chat runs
    // those together so often that the model learned them (신경쓰고 p 0.04). Not 사다, 타다,
    // 서다 or 돕다, whose one syllable may end a noun or name (시행사는, 베이스타는, 역사서이고,
    // 이해도와: p 0.003 to 0.04).
    const lm = ctx.models?.lm;
    const lightVerb =
      kind === 'bareNoun' &&
      LIGHT_VERBS.test(right.surface) &&
      lm !== undefined &&
      nounCount(lm, core.slice(0, cut)) >= BARE_NOUN_SEEN;
    const p = modelSpaceBefore(ctx, right.start) ?? 1;
    if (p < (lightVerb ? BARE_NOUN_LIGHT_P : 0.05)) continue;
    return {
      start: token.coreStart,
      end: token.coreEnd,
      suggestions: [`${core.slice(0, cut)} ${core.slice(cut)}`],
      message,
      reference: REF.spacingWords,
    };
  }
  return null;
});

/** Nouns that 주다 (give) takes as its object in mail and chat (연락 주세요: 연락을 주세요). */
const GIVEN_NOUNS: ReadonlySet<string> = new Set(words.givenNouns);
const GIVE_FORM = /^(주|줘|줬|준|줄|줍)/;
const ASK_FORM = /^부탁(드리|드립|드려|드렸|드릴|드린|합|해|했|하|한|할)/;

/**
 * 확인부탁드립니다 -> 확인 부탁드립니다, 연락주세요 -> 연락 주세요: the noun is the object of the
 * verb after it (확인을 부탁드립니다), a word of its own. For 부탁드리다 after any noun the
 * analysis reads (확인, 검토, 양해), for 주다 after the listed nouns only (힘주다 is a word).
 */
const objectVerb = tokenRule('spacing.object-verb', (token, ctx) => {
  const core = token.core;
  if (core.length < 3 || !isAllHangul(core)) return null;
  let cut = core.indexOf('부탁', 1);
  if (cut < 0 || !ASK_FORM.test(core.slice(cut))) {
    cut = -1;
    for (let i = 1; i < core.length - 1 && cut < 0; i++)
      if (GIVEN_NOUNS.has(core.slice(0, i)) && GIVE_FORM.test(core.slice(i))) cut = i;
    if (cut < 0) return null;
  }
  const head = core.slice(0, cut);
  const morphs = analysisOf(ctx, token.coreStart, token.coreEnd);
  if (!morphs) return null;
  const nouns = morphs.filter((m) => m.end <= token.coreStart + cut);
  const verb = morphs.find((m) => m.start === token.coreStart + cut);
  const isNoun = (m: Morph) => (m.pos === POS.commonNoun || m.pos === POS.properNoun) && !m.unknown;
  if (nouns.length === 0 || !nouns.every(isNoun)) return null;
  // 주 must read as the verb (관심주제에 is 관심 + 주제), 부탁 as the noun of 부탁드리다.
  if (
    !verb ||
    !(core.startsWith('부탁', cut) ? verb.surface.startsWith('부탁') : isVerbalTag(verb.first))
  )
    return null;
  if (!gateRejects(ctx, core)) return null;
  const rest = core.slice(cut);
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${head} ${rest}`],
    message: message('spacing.object-verb', { noun: head, verb: rest }),
    reference: REF.spacingWords,
  };
});

/**
 * 얘기좀 하자 -> 얘기 좀 하자, 이거좀 봐 -> 이거 좀 봐: the adverb 좀 is a word of its own, where the
 * analysis reads it as one at the end of the word.
 */
const jomApart = tokenRule('spacing.jom', (token, ctx) => {
  const core = token.core;
  if (core.length < 2 || !core.endsWith('좀') || !isAllHangul(core)) return null;
  const morphs = analysisOf(ctx, token.coreStart, token.coreEnd);
  const last = morphs?.[morphs.length - 1];
  if (!last || last.surface !== '좀' || last.pos !== POS.adverb || last.end !== token.coreEnd)
    return null;
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [`${core.slice(0, -1)} 좀`],
    message: message('spacing.jom'),
    reference: REF.spacingWords,
  };
});

export const runTogetherRules: Rule[] = [objectVerb, jomApart, particleVerb];
