/**
 * Loanwords spelled against 외래어 표기법 that the misspelling lexicon does not list (issue 34,
 * §What real mistakes look like): 클레식을 -> 클래식을, 리더쉽 -> 리더십, 쥬스 -> 주스.
 *
 * A word hunspell does not know is split into a noun and the particle after it (the card keeps
 * the particle as written). One syllable of the noun is respelled by one regularity of the norm
 * (src/data/rules/loanwords.json): tensed initials (제1장 제4항), finals other than ㄱ ㄴ ㄹ ㅁ ㅂ
 * ㅅ ㅇ (제1장 제3항) or, for ㅋ ㅌ ㅍ, their own syllable with ㅡ (제3장 제1절 제1항: 네트웤 ->
 * 네트워크), ㅑ ㅕ ㅛ ㅠ after ㅈ ㅊ (제3장 제1절 제4항), 쉬 for [ʃi] (제3장 제1절 제3항), ㅔ
 * for ㅐ and back (제2장 표기 일람표). The respelling is offered when hunspell knows it, with the
 * particle too, and the analyser reads it as one common noun in its dictionary; a noun the
 * analyser knows as it is written (a name, a native word) is left.
 */
import { type Rule, tokenRule } from '../../context.ts';
import { compose, decompose, isAllHangul } from '../../hangul.ts';
import { isContentTag, isNounTag, POS } from '../../analysis/pos.ts';
import { particleAfter } from '../../korean-particles.ts';
import { message } from '../../messages.ts';
import data from '../../data/rules/loanwords.json' with { type: 'json' };

const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const MEDIALS = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
const FINALS = ['', ...'ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ'];

export type LoanwordRegularity = 'tensed' | 'coda' | 'split' | 'palatal' | 'sh' | 'vowel';

/** The norm each regularity follows (외래어 표기법). */
export const LOANWORD_NORM: Readonly<Record<LoanwordRegularity, string>> = {
  tensed: '외래어 표기법 제1장 제4항',
  coda: '외래어 표기법 제1장 제3항',
  split: '외래어 표기법 제3장 제1절 제1항',
  palatal: '외래어 표기법 제3장 제1절 제4항',
  sh: '외래어 표기법 제3장 제1절 제3항',
  vowel: '외래어 표기법 제2장 표기 일람표',
};

const map = (o: Readonly<Record<string, string>>) => new Map(Object.entries(o));
const TENSED = new Map(Object.entries(data.tensedInitials));
const CODAS = map(data.codas);
/** A final ㅋ, ㅌ, ㅍ after a long vowel or a diphthong is its own syllable with ㅡ (케잌 -> 케이크). */
const SPLITS = map(data.splits);
const PALATAL_INITIALS = new Set(data.palatalInitials);
const PALATAL_VOWELS = map(data.palatalVowels);
const SH = map(data.sh);
const VOWELS = map(data.vowels);
/** Whole syllables that mark a loanword (션, 숀). */
const LOAN_SYLLABLES = new Set(data.loanSyllables);
/** Initial and vowel pairs that mark a loanword without a final (더, 터, 디, 뉴 ...). */
const LOAN_OPEN = new Set(data.loanOpenSyllables);
/** Particles, longest first, so 에서는 is tried before 는. */
const PARTICLES = [...data.particles].sort((a, b) => b.length - a.length);

/**
 * A syllable native and Sino-Korean words hardly have (loanwords.json loanSyllables): initial
 * ㅋ (클래식), an initial ㄹ at the word's start (레이저), an open ㅡ (스, 트), an open ㅓ after
 * most initials (더, 터), 디, 티, 뉴, 션 (loanwords.json). Every respelling must keep one, so typos of other words are left (번씩, 보라섹, 짝대기).
 */
export function hasLoanSyllable(word: string): boolean {
  // Native and Sino-Korean words never start with ㄹ (두음 법칙): 레이저, 리더십.
  if (decompose(word[0])?.[0] === INITIALS.indexOf('ㄹ')) return true;
  return [...word].some((ch) => {
    const parts = decompose(ch);
    if (!parts) return false;
    const [ini, med, fin] = [INITIALS[parts[0]], MEDIALS[parts[1]], FINALS[parts[2]]];
    if ((ini === 'ㅋ' && med !== 'ㅙ') || LOAN_SYLLABLES.has(ch)) return true;
    const pair = `${ini}${med}`;
    return fin === '' && (med === 'ㅡ' || LOAN_OPEN.has(pair));
  });
}

/** A syllable ends in ㅋ, ㅌ or ㅍ, which a loanword writes as its own syllable (마슼, 톸쇼). */
function hasSplitFinal(word: string): boolean {
  return [...word].some((ch) => SPLITS.has(FINALS[decompose(ch)?.[2] ?? 0] as string));
}

/** Every respelling of `noun` by one regularity, with the regularity it follows. */
export function respellings(noun: string): { word: string; by: LoanwordRegularity }[] {
  const out: { word: string; by: LoanwordRegularity }[] = [];
  const chars = [...noun];
  chars.forEach((ch, i) => {
    const parts = decompose(ch);
    if (!parts) return;
    const [ini, med, fin] = [INITIALS[parts[0]], MEDIALS[parts[1]], FINALS[parts[2]]] as [
      string,
      string,
      string,
    ];
    const put = (by: LoanwordRegularity, i2: string, m2: string, f2: string) => {
      const syllable = compose(INITIALS.indexOf(i2), MEDIALS.indexOf(m2), FINALS.indexOf(f2));
      out.push({ word: chars.slice(0, i).join('') + syllable + chars.slice(i + 1).join(''), by });
    };
    for (const plain of TENSED.get(ini) ?? []) put('tensed', plain, med, fin);
    const coda = CODAS.get(fin);
    if (coda) put('coda', ini, med, coda);
    const split = SPLITS.get(fin);
    if (split) {
      const open = compose(INITIALS.indexOf(ini), MEDIALS.indexOf(med), 0);
      out.push({
        word: chars.slice(0, i).join('') + open + split + chars.slice(i + 1).join(''),
        by: 'split',
      });
    }
    const vowel = PALATAL_VOWELS.get(med);
    if (vowel && PALATAL_INITIALS.has(ini)) put('palatal', ini, vowel, fin);
    const sh = SH.get(med);
    if (sh && ini === 'ㅅ') put('sh', ini, sh, fin);
    const other = VOWELS.get(med);
    if (other) put('vowel', ini, other, fin);
  });
  return out;
}

export const loanwordRule: Rule = tokenRule('spelling.loanword', (token, ctx) => {
  const models = ctx.models;
  const core = token.core;
  if (!models || core.length < 2 || !isAllHangul(core)) return null;
  // Every respelling keeps a loanword syllable, which the word has already unless ㄲ -> ㅋ
  // makes it (까페) or a final ㅋ ㅌ ㅍ becomes 크 트 프 (마슼): most words stop here, before the
  // dictionary.
  if (!hasLoanSyllable(core) && !/[까-낗]/.test(core) && !hasSplitFinal(core)) return null;
  if (ctx.spell(core) !== false) return null;
  if (ctx.isProtected(token.coreStart, token.coreEnd)) return null;
  const splits = [{ noun: core, particle: '' }];
  for (const p of PARTICLES)
    if (core.endsWith(p) && core.length - p.length >= 2)
      splits.push({ noun: core.slice(0, -p.length), particle: p });
  for (const { noun, particle } of splits) {
    // ㅔ/ㅐ and tensed initials also turn typos of native and Sino-Korean words into other
    // words (에상 -> 애상, 번씩 -> 번식): only in nouns of three syllables or more. Cheap tests
    // first: most unknown words have no candidate at all.
    const candidates = respellings(noun).filter(
      ({ word, by }) =>
        ((by !== 'vowel' && by !== 'tensed') || noun.length >= 3) && hasLoanSyllable(word),
    );
    if (candidates.length === 0 || ctx.spell(noun) !== false) continue;
    for (const { word, by } of candidates) {
      const fixed = word + particleAfter(word, particle);
      if (ctx.spell(word) !== true || ctx.spell(fixed) !== true) continue;
      const read = models.analyzer.analyze(word);
      if (read.length !== 1 || read[0]?.unknown || read[0]?.pos !== POS.commonNoun) continue;
      // The fixed word reads as that noun and its particle (not 섬 + 인가 for 썸인가).
      const whole = models.analyzer.analyze(fixed);
      if (whole[0]?.surface !== word || !whole.slice(1).every((m) => !isContentTag(m.first)))
        continue;
      // A noun the analyser knows as written (a name, a native or dialect word) is left.
      const own = models.analyzer.analyze(noun);
      if (own.length === 1 && !own[0]?.unknown && isNounTag(own[0]?.last)) return null;
      return {
        start: token.coreStart,
        end: token.coreEnd,
        suggestions: [fixed],
        message: message(`spelling.loanword.${by}`, { word: core, fix: fixed }),
        reference: LOANWORD_NORM[by],
      };
    }
  }
  return null;
});
