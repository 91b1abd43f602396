import { type Context, type Rule, type Token, tokenRule } from '../context.ts';
import { compose, decompose, isAllHangul, withParticle } from '../hangul.ts';
import { wordScore } from '../lm/syllable-lm.ts';
import {
  LM_MARGIN,
  fixReadsBetter,
  isKnownNoun,
  isNameOrForeign,
  wordAnalysisOf,
} from './analysis-gates.ts';

/**
 * Unknown words, through the dictionary, with strong filters. Raw hunspell rejects about
 * 12% of correct Korean words, so a rejection alone is never reported. A word is flagged only
 * when (1) the dictionary rejects it, (2) exactly one variant produced by one of a few
 * well-known confusions (ㅐ/ㅔ, ㅚ/ㅙ/ㅞ, final -이/-히, final ㅅ/ㄷ/ㅆ) is known, and (3) the word
 * is plain Hangul of at least two syllables outside names, code, URLs and the like.
 */

const MEDIAL_AE = 1;
const MEDIAL_E = 5;
const MEDIAL_OE = 11;
const MEDIAL_WAE = 10;
const MEDIAL_WE = 15;
const FINAL_S = 19;
const FINAL_SS = 20;
const FINAL_D = 7;

const MEDIAL_SWAPS: Record<number, number[]> = {
  [MEDIAL_AE]: [MEDIAL_E],
  [MEDIAL_E]: [MEDIAL_AE],
  [MEDIAL_OE]: [MEDIAL_WAE, MEDIAL_WE],
  [MEDIAL_WAE]: [MEDIAL_OE],
  [MEDIAL_WE]: [MEDIAL_OE],
};
const FINAL_SWAPS: Record<number, number[]> = {
  [FINAL_S]: [FINAL_D, FINAL_SS],
  [FINAL_D]: [FINAL_S],
  [FINAL_SS]: [FINAL_S],
};

function* variants(word: string): Generator<string> {
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    const parts = decompose(chars[i]);
    if (!parts) continue;
    const [ini, med, fin] = parts;
    for (const m of MEDIAL_SWAPS[med] ?? []) {
      yield [...chars.slice(0, i), compose(ini, m, fin), ...chars.slice(i + 1)].join('');
    }
    for (const f of FINAL_SWAPS[fin] ?? []) {
      yield [...chars.slice(0, i), compose(ini, med, f), ...chars.slice(i + 1)].join('');
    }
  }
  const last = chars[chars.length - 1];
  const stem = chars.slice(0, -1).join('');
  if (last === '히') yield `${stem}이`;
  if (last === '이') yield `${stem}히`;
}

/**
 * Variants the syllable model finds clearly more ordinary than the word and the analyser
 * accepts, or null without models.
 */
function plausibleVariants(ctx: Context, core: string): string[] | null {
  const lm = ctx.models?.lm;
  if (!lm) return null;
  const base = wordScore(lm, core);
  const out: string[] = [];
  for (const v of variants(core))
    if (v !== core && !out.includes(v) && wordScore(lm, v) - base >= LM_MARGIN) out.push(v);
  // ... and that the analyser reads as ordinary words (fixReadsBetter's first test).
  return out.filter((v) => fixReadsBetter(ctx, core, v));
}

/** Words the gate must never touch even if the dictionary does not know them. */
function looksLikeName(token: Token, ctx: Context): boolean {
  const next = ctx.tokens[token.index + 1]?.core ?? '';
  // 김민수 씨, 박지영 님, 이 대리: a title after the word marks a name.
  return /^(씨|님|군|양|선생|선생님|대리|과장|팀장|부장|사장|교수|기자|작가|대표)/.test(next);
}

const VERB_ENDINGS = ['게', '고', '지', '면', '서', '며', '니', '네', '자', '기', '도', '는', '던'];

/** True when the word is a plain verb stem + a common ending and the dictionary knows stem+다. */
function knownInflection(core: string, ctx: Context): boolean {
  for (const e of VERB_ENDINGS) {
    if (
      core.length > e.length &&
      core.endsWith(e) &&
      ctx.spell(`${core.slice(0, -e.length)}다`) === true
    )
      return true;
  }
  return false;
}

export const dictionarySpelling: Rule = tokenRule(
  'spelling.dictionary',
  'SPELLING',
  5,
  (token, ctx) => {
    if (!ctx.hasDictionary) return null;
    const core = token.core;
    if (core.length < 2 || !isAllHangul(core)) return null;
    // With the syllable model, only variants that read clearly better are worth a dictionary
    // lookup (each costs microseconds of WebAssembly; random text would make thousands).
    const plausible = plausibleVariants(ctx, core);
    if (plausible && plausible.length === 0) return null;
    if (ctx.spell(core) !== false) return null;
    if (looksLikeName(token, ctx) || knownInflection(core, ctx)) return null;
    // The analyser knows names, loanwords and nouns hunspell lacks (인디애나, 비대면, 개들은),
    // and an adnominal form before the dependent noun 데 (주장한데 is 주장한 데, not 주장한대).
    const morphs = wordAnalysisOf(ctx, token.coreStart, token.coreEnd);
    if (morphs && (isNameOrForeign(morphs) || isKnownNoun(morphs))) return null;
    if (morphs?.some((m, i) => m.surface === '데' && morphs[i - 1]?.last === 'ETM')) return null;
    const known = new Set<string>();
    for (const v of plausible ?? variants(core)) {
      if (v !== core && ctx.spell(v) === true) known.add(v);
      if (known.size > 1) return null;
    }
    const [suggestion] = [...known];
    if (!suggestion || !fixReadsBetter(ctx, core, suggestion)) return null;
    return {
      start: token.coreStart,
      end: token.coreEnd,
      suggestions: [suggestion],
      message: {
        ko: `${withParticle(`‘${core}’`, '은', '는')} 사전에 없는 말입니다. ${withParticle(`‘${suggestion}’`, '을', '를')} 잘못 적은 것 같습니다.`,
        en: `“${core}” is not in the dictionary; it looks like a misspelling of “${suggestion}”.`,
      },
      reference: null,
    };
  },
);
