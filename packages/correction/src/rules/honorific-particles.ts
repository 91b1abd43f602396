/**
 * Honorific and animate particles on things (issue 34 §3): 께서 is the honorific subject
 * particle and 에게, 께 the dative of people and animals; a thing, an event or an idea takes
 * 이/가 and 에 (회의께서 열린다 -> 회의가 열린다, 결정에게 따르다 -> 결정에 따르다).
 *
 * Animacy is data: a list of abstract and event nouns (src/data/rules/honorific-particles.json)
 * that are never people and are not personified in prose, as the head of the word (운영회의께서
 * counts: Korean compounds end in their head); and, as whole words, the common nouns the train
 * corpus writes with 에 and never with 에게, 한테, 께 or 께서 (inanimate-nouns.json, built by
 * scripts/build-inanimate-nouns.ts), less those the hand list excludes. Organisations (정부, 회사), animals and things
 * people talk to (컴퓨터에게, 꽃에게) are left out of the list: 에게 on them is usual or a figure.
 */
import { type Context, type Rule, tokenRule } from '../context.ts';
import { hasFinal } from '../hangul.ts';
import { message } from '../messages.ts';
import { REF } from './references.ts';
import words from '../data/rules/honorific-particles.json' with { type: 'json' };
import derived from '../data/rules/inanimate-nouns.json' with { type: 'json' };

/** The hand-picked heads: a word ending in one counts (운영회의). */
const HEADS = [...words.inanimateNouns].sort((a, b) => b.length - a.length);
/** The nouns read off the corpus (never with 에게 there), as whole words. */
const EXCLUDED: ReadonlySet<string> = new Set(words.notInanimate);
const WHOLE: ReadonlySet<string> = new Set(derived.nouns.filter((n) => !EXCLUDED.has(n)));
/** Nouns that also name a body of people (회의: a council): only 께서 is flagged on them. */
const SUBJECT_ONLY: ReadonlySet<string> = new Set(words.subjectOnly);
/** The particle as written (with 는, 도, 만 after it) and what a thing takes instead. */
const PARTICLE = /^(.*?)(께서|에게서|에게|께)(는|도|만)?$/;

function replacement(noun: string, particle: string, after: string): string {
  if (particle === '께서') {
    if (after !== '') return after === '는' ? (hasFinal(noun.at(-1)) ? '은' : '는') : after;
    return hasFinal(noun.at(-1)) ? '이' : '가';
  }
  return (particle === '에게서' ? '에서' : '에') + after;
}

/** The thing the noun names: itself, or the hand-picked head it ends in (null: not a thing). */
function headOf(noun: string, ctx: Context, start: number): string | null {
  if (WHOLE.has(noun) || HEADS.includes(noun)) return noun;
  const head = HEADS.find((n) => noun.endsWith(n));
  if (head === undefined || !ctx.models) return null;
  // The head must be the word's last noun as the analyser reads it (not 항 + 공사 in 항공사).
  const last = ctx.morphsIn(start, start + noun.length).at(-1);
  return last?.surface === head && last.end === start + noun.length ? head : null;
}

export const honorificParticleRule: Rule = tokenRule('grammar.honorific-particle', (token, ctx) => {
  const m = PARTICLE.exec(token.core);
  if (!m) return null;
  const [, noun = '', particle = '', after = ''] = m;
  if (!/^[가-힣]{2,}$/.test(noun)) return null;
  const head = headOf(noun, ctx, token.coreStart);
  if (head === null || (particle !== '께서' && SUBJECT_ONLY.has(head))) return null;
  const fixed = noun + replacement(noun, particle, after);
  return {
    start: token.coreStart,
    end: token.coreEnd,
    suggestions: [fixed],
    message: message(
      particle === '께서' ? 'grammar.honorific-particle.subject' : 'grammar.honorific-particle',
      { original: token.core, fixed, particle },
    ),
    reference: REF.dict(particle === '께서' ? '께서' : '에게'),
  };
});
