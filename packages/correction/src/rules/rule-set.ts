import type { Rule } from '../context.ts';
import { contextWordsRule } from './context-words/rule.ts';
import { doeDwaeRules } from './grammar/doe-dwae.ts';
import { endingRules } from './grammar/endings.ts';
import { homophoneRules } from './grammar/homophones.ts';
import { negationRules } from './grammar/negation.ts';
import { wordChoiceRules } from './grammar/word-choice.ts';
import { noisyChannelSpelling } from './noisy-channel.ts';
import { spacingModelRule, spacingRespace, spacingRestore } from './model-spacing.ts';
import { numeralRules } from './numerals/counters.ts';
import { particleRules } from './particles.ts';
import { punctuationRules } from './punctuation.ts';
import { saisiotRule } from './saisiot.ts';
import { spacingRules } from './spacing.ts';
import { spellingRules } from './spelling.ts';
import { styleRules } from './style.ts';

/** Every rule the checker runs, in no particular order (priorities decide overlaps). */
export const ALL_RULES: readonly Rule[] = [
  ...spellingRules,
  ...endingRules,
  ...doeDwaeRules,
  ...negationRules,
  ...homophoneRules,
  ...wordChoiceRules,
  ...particleRules,
  ...spacingRules,
  ...punctuationRules,
  ...numeralRules,
  ...styleRules,
  noisyChannelSpelling,
  saisiotRule,
  contextWordsRule,
  spacingRestore,
  spacingRespace,
  spacingModelRule,
];
