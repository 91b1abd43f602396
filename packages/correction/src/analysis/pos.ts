/**
 * The word classes the rules ask the analysis about, by name. The analyser reads mecab-ko-dic,
 * which tags morphemes with the Sejong tag set (NNG, VV+EC, ...); this file is the only place
 * outside src/analysis/ where those tags are spelt. A morph's `pos` is its whole tag (`VV+EC` for
 * an inflected form), `first` and `last` its first and last parts: compare them with `POS.*`,
 * or ask the predicates below. Another analyser is swapped in by changing this folder.
 */
import type { Morph } from './analyzer.ts';

export const POS = {
  commonNoun: 'NNG',
  properNoun: 'NNP',
  boundNoun: 'NNB',
  numeral: 'NR',
  pronoun: 'NP',
  verb: 'VV',
  adjective: 'VA',
  auxiliary: 'VX',
  copula: 'VCP',
  negativeCopula: 'VCN',
  determiner: 'MM',
  adverb: 'MAG',
  conjunctiveAdverb: 'MAJ',
  interjection: 'IC',
  subjectParticle: 'JKS',
  complementParticle: 'JKC',
  genitiveParticle: 'JKG',
  objectParticle: 'JKO',
  adverbialParticle: 'JKB',
  auxiliaryParticle: 'JX',
  conjunctiveParticle: 'JC',
  prefinalEnding: 'EP',
  finalEnding: 'EF',
  connectiveEnding: 'EC',
  nominalEnding: 'ETN',
  adnominalEnding: 'ETM',
  nounPrefix: 'XPN',
  nounSuffix: 'XSN',
  verbSuffix: 'XSV',
  adjectiveSuffix: 'XSA',
  root: 'XR',
  number: 'SN',
  foreign: 'SL',
  hanja: 'SH',
} as const;

export type Pos = (typeof POS)[keyof typeof POS];

/** A common, proper or bound noun (not a numeral or pronoun). */
export const isNounTag = (tag: string | undefined): boolean => tag?.startsWith('NN') === true;
/** Any nominal: nouns, numerals and pronouns. */
export const isNominalTag = (tag: string | undefined): boolean => tag?.startsWith('N') === true;
/** A verb, an adjective or an auxiliary predicate. */
export const isPredicateTag = (tag: string | undefined): boolean =>
  tag === POS.verb || tag === POS.adjective || tag === POS.auxiliary;
/** Any particle. */
export const isParticleTag = (tag: string | undefined): boolean => tag?.startsWith('J') === true;
/** Any ending (prefinal, final, connective, nominal or adnominal). */
export const isEndingTag = (tag: string | undefined): boolean => tag?.startsWith('E') === true;
/** A content word that can stand alone: nouns, numerals, pronouns, verbs, adjectives, adverbs, determiners, roots, interjections. */
export const isContentTag = (tag: string | undefined): boolean =>
  tag !== undefined && /^(NN|VV|VA|MAG|MM|XR|IC|NP|NR)/.test(tag);

/** The parts of a morph's tag: ['VV', 'EC'] for an inflected VV+EC. */
export const tagsOf = (m: Morph): string[] => m.pos.split('+');

/** A proper noun (a name) by its whole tag or its first part. */
export const isName = (m: Morph): boolean => m.pos === POS.properNoun || m.first === POS.properNoun;

/** The analyser names the word a person's or a place's name (semantic class of a proper noun). */
export const isPersonOrPlace = (m: Morph): boolean =>
  m.semantic === '인명' || m.semantic === '지명';

/** Morphs that never start a word: particles, endings, suffixes, the copula. */
export const isFunctionTag = (tag: string | undefined): boolean =>
  tag !== undefined && /^(J|E|XS|VCP)/.test(tag);
/** A word that stands alone as the spacing rules read it (nouns, predicates, adverbs, symbols of names and numbers). */
export const isStandaloneTag = (tag: string | undefined): boolean =>
  tag !== undefined && /^(NN[GP]|NP|NR|VV|VA|MAG|MM|XR|IC|SN|SL|SH)$/.test(tag);
/** What may make up a noun phrase's word: nominals, noun affixes, roots, numbers and foreign words. */
export const isNominalPartTag = (tag: string | undefined): boolean =>
  tag !== undefined && /^(NN|NP|NR|XSN|XPN|XR|SN|SL|SH)/.test(tag);
/** A noun-like morph a particle may follow. */
export const isNounishTag = (tag: string | undefined): boolean =>
  tag !== undefined && /^(NN[GPB]|NP|NR|XR|SN|SL|SH)$/.test(tag);
/** A stem or prefinal ending an ending may follow. */
export const takesEnding = (tag: string | undefined): boolean =>
  tag !== undefined && /^(VV|VA|VX|VCP|VCN|XSV|XSA|EP)$/.test(tag);
/** A counter (a bound noun of units: 개, 명, 번 ...). */
export const isCounterTag = (tag: string | undefined): boolean => tag?.startsWith('NNBC') === true;

// The word classes the spacing rules ask about (src/rules/spacing/); each mirrors one question.
/** A determiner or an adjective starts the morph (이런 거, 다른 거: MM, VA+ETM). */
export const startsDeterminerOrAdjective = (tag: string | undefined): boolean =>
  tag !== undefined && /^(MM|VA)/.test(tag);
/** A verb or an auxiliary, exactly. */
export const isVerbOrAuxiliaryTag = (tag: string | undefined): boolean =>
  tag === POS.verb || tag === POS.auxiliary;
/** A verb or an adjective (the tag starts with VV or VA). */
export const isVerbOrAdjectiveTag = (tag: string | undefined): boolean =>
  tag !== undefined && /^V[VA]/.test(tag);
/** Any predicate, the copula included (the tag starts with V). */
export const isVerbalTag = (tag: string | undefined): boolean => tag?.startsWith('V') === true;
/** An ending or an auxiliary: what may follow a verb's stem inside its word. */
export const isInflectionTag = (tag: string | undefined): boolean =>
  tag !== undefined && /^(E|VX)/.test(tag);
/** The suffix that makes a noun a verb or an adjective (-하다, -되다, -시키다: XSV, XSA). */
export const isPredicateSuffixTag = (tag: string | undefined): boolean =>
  tag !== undefined && /^XS[VA]/.test(tag);
/** An adjective or the suffix that makes one (the tag starts with VA or XSA). */
export const isAdjectivalTag = (tag: string | undefined): boolean =>
  tag !== undefined && /^(VA|XSA)/.test(tag);
/** A verb, an auxiliary or the verb suffix (the tag starts with VV, VX or XSV). */
export const isVerbalStemTag = (tag: string | undefined): boolean =>
  tag !== undefined && /^(VV|VX|XSV)/.test(tag);
/** What may follow a noun inside its word: particles, endings and the copula. */
export const isNounTailTag = (tag: string | undefined): boolean =>
  tag !== undefined && /^(J|E|VCP)/.test(tag);
/** A noun of time or count a suffix such as -째, -쯤 attaches to: nouns, counters, numerals, numbers. */
export const isCountedTag = (tag: string | undefined): boolean =>
  tag !== undefined && /^(NNG|NNB|NNBC|NR|SN)$/.test(tag);
/** An amount: a counter, a numeral or a number. */
export const isAmountTag = (tag: string | undefined): boolean =>
  tag !== undefined && /^(NNBC|NR|SN)$/.test(tag);
/**
 * What 부터, 까지 and 조차 may follow in the word before: nouns, counters, pronouns, numerals,
 * numbers, noun suffixes, particles of place, connective and nominal endings, adverbs.
 */
export const takesStackedParticle = (tag: string | undefined): boolean =>
  tag !== undefined && /^(NN[GPB]|NNBC|NP|NR|SN|XSN|JKB|EC|MAG|ETN)$/.test(tag);
/** The morph's last part is this tag (VV+EF ends in EF). */
export const endsWithTag = (m: Morph, tag: string): boolean => tagsOf(m).at(-1) === tag;

// --- For the statistical spacing and typo rules (src/rules/model-spacing/, src/rules/typo/) ---

/** The whole tag (`NNG+VCP+EC`) has this part anywhere in it. */
export const posIncludes = (pos: string, tag: Pos): boolean => pos.includes(tag);
/** A determiner (이, 그, 세 ...). */
export const isDeterminerTag = (tag: string | undefined): boolean =>
  tag?.startsWith(POS.determiner) === true;
/** A numeral or a number written in digits. */
export const isNumberTag = (tag: string | undefined): boolean =>
  tag !== undefined && (tag.startsWith(POS.numeral) || tag.startsWith(POS.number));
/** A bound noun, counters included (것, 수, 개, 명 ...). */
export const isBoundNounTag = (tag: string | undefined): boolean =>
  tag?.startsWith(POS.boundNoun) === true;
/** An auxiliary predicate (보다 of 찾아 보다). */
export const isAuxiliaryTag = (tag: string | undefined): boolean =>
  tag?.startsWith(POS.auxiliary) === true;
/** A connective ending (-고, -아/-어, -게 ...). */
export const isConnectiveEndingTag = (tag: string | undefined): boolean =>
  tag?.startsWith(POS.connectiveEnding) === true;
/** The copula 이다. */
export const isCopulaTag = (tag: string | undefined): boolean =>
  tag?.startsWith(POS.copula) === true;
/** A particle or a symbol (punctuation, foreign letters, numbers): what may end a noun phrase. */
export const isParticleOrSymbolTag = (tag: string | undefined): boolean =>
  tag !== undefined && (tag.startsWith('J') || tag.startsWith('S'));
/** What a compound noun is made of: common and proper nouns and noun affixes. */
export const isCompoundPartTag = (tag: string): boolean =>
  tag === POS.commonNoun ||
  tag === POS.properNoun ||
  tag === POS.nounSuffix ||
  tag === POS.nounPrefix;
/** A numeral, a counter or an interjection: what a one-syllable piece of a word may be read as. */
export const isFragmentTag = (tag: string): boolean =>
  tag === POS.numeral || tag === 'NNBC' || tag === POS.interjection;
/**
 * A morph that, read across a typed space, is no sign of one word split: nouns, numerals,
 * pronouns, connective and adnominal endings, roots, foreign words, Hanja and numbers.
 */
export const isNoSplitTag = (tag: string): boolean => /^(NN|NP|NR|EC|ETM|XR|SL|SH|SN)/.test(tag);

// --- For the grammar, context-word, sai-siot and lexicon rules and the analysis gates ---

/** The first part of a morph's tag, or its whole tag where the analyser gives no parts ('*'). */
export const firstTagOf = (m: Morph): string => (m.first !== '*' ? m.first : m.pos);
/** A final or a connective ending (EF, EC): where a word's inflection ends. */
export const isFinalOrConnectiveEndingTag = (tag: string | undefined): boolean =>
  tag === POS.finalEnding || tag === POS.connectiveEnding;
/** A verb, an auxiliary, the verb suffix or a prefinal ending, exactly: what a verb's ending follows. */
export const isVerbStemOrTenseTag = (tag: string | undefined): boolean =>
  tag === POS.verb || tag === POS.auxiliary || tag === POS.verbSuffix || tag === POS.prefinalEnding;
/** A noun (common, bound or proper, counters included) or a pronoun. */
export const isNounOrPronounTag = (tag: string | undefined): boolean =>
  tag !== undefined && (tag.startsWith('NN') || tag.startsWith(POS.pronoun));
/** One of the morph's tag parts is a connective ending (EC, VV+EC, VCP+EC ...). */
export const hasConnectiveEnding = (m: Morph): boolean => /(^|\+)EC/.test(m.pos);
/** Any predicate (VV, VA, VX, VCP, VCN) or the verb suffix: a stem an ending attaches to. */
export const isPredicateOrVerbSuffixTag = (tag: string | undefined): boolean =>
  tag !== undefined && /^V|^XSV/.test(tag);
/** A noun (common, bound or proper), a pronoun or a numeral, by its whole tag. */
export const isNominalWordTag = (tag: string | undefined): boolean =>
  tag !== undefined && /^(NN[GBP]|NP|NR)$/.test(tag);
/** What a particle attaches to: a noun-like morph, a noun suffix or a nominal ending. */
export const takesParticleTag = (tag: string | undefined): boolean =>
  tag !== undefined && /^(NN[GBP]|NP|NR|XR|SN|SL|SH|XSN|ETN)$/.test(tag);
/** What may follow a noun inside its word: a common or bound noun, a noun suffix, a particle, the copula. */
export const isNounContinuationTag = (tag: string | undefined): boolean =>
  tag !== undefined && /^(NN[GB]|XSN|J|VCP)/.test(tag);
/** A proper noun, a foreign word, Hanja or a number: never a misspelt common word. */
export const isNameOrSymbolTag = (tag: string | undefined): boolean =>
  tag !== undefined && /^(NNP|SL|SH|SN)$/.test(tag);
/** The head of a noun phrase before its particle: a noun, pronoun, numeral, noun suffix or nominal ending. */
export const isPhraseHeadTag = (tag: string | undefined): boolean =>
  tag !== undefined && /^(NN[GBP]|NP|NR|XSN|ETN)$/.test(tag);
/** A predicate, an ending or a predicate suffix (by the tag's start): a word that ends a clause. */
export const isPredicateOrEndingTag = (tag: string | undefined): boolean =>
  tag !== undefined && /^(E|VV|VA|VX|VCP|XSV|XSA)/.test(tag);
/** What a verb form is made of: predicates, endings, the verb suffix, the copula, particles. */
export const isVerbFormTag = (tag: string | undefined): boolean =>
  tag !== undefined && /^(VV|VA|VX|E|XSV|VCP|J)/.test(tag);
/** A predicate: a verb, adjective or auxiliary, a predicate suffix or the copula (by the tag's start). */
export const isPredicateLikeTag = (tag: string | undefined): boolean =>
  tag !== undefined && /^(VV|VA|VX|XSV|XSA|VCP)/.test(tag);
/** As isPredicateLikeTag, without the auxiliaries: the predicate whose stem a word carries. */
export const isMainPredicateTag = (tag: string | undefined): boolean =>
  tag !== undefined && /^(VV|VA|XSV|XSA|VCP)/.test(tag);
/** A suffix (XSN, XSV, XSA). */
export const isSuffixTag = (tag: string | undefined): boolean => tag?.startsWith('XS') === true;
