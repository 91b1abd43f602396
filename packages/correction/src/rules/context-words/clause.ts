/**
 * The clause around a word, as the context-word rule reads it from the analysis: the nouns
 * before it with their relation (object, locative, instrument, subject, adverb, comparative),
 * the words after it up to the clause's end, the first predicate there and its tense and stem.
 */
import {
  POS,
  isEndingTag,
  isMainPredicateTag,
  isPhraseHeadTag,
  isPredicateLikeTag,
  isPredicateOrEndingTag,
  isSuffixTag,
} from '../../analysis/pos.ts';
import type { Morph } from '../../analysis/analyzer.ts';
import type { Context, Token } from '../../context.ts';

export type Relation = 'obj' | 'loc' | 'at' | 'ins' | 'subj' | 'adv' | 'cmp';

/** One word of the clause before the target: its relation and its head noun (or the adverb). */
export interface ClauseCue {
  rel: Relation;
  /** The noun (the last part of a compound: 가방끈 -> 끈) or the adverb. */
  head: string;
  /** The whole noun as written (가방끈). */
  noun: string;
}

/** The word ends a clause: punctuation after it. */
export const isPunctEnd = (text: string): boolean => /[.!?;:,…"'”’)\]]$/.test(text);

/** The head noun of the morphs before a particle: the last part of a compound. */
export function headOf(ctx: Context, m: Morph): string {
  const analyzer = ctx.models?.analyzer;
  if (m.type === 'Compound' && analyzer) {
    const parts = analyzer.parts(m);
    return parts[parts.length - 1]?.surface ?? m.surface;
  }
  return m.surface;
}

/** The relation a particle marks (을/를: object, 에: locative ...), or null. */
function relationOf(particle: Morph): Relation | null {
  const p = particle.surface;
  const pos = particle.pos;
  if (pos === POS.objectParticle) return 'obj';
  if (pos === POS.subjectParticle || (pos === POS.auxiliaryParticle && (p === '은' || p === '는')))
    return 'subj';
  if (pos === POS.adverbialParticle && (p === '에' || p === '에다' || p === '에다가')) return 'loc';
  if (pos === POS.adverbialParticle && (p === '으로' || p === '로')) return 'ins';
  if (pos === POS.adverbialParticle && p === '에서') return 'at';
  if (
    (pos === POS.adverbialParticle || pos === POS.auxiliaryParticle) &&
    /^보다(는|도)?$|^보단$/.test(p)
  )
    return 'cmp';
  return null;
}

/** What one word contributes to the clause (a noun with its case, an adverb), or null. */
export function cueOf(ctx: Context, token: Token): ClauseCue | null {
  const morphs = ctx.morphsIn(token.coreStart, token.coreEnd);
  const last = morphs[morphs.length - 1];
  if (!last) return null;
  if (last.pos === POS.adverb) return { rel: 'adv', head: last.surface, noun: last.surface };
  const before = morphs[morphs.length - 2];
  if (!before || !isPhraseHeadTag(before.last)) return null;
  // The noun as written: the word up to its particle.
  const noun = ctx.text.slice(token.coreStart, last.start);
  // 변호사들을: the noun before the plural suffix.
  const plural =
    before.surface === '들' && before.pos === POS.nounSuffix
      ? morphs[morphs.length - 3]
      : undefined;
  const base = plural && isPhraseHeadTag(plural.last) ? plural : before;
  const head = isPhraseHeadTag(base.pos) ? headOf(ctx, base) : base.surface;
  const rel = relationOf(last);
  return rel ? { rel, head, noun } : null;
}

/** The clause before token `index`: up to three words back, stopping at a clause boundary. */
export function clauseBefore(ctx: Context, index: number): ClauseCue[] {
  const out: ClauseCue[] = [];
  for (let i = index - 1; i >= 0 && i >= index - 3; i--) {
    const t = ctx.tokens[i] as Token;
    if (isPunctEnd(t.text)) break;
    // A word with a verb or an ending ends the clause (its own objects are not ours):
    // 남자를 만나는 게 나아 has no object for 나아.
    const ms = ctx.morphsIn(t.coreStart, t.coreEnd);
    if (ms.length === 0 || ms.some((m) => isPredicateOrEndingTag(m.first) || isEndingTag(m.last)))
      break;
    const cue = cueOf(ctx, t);
    if (cue) out.push(cue);
  }
  return out;
}

/** Following words of the same clause (up to `n`). */
export function after(ctx: Context, index: number, n: number): Token[] {
  const out: Token[] = [];
  for (let i = index + 1; i < ctx.tokens.length && out.length < n; i++) {
    const t = ctx.tokens[i] as Token;
    out.push(t);
    if (isPunctEnd(t.text)) break;
  }
  return out;
}

/** The morphs of a word carry the past tense (-았/었/였-) and no future or will (-겠-). */
export function isPast(ctx: Context, t: Token): boolean {
  let past = false;
  const analyzer = ctx.models?.analyzer;
  for (const m of ctx.morphsIn(t.coreStart, t.coreEnd)) {
    if (!m.pos.includes(POS.prefinalEnding)) continue;
    for (const part of analyzer ? analyzer.parts(m) : [m]) {
      if (part.pos !== POS.prefinalEnding) continue;
      if (part.surface.includes('겠')) return false;
      if (/^[았었였]/.test(part.surface)) past = true;
    }
  }
  return past;
}

/** The first word with a predicate among the next words of the clause, or null. */
export function nextPredicate(ctx: Context, index: number, n = 3): Token | null {
  for (const t of after(ctx, index, n))
    if (ctx.morphsIn(t.coreStart, t.coreEnd).some((m) => isPredicateLikeTag(m.first))) return t;
  return null;
}

/** The predicate's stem: 성공하 for 성공할, 누 for 누워 (as the analyser gives the lemma: 눕). */
export function stemOfToken(ctx: Context, t: Token): string | null {
  const ms = ctx.morphsIn(t.coreStart, t.coreEnd);
  const i = ms.findIndex((m) => isMainPredicateTag(m.first));
  if (i < 0) return null;
  if ((ms[i] as Morph).first === POS.copula) return '이';
  const v = ms[i] as Morph;
  const stem = ctx.models?.analyzer.parts(v)[0]?.surface ?? v.surface;
  if (isSuffixTag(v.first)) {
    const noun = ms[i - 1];
    return noun ? `${noun.surface}${stem}` : null;
  }
  return stem;
}
