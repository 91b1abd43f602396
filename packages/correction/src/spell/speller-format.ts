/**
 * The file format of the compiled Korean speller (`speller.bin`), shared by the compiler
 * (compile-speller.ts) and the reader (korean-speller.ts). A sectioned file like the analyser's
 * `analyzer.bin` (src/sectioned-file.ts): "DDSL" magic, u32 version, u32 header
 * length, the JSON header, then typed-array sections at 8-byte aligned offsets the header names,
 * so every array can be a zero-copy view into one (possibly shared) buffer.
 *
 * Sections:
 *  - alphabet (u16 × 65536): code unit -> dense code, most frequent in the roots first; 0 for a
 *    unit in no root, affix string, strip or condition.
 *  - rootTrie (i32): double-array trie over the roots, as (base, check) pairs; a root's value
 *    is the start of its homonyms in homAlias << 8 | their count.
 *  - homAlias (u8): the AF alias (flag set) of every homonym, in dictionary order.
 *  - aliasFlags (u8, flagBytes per alias): flag bitsets; aliasLength (u16): flags per alias.
 *  - contClasses (u8): bitset of the flags some continuation class lists (outer suffixes).
 *  - stripStart, stripChars: the distinct strings suffix entries strip.
 *  - condStart, condPos, condSets: conditions as lists of positions from the stem's end,
 *    each set << 1 | negated, sets as bitsets over alphabet codes (setBytes each).
 *  - sfxTrie (i32): double-array trie over the reversed affix strings of all suffix entries;
 *    value g: the entries sfxGroupStart[g] .. sfxGroupStart[g + 1] - 1 in the order hunspell
 *    tries them, with sfxFlag, sfxStrip, sfxCond and sfxCont (alias of continuation classes).
 *  - inTrie, inGroupStart, inFlag, ...: the same for the entries with continuation classes
 *    (the inner suffixes of two-level suffixes).
 */

import {
  type FileKind,
  type SectionArray,
  type SectionTable,
  type SectionType,
  type ViewOf,
  readSectionedFile,
  writeSectionedFile,
} from '../sectioned-file.ts';
import type { RulePrefix } from './compound-rule.ts';

export const SPELLER_MAGIC = 0x4c534444; // "DDSL" little-endian ("DDSP" is the spacing model's)
export const SPELLER_VERSION = 1;

export interface SpellerHeader {
  version: number;
  /** What the file was compiled from (the affix file's VERSION line and the two inputs' sizes). */
  source: { affVersion: string; affBytes: number; dicBytes: number };
  sections: SectionTable;
  /** FORBIDDENWORD flag, or -1 when the affix file sets none that any word carries. */
  forbiddenFlag: number;
  /** ONLYINCOMPOUND flag, or -1. */
  onlyInCompoundFlag: number;
  /** COMPOUNDMIN (characters). */
  compoundMin: number;
  /**
   * COMPOUNDRULE patterns as hunspell stores them: flag numbers, with the metacharacters kept as
   * their character codes ('*' = 42, '?' = 63), exactly as its defcpd_check compares them.
   */
  compoundRules: number[][];
  /**
   * Per rule, what the first words of a compound must look like for it to still fit
   * (compound-rule.ts), or null where the compiler could not confirm a descriptor.
   */
  compoundPrefixes: Array<RulePrefix | null>;
  /** Bytes per flag set in `aliasFlags` (flags are bit indexes). */
  flagBytes: number;
  /** Bytes per character set in `condSets` (alphabet codes are bit indexes). */
  setBytes: number;
  /** The longest affix string (code units) of any suffix entry. */
  maxAffix: number;
  /** The longest affix string (code units) among the inner suffixes of two-level suffixes. */
  innerMaxAffix: number;
  /** Counts, for the report and sanity checks. */
  counts: {
    roots: number;
    homonyms: number;
    aliases: number;
    suffixEntries: number;
    suffixGroups: number;
    innerEntries: number;
    innerGroups: number;
    conditions: number;
    alphabet: number;
  };
}

export type SpellerSections = Record<string, SectionArray>;

const SPELLER_FILE: FileKind = {
  magic: SPELLER_MAGIC,
  version: SPELLER_VERSION,
  what: 'speller file',
  rebuild: 'run `npm run build:speller`',
};

/** Serialise the header and sections into one buffer (build time). */
export function writeSpellerFile(
  header: Omit<SpellerHeader, 'sections' | 'version'>,
  sections: SpellerSections,
): Uint8Array {
  return writeSectionedFile(SPELLER_FILE, header, sections);
}

/** The header and a typed view of each section, without copying. */
export function readSpellerFile(
  buffer: ArrayBufferLike,
  byteOffset = 0,
): {
  header: SpellerHeader;
  section: <T extends SectionType>(name: string, type: T) => ViewOf<T>;
} {
  return readSectionedFile<SpellerHeader>(SPELLER_FILE, buffer, byteOffset);
}
