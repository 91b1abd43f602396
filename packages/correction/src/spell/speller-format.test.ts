import { describe, expect, it } from 'vitest';
import { ANALYZER_DICTIONARY_FILE, SPELLER_FILE, readShared } from '../node/engine-files.ts';
import { rulePrefixShape } from './compound-rule.ts';
import {
  SPELLER_MAGIC,
  SPELLER_VERSION,
  type SpellerHeader,
  readSpellerFile,
  writeSpellerFile,
} from './speller-format.ts';

const shipped = readSpellerFile(readShared(SPELLER_FILE));

describe('the compiled speller file', () => {
  const { header, section } = shipped;

  it('is of the version this code reads, compiled from dictionary-ko', () => {
    expect(header.version).toBe(SPELLER_VERSION);
    expect(header.source.affVersion).toMatch(/hunspell-dict-ko/);
    expect(header.source.affBytes).toBeGreaterThan(0);
    expect(header.source.dicBytes).toBeGreaterThan(0);
  });

  it('has sections of the sizes its counts say', () => {
    const { counts, flagBytes } = header;
    const sizes = (names: string[], type: 'u8' | 'u16' | 'u32') =>
      names.map((name) => section(name, type).length);
    expect(section('alphabet', 'u16').length).toBe(65536);
    expect(section('homAlias', 'u8').length).toBe(counts.homonyms);
    expect(section('aliasLength', 'u16').length).toBe(counts.aliases);
    expect(section('aliasFlags', 'u8').length).toBe(counts.aliases * flagBytes);
    expect(section('contClasses', 'u8').length).toBe(flagBytes);
    expect(section('condStart', 'u32').length).toBe(counts.conditions + 1);
    expect(section('sfxGroupStart', 'u32').length).toBe(counts.suffixGroups + 1);
    expect(section('inGroupStart', 'u32').length).toBe(counts.innerGroups + 1);
    expect(sizes(['sfxStrip', 'sfxCont'], 'u8')).toEqual([
      counts.suffixEntries,
      counts.suffixEntries,
    ]);
    expect(sizes(['sfxFlag', 'sfxCond'], 'u16')).toEqual([
      counts.suffixEntries,
      counts.suffixEntries,
    ]);
    expect(sizes(['inStrip', 'inCont'], 'u8')).toEqual([counts.innerEntries, counts.innerEntries]);
    expect(sizes(['inFlag', 'inCond'], 'u16')).toEqual([counts.innerEntries, counts.innerEntries]);
    expect(section('rootTrie', 'i32').length % 2).toBe(0);
  });

  it('gives codes 1..n to the units of its alphabet, each once', () => {
    const codes = [...section('alphabet', 'u16')].filter((c) => c > 0).sort((a, b) => a - b);
    expect(codes).toEqual(Array.from({ length: header.counts.alphabet }, (_, i) => i + 1));
  });

  it('keeps its flags inside the flag bitsets and a prefix descriptor that matches each rule’s shape', () => {
    const bits = header.flagBytes * 8;
    expect(header.forbiddenFlag).toBeLessThan(bits);
    expect(header.onlyInCompoundFlag).toBeLessThan(bits);
    expect(header.compoundPrefixes.length).toBe(header.compoundRules.length);
    header.compoundRules.forEach((rule, i) => {
      const prefix = header.compoundPrefixes[i];
      if (prefix) expect(prefix, `rule ${i}`).toEqual(rulePrefixShape(rule));
    });
  });
});

describe('writeSpellerFile and readSpellerFile', () => {
  const header: Omit<SpellerHeader, 'sections' | 'version'> = {
    source: { affVersion: 'test', affBytes: 1, dicBytes: 2 },
    forbiddenFlag: -1,
    onlyInCompoundFlag: 3,
    compoundMin: 1,
    compoundRules: [[1, 42, 2]],
    compoundPrefixes: [{ star: 1, tail: 1 }],
    flagBytes: 1,
    setBytes: 1,
    maxAffix: 2,
    innerMaxAffix: 0,
    counts: {
      roots: 1,
      homonyms: 1,
      aliases: 1,
      suffixEntries: 0,
      suffixGroups: 0,
      innerEntries: 0,
      innerGroups: 0,
      conditions: 0,
      alphabet: 1,
    },
  };

  it('round-trip the header and the sections', () => {
    const bytes = writeSpellerFile(header, {
      homAlias: Uint8Array.of(1),
      rootTrie: Int32Array.of(7, -1, 9, 0),
    });
    expect(new DataView(bytes.buffer).getUint32(0, true)).toBe(SPELLER_MAGIC);
    const read = readSpellerFile(bytes.buffer);
    expect(read.header).toMatchObject({ ...header, version: SPELLER_VERSION });
    expect([...read.section('rootTrie', 'i32')]).toEqual([7, -1, 9, 0]);
    expect(() => read.section('sfxTrie', 'i32')).toThrow('speller file: section sfxTrie missing');
  });

  it('refuse the analyser dictionary and a speller of another version, saying how to rebuild', () => {
    expect(() => readSpellerFile(readShared(ANALYZER_DICTIONARY_FILE))).toThrow(
      'not a Dadeum speller file',
    );
    const bytes = writeSpellerFile(header, {});
    new DataView(bytes.buffer).setUint32(4, SPELLER_VERSION + 1, true);
    expect(() => readSpellerFile(bytes.buffer)).toThrow('run `npm run build:speller` to rebuild');
  });
});
