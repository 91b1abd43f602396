import type { Category } from '../types.ts';
import { REF } from './references.ts';

/**
 * How rules rank when two findings overlap: the higher wins (and a whole-sentence respacing
 * absorbs the word-level fixes inside it). Named levels, from the sentence down to the
 * statistical spacing model's own suggestions.
 */
export const PRIORITY = {
  /** A whole sentence respaced (typed without spaces, or badly spaced throughout). */
  sentence: 100,
  /** 안 되다 / 안되다: the spacing reading decides before the grammar rules about 안 and 않. */
  spacingOverGrammar: 32,
  /** 되/돼: its own reading wins over the other grammar rules on the same word. */
  grammarFirst: 31,
  /** Endings, particles and word forms with a clear norm. */
  grammar: 30,
  /** Native numerals and counters. */
  numeralAgreement: 28,
  /** Choices that need the context: homophones, particles after the word's sound. */
  grammarInContext: 25,
  /** A real word the contextual language model reads much less likely than its partner. */
  contextModel: 24,
  /** Dependent nouns (것, 수, 데, 때문 ...) and the style rules. */
  dependentNoun: 20,
  /** A noun after an adnominal form, 수 있다. */
  adnominalNoun: 19,
  /** Auxiliary predicates (-어 보다, -게 하다, -나 보다 ...). */
  auxiliaryVerb: 18,
  /** Particles, suffixes and endings written apart (지금 까지, 한 개 씩, 할 수록). */
  joinedSuffix: 16,
  /** Words run together or split (particles, compounds, 하다 verbs). */
  wordSpacing: 15,
  /** A particle and the verb after it run together. */
  particleVerb: 14,
  /** Curated tables of wrong -> right forms, and punctuation. */
  curated: 10,
  /** The misspelling lexicon and the few word rules ranked with it. */
  lexicon: 9,
  /** The sai-siot pairs. */
  saisiot: 8.5,
  /** Keyboard typos found by the noisy channel. */
  typo: 8,
  /** Whitespace alone: double spaces, a space after a mark. */
  whitespace: 5,
  /** The statistical spacing model's word-level suggestions. */
  spacingModel: 4,
  /** The weakest spacing reading (안 before a verb). */
  weakSpacing: 3,
} as const;

export interface RuleInfo {
  /** `category.name`, as issues carry it (`ruleId`). */
  id: string;
  category: Category;
  /** Higher wins when two findings overlap ({@link PRIORITY}). */
  priority: number;
  /** Runs unless the caller leaves it out. */
  defaultOn: boolean;
  /** The norm the rule follows, where it has one (a finding may cite a more specific one). */
  norm: string | null;
  /** Key of its message in the catalog (src/data/messages/). */
  message: string;
}

function rule(
  id: string,
  category: Category,
  priority: number,
  norm: string | null,
  options: { defaultOn?: boolean; message?: string } = {},
): RuleInfo {
  return {
    id,
    category,
    priority,
    norm,
    defaultOn: options.defaultOn ?? true,
    message: options.message ?? id,
  };
}

/**
 * Every rule of the engine, in the order the checker runs them: the one list the checker reads.
 * A rule's implementation lives in its family's file (src/rules/); its messages in
 * src/data/messages/. Adding a rule means a line here, its implementation and its messages.
 */
export const RULES: readonly RuleInfo[] = [
  rule('spelling.kkeo', 'SPELLING', PRIORITY.lexicon, REF.plainConsonantEnding),
  rule('spelling.myeochil', 'SPELLING', PRIORITY.lexicon, REF.myeochil),
  rule('spelling.misspelling', 'SPELLING', PRIORITY.curated, null),
  rule('grammar.guyo', 'GRAMMAR', PRIORITY.grammar, REF.dict('-고요')),
  rule('grammar.gu-go', 'GRAMMAR', PRIORITY.grammar, '표준어 규정 제8항'),
  rule('grammar.triple-past', 'GRAMMAR', PRIORITY.grammar, REF.dict('-었-')),
  rule('grammar.ieyo', 'GRAMMAR', PRIORITY.grammar, REF.dict('-이에요')),
  rule('grammar.l-ryeo', 'GRAMMAR', PRIORITY.grammar, REF.dict('-려고')),
  rule('grammar.doe-dwae', 'GRAMMAR', PRIORITY.grammarFirst, REF.oeAe),
  rule('grammar.an-anh', 'GRAMMAR', PRIORITY.grammar, REF.dict('않다')),
  rule('grammar.roseo-rosseo', 'GRAMMAR', PRIORITY.grammar, REF.homophones),
  rule('grammar.deun-deon', 'GRAMMAR', PRIORITY.grammar, REF.deunDeon),
  rule('grammar.l-ge', 'GRAMMAR', PRIORITY.grammar, REF.plainConsonantEnding),
  rule('grammar.l-geo', 'GRAMMAR', PRIORITY.grammar, REF.plainConsonantEnding),
  rule('grammar.i-hi', 'GRAMMAR', PRIORITY.curated, REF.ieHi),
  rule('grammar.wae-wen', 'GRAMMAR', PRIORITY.curated, null),
  rule('grammar.mathida', 'GRAMMAR', PRIORITY.grammar, REF.homophones),
  rule('grammar.barada', 'GRAMMAR', PRIORITY.grammar, REF.dict('바라다')),
  rule('grammar.nat-nah', 'GRAMMAR', PRIORITY.grammar, REF.dict('낫다')),
  rule('grammar.ending-o', 'GRAMMAR', PRIORITY.grammar, REF.endingO),
  rule('grammar.l-neunji', 'GRAMMAR', PRIORITY.grammar, REF.dict('-ㄹ는지')),
  rule('grammar.de-dae', 'GRAMMAR', PRIORITY.grammar, REF.dependentNoun),
  rule('grammar.word-choice', 'GRAMMAR', PRIORITY.grammar, null),
  rule('grammar.particle-agreement', 'GRAMMAR', PRIORITY.grammarInContext, null),
  rule('spacing.dependent-noun-su', 'SPACING', PRIORITY.dependentNoun, REF.dependentNoun),
  rule('spacing.su-itda', 'SPACING', PRIORITY.adnominalNoun, REF.spacingWords),
  rule('spacing.dependent-noun-geot', 'SPACING', PRIORITY.dependentNoun, REF.dependentNoun),
  rule('spacing.dependent-noun-ttaemun', 'SPACING', PRIORITY.dependentNoun, REF.dependentNoun),
  rule('spacing.dependent-noun-ttae', 'SPACING', PRIORITY.dependentNoun, REF.spacingWords),
  rule('spacing.dependent-noun-jul', 'SPACING', PRIORITY.dependentNoun, REF.dependentNoun),
  rule('spacing.dependent-noun-mankeum', 'SPACING', PRIORITY.dependentNoun, REF.dependentNoun),
  rule('spacing.dependent-noun-ji', 'SPACING', PRIORITY.dependentNoun, REF.dependentNoun),
  rule('spacing.dependent-noun-de', 'SPACING', PRIORITY.dependentNoun, REF.dependentNoun),
  rule('spacing.dependent-noun-jung', 'SPACING', PRIORITY.dependentNoun, REF.dependentNoun),
  rule('spacing.noun-hu', 'SPACING', PRIORITY.dependentNoun, REF.spacingWords),
  rule('spacing.noun-jeon', 'SPACING', PRIORITY.dependentNoun, REF.spacingWords),
  rule('spacing.time-span', 'SPACING', PRIORITY.dependentNoun, REF.spacingWords),
  rule('spacing.unit-noun', 'SPACING', PRIORITY.wordSpacing, REF.unitNoun),
  rule('spacing.dependent-noun-man', 'SPACING', PRIORITY.dependentNoun, REF.dependentNoun),
  rule('spacing.auxiliary', 'SPACING', PRIORITY.auxiliaryVerb, REF.spacingWords),
  rule('spacing.eoya-hada', 'SPACING', PRIORITY.auxiliaryVerb, REF.spacingWords),
  rule('spacing.eodo-doeda', 'SPACING', PRIORITY.auxiliaryVerb, REF.spacingWords),
  rule('spacing.na-boda', 'SPACING', PRIORITY.auxiliaryVerb, REF.auxiliaryVerb),
  rule('spacing.an-verb', 'SPACING', PRIORITY.weakSpacing, REF.spacingWords),
  rule('spacing.ge-hada', 'SPACING', PRIORITY.auxiliaryVerb, REF.spacingWords),
  rule('spacing.go-nada', 'SPACING', PRIORITY.auxiliaryVerb, REF.spacingWords),
  rule('spacing.dependent-noun-teo', 'SPACING', PRIORITY.dependentNoun, REF.dependentNoun),
  rule('spacing.adnominal-noun', 'SPACING', PRIORITY.adnominalNoun, REF.dependentNoun),
  rule('spacing.hada-verb', 'SPACING', PRIORITY.wordSpacing, REF.spacingWords),
  rule('spacing.deurida', 'SPACING', PRIORITY.wordSpacing, REF.dict('-드리다')),
  rule('spacing.object-verb', 'SPACING', PRIORITY.wordSpacing, REF.spacingWords),
  rule('spacing.jom', 'SPACING', PRIORITY.wordSpacing, REF.spacingWords),
  rule('spacing.particle', 'SPACING', PRIORITY.wordSpacing, REF.particleAttached),
  rule('spacing.particle-after-mark', 'SPACING', PRIORITY.wordSpacing, REF.particleAttached),
  rule('spacing.an-doe', 'SPACING', PRIORITY.spacingOverGrammar, REF.spacingWords),
  rule('spacing.dependent-noun-cheok-ba', 'SPACING', PRIORITY.dependentNoun, REF.dependentNoun),
  rule('spacing.compound', 'SPACING', PRIORITY.wordSpacing, REF.spacingWords),
  rule('spacing.two-words', 'SPACING', PRIORITY.wordSpacing, REF.spacingWords),
  rule('spacing.particle-join', 'SPACING', PRIORITY.joinedSuffix, REF.particleAttached),
  rule('spacing.ssik', 'SPACING', PRIORITY.joinedSuffix, REF.dict('-씩')),
  rule('spacing.l-ge', 'SPACING', PRIORITY.joinedSuffix, REF.plainConsonantEnding),
  rule('spacing.l-ji', 'SPACING', PRIORITY.joinedSuffix, REF.spacingWords),
  rule('spacing.l-ending', 'SPACING', PRIORITY.joinedSuffix, REF.dict('-ㄹ수록')),
  rule('spacing.da-boda', 'SPACING', PRIORITY.auxiliaryVerb, REF.auxiliaryVerb),
  rule('spacing.jjae', 'SPACING', PRIORITY.joinedSuffix, REF.spacingWords),
  rule('spacing.jjeum', 'SPACING', PRIORITY.joinedSuffix, REF.spacingWords),
  rule('spacing.eojida', 'SPACING', PRIORITY.joinedSuffix, REF.auxiliaryVerb),
  rule('spacing.l-manhada', 'SPACING', PRIORITY.joinedSuffix, REF.auxiliaryVerb),
  rule('spacing.particle-verb', 'SPACING', PRIORITY.particleVerb, REF.spacingWords),
  rule('spacing.double-space', 'SPACING', PRIORITY.whitespace, REF.spacingWords),
  rule('spacing.after-punctuation', 'SPACING', PRIORITY.whitespace, REF.punctuation),
  rule('punctuation.doubled', 'PUNCTUATION', PRIORITY.curated, REF.punctuation),
  rule('punctuation.space-before', 'PUNCTUATION', PRIORITY.curated, REF.punctuation),
  rule('punctuation.mixed-marks', 'PUNCTUATION', PRIORITY.curated, REF.punctuation),
  rule('punctuation.bracket-space', 'PUNCTUATION', PRIORITY.curated, REF.punctuation),
  rule('punctuation.quote-space', 'PUNCTUATION', PRIORITY.curated, REF.punctuation),
  rule('punctuation.stop-inside-clause', 'PUNCTUATION', PRIORITY.curated, REF.punctuation),
  rule('punctuation.unpaired', 'PUNCTUATION', PRIORITY.curated, REF.punctuation),
  rule('grammar.numeral-counter', 'GRAMMAR', PRIORITY.numeralAgreement, REF.unitNoun),
  rule('spacing.numeral-counter', 'SPACING', PRIORITY.joinedSuffix, REF.unitNoun),
  rule('style.double-passive', 'STYLE', PRIORITY.dependentNoun, null),
  rule('style.redundant', 'STYLE', PRIORITY.dependentNoun, null),
  rule('style.translationese', 'STYLE', PRIORITY.dependentNoun, null),
  rule('spelling.typo', 'SPELLING', PRIORITY.typo, null),
  rule('spelling.saisiot', 'SPELLING', PRIORITY.saisiot, '한글 맞춤법 제30항'),
  rule('grammar.context-word', 'GRAMMAR', PRIORITY.grammarInContext, REF.homophones),
  rule('grammar.context-lm', 'GRAMMAR', PRIORITY.contextModel, REF.homophones),
  rule('spacing.restore', 'SPACING', PRIORITY.sentence, REF.spacingWords),
  rule('spacing.respace', 'SPACING', PRIORITY.sentence, REF.spacingWords),
  rule('spacing.model', 'SPACING', PRIORITY.spacingModel, REF.spacingWords),
  rule('spelling.lexicon', 'SPELLING', PRIORITY.lexicon, null),
  rule('spelling.ime-jamo', 'SPELLING', PRIORITY.curated, null),
  rule('spelling.loanword', 'SPELLING', PRIORITY.curated, '외래어 표기법'),
  rule('punctuation.stray-mark', 'PUNCTUATION', PRIORITY.curated, null),
  rule('punctuation.slash-for-mark', 'PUNCTUATION', PRIORITY.curated, REF.punctuation),
  rule('punctuation.stop-mid-sentence', 'PUNCTUATION', PRIORITY.curated, REF.punctuation),
  rule('punctuation.missing-question', 'PUNCTUATION', PRIORITY.curated, REF.punctuation),
  rule('grammar.honorific-particle', 'GRAMMAR', PRIORITY.grammar, REF.dict('에게')),
  rule('grammar.particle-predicate', 'GRAMMAR', PRIORITY.grammar, REF.dict('-기로')),
];

export const RULE_IDS: ReadonlySet<string> = new Set(RULES.map((r) => r.id));
const BY_ID = new Map(RULES.map((r) => [r.id, r]));

/** The registry's entry of a rule id (throws for an id the registry does not list). */
export function ruleInfo(id: string): RuleInfo {
  const info = BY_ID.get(id);
  if (!info) throw new Error(`rule ${id} is not in the registry (src/rules/registry.ts)`);
  return info;
}
