export {
  LEXICON_COLUMNS,
  LEXICON_KINDS,
  LEXICON_MATCHES,
  LexiconFormatError,
  formatLexiconLine,
  parseContext,
  parseLexicon,
  type LexiconContext,
  type LexiconEntry,
  type LexiconKind,
  type LexiconMatch,
} from './lexicon.ts';
export { isNounOrVerbTail, isNounTail } from './noun-tail.ts';
export { LEXICON_PRIORITY, LEXICON_RULE_ID, lexiconMessage, lexiconRule } from './rule.ts';
