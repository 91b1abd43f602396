/**
 * The analyser's dictionary: mecab-ko-dic (Apache-2.0, as shipped in the kuromoji-ko package)
 * recompiled at install time into one flat binary of typed arrays
 * (`scripts/correction/build-analyzer.ts`). Reading it is zero-copy: every array is a view
 * into the one buffer, which may be a SharedArrayBuffer handed to worker threads.
 *
 * Layout: "DDMA" magic, u32 version, u32 header length, the JSON header, then the sections at
 * 8-byte aligned offsets the header names.
 */
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
  sections: Record<string, { offset: number; length: number; type: SectionType }>;
  features: EntryFeature[];
  categories: CharCategory[];
  /**
   * Rows (previous node's right id) and columns (next node's left id) of `connection`. The
   * ids are classes of mecab-ko-dic's: ids with identical rows or columns share one (version 2),
   * numbered by estimated use, most used first (version 3; scripts/correction/build-analyzer.ts).
   */
  rightSize: number;
  leftSize: number;
}

export type SectionType = 'u8' | 'u16' | 'i16' | 'i32' | 'u32';

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

const CTORS = {
  u8: Uint8Array,
  u16: Uint16Array,
  i16: Int16Array,
  i32: Int32Array,
  u32: Uint32Array,
} as const;

type ViewOf<T extends SectionType> = InstanceType<(typeof CTORS)[T]>;

export function readDictionary(buffer: ArrayBufferLike, byteOffset = 0): AnalyzerDictionary {
  const view = new DataView(buffer, byteOffset);
  if (view.getUint32(0, true) !== DICTIONARY_MAGIC)
    throw new Error('not a Dadeum analyser dictionary');
  const version = view.getUint32(4, true);
  if (version !== DICTIONARY_VERSION)
    throw new Error(
      `analyser dictionary version ${version}, expected ${DICTIONARY_VERSION}: ` +
        'run `npm run build:analyzer` to rebuild it',
    );
  const headerLength = view.getUint32(8, true);
  const header = JSON.parse(
    new TextDecoder().decode(new Uint8Array(buffer, byteOffset + 12, headerLength)),
  ) as DictionaryHeader;
  const section = <T extends SectionType>(name: string, type: T): ViewOf<T> => {
    const s = header.sections[name];
    if (!s || s.type !== type) throw new Error(`analyser dictionary: section ${name} missing`);
    return new CTORS[type](buffer as ArrayBuffer, byteOffset + s.offset, s.length) as ViewOf<T>;
  };
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
  sections: Record<string, Uint8Array | Uint16Array | Int16Array | Int32Array | Uint32Array>,
): Uint8Array {
  const typeOf = (a: ArrayBufferView): SectionType =>
    a instanceof Uint8Array
      ? 'u8'
      : a instanceof Uint16Array
        ? 'u16'
        : a instanceof Int16Array
          ? 'i16'
          : a instanceof Int32Array
            ? 'i32'
            : 'u32';
  // Two passes: the header's length decides where the data starts.
  const layout = (start: number) => {
    const out: DictionaryHeader['sections'] = {};
    let offset = start;
    for (const [name, array] of Object.entries(sections)) {
      offset = Math.ceil(offset / 8) * 8;
      out[name] = { offset, length: array.length, type: typeOf(array) };
      offset += array.byteLength;
    }
    return { out, end: offset };
  };
  let start = 0;
  let json = '';
  let end = 0;
  for (let i = 0; i < 4; i++) {
    const l = layout(start);
    json = JSON.stringify({ ...header, version: DICTIONARY_VERSION, sections: l.out });
    end = l.end;
    const needed = Math.ceil((12 + new TextEncoder().encode(json).length) / 8) * 8;
    if (needed === start) break;
    start = needed;
  }
  const bytes = new Uint8Array(end);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, DICTIONARY_MAGIC, true);
  view.setUint32(4, DICTIONARY_VERSION, true);
  const encoded = new TextEncoder().encode(json);
  view.setUint32(8, encoded.length, true);
  bytes.set(encoded, 12);
  const parsed = JSON.parse(json) as DictionaryHeader;
  for (const [name, array] of Object.entries(sections)) {
    const s = parsed.sections[name] as { offset: number };
    bytes.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), s.offset);
  }
  return bytes;
}
