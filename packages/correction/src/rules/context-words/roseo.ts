/**
 * (으)로서 (a capacity: 학생으로서, 관리자로서) and (으)로써 (a means: 대화로써, 노력함으로써),
 * decided by the noun before the particle (a person, a part, a means), the predicate after it
 * (acting in a capacity) and the train part's counts of the noun with each particle.
 */
import { POS, isNominalWordTag } from '../../analysis/pos.ts';
import type { Morph } from '../../analysis/analyzer.ts';
import type { Context, Token } from '../../context.ts';
import { message } from '../../messages.ts';
import type { Finding } from '../../types.ts';
import { REF } from '../references.ts';
import { headOf, nextPredicate, stemOfToken } from './clause.ts';
import { CORPUS_ONLY, count, push, setOf, words } from './shared.ts';

/** Nouns of person and status: (으)로서 (capacity) after them. */
const PERSON_NOUNS = setOf(words.personNouns);
/** The last part of a compound noun that makes it a person: 관리자, 예술가, 직장인, 회사원. */
const PERSON_SUFFIXES = setOf(words.personSuffixes);
/** Nouns of means: (으)로써 after them (대화로써 해결하다). */
const MEANS_NOUNS = setOf(words.meansNouns);
/** Predicates of acting in a capacity (X로서 행동하다, 기능하다, 존재하다). */
const CAPACITY_STEMS = setOf(words.capacityStems);
/** Nouns of a part or a point of view: (으)로서 (하나로서, 현재로서는). */
const PART_NOUNS = setOf(words.partNouns);

/** The person nouns, for the teaching cue of 가리키다 (X는 Y를 가리킨다). */
export const isPersonNoun = (head: string): boolean =>
  head === '그' || PERSON_NOUNS.has(head) || PERSON_SUFFIXES.has(head);

type Particle = '로서' | '로써';

/**
 * Whether the noun before the particle calls for the other one (or null: leave the word):
 * person and part nouns take 로서, means nouns 로써, a predicate of capacity 로서, and the
 * counts decide the rest.
 */
function nounWantsOther(
  ctx: Context,
  token: Token,
  noun: Morph,
  written: Particle,
  then: string | undefined,
): boolean | null {
  if (!isNominalWordTag(noun.pos) || noun.start !== token.coreStart) return null;
  // A dependent noun (것, 바, 데) takes its role from the clause before it, which the counts of
  // the noun cannot tell: 쓰는 것으로써 (by using) and 있는 것으로서 (as something that is) are
  // both right.
  if (noun.pos === POS.boundNoun) return null;
  const other: Particle = written === '로서' ? '로써' : '로서';
  const whole = noun.surface;
  const head = headOf(ctx, noun);
  const person =
    PERSON_NOUNS.has(whole) ||
    PART_NOUNS.has(whole) ||
    (whole !== head && (PERSON_SUFFIXES.has(head) || PERSON_NOUNS.has(head)));
  const means = MEANS_NOUNS.has(whole);
  const w = count(written, 'n', whole);
  const o = count(other, 'n', whole);
  if (w >= 2 && w >= o) return null;
  const predicate = written === '로써' && then !== '의' ? nextPredicate(ctx, token.index, 1) : null;
  const stem = predicate ? stemOfToken(ctx, predicate) : null;
  let wantsOther: boolean;
  if (written === '로써' && then === '의')
    wantsOther = !means; // 학생으로써의 -> 학생으로서의
  else if (person !== means) wantsOther = other === '로서' ? person : means;
  // Acting in a capacity: 소유주로써 행동하다, 화폐로써 기능하다 (로서).
  else if (stem && CAPACITY_STEMS.has(stem)) wantsOther = !means;
  else wantsOther = o >= CORPUS_ONLY && o >= 4 * w;
  // 대화로서의 (as a conversation): the capacity reading is possible there.
  if (other === '로써' && then === '의') wantsOther = false;
  return wantsOther;
}

/** (으)로써 -> (으)로서 after a person or capacity, (으)로서 -> (으)로써 after a means. */
export function roseo(ctx: Context, token: Token, out: Finding[]): void {
  const ms = ctx.morphsIn(token.coreStart, token.coreEnd);
  const idx = ms.findIndex(
    (m) => m.pos === POS.adverbialParticle && /^(으로|로)(서|써)$/.test(m.surface),
  );
  if (idx <= 0) return;
  const p = ms[idx] as Morph;
  const noun = ms[idx - 1] as Morph;
  if (noun.unknown || noun.pos === POS.properNoun) return;
  const written: Particle = p.surface.endsWith('서') ? '로서' : '로써';
  let whole = noun.surface;
  let wantsOther: boolean | null;
  if (noun.last === POS.nominalEnding) {
    // -ㅁ으로써 (by doing): 함으로써, 맡겨 둠으로써; -ㅁ으로서 is not used.
    wantsOther = written === '로서';
    whole = ctx.text.slice(token.coreStart, p.start);
  } else wantsOther = nounWantsOther(ctx, token, noun, written, ctx.text[p.end]);
  if (!wantsOther) return;
  const capacity = written === '로써';
  push(
    out,
    ctx,
    p.end - 1,
    p.end,
    capacity ? '서' : '써',
    message(capacity ? 'grammar.context-word.capacity' : 'grammar.context-word.means', {
      noun: whole,
    }),
    REF.homophones,
  );
}
