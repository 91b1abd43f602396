import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type FileKind,
  type SectionArray,
  type SectionTable,
  type SectionType,
  readSectionedFile,
  writeSectionedFile,
} from './sectioned-file.ts';

const KIND: FileKind = {
  magic: 0x54534444, // "DDST"
  version: 7,
  what: 'test file',
  rebuild: 'run `npm run build:test`',
};

interface TestHeader {
  version: number;
  sections: SectionTable;
  source: string;
}

const CTORS = {
  u8: Uint8Array,
  u16: Uint16Array,
  i16: Int16Array,
  i32: Int32Array,
  u32: Uint32Array,
} as const;

const RANGES: Record<SectionType, [number, number]> = {
  u8: [0, 0xff],
  u16: [0, 0xffff],
  i16: [-0x8000, 0x7fff],
  i32: [-0x80000000, 0x7fffffff],
  u32: [0, 0xffffffff],
};

/** A section of any type with values over its whole range. */
const sectionArb = fc
  .constantFrom(...(Object.keys(CTORS) as SectionType[]))
  .chain((type) =>
    fc
      .array(fc.integer({ min: RANGES[type][0], max: RANGES[type][1] }), { maxLength: 40 })
      .map((values) => ({ type, array: CTORS[type].from(values) as SectionArray })),
  );

const sectionsArb = fc.dictionary(
  fc.string({ unit: fc.constantFrom(...'abcxyz가나'), minLength: 1, maxLength: 6 }),
  sectionArb,
  { maxKeys: 6 },
);

/** `bytes` copied into a new buffer (shared or not) after `pad` bytes. */
function placed(bytes: Uint8Array, pad = 0, shared = false): ArrayBufferLike {
  const buffer = shared
    ? new SharedArrayBuffer(pad + bytes.length)
    : new ArrayBuffer(pad + bytes.length);
  new Uint8Array(buffer, pad).set(bytes);
  return buffer;
}

const sample = () =>
  writeSectionedFile(
    KIND,
    { source: '표준국어대사전' },
    { words: Uint16Array.of(1, 2, 3), costs: Int32Array.of(-5, 7) },
  );

describe('sectioned files', () => {
  it('read back the header and every section as written, at any 8-byte offset, shared or not (property)', () => {
    fc.assert(
      fc.property(
        sectionsArb,
        fc.string({ maxLength: 30 }),
        fc.integer({ min: 0, max: 3 }).map((k) => k * 8),
        fc.boolean(),
        (sections, source, pad, shared) => {
          const arrays = Object.fromEntries(
            Object.entries(sections).map(([name, s]) => [name, s.array]),
          );
          const bytes = writeSectionedFile(KIND, { source }, arrays);
          const buffer = placed(bytes, pad, shared);
          const { header, section } = readSectionedFile<TestHeader>(KIND, buffer, pad);
          expect(header.source).toBe(source);
          expect(header.version).toBe(KIND.version);
          for (const [name, { type, array }] of Object.entries(sections)) {
            const view = section(name, type);
            expect(view).toBeInstanceOf(CTORS[type]);
            expect([...view]).toEqual([...array]);
            expect(view.buffer).toBe(buffer);
            expect((header.sections[name]?.offset ?? 1) % 8).toBe(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('views the sections in the one buffer without copying', () => {
    const buffer = placed(sample());
    const { section } = readSectionedFile<TestHeader>(KIND, buffer);
    const words = section('words', 'u16');
    new Uint16Array(buffer, words.byteOffset, 1)[0] = 42;
    expect(section('words', 'u16')[0]).toBe(42);
  });

  it('starts with the magic, the version and the header length, the sections after the header', () => {
    const bytes = sample();
    const view = new DataView(bytes.buffer);
    expect(view.getUint32(0, true)).toBe(KIND.magic);
    expect(view.getUint32(4, true)).toBe(KIND.version);
    const length = view.getUint32(8, true);
    const header = JSON.parse(new TextDecoder().decode(bytes.slice(12, 12 + length))) as TestHeader;
    expect(header.source).toBe('표준국어대사전');
    for (const s of Object.values(header.sections))
      expect(s.offset).toBeGreaterThanOrEqual(12 + length);
  });

  it('refuses a file of another kind, naming what it expected', () => {
    expect(() => readSectionedFile({ ...KIND, magic: KIND.magic + 1 }, placed(sample()))).toThrow(
      'not a Dadeum test file',
    );
  });

  it('refuses another version, saying how to rebuild the file', () => {
    expect(() => readSectionedFile({ ...KIND, version: 8 }, placed(sample()))).toThrow(
      'test file version 7, expected 8: run `npm run build:test` to rebuild it',
    );
  });

  it('refuses a section it lacks or asked for as another type', () => {
    const { section } = readSectionedFile<TestHeader>(KIND, placed(sample()));
    expect(() => section('nouns', 'u16')).toThrow('test file: section nouns missing');
    expect(() => section('words', 'u32')).toThrow('test file: section words missing');
  });

  it('refuses a file cut short or with a corrupt header instead of reading garbage', () => {
    const bytes = sample();
    const length = new DataView(bytes.buffer).getUint32(8, true);
    // Cut inside the fixed fields, inside the header, inside the last section: each refused with
    // what is wrong and how to rebuild the file.
    const rebuild = /test file is damaged \(.+\): run `npm run build:test` to rebuild it/;
    expect(() => readSectionedFile(KIND, placed(bytes.slice(0, 6)))).toThrow(rebuild);
    expect(() => readSectionedFile(KIND, placed(bytes.slice(0, 12 + length - 3)))).toThrow(
      /cut short in its header/,
    );
    const cut = readSectionedFile<TestHeader>(KIND, placed(bytes.slice(0, bytes.length - 2)));
    expect(() => cut.section('costs', 'i32')).toThrow(/section costs cut short/);
    // A header that is no JSON.
    const corrupt = bytes.slice();
    corrupt[12] = '#'.charCodeAt(0);
    expect(() => readSectionedFile(KIND, placed(corrupt))).toThrow(/unreadable header/);
  });
});
