import type { Rule } from '../context.ts';
import { contextLmRule } from './context-lm/rule.ts';
import { colloquialRules } from './grammar/colloquial.ts';
import { contextWordsRule } from './context-words/rule.ts';
import { doeDwaeRules } from './grammar/doe-dwae.ts';
import { endingRules } from './grammar/endings.ts';
import { homophoneRules } from './grammar/homophones.ts';
import { negationRules as grammarNegationRules } from './grammar/negation.ts';
import { wordChoiceRules } from './grammar/word-choice.ts';
import { noisyChannelSpelling } from './typo/spelling-typo.ts';
import { spacingModelRule } from './model-spacing/model-rule.ts';
import { spacingRespace } from './model-spacing/respace.ts';
import { spacingRestore } from './model-spacing/restore.ts';
import { numeralRules } from './numerals/counters.ts';
import { particleRules } from './particles.ts';
import { punctuationRules } from './punctuation.ts';
import { saisiotRule } from './saisiot.ts';
import { adnominalNounRules } from './spacing/adnominal-noun.ts';
import { auxiliaryRules } from './spacing/auxiliaries.ts';
import { compoundRules } from './spacing/compounds.ts';
import { counterRules } from './spacing/counters.ts';
import { dependentNounRules } from './spacing/dependent-nouns.ts';
import { joinedFormRules } from './spacing/joined-forms.ts';
import { negationRules as spacingNegationRules } from './spacing/negation.ts';
import { spacingParticleRules } from './spacing/particles.ts';
import { runTogetherRules } from './spacing/run-together.ts';
import { suffixVerbRules } from './spacing/suffix-verbs.ts';
import { timeNounRules } from './spacing/time-nouns.ts';
import { whitespaceRules } from './spacing/whitespace.ts';
import { spellingRules } from './spelling.ts';
import { styleRules } from './style.ts';
import { imeJamoRule } from './typing/ime-jamo.ts';
import { strayMarkRule } from './typing/stray-marks.ts';
import { sentenceMarkRules } from './typing/sentence-marks.ts';
import { loanwordRule } from './loanwords/loanwords.ts';
import { particlePredicateRule } from './particle-predicate.ts';
import { honorificParticleRule } from './honorific-particles.ts';

/** Every rule the checker runs, in no particular order (priorities decide overlaps). */
export const ALL_RULES: readonly Rule[] = [
  ...spellingRules,
  ...endingRules,
  ...colloquialRules,
  ...doeDwaeRules,
  ...grammarNegationRules,
  ...homophoneRules,
  ...wordChoiceRules,
  ...particleRules,
  ...dependentNounRules,
  ...timeNounRules,
  ...counterRules,
  ...auxiliaryRules,
  ...spacingNegationRules,
  ...adnominalNounRules,
  ...suffixVerbRules,
  ...runTogetherRules,
  ...spacingParticleRules,
  ...joinedFormRules,
  ...compoundRules,
  ...whitespaceRules,
  ...punctuationRules,
  ...numeralRules,
  ...styleRules,
  noisyChannelSpelling,
  saisiotRule,
  contextWordsRule,
  contextLmRule,
  spacingRestore,
  spacingRespace,
  spacingModelRule,
  imeJamoRule,
  strayMarkRule,
  ...sentenceMarkRules,
  loanwordRule,
  particlePredicateRule,
  honorificParticleRule,
];
