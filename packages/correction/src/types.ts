/** Public types of the correction engine. Offsets and lengths are UTF-16 code units. */

export const CATEGORIES = ['SPELLING', 'SPACING', 'GRAMMAR', 'PUNCTUATION', 'STYLE'] as const;
export type Category = (typeof CATEGORIES)[number];

export type Language = 'ko' | 'en';

export interface Issue {
  /** UTF-16 code units into the checked text. */
  offset: number;
  length: number;
  /** `text.slice(offset, offset + length)`. */
  original: string;
  /** Best first; may be empty for a warning without a fix. */
  suggestions: string[];
  category: Category;
  ruleId: string;
  /** In the requested language. */
  message: string;
  /** The norm the rule follows (e.g. 한글 맞춤법 제57항), or null. */
  reference: string | null;
}

export interface Message {
  ko: string;
  en: string;
}

/**
 * Minimal spell-checking interface the engine needs from a dictionary. The Node loader
 * (src/node/engine-files.ts) provides one backed by hunspell-asm and dictionary-ko; tests and the
 * browser may inject any other implementation.
 */
export interface SpellDictionary {
  /** True when the word is known (after the dictionary's own affix rules). */
  spell(word: string): boolean;
}

/** A raw finding of a rule, before localisation and overlap resolution. */
export interface Finding {
  offset: number;
  length: number;
  suggestions: string[];
  ruleId: string;
  category: Category;
  message: Message;
  reference: string | null;
  /**
   * A whole-sentence respacing: word-level fixes of other rules inside its span are folded into
   * its suggestion (and not reported apart), so applying it loses none of them.
   */
  absorbs?: boolean;
}
