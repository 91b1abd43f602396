/**
 * The analyser's dictionary: mecab-ko-dic (Apache-2.0, as shipped in the kuromoji-ko package)
 * recompiled at install time into one flat binary of typed arrays
 * (`scripts/build-analyzer.ts`). Reading it is zero-copy: every array is a view
 * into the one buffer, which may be a SharedArrayBuffer handed to worker threads.
 *
 * Layout (src/sectioned-file.ts): "DDMA" magic, u32 version, u32 header length, the
 * JSON header, then the sections at 8-byte aligned offsets the header names.
 */
import {
  type FileKind,
  type SectionArray,
  type SectionTable,
  readSectionedFile,
  writeSectionedFile,
} from '../sectioned-file.ts';
import type { DoubleArray } from './double-array.ts';

export const DICTIONARY_MAGIC = 0x414d4444; // "DDMA" little-endian
export const DICTIONARY_VERSION = 3;

/**
 * Entry e is `entries[e * ENTRY_SIZE ..]`: left class, right class, word cost, feature set.
 * One record instead of four arrays: the analyser reads all four fields of every entry a
 * surface in the text matches, at random places in 6.5 MB, and one cache line then serves
 * them (and usually the surface's other entries).
 */
export const ENTRY_SIZE = 4;

/**
 * The trie's value for a surface is `first << SURFACE_COUNT_BITS | count`: its entries are
 * `first .. first + count - 1` (consecutive, in the dictionary's order).
 */
export const SURFACE_COUNT_BITS = 8;
export const SURFACE_ENTRIES_MAX = (1 << SURFACE_COUNT_BITS) - 1;
export const surfaceEntries = (value: number): number => value >>> SURFACE_COUNT_BITS;
export const surfaceEntryCount = (value: number): number => value & SURFACE_ENTRIES_MAX;

/** mecab-ko-dic features of an entry (the reading is dropped). */
export interface EntryFeature {
  /** Part of speech, e.g. NNG, VV+EC, NNP. */
  pos: string;
  /** Semantic class (인명, 지명, ...) or '*'. */
  semantic: string;
  /** Final consonant: 'T', 'F' or '*'. */
  jong: string;
  /** '*', 'Inflect', 'Compound' or 'Preanalysis'. */
  type: string;
  /** First and last POS of an inflected or compound entry, else '*'. */
  first: string;
  last: string;
}

/** A character category from char.def with its unknown-word entries. */
export interface CharCategory {
  name: string;
  /** Always make unknown words for this category, even when dictionary words start here. */
  invoke: boolean;
  /** Group a run of characters of this category into one unknown word. */
  group: boolean;
  /** Also make unknown words of 1..length characters. */
  length: number;
  unknown: Array<{ left: number; right: number; cost: number; feature: number }>;
}

export interface DictionaryHeader {
  version: number;
  source: string;
  sections: SectionTable;
  features: EntryFeature[];
  categories: CharCategory[];
  /**
   * Rows (previous node's right id) and columns (next node's left id) of `connection`. The
   * ids are classes of mecab-ko-dic's: ids with identical rows or columns share one (version 2),
   * numbered by estimated use, most used first (version 3; scripts/build-analyzer.ts).
   */
  rightSize: number;
  leftSize: number;
}

export interface AnalyzerDictionary {
  readonly header: DictionaryHeader;
  /** Surface -> its entries (see SURFACE_COUNT_BITS). */
  readonly trie: DoubleArray;
  /** Left class, right class, word cost and feature set of each entry (see ENTRY_SIZE). */
  readonly entries: Int16Array;
  /** Expression (e.g. 가/VV/*+아서/EC/*) of entry e: exprChars[exprStart[e] .. exprStart[e + 1]]. */
  readonly exprStart: Uint32Array;
  readonly exprChars: Uint16Array;
  /** connection[right * leftSize + left]: cost of a node with `left` after one with `right`. */
  readonly connection: Int16Array;
  /** Code unit -> index into header.categories. */
  readonly charCategory: Uint8Array;
  /** Backing buffer (shareable with worker threads when it is a SharedArrayBuffer). */
  readonly buffer: ArrayBufferLike;
}

const DICTIONARY_FILE: FileKind = {
  magic: DICTIONARY_MAGIC,
  version: DICTIONARY_VERSION,
  what: 'analyser dictionary',
  rebuild: 'run `npm run build:analyzer`',
};

export function readDictionary(buffer: ArrayBufferLike, byteOffset = 0): AnalyzerDictionary {
  const { header, section } = readSectionedFile<DictionaryHeader>(
    DICTIONARY_FILE,
    buffer,
    byteOffset,
  );
  return {
    header,
    trie: {
      alphabet: section('alphabet', 'u16'),
      base: section('base', 'i32'),
      check: section('check', 'i32'),
    },
    entries: section('entries', 'i16'),
    exprStart: section('exprStart', 'u32'),
    exprChars: section('exprChars', 'u16'),
    connection: section('connection', 'i16'),
    charCategory: section('charCategory', 'u8'),
    buffer,
  };
}

/** Serialise sections and header into one buffer (build time). */
export function writeDictionary(
  header: Omit<DictionaryHeader, 'sections' | 'version'>,
  sections: Record<string, SectionArray>,
): Uint8Array {
  return writeSectionedFile(DICTIONARY_FILE, header, sections);
}
