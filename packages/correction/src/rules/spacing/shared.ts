/**
 * What the spacing families (src/rules/spacing/) share: the syllables of adnominal forms, the
 * dictionary gate, the neighbours of a word, and the question most of them ask the analysis —
 * does a verb's ending end exactly where a word would be cut ({@link afterVerbEnding})? The
 * word lists are data (src/data/rules/spacing.json).
 */
import { POS, tagsOf } from '../../analysis/pos.ts';
import type { Morph } from '../../analysis/analyzer.ts';
import type { Context, Token, TokenFinding } from '../../context.ts';
import { FINAL_RIEUL, finalIndex } from '../../hangul.ts';
import type { Message } from '../../types.ts';
import { analysisOf } from '../analysis-gates.ts';
import words from '../../data/rules/spacing.json' with { type: 'json' };

/** The index of the final ㄴ in a syllable (finalIndex). */
export const FINAL_NIEUN = 4;

/** Syllables that end a verb's adnominal form in -ㄹ/-을 (할, 갈, 먹을 ...). */
export const ADNOMINAL_L: ReadonlySet<string> = new Set(words.adnominalL);
/** Syllables that end an adnominal form in -는/-던/-은/-을 or -ㄹ of common verbs. */
export const ADNOMINAL_STRICT: ReadonlySet<string> = new Set(words.adnominalStrict);
/** Words that end in an adnominal-looking syllable but are nouns. */
export const NOUN_EXCEPTIONS: ReadonlySet<string> = new Set(words.nounExceptions);
/** Particles and copula forms that may follow a dependent noun inside the same word. */
export const NOUN_TAILS: ReadonlySet<string> = new Set(words.nounTails);

/** Verbs, adjectives, auxiliaries and the suffixes that make them (공부/하, 행복/하). */
export const VERB_TAGS: ReadonlySet<string> = new Set<string>([
  POS.verb,
  POS.adjective,
  POS.auxiliary,
  POS.verbSuffix,
  POS.adjectiveSuffix,
]);
/** No inflected form across the cut counts (-나 보다, -어도 되다 need the ending at the cut). */
export const NO_NEXT: ReadonlySet<string> = new Set<string>();
/** A dependent noun fused into the form across the cut (할텐데: VX+ETM+NNB+VCP+EC). */
export const NOUN_NEXT: ReadonlySet<string> = new Set<string>([POS.boundNoun]);

export function gateRejects(ctx: Context, word: string): boolean {
  // With a dictionary, only flag words it does not know; without one, trust the rule.
  return ctx.spell(word) !== true;
}

/** The core of the word after `token` ('' at the end). */
export function nextCore(ctx: Context, token: Token): string {
  return ctx.tokens[token.index + 1]?.core ?? '';
}

/** The word before `token` when one plain space separates them and neither carries marks. */
export function plainPrevious(ctx: Context, token: Token): Token | null {
  const prev = ctx.tokens[token.index - 1];
  if (!prev || prev.text !== prev.core || ctx.text.slice(prev.end, token.start) !== ' ')
    return null;
  return prev;
}

/**
 * The finding that removes the space between `prev` and `token`, shown over both whole words
 * (지금 까지 → 지금까지, not 금 까지 → 금까지); `tail` is what follows `prev` (the token by
 * default).
 */
export function joinPrevious(
  prev: Token,
  token: Token,
  message: Message,
  reference: string | null,
  tail = token.core,
): TokenFinding {
  return {
    start: prev.coreStart,
    end: token.coreEnd,
    suggestions: [`${prev.core}${tail}`],
    message,
    reference,
  };
}

/** The last morpheme of the sentence's analysis of `token`, if it ends where the word ends. */
export function finalMorph(ctx: Context, token: Token): Morph | undefined {
  const last = analysisOf(ctx, token.coreStart, token.coreEnd)?.at(-1);
  return last?.end === token.coreEnd ? last : undefined;
}

/** Does the sentence's analysis of `token` read an adnominal ending that ends at `cut`? */
export function adnominalEndsAt(ctx: Context, token: Token, cut: number): boolean {
  return (
    analysisOf(ctx, token.coreStart, token.coreEnd)?.find((m) => m.end === cut)?.last ===
    POS.adnominalEnding
  );
}

/**
 * Does `head` (the start of `token`) end in an adnominal -ㄹ form: a syllable of ADNOMINAL_L, or
 * another -ㄹ syllable (헤어질, 아플, 느껴질) where the analysis reads the adnominal ending there?
 */
export function endsInAdnominalL(ctx: Context, token: Token, head: string): boolean {
  const p = head[head.length - 1];
  if (ADNOMINAL_L.has(p ?? '')) return true;
  if (finalIndex(p) !== FINAL_RIEUL || head.length < 2) return false;
  return adnominalEndsAt(ctx, token, token.coreStart + head.length);
}

/** Is the token the last word of its sentence (a mark, a line break or the end after it)? */
export function endsSentence(ctx: Context, token: Token): boolean {
  const next = ctx.tokens[token.index + 1];
  if (!next || /[.?!…~]/.test(ctx.text.slice(token.coreEnd, token.end))) return true;
  return ctx.text.slice(token.end, next.start).includes('\n');
}

/**
 * Does the analysis read, ending exactly at `cut`, a morpheme tagged `tag` whose surface ends in
 * `suffix`, after a verb or adjective (게 in 오/게, 하게 in 생산/하/게, 고 in 읽/고, 을 in 좋/을,
 * 할 read as VV+ETM; `stems` widens what may come before, e.g. the copula of 사람/인가), and
 * after `cut` a morpheme that `next` accepts? Or one inflected form across the cut with `tag`
 * and then one of `nextTags`.
 */
export function afterVerbEnding(
  morphs: readonly Morph[],
  cut: number,
  tag: string,
  suffix: string,
  next: (m: Morph) => boolean,
  nextTags: ReadonlySet<string>,
  stems: ReadonlySet<string> = VERB_TAGS,
): boolean {
  const fused = morphs.find((m) => m.start < cut && m.end > cut);
  if (fused) {
    // One inflected form across the cut (할텐데 read as VX+ETM+NNB+VCP+EC in 모아야 할텐데):
    // its tags tell, the caller has checked the syllables at the cut.
    const tags = tagsOf(fused);
    const k = tags.indexOf(tag);
    return k > 0 && stems.has(tags[0] as string) && nextTags.has(tags[k + 1] as string);
  }
  const at = morphs.find((m) => m.end === cut);
  if (!at || at.last !== tag || !at.surface.endsWith(suffix)) return false;
  const before = morphs.find((m) => m.end === at.start);
  if (at.first === tag) {
    if (!before || !(stems.has(before.last) || before.last === POS.prefinalEnding)) return false;
  } else if (!stems.has(at.first)) {
    // The honorific fused with the ending after a verb (말씀하/신, 하/시게: EP+ETM, EP+EC).
    if (at.first !== POS.prefinalEnding || !before || !stems.has(before.last)) return false;
  }
  const after = morphs.find((m) => m.start === cut);
  return after !== undefined && next(after);
}
