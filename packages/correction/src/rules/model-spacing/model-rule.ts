/**
 * `spacing.model`: in normally spaced text, a missing or extra space is flagged only where the
 * model is all but certain (and not between two nouns), or nearly certain and the analysis
 * agrees (a particle, ending or suffix written apart; two words that a particle, an ending or
 * an adnominal form separates written together). Spacing the norms leave optional (auxiliary
 * verbs after -아/-어, compound and proper nouns) is never flagged. The thresholds are
 * MODEL_THRESHOLDS (src/data/rule-parameters.json).
 */
import type { Morph } from '../../analysis/analyzer.ts';
import {
  POS,
  isCopulaTag,
  isFunctionTag,
  isParticleTag,
  isVerbOrAdjectiveTag,
  posIncludes,
} from '../../analysis/pos.ts';
import type { Context, Rule } from '../../context.ts';
import words from '../../data/rules/model-spacing.json' with { type: 'json' };
import { pushFlips } from './flips.ts';
import {
  allButCertain,
  noisyMayFlag,
  spaceForbidden,
  spaceRequired,
  unambiguousDependent,
  wordMeetsLatinOrNumber,
} from './gates.ts';
import { isHangul, typedWordEnd, wordAround } from './gaps.ts';
import {
  type MorphIndex,
  allFunction,
  fragmentary,
  takesHada,
  typedBefore,
  typedIndex,
} from './morph-index.ts';
import { MODEL_THRESHOLDS } from './parameters.ts';
import { badlySpaced, type SegmentSpacing, segmentSpacing } from './segments.ts';
import { splitsOneWord } from './split-word.ts';

export { MODEL_THRESHOLDS };

const PLAIN_DEPENDENT = new RegExp(`^(${words.plainDependents.join('|')})$`);
/** The first syllables of PLAIN_DEPENDENT. */
const PLAIN_DEPENDENT_START = new RegExp(
  `^[${[...new Set(words.plainDependents.map((w) => w[0]))].join('')}]`,
);
const AUXILIARY_NOUN = new RegExp(`^(${words.auxiliaryNouns.join('|')})[하해했한할합함싶]`);

/** The lowest P(space) at which a missing space other than before a plain dependent noun is flagged. */
function lowestAddBar(): number {
  return Math.min(
    MODEL_THRESHOLDS.add,
    MODEL_THRESHOLDS.adverbVerb,
    MODEL_THRESHOLDS.negation,
    1 - MODEL_THRESHOLDS.lean,
  );
}

/** A gap both analyses see a boundary at: the text without spaces, and the text as typed. */
interface Boundary {
  s: SegmentSpacing;
  g: number;
  /** The model's P(space) at the gap, given the typed spaces. */
  pg: number;
  /** The analysis without spaces around the gap, and its morphs on either side. */
  joined: MorphIndex;
  left: Morph;
  right: Morph;
  /** The analysis as typed, and its morph that starts at the gap. */
  typed: MorphIndex;
  typedRight: Morph;
}

/** Does spacing.model flag gap g of a normally spaced segment? */
function flagsGap(ctx: Context, s: SegmentSpacing, g: number): boolean {
  const { compact } = s;
  const text = compact.compact;
  const isTyped = compact.observed[g] === 1;
  const pg = s.typed()[g] as number;
  // Nothing to look at unless the model at least leans the other way.
  if (isTyped ? pg > MODEL_THRESHOLDS.lean : pg < MODEL_THRESHOLDS.unambiguous) return false;
  const q = s.noisy()[g] as number;
  const noisySure = (isTyped ? 1 - q : q) >= MODEL_THRESHOLDS.noisy;
  const sure = s.against(g) > MODEL_THRESHOLDS.sure;
  if (noisySure && noisyMayFlag(ctx, s, g, isTyped)) return true;
  if (sure && allButCertain(ctx, s, g, isTyped)) return true;
  if (!isHangul(text[g - 1]) || !isHangul(text[g]))
    return (sure || noisySure) && wordMeetsLatinOrNumber(ctx, s, g, isTyped);
  // Below the lowest other bar only a plain dependent noun can be spaced (할수, 그칠줄):
  // skip the analysis of the words around for any other gap.
  if (!isTyped && pg < lowestAddBar() && !PLAIN_DEPENDENT_START.test(text[g] as string))
    return false;
  const joined = s.joinedAround(g);
  // A space that splits one word (학 교에, 이루어 질, 생각 보다): no boundary to check.
  if (isTyped && splitsOneWord(ctx, compact, joined, g, pg)) return true;
  // The analysis of the text without spaces must see the boundary ...
  const left = joined.endingAt.get(g);
  const right = joined.startingAt.get(g);
  if (!left || !right) return false;
  // ... and so must the analysis of the text as typed.
  const typed = typedIndex(ctx);
  const typedRight = typed.startingAt.get(compact.offsets[g] as number);
  if (!typedRight) return false;
  const boundary: Boundary = { s, g, pg, joined, left, right, typed, typedRight };
  return isTyped ? removesSpace(ctx, boundary) : addsSpace(ctx, boundary);
}

/** Is the typed space at the boundary one before a particle, ending or suffix to remove? */
function removesSpace(ctx: Context, b: Boundary): boolean {
  const { s, g, left, right, typed, typedRight } = b;
  const { compact } = s;
  const at = compact.offsets[g] as number;
  const wordEnd = typedWordEnd(compact, g);
  const endAt = (compact.offsets[wordEnd - 1] as number) + 1;
  if (!spaceForbidden(left, right)) return false;
  if (!allFunction(b.joined, g, wordEnd)) return false;
  // Names and words the analyser does not know stay apart (피어걸 샤키), unless what
  // follows a name is plainly a particle as typed (서울 부터).
  const typedLeft = typedBefore(ctx, compact, g);
  if (typedRight.unknown || !typedLeft || typedLeft.unknown) return false;
  if (typedLeft.pos === POS.properNoun && !allFunction(typed, at, endAt)) return false;
  // As typed, the word must read as particles/endings too, or be no word of its own
  // (조차, 부터, 입니다 alone), or (공부 했다) be a form of 하다/시키다 that the joined
  // analysis reads as a suffix.
  const word = compact.compact.slice(g, wordEnd).replace(/[^가-힣]+$/u, '');
  const alone =
    allFunction(typed, at, endAt) || ctx.spell(word) === false || fragmentary(typedRight, endAt);
  const hadaVerb =
    right.first === POS.verbSuffix &&
    /^(하|했|해|할|함|합|한|시키|시켜|시켰)/.test(typedRight.surface);
  if (!alone && !hadaVerb) return false;
  // A particle or the copula alone after a noun is the clearest case: the model
  // only has to agree; anything else needs it to be nearly certain.
  const particleOnly = (isParticleTag(right.first) || isCopulaTag(right.first)) && alone;
  return !(b.pg > (particleOnly ? MODEL_THRESHOLDS.lean : MODEL_THRESHOLDS.remove));
}

/** Is a space missing at the boundary (two words a particle, ending or adnominal form part)? */
function addsSpace(ctx: Context, b: Boundary): boolean {
  const { s, g, joined, left, right, typed, typedRight } = b;
  const { compact } = s;
  const typedLeft = typed.endingAt.get(compact.offsets[g] as number);
  if (!typedLeft) return false;
  // An adverb that starts the word, before a noun that takes 하다 (더투명하고,
  // 정말감사합니다): the noun and its suffix make the verb or adjective the adverb
  // qualifies. (브라이덜샤워 reads as a name and the adverb 덜.)
  const adverbHada =
    left.last === POS.adverb &&
    (left.start === 0 || compact.observed[left.start] === 1) &&
    typedLeft.last === POS.adverb &&
    takesHada(joined, right) &&
    takesHada(typed, typedRight);
  if (
    !adverbHada &&
    (!spaceRequired(ctx, left, right) || !spaceRequired(ctx, typedLeft, typedRight))
  )
    return false;
  // A word the dictionary knows as written (이물질을, 한평생을) is not split.
  if (ctx.spell(wordAround(compact, g)) === true) return false;
  if (endsAWord(b)) return false;
  const dependent =
    left.last === POS.adnominalEnding &&
    right.first === POS.boundNoun &&
    typedRight.first === POS.boundNoun;
  // An adverb written together with the verb or adjective after it (못찾겠다, 왜그래,
  // 제대로된): the analysis is unambiguous, so the model only has to be fairly sure;
  // not where the pair is nominalised with -기/-음 (바로가기 is a noun to many).
  const adverbVerb =
    adverbHada ||
    (left.last === POS.adverb &&
      typedLeft.last === POS.adverb &&
      isVerbOrAdjectiveTag(right.first) &&
      isVerbOrAdjectiveTag(typedRight.first) &&
      !posIncludes(joined.endingAt.get(typedWordEnd(compact, g))?.pos ?? '', POS.nominalEnding));
  let threshold = MODEL_THRESHOLDS.add;
  if (dependent)
    threshold = unambiguousDependent(ctx, joined, left, right)
      ? MODEL_THRESHOLDS.unambiguous
      : PLAIN_DEPENDENT.test(right.surface)
        ? MODEL_THRESHOLDS.dependent
        : 1 - MODEL_THRESHOLDS.lean;
  else if (adverbVerb)
    threshold = left.surface === '안' ? MODEL_THRESHOLDS.negation : MODEL_THRESHOLDS.adverbVerb;
  return !(b.pg < threshold);
}

/**
 * Is the morph after the boundary a part of the word before it, where the norms allow or ask
 * for it written together: an auxiliary after an adnominal form, the connective -ㄴ바, the
 * endings -ㄹ게 and -ㄹ걸, or a dependent noun read inside a longer noun?
 */
function endsAWord({ s, left, right, joined }: Boundary): boolean {
  const { compact } = s;
  const text = compact.compact;
  // An adnominal form before a dependent noun is always spaced (말한 대로, 떠난 지),
  // except the auxiliaries 듯하다, 만하다, 법하다, 척하다, 체하다, 뻔하다, 성싶다, which
  // 제47항 allows together (올듯하다), and the connective -ㄴ바 (검토한바, 이 일은).
  const after = text.slice(right.end, right.end + 1);
  if (compact.observed[right.end] !== 1 && AUXILIARY_NOUN.test(right.surface + after)) return true;
  const spacedAfter = right.end >= text.length || compact.observed[right.end] === 1;
  if (right.surface === '바' && (spacedAfter || !/^[가-힣]/.test(after))) return true;
  // -ㄹ게 / -ㄹ걸 ending a word are the endings (말시킬게, 그럴걸), not 것.
  const wordEnds = spacedAfter || !/^[가-힣]/.test(after);
  if (
    /^[게걸]$/.test(right.surface) &&
    wordEnds &&
    (left.surface.charCodeAt(left.surface.length - 1) - 0xac00) % 28 === 8
  )
    return true;
  // A dependent noun ends its word or carries only particles, the copula or endings:
  // 줄바꿈 read as 줄 + 바 + 꿈 is one noun, not an adnominal form before 바.
  const next = joined.startingAt.get(right.end);
  const wordGoesOn =
    next !== undefined &&
    compact.observed[right.end] !== 1 &&
    !isFunctionTag(next.first) &&
    isHangul(text[right.end]);
  return left.last === POS.adnominalEnding && right.first === POS.boundNoun && wordGoesOn;
}

export const spacingModelRule: Rule = {
  id: 'spacing.model',
  category: 'SPACING',
  run(ctx, out) {
    const models = ctx.models;
    if (!models) return;
    for (const s of segmentSpacing(ctx)) {
      if (ctx.expired()) return;
      if (s.restore || s.compact.observedCount === 0 || badlySpaced(s)) continue;
      const flips: number[] = [];
      for (let g = 1; g < s.compact.compact.length; g++) if (flagsGap(ctx, s, g)) flips.push(g);
      if (flips.length > 0) pushFlips(ctx, s, flips, out);
    }
  },
};
