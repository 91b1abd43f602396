/**
 * Particle agreement: 을/를, 은/는, 이/가, 과/와 and (으)로 after the word's last sound (사람를 ->
 * 사람을, 학교으로 -> 학교로). Gated by the dictionary (the word as written is unknown, the fixed
 * one known) and the analysis (the ending reads as that particle after a common noun). The pairs
 * and the words that only look wrong are data (src/data/rules/particles.json).
 */
import { type Context, type Rule, tokenRule } from '../context.ts';
import { FINAL_RIEUL, isAllHangul } from '../hangul.ts';
import { analysisOf, endsInParticle } from './analysis-gates.ts';
import { message } from '../messages.ts';
import { REF } from './references.ts';
import words from '../data/rules/particles.json' with { type: 'json' };

/** A particle's two forms: after a final consonant, after a vowel. */
interface Pair {
  /** Form used after a final consonant. */
  consonant: string;
  /** Form used after a vowel. */
  vowel: string;
  /** Whether the wrong form can be flagged without a dictionary. */
  safeWithoutDictionary: { consonant: boolean; vowel: boolean };
}

const PAIRS: readonly Pair[] = words.pairs;

/** Words that end like a wrongly chosen particle but are correct as they stand. */
const LEXICAL: ReadonlySet<string> = new Set(words.lexical);

function expectedParticle(ctx: Context, core: string, pair: Pair): string | null {
  // The consonant form first, then the vowel form (no array of the two per word and pair).
  let wrong: string;
  if (core.endsWith(pair.consonant) && core.length > pair.consonant.length) wrong = pair.consonant;
  else if (core.endsWith(pair.vowel) && core.length > pair.vowel.length) wrong = pair.vowel;
  else return null;
  // The word is all Hangul (the rule's only caller checks), so the part before the particle
  // is too: its last syllable is read by code and the part is cut only for the dictionary.
  const f = (core.charCodeAt(core.length - wrong.length - 1) - 0xac00) % 28;
  // With 으로/로, a final ㄹ behaves like a vowel (서울로).
  const takesVowelForm = pair.vowel === '로' ? f === 0 || f === FINAL_RIEUL : f === 0;
  const correct = takesVowelForm ? pair.vowel : pair.consonant;
  if (wrong === correct) return null;
  if (LEXICAL.has(core)) return null;
  const safe =
    wrong === pair.vowel ? pair.safeWithoutDictionary.vowel : pair.safeWithoutDictionary.consonant;
  const known = ctx.spell(core);
  if (known === true) return null;
  if (known === null) return safe ? correct : null;
  // Dictionary gate: the word as written is unknown and the corrected form is known.
  return ctx.spell(core.slice(0, core.length - wrong.length) + correct) === true ? correct : null;
}

const particleAgreement = tokenRule('grammar.particle-agreement', (token, ctx) => {
  const core = token.core;
  if (core.length < 2 || !isAllHangul(core)) return null;
  for (const pair of PAIRS) {
    const correct = expectedParticle(ctx, core, pair);
    if (!correct) continue;
    const wrong = [pair.consonant, pair.vowel].find((p) => p !== correct && core.endsWith(p)) ?? '';
    if (pair.vowel === '로' && wrong === '로') {
      const next = ctx.tokens[token.index + 1];
      if (next && /^\d/.test(next.core)) return null; // 종로 1가, 테헤란로 123: road names
    }
    // The analysis must read the ending as that particle after a common noun: not a name
    // (레이, 마리나 베이), a noun of its own (상담가) or a verb (수학여행가!, 안와).
    const morphs = analysisOf(ctx, token.coreStart, token.coreEnd);
    if (morphs && !endsInParticle(morphs, wrong, wrong !== '이')) return null;
    return {
      start: token.coreEnd - wrong.length,
      end: token.coreEnd,
      suggestions: [correct],
      message: message(
        correct === pair.consonant
          ? 'grammar.particle-agreement.after-consonant'
          : 'grammar.particle-agreement.after-vowel',
        { particle: correct },
      ),
      reference: REF.dict(correct),
    };
  }
  return null;
});

export const particleRules: Rule[] = [particleAgreement];
