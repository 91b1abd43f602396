/**
 * The confusable verbs of the context-word rule (붙이다/부치다, 가리키다/가르치다, 낫다/낳다,
 * 매다/메다), each decided from the analysis of the clause before it: a cue for the other verb
 * (hand-written collocations from the dictionary senses, src/data/rules/context-words.json) and
 * none for the verb as written, and the train part must not show the written verb with that
 * context noun (src/data/context-stats.json, scripts/build-context-stats.ts): when it does at
 * least twice, and at least as often as the other verb, the rule stays silent. A corpus
 * collocation alone (the other verb at least `CORPUS_ONLY` times with the noun, the written one
 * never) is also strong evidence.
 */
import { POS } from '../../analysis/pos.ts';
import type { Context, Token } from '../../context.ts';
import { message } from '../../messages.ts';
import type { Finding, Message } from '../../types.ts';
import { anyOf } from '../patterns.ts';
import { REF } from '../references.ts';
import { type ClauseCue, type Relation, clauseBefore, cueOf, isPunctEnd } from './clause.ts';
import { isPersonNoun } from './roseo.ts';
import { CORPUS_ONLY, count, push, setOf, words } from './shared.ts';
import { type VerbForm, verbFormOf } from './verb-forms.ts';

type CueTable = Partial<Record<Relation, ReadonlySet<string>>>;

/**
 * The collocations that call for each verb (표준국어대사전 senses and their examples): nouns
 * that go with one verb of the pair and not the other, by relation.
 */
const VERB_CUES: Readonly<Record<string, CueTable>> = Object.fromEntries(
  Object.entries(words.verbCues as Record<string, Record<string, string[]>>).map(
    ([verb, relations]) => [
      verb,
      Object.fromEntries(Object.entries(relations).map(([rel, nouns]) => [rel, setOf(nouns)])),
    ],
  ),
);

/** Each verb's message key (what it means) and the norm its finding cites. */
const VERBS: Readonly<Record<string, { meaning: string; reference: string }>> = {
  부치다: { meaning: 'buchida', reference: REF.homophones },
  붙이다: { meaning: 'butida', reference: REF.homophones },
  가리키다: { meaning: 'garikida', reference: REF.dict('가리키다') },
  가르치다: { meaning: 'gareuchida', reference: REF.dict('가르치다') },
  낫다: { meaning: 'natda', reference: REF.dict('낫다') },
  낳다: { meaning: 'nahda', reference: REF.dict('낳다') },
  매다: { meaning: 'maeda', reference: REF.dict('매다') },
  메다: { meaning: 'meda', reference: REF.dict('메다') },
};

/** A cue of the table for the clause: the first relation that names one of its nouns. */
function cueIn(table: CueTable | undefined, clause: readonly ClauseCue[]): ClauseCue | null {
  if (!table) return null;
  for (const c of clause) {
    const nouns = table[c.rel];
    if (!nouns) continue;
    if (nouns.has('*') || nouns.has(c.head) || nouns.has(c.noun)) return c;
  }
  return null;
}

export interface Verdict {
  /** The context word that decided it (a noun, an adverb). */
  cue: ClauseCue | null;
  source: 'rule' | 'corpus';
}

/**
 * Decide between the written word and the other from the clause: a cue for the other word and
 * none for the written one, and no corpus evidence for the written one with the cue's noun.
 */
export function decide(
  written: string,
  other: string,
  clause: readonly ClauseCue[],
): Verdict | null {
  // The written word has a cue of its own in this clause: the writer meant it.
  if (cueIn(VERB_CUES[written], clause)) return null;
  for (const c of clause) {
    const w = count(written, c.rel, c.head);
    const o = count(other, c.rel, c.head);
    if (w >= 2 && w >= o) return null;
  }
  const cue = cueIn(VERB_CUES[other], clause);
  if (cue) {
    const w = count(written, cue.rel, cue.head);
    return w === 0 || count(other, cue.rel, cue.head) >= 4 * w ? { cue, source: 'rule' } : null;
  }
  for (const c of clause)
    if (
      (c.rel === 'obj' || c.rel === 'loc') &&
      count(other, c.rel, c.head) >= CORPUS_ONLY &&
      count(written, c.rel, c.head) === 0
    )
      return { cue: c, source: 'corpus' };
  return null;
}

/** What the verb meant means, after the context word that called for it where there is one. */
function verbMessage(lemma: string, other: string, cue: ClauseCue | null): Message {
  const meaning = message(`grammar.context-word.meaning.${VERBS[other]?.meaning}`);
  if (!cue) return meaning;
  const word = cue.noun || cue.head;
  const withCue = message('grammar.context-word.with-cue', { word, lemma, other });
  return { ko: `${withCue.ko} ${meaning.ko}`, en: `${withCue.en} ${meaning.en}` };
}

/** 낳다 read as "better" only in an adjective-like form, without an object or a number. */
const COMPARATIVE_NAH = /^낳(다|아|네|은|을|지|겠|습니다|죠|으니|으면)/;
/** Words of counting: 아이를 하나 낳다 is a birth. */
const BIRTH_COUNTS = new RegExp(`^(${anyOf(words.birthCounts)})$`);
/** 게, 것이, 편이 ... before 낫다: -는 게 낫다, -는 편이 낫다. */
const BETTER_NOUNS = new RegExp(`^(${anyOf(words.betterNouns)})$`);
const LANGUAGES = setOf(words.languages);
const SCHOOLS = setOf(words.schools);
/** 낫다 takes no object: an object before these forms means 낳다 (오해를 낫는다, 위기를 나은). */
const TRANSITIVE_NAT = /^(낫는|낫고|나았|나은|나을|낫습|나아)/;
/** 가리키다 "refers to" (X를 가리키는 말): any object goes, so no teaching cue there. */
const REFERS_TO = new RegExp(`^(${anyOf(words.refersTo)})`);

/** The word is a form of 낳다 with 낳다 written among the eight words before it. */
const nahBefore = (ctx: Context, token: Token, counted: (t: Token) => boolean): boolean =>
  ctx.tokens.slice(Math.max(0, token.index - 8), token.index).some(counted);

/**
 * The clause before a verb; for 낳다, its adverbs and comparatives (훨씬, -보다) count only
 * where the form reads as "better" with no birth nearby: no object, no count, no other 낳다
 * (아이를 하나 낳았지만 더 이상 낳을 수는 없다).
 */
function clauseOf(ctx: Context, token: Token, form: VerbForm): ClauseCue[] {
  const clause = clauseBefore(ctx, token.index);
  if (form.lemma !== '낳다') return clause;
  const counted = nahBefore(
    ctx,
    token,
    (t) =>
      BIRTH_COUNTS.test(t.core) ||
      (/^낳/.test(t.core) && t !== token) ||
      (cueOf(ctx, t)?.rel === 'obj' && VERB_CUES['낳다']?.obj?.has(cueOf(ctx, t)?.head ?? '')) ===
        true,
  );
  if (!COMPARATIVE_NAH.test(token.core) || counted || clause.some((c) => c.rel === 'obj'))
    return clause.filter((c) => c.rel !== 'adv' && c.rel !== 'cmp');
  return clause;
}

/**
 * 가리키다 for 가르치다: 'leave' where the word must stay (X를 가리키는 말, a subject that is no
 * person), teaching where a language of instruction or a school and nothing pointed at is in the
 * clause (영어로 가리킨다, 학교에서 가리키고), or null.
 */
function teachingVerdict(
  ctx: Context,
  token: Token,
  clause: readonly ClauseCue[],
): Verdict | 'leave' | null {
  const next = ctx.tokens[token.index + 1];
  if (next && REFERS_TO.test(next.core)) return 'leave';
  // X는 Y를 가리킨다 (a definition): only a person as subject leaves teaching possible.
  if (clause.some((c) => c.rel === 'subj' && !isPersonNoun(c.head))) return 'leave';
  // (Not an adnominal form: 가리킨 곳 has its object after it.)
  const adnominal =
    ctx.morphsIn(token.coreStart, token.coreEnd).at(-1)?.last === POS.adnominalEnding;
  const teaching = clause.find(
    (c) => (c.rel === 'ins' && LANGUAGES.has(c.head)) || (c.rel === 'at' && SCHOOLS.has(c.head)),
  );
  if (
    teaching &&
    !adnominal &&
    !cueIn(VERB_CUES['가리키다'], clause) &&
    !clause.some(
      (c) => c.rel === 'obj' || c.rel === 'loc' || (c.rel === 'ins' && !LANGUAGES.has(c.head)),
    )
  )
    return { cue: teaching, source: 'rule' };
  return null;
}

/** 낳다 for 낫다 after -는 게, -는 편이 (하는게 낳지요), with no other 낳다 before it. */
function betterVerdict(ctx: Context, token: Token): Verdict | null {
  if (!COMPARATIVE_NAH.test(token.core)) return null;
  const prev = ctx.tokens[token.index - 1];
  const prev2 = ctx.tokens[token.index - 2];
  if (
    prev &&
    !isPunctEnd(prev.text) &&
    (/[는은던]게$/.test(prev.core) ||
      (BETTER_NOUNS.test(prev.core) && prev2 && /[는은던]$/.test(prev2.core))) &&
    !nahBefore(ctx, token, (t) => /^낳/.test(t.core))
  )
    return { cue: null, source: 'rule' };
  return null;
}

/** 부쳐 넣다 for 붙여 넣다 (paste). */
function pasteVerdict(token: Token, next: Token | undefined): Verdict | null {
  if (next && /^넣/.test(next.core) && token.text === token.core && /^부쳐$/.test(token.core))
    return { cue: null, source: 'rule' };
  if (/^부쳐넣/.test(token.core)) return { cue: null, source: 'rule' };
  return null;
}

/** 낫다 with an object of its own is 낳다, unless the object is an illness (병을 낫게 하다). */
function objectVerdict(token: Token, clause: readonly ClauseCue[]): Verdict | null {
  const object = clause.find((c) => c.rel === 'obj');
  if (
    object &&
    TRANSITIVE_NAT.test(token.core) &&
    !clause.some((c) => c.rel === 'adv' || c.rel === 'cmp') &&
    !VERB_CUES['낫다']?.subj?.has(object.head) &&
    !/(다고|다며|다는|게|지)$/.test(token.core) &&
    count('낫다', 'obj', object.head) < 2
  )
    return { cue: object, source: 'rule' };
  return null;
}

/** The confusable verb of the word, corrected to the other where its clause calls for it. */
export function verbs(ctx: Context, token: Token, out: Finding[]): void {
  const form = verbFormOf(ctx, token);
  if (!form) return;
  const clause = clauseOf(ctx, token, form);
  let verdict: Verdict | null = null;
  if (form.lemma === '가리키다') {
    const teaching = teachingVerdict(ctx, token, clause);
    if (teaching === 'leave') return;
    verdict = teaching;
  }
  if (form.lemma === '낳다' && !verdict) verdict = betterVerdict(ctx, token);
  if (form.lemma === '부치다') verdict = pasteVerdict(token, ctx.tokens[token.index + 1]);
  if (!verdict && form.lemma === '낫다') verdict = objectVerdict(token, clause);
  if (!verdict && clause.length > 0) verdict = decide(form.lemma, form.other, clause);
  if (!verdict) return;
  push(
    out,
    ctx,
    form.start,
    form.end,
    form.replacement,
    verbMessage(form.lemma, form.other, verdict.cue),
    VERBS[form.other]?.reference ?? REF.homophones,
  );
}
