/**
 * A noun run into the adnominal form before it (나올거 같아, 끊는게, 떠난후, 할일, 해본적,
 * 준비하는방법이): the noun is a word of its own (한글 맞춤법 제2항, 제42항), as the analysis reads
 * the form and the noun. The nouns it names, and the forms and names it leaves alone, are data
 * (src/data/rules/spacing-adnominal-noun.json).
 */
import {
  POS,
  isNounTailTag,
  isPredicateSuffixTag,
  isPredicateTag,
  tagsOf,
} from '../../analysis/pos.ts';
import type { Morph } from '../../analysis/analyzer.ts';
import {
  type Context,
  type Rule,
  type Token,
  type TokenFinding,
  tokenRule,
} from '../../context.ts';
import { FINAL_RIEUL, finalIndex, isAllHangul } from '../../hangul.ts';
import { message } from '../../messages.ts';
import words from '../../data/rules/spacing-adnominal-noun.json' with { type: 'json' };
import { analysisOf } from '../analysis-gates.ts';
import { REF } from '../references.ts';
import {
  FINAL_NIEUN,
  NOUN_NEXT,
  afterVerbEnding,
  endsSentence,
  gateRejects,
  nextCore,
} from './shared.ts';

/** Nouns an adnominal form stands before, as the analysis reads them (것 and its forms 거, 게, 건, 걸). */
const AFTER_ADNOMINAL =
  /^(것|거|게|건|걸|대로|후|일|말|놈|적|곳|길|점|김에|채|리[가는도야]|듯이|중)/;
const ADNOMINAL_NOUNS: ReadonlySet<string> = new Set(words.adnominalNouns);

/** How the analysis must read a noun of MORE_NOUNS ("reads" in the data file). */
const READS: Readonly<Record<string, (m: Morph) => boolean>> = {
  noun: (m) => m.first === POS.commonNoun || m.first === POS.boundNoun,
  dependent: (m) => m.pos === POS.boundNoun,
};
/**
 * More nouns after an adnominal form, by how the analysis must read them. Nouns of their own
 * that chat runs into the form before them (할일, 좋은말, 나쁜놈, 다녔던곳, 돌아오는길), read
 * as a noun (일 not the numeral), and 점 (궁금한점): compounds the dictionary knows (큰일, 볼일, 궂은일, 빈말, 한곳,
 * 살길) are one noun to it, or known to hunspell, so they stay. The dependent noun 적 (해본적),
 * read either way; and 김, 채, 리, 듯이, 중 (간김에, 앉은채로, 그럴리가, 미친듯이, 먹는중) read as dependent
 * nouns; 듯 before 하다 is left alone (감춘듯해서: 제47항 allows 듯하다 written together).
 */
const MORE_NOUNS = new Map(
  Object.entries(words.moreNouns).map(([noun, { dependent, reads }]) => {
    const read = READS[reads];
    if (!read) throw new Error(`spacing-adnominal-noun.json: ${noun} reads "${reads}"`);
    return [noun, { dependent, reads: read }];
  }),
);
/** The nouns a message names (the rest are 것 and its forms). */
const NAMED_NOUNS = ['후', '대로', ...MORE_NOUNS.keys()];
/** Their first syllables, as codes (looked up at every syllable of a word: core[i] makes a string). */
const ADNOMINAL_STARTS = new Set(
  [...ADNOMINAL_NOUNS, ...MORE_NOUNS.keys()].map((w) => w.charCodeAt(0)),
);

const NNG_NEXT = new Set<string>([POS.commonNoun]);
const COMPOUND_HEADS: ReadonlySet<string> = new Set(words.compoundHeads);
const NAME_NOUNS: ReadonlySet<string> = new Set(words.nameNouns);

/**
 * Any common noun of two syllables or more run into a verb's adnominal form (준비하는방법이 →
 * 준비하는 방법이, 살아가는이유, 좋은사람), as the analysis reads them: the form after a verb,
 * then the noun, then only particles or the copula. Hunspell must reject the word as typed and
 * know the noun with what follows it (방법이), so compounds it knows (먹을거리) stay.
 */
function anyNounAfterAdnominal(ctx: Context, token: Token): TokenFinding | null {
  const core = token.core;
  if (core.length < 3) return null;
  const morphs = analysisOf(ctx, token.coreStart, token.coreEnd);
  if (!morphs) return null;
  for (const noun of morphs) {
    if (
      noun.first !== POS.commonNoun ||
      noun.pos !== POS.commonNoun ||
      noun.unknown ||
      noun.end - noun.start < 2
    )
      continue;
    const cut = noun.start;
    if (cut <= token.coreStart || cut >= token.coreEnd) continue;
    if (!afterVerbEnding(morphs, cut, POS.adnominalEnding, '', (m) => m === noun, NNG_NEXT))
      continue;
    const rest = morphs.filter((m) => m.start >= noun.end && m.end <= token.coreEnd);
    if (!rest.every((m) => isNounTailTag(m.first))) continue;
    const head = core.slice(0, cut - token.coreStart);
    const tail = core.slice(cut - token.coreStart);
    // A one-syllable form is too often a piece of a noun (본대회, 출생년도), and a compound the
    // dictionary knows as one noun stays (지난여름, 작은아빠, 대한항공).
    if (head.length < 2 || COMPOUND_HEADS.has(head)) return null;
    // -ㄴ대(요) and -ㄴ데 are endings (싸운대요), -ㄹ자나 a slip for -ㄹ잖아 (힘들자나); a place
    // or body after a form is mostly a name (꿈꾸는교회, 붉은사원).
    if (
      /^[대데]/.test(noun.surface) ||
      (/^자/.test(noun.surface) && finalIndex(head[head.length - 1]) === FINAL_RIEUL)
    )
      return null;
    if (NAME_NOUNS.has(noun.surface)) return null;
    if (!gateRejects(ctx, core) || ctx.spell(tail) !== true || ctx.spell(head) !== true)
      return null;
    // The form must read as one on its own too: the sentence's analysis takes 난사범, 본대회,
    // 알파고 and 보안관계자 for a one-syllable form (난, 본, 알, 보) before a noun.
    const alone = ctx.models?.analyzer.analyze(head) ?? [];
    const stem = alone[0]?.first ?? '';
    const derived =
      (stem === POS.commonNoun || stem === POS.root) && isPredicateSuffixTag(alone[1]?.first);
    if (alone.at(-1)?.last !== POS.adnominalEnding || !(isPredicateTag(stem) || derived))
      return null;
    if (alone.length === 1 && (alone[0] ? tagsOf(alone[0]).length : 0) !== 2) return null;
    const whole = ctx.models?.analyzer.analyze(core) ?? [];
    if (whole.some((m) => m.start < head.length && m.end > head.length)) return null;
    return {
      start: token.coreStart,
      end: token.coreEnd,
      suggestions: [`${head} ${tail}`],
      message: message('spacing.adnominal-noun.noun', { noun: noun.surface }),
      reference: REF.spacingWords,
    };
  }
  return null;
}

/**
 * 나올거 같아 -> 나올 거 같아, 끊는게 -> 끊는 게, 떠난후 -> 떠난 후: a verb's or adjective's
 * adnominal form and the (dependent) noun after it, written together, as the analysis reads them
 * (the surface rules of dependent-nouns.ts know only some endings and some tails). A compound
 * the dictionary knows (큰일, 지난해) is one noun to it, so it stays.
 */
const adnominalNoun = tokenRule('spacing.adnominal-noun', (token, ctx) => {
  const core = token.core;
  if (core.length < 2 || !isAllHangul(core)) return null;
  let morphs: Morph[] | null = null;
  for (let i = 1; i < core.length; i++) {
    // 거리 is the suffix of 뒹굴거리다 or a noun of its own (볼거리, 먹을거리).
    // An adnominal form ends in ㄴ or ㄹ (한, 하는, 할, 먹은, 먹던): 그에게 is not looked at.
    if (!ADNOMINAL_STARTS.has(core.charCodeAt(i))) continue;
    const f = finalIndex(core[i - 1]);
    if (f !== FINAL_NIEUN && f !== FINAL_RIEUL) continue;
    // -ㄹ게 and -ㄹ걸 are endings (갔다올게, 말할걸): only after -ㄴ/-는 are 게 and 걸 것이, 것을.
    if (f === FINAL_RIEUL && (core[i] === '게' || core[i] === '걸')) continue;
    // -ㄴ걸(요) ending a sentence is an ending too (힘든걸요, 벌써 떠난걸).
    if (/^걸요?$/.test(core.slice(i)) && endsSentence(ctx, token)) continue;
    if (!AFTER_ADNOMINAL.test(core.slice(i)) || core.startsWith('거리', i)) continue;
    morphs ??= analysisOf(ctx, token.coreStart, token.coreEnd);
    if (!morphs) return null;
    // 것 and its forms alone or fused with a particle or the copula (게 = 것이, 걸까), never
    // another noun that starts alike (뒹굴거리다's 거리, 후보).
    const noun = (m: Morph) =>
      ADNOMINAL_NOUNS.has(m.surface) ||
      MORE_NOUNS.get(m.surface)?.reads(m) === true ||
      (m.first === POS.boundNoun && m.pos.includes('+') && /^[것거게건걸]/.test(m.surface));
    if (!afterVerbEnding(morphs, token.coreStart + i, POS.adnominalEnding, '', noun, NOUN_NEXT))
      continue;
    // 본적 is also a noun (本籍) to the dictionary; before 있다/없다 it is 본 적 (해 본적 있어요).
    const experience = /^적[이은도]?$/.test(core.slice(i)) && /^[있없]/.test(nextCore(ctx, token));
    if (!experience && !gateRejects(ctx, core)) return null;
    const word = NAMED_NOUNS.find((w) => core.startsWith(w, i));
    const plainNoun = word !== undefined && MORE_NOUNS.get(word)?.dependent === false;
    return {
      start: token.coreStart,
      end: token.coreEnd,
      suggestions: [`${core.slice(0, i)} ${core.slice(i)}`],
      message: nounMessage(word, plainNoun),
      reference: plainNoun ? REF.spacingWords : REF.dependentNoun,
    };
  }
  return anyNounAfterAdnominal(ctx, token);
});

/** The message that names the noun (것 and its forms when `word` is undefined). */
function nounMessage(word: string | undefined, plainNoun: boolean) {
  if (word === undefined) return message('spacing.adnominal-noun');
  if (word === '후') return message('spacing.adnominal-noun.hu');
  return message(plainNoun ? 'spacing.adnominal-noun.noun' : 'spacing.adnominal-noun.dependent', {
    noun: word,
  });
}

export const adnominalNounRules: Rule[] = [adnominalNoun];
