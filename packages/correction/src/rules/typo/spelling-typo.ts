/**
 * `spelling.typo`: noisy-channel spelling (issue 13). A Hangul word of two or more syllables
 * that hunspell does not know and that has a syllable trigram the train corpus never had
 * (suspect.ts) gets candidates one typo (2-beolsik keys, key-typos.ts) or up to three rules of
 * pronunciation (pronunciation.ts) away; the best candidate is suggested when the decision
 * model is confident (decision.ts; fitted by scripts/fit-typo-model.ts). The former
 * spelling.dictionary test (confusion.ts) remains as a second way. Names and foreign words (in
 * the analysis) and words the analyser reads at no more cost than the fix need overwhelming
 * evidence; words before a title (김민수 씨), words repeated in the text, protected text, -ㄴ 데
 * (주장한데), a fix that only changes a Sino-Korean suffix after a noun (구조체) and an adnominal
 * fix with no word after it (만듬) are left alone, and so is a fix the contextual language model
 * reads far less likely in the sentence than the word as written. At most `maxWords` words per check, within
 * the time budget.
 */
import type { Analyzer, Morph } from '../../analysis/analyzer.ts';
import { POS, isNounTag } from '../../analysis/pos.ts';
import { type Context, type Rule, type Token, pushFinding } from '../../context.ts';
import parameters from '../../data/rule-parameters.json' with { type: 'json' };
import words from '../../data/rules/spelling-typo.json' with { type: 'json' };
import { message } from '../../messages.ts';
import { gainInContext, rankInContext } from '../../lm/in-context.ts';
import type { Finding, Message } from '../../types.ts';
import { REF } from '../references.ts';
import { confusionFix } from './confusion.ts';
import { type SpellingEnv, scoreWord, thresholdFor } from './decision.ts';
import type { EditKind } from './edits.ts';
import { typoSuspect, wordCounts } from './suspect.ts';

const CHOSEN = parameters['spelling.typo'].values;

/** One-syllable Sino-Korean suffixes and nouns that make nouns of nouns (구조체, 안정성, 사용예 ...). */
const SUFFIXES: ReadonlySet<string> = new Set(words.suffixes);

/** The message: a typo, an adverb's 이/히, a vowel that sounds alike, or a spelling by ear. */
export function typoMessage(word: string, fix: string, kinds: readonly EditKind[]): Message {
  const key = kinds.includes('typo')
    ? 'spelling.typo'
    : kinds.includes('ihi')
      ? 'spelling.typo.i-hi'
      : kinds.every((k) => k === 'vowel')
        ? 'spelling.typo.vowel'
        : 'spelling.typo.by-ear';
  return message(key, { word, fix });
}

/** The norm to cite: 제5항 for tensed consonants written out, 제1항 (어법에 맞도록) for the rest. */
export function typoReference(kinds: readonly EditKind[]): string | null {
  if (kinds.includes('typo') || kinds.length === 0) return null;
  if (kinds.includes('ihi')) return REF.ieHi;
  if (kinds.every((k) => k === 'vowel')) return null;
  if (kinds.every((k) => k === 'tensing')) return '한글 맞춤법 제5항';
  return '한글 맞춤법 제1항';
}

/**
 * The fix only changes a one-syllable Sino-Korean suffix the analyser reads after a noun of two
 * or more syllables: the word is a compound hunspell lacks (구조체 is no mistyped 구조에).
 */
function changesSuffix(analyzer: Analyzer, word: string, fix: string): boolean {
  if (fix.length !== word.length) return false;
  let at = -1;
  for (let i = 0; i < word.length; i++)
    if (word[i] !== fix[i]) {
      if (at >= 0) return false;
      at = i;
    }
  const morphs = analyzer.analyze(word);
  for (let k = 1; k < morphs.length; k++) {
    const m = morphs[k] as Morph;
    const before = morphs[k - 1] as Morph;
    if (
      m.start === at &&
      m.surface.length === 1 &&
      (m.pos === POS.commonNoun || m.pos === POS.nounSuffix) &&
      SUFFIXES.has(m.surface) &&
      isNounTag(before.pos) &&
      before.surface.length >= 2 &&
      !morphs.some((x) => x.unknown)
    )
      return true;
  }
  return false;
}

/** The word ends in an adnominal ending (-ㄴ, -는, -ㄹ, -던). */
function endsAdnominal(analyzer: Analyzer, word: string): boolean {
  const morphs = analyzer.analyze(word);
  return morphs[morphs.length - 1]?.last === POS.adnominalEnding;
}

/** A Hangul word follows in the same clause (no mark after this one). */
function nounFollows(ctx: Context, token: Token): boolean {
  const next = ctx.tokens[token.index + 1];
  return token.coreEnd === token.end && next !== undefined && /^[가-힣]/.test(next.text);
}

/** The fix of a suspect word and what produced it, or null. */
function fixOf(
  ctx: Context,
  token: Token,
  env: SpellingEnv,
  word: string,
  where: NonNullable<ReturnType<typeof typoSuspect>>,
): { fix: string; kinds: EditKind[] } | null {
  const scored = scoreWord(env, word, where);
  if (scored && scored.probability >= thresholdFor(where, scored)) {
    // The runners-up the sentence reads far likelier win over the best of the word alone.
    const top = scored.viable.slice(0, 3);
    const [chosen] = rankInContext(
      ctx,
      token.coreStart,
      token.coreEnd,
      top.map((c) => c.word),
      CHOSEN.contextRank,
    );
    const pick = top.find((c) => c.word === chosen) ?? scored;
    return { fix: pick.word, kinds: pick.kinds };
  }
  const confused = confusionFix(env, word);
  return confused ? { fix: confused.word, kinds: [confused.kind] } : null;
}

/**
 * The contextual language model reads the sentence with the fix far less likely than as
 * written: a name or a technical word the syllable model took for a typo (패키징 -> 패키지).
 */
function readsWorse(ctx: Context, token: Token, fix: string): boolean {
  const g = gainInContext(ctx, token.coreStart, token.coreEnd, fix);
  return g !== null && g.gain < -CHOSEN.contextVeto;
}

/** A misspelt word is not a noun and a particle to agree (인는 for 있는, not 인은). */
function dropParticleAgreement(out: Finding[], token: Token): void {
  for (let i = out.length - 1; i >= 0; i--) {
    const f = out[i] as Finding;
    if (
      f.ruleId === 'grammar.particle-agreement' &&
      f.offset >= token.coreStart &&
      f.offset + f.length <= token.coreEnd
    )
      out.splice(i, 1);
  }
}

export const noisyChannelSpelling: Rule = {
  id: 'spelling.typo',
  category: 'SPELLING',
  // Below the misspelling lexicon (9) and the curated tables (10), whose findings are more
  // specific when both fire; above the dictionary-free spacing guesses.
  run(ctx, out) {
    const models = ctx.models;
    if (!models || !ctx.hasDictionary) return;
    const env: SpellingEnv = { lm: models.lm, analyzer: models.analyzer, spell: ctx.spell };
    const repeats = wordCounts(ctx);
    let examined = 0;
    let words = 0;
    for (const token of ctx.tokens) {
      words++;
      const where = typoSuspect(ctx, token, repeats);
      if (!where) continue;
      if ((++examined & 7) === 0 && ctx.expired()) return;
      if (examined > CHOSEN.maxWords) return;
      // Most words suspect: random syllables or another language, not prose with typos.
      if (examined >= CHOSEN.notProseSuspects && examined > words * CHOSEN.notProseShare) return;
      const word = token.core;
      const found = fixOf(ctx, token, env, word, where);
      if (found === null || changesSuffix(models.analyzer, word, found.fix)) continue;
      const { fix, kinds } = found;
      // An adnominal ending needs a noun after it: 백업을 만듬 (만듦) is no mistyped 만든.
      if (endsAdnominal(models.analyzer, fix) && !nounFollows(ctx, token)) continue;
      if (readsWorse(ctx, token, fix)) continue;
      dropParticleAgreement(out, token);
      pushFinding(
        out,
        noisyChannelSpelling,
        token.coreStart,
        word.length,
        [fix],
        typoMessage(word, fix, kinds),
        typoReference(kinds),
      );
    }
  },
};
