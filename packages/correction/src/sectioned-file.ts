/**
 * The flat binary files the engine reads zero-copy (the analyser's `analyzer.bin`, the
 * speller's `speller.bin`): a u32 magic, a u32 version, a u32 header length, the JSON header,
 * then typed-array sections at 8-byte aligned offsets the header's `sections` names. Every
 * section is a view into the one buffer, which may be a SharedArrayBuffer handed to worker
 * threads.
 */

export type SectionType = 'u8' | 'u16' | 'i16' | 'i32' | 'u32';
export type SectionArray = Uint8Array | Uint16Array | Int16Array | Int32Array | Uint32Array;
export type SectionTable = Record<string, { offset: number; length: number; type: SectionType }>;

const CTORS = {
  u8: Uint8Array,
  u16: Uint16Array,
  i16: Int16Array,
  i32: Int32Array,
  u32: Uint32Array,
} as const;

export type ViewOf<T extends SectionType> = InstanceType<(typeof CTORS)[T]>;

function typeOf(a: SectionArray): SectionType {
  if (a instanceof Uint8Array) return 'u8';
  if (a instanceof Uint16Array) return 'u16';
  if (a instanceof Int16Array) return 'i16';
  if (a instanceof Int32Array) return 'i32';
  return 'u32';
}

/** What a file is, for its checks and their messages. */
export interface FileKind {
  magic: number;
  version: number;
  /** Its name in messages: "analyser dictionary". */
  what: string;
  /** How to rebuild it: "run `npm run build:analyzer`". */
  rebuild: string;
}

/**
 * Serialise `header` (written as `{ ...header, version, sections }`) and the sections into one
 * buffer (build time).
 */
export function writeSectionedFile(
  kind: FileKind,
  header: object,
  sections: Record<string, SectionArray>,
): Uint8Array {
  const layout = (start: number) => {
    const out: SectionTable = {};
    let offset = start;
    for (const [name, array] of Object.entries(sections)) {
      offset = Math.ceil(offset / 8) * 8;
      out[name] = { offset, length: array.length, type: typeOf(array) };
      offset += array.byteLength;
    }
    return { out, end: offset };
  };
  // The header's own length decides where the data starts: iterate until it is stable.
  let start = 0;
  let json = '';
  let end = 0;
  for (let i = 0; i < 4; i++) {
    const l = layout(start);
    json = JSON.stringify({ ...header, version: kind.version, sections: l.out });
    end = l.end;
    const needed = Math.ceil((12 + new TextEncoder().encode(json).length) / 8) * 8;
    if (needed === start) break;
    start = needed;
  }
  const bytes = new Uint8Array(end);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, kind.magic, true);
  view.setUint32(4, kind.version, true);
  const encoded = new TextEncoder().encode(json);
  view.setUint32(8, encoded.length, true);
  bytes.set(encoded, 12);
  const parsed = JSON.parse(json) as { sections: SectionTable };
  for (const [name, array] of Object.entries(sections)) {
    const s = parsed.sections[name] as { offset: number };
    bytes.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), s.offset);
  }
  return bytes;
}

/** The header and a typed view of each section, without copying. */
export function readSectionedFile<H extends { sections: SectionTable }>(
  kind: FileKind,
  buffer: ArrayBufferLike,
  byteOffset = 0,
): { header: H; section: <T extends SectionType>(name: string, type: T) => ViewOf<T> } {
  const size = buffer.byteLength - byteOffset;
  const damaged = (what: string) =>
    new Error(`${kind.what} is damaged (${what}): ${kind.rebuild} to rebuild it`);
  if (size < 12) throw damaged(`${Math.max(0, size)} bytes`);
  const view = new DataView(buffer, byteOffset);
  if (view.getUint32(0, true) !== kind.magic) throw new Error(`not a Dadeum ${kind.what}`);
  const version = view.getUint32(4, true);
  if (version !== kind.version)
    throw new Error(
      `${kind.what} version ${version}, expected ${kind.version}: ${kind.rebuild} to rebuild it`,
    );
  const headerLength = view.getUint32(8, true);
  if (12 + headerLength > size) throw damaged('cut short in its header');
  let header: H;
  try {
    header = JSON.parse(
      new TextDecoder().decode(new Uint8Array(buffer, byteOffset + 12, headerLength)),
    ) as H;
  } catch {
    throw damaged('unreadable header');
  }
  const section = <T extends SectionType>(name: string, type: T): ViewOf<T> => {
    const s = header.sections[name];
    if (!s || s.type !== type) throw new Error(`${kind.what}: section ${name} missing`);
    if (s.offset + s.length * CTORS[type].BYTES_PER_ELEMENT > size)
      throw damaged(`section ${name} cut short`);
    return new CTORS[type](buffer as ArrayBuffer, byteOffset + s.offset, s.length) as ViewOf<T>;
  };
  return { header, section };
}
