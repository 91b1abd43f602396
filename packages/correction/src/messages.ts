/**
 * The engine's messages, in Korean and English, keyed by rule id (and `rule-id.variant` where a
 * rule says different things): data files in src/data/messages/, one per rule family, which a
 * linguist edits without touching TypeScript.
 *
 * A message is a template: `{name}` is replaced by the value the rule passes, and in Korean a
 * two-form particle right after a placeholder (`‘{original}’은(는)`, `{word}(으)로`) takes the
 * form the word's sound calls for (`resolveParticles`, the rule the whole product uses), so a
 * message never shows 은(는). Static text writes its own particle.
 */
import type { Message } from './types.ts';
import { PARTICLE_MARKER, resolveMarker } from './korean-particles.ts';
import contextWords from './data/messages/context-words.json' with { type: 'json' };
import grammar from './data/messages/grammar.json' with { type: 'json' };
import lexicon from './data/messages/lexicon.json' with { type: 'json' };
import loanwords from './data/messages/loanwords.json' with { type: 'json' };
import numerals from './data/messages/numerals.json' with { type: 'json' };
import particles from './data/messages/particles.json' with { type: 'json' };
import particlePredicate from './data/messages/particle-predicate.json' with { type: 'json' };
import punctuation from './data/messages/punctuation.json' with { type: 'json' };
import saisiot from './data/messages/saisiot.json' with { type: 'json' };
import spelling from './data/messages/spelling.json' with { type: 'json' };
import style from './data/messages/style.json' with { type: 'json' };
import spacingAdnominalNoun from './data/messages/spacing-adnominal-noun.json' with { type: 'json' };
import spacingAuxiliaries from './data/messages/spacing-auxiliaries.json' with { type: 'json' };
import spacingCompounds from './data/messages/spacing-compounds.json' with { type: 'json' };
import spacingCounters from './data/messages/spacing-counters.json' with { type: 'json' };
import spacingDependentNouns from './data/messages/spacing-dependent-nouns.json' with { type: 'json' };
import spacingJoinedForms from './data/messages/spacing-joined-forms.json' with { type: 'json' };
import spacingNegation from './data/messages/spacing-negation.json' with { type: 'json' };
import spacingParticles from './data/messages/spacing-particles.json' with { type: 'json' };
import spacingRunTogether from './data/messages/spacing-run-together.json' with { type: 'json' };
import spacingSuffixVerbs from './data/messages/spacing-suffix-verbs.json' with { type: 'json' };
import spacingTimeNouns from './data/messages/spacing-time-nouns.json' with { type: 'json' };
import spacingWhitespace from './data/messages/spacing-whitespace.json' with { type: 'json' };
import spacingModel from './data/messages/spacing-model.json' with { type: 'json' };
import spellingTypo from './data/messages/spelling-typo.json' with { type: 'json' };
import typing from './data/messages/typing.json' with { type: 'json' };

export type MessageCatalog = Readonly<Record<string, Message>>;

/** Every family's messages in one catalog (a key may appear in one file only). */
export const MESSAGES: MessageCatalog = merge([
  contextWords,
  grammar,
  lexicon,
  loanwords,
  numerals,
  particles,
  particlePredicate,
  punctuation,
  saisiot,
  spelling,
  style,
  spacingAdnominalNoun,
  spacingAuxiliaries,
  spacingCompounds,
  spacingCounters,
  spacingDependentNouns,
  spacingJoinedForms,
  spacingNegation,
  spacingParticles,
  spacingRunTogether,
  spacingSuffixVerbs,
  spacingTimeNouns,
  spacingWhitespace,
  spacingModel,
  spellingTypo,
  typing,
]);

function merge(files: readonly Record<string, Message>[]): MessageCatalog {
  const out: Record<string, Message> = {};
  for (const file of files)
    for (const [key, message] of Object.entries(file)) {
      if (key in out) throw new Error(`message ${key} is defined twice`);
      out[key] = message;
    }
  return out;
}

export type MessageParams = Readonly<Record<string, string | number>>;

/** A placeholder or a two-form particle of a template. */
const PART = new RegExp(`\\{([a-zA-Z]+)\\}|${PARTICLE_MARKER.source}`, 'g');

/**
 * Fill a template: placeholders take their values, and each two-form particle the template
 * writes takes the form the text before it calls for. Markers inside a value (the member's own
 * text) are left as typed.
 */
function fill(template: string, params: MessageParams | undefined, key: string, ko: boolean) {
  if (!template.includes('{') && !(ko && template.includes('('))) return template;
  let out = '';
  let at = 0;
  for (const m of template.matchAll(PART)) {
    out += template.slice(at, m.index);
    at = m.index + m[0].length;
    const name = m[1];
    if (name === undefined) {
      out += ko ? resolveMarker(out, m[0]) : m[0];
      continue;
    }
    const value = params?.[name];
    if (value === undefined) throw new Error(`message ${key}: no value for {${name}}`);
    out += String(value);
  }
  return out + template.slice(at);
}

/** The message `key` in both languages, with `params` filled in (throws for an unknown key). */
export function message(key: string, params?: MessageParams): Message {
  const template = MESSAGES[key];
  if (!template) throw new Error(`message ${key} is not in the catalog (src/data/messages/)`);
  return { ko: fill(template.ko, params, key, true), en: fill(template.en, params, key, false) };
}
