import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ANALYZER_DICTIONARY_FILE,
  SPACING_MODEL_FILE,
  SPELLER_FILE,
  SYLLABLE_LM_FILE,
  createEngineChecker,
  loadAnalyzerDictionary,
  loadEngineBuffers,
  loadEngineModels,
  loadKoreanDictionary,
  readShared,
} from './engine-files.ts';

const dir = mkdtempSync(join(tmpdir(), 'engine-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readShared', () => {
  it('reads a whole file into a SharedArrayBuffer, byte for byte', () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 31) & 0xff);
    const path = join(dir, 'data.bin');
    writeFileSync(path, bytes);
    const shared = readShared(path);
    expect(shared).toBeInstanceOf(SharedArrayBuffer);
    expect(new Uint8Array(shared)).toEqual(bytes);
  });

  it('reads an empty file as an empty buffer', () => {
    const path = join(dir, 'empty.bin');
    writeFileSync(path, new Uint8Array(0));
    expect(readShared(path).byteLength).toBe(0);
  });

  it('names the missing file', () => {
    const path = join(dir, 'no-such.bin');
    expect(() => readShared(path)).toThrow(path);
  });
});

describe('the engine files', () => {
  it('are all loaded into SharedArrayBuffers of their files’ sizes, once per process', () => {
    const buffers = loadEngineBuffers();
    for (const [buffer, file] of [
      [buffers.analyzer, ANALYZER_DICTIONARY_FILE],
      [buffers.speller, SPELLER_FILE],
      [buffers.spacing, SPACING_MODEL_FILE],
      [buffers.lm, SYLLABLE_LM_FILE],
    ] as const) {
      expect(buffer, file).toBeInstanceOf(SharedArrayBuffer);
      expect(buffer.byteLength, file).toBe(statSync(file).size);
    }
    expect(loadEngineBuffers()).toBe(buffers);
    expect(loadEngineModels()).toBe(loadEngineModels());
  });

  it('give models over the shared buffers, not copies', async () => {
    const buffers = loadEngineBuffers();
    expect(loadEngineModels().analyzer.dictionary.buffer).toBe(buffers.analyzer);
    expect((await loadAnalyzerDictionary()).buffer).toBe(buffers.analyzer);
    expect(loadEngineModels().spacing.weights.buffer).toBe(buffers.spacing);
  });

  it('give a dictionary that knows Korean words and a checker that finds a misspelling', async () => {
    const dictionary = await loadKoreanDictionary();
    expect(dictionary.spell('학교')).toBe(true);
    expect(dictionary.spell('핳굫')).toBe(false);
    const checker = await createEngineChecker(loadEngineBuffers());
    const issues = checker.check('어제 친구를 만낫다.');
    expect(issues.map((i) => i.suggestions[0])).toContain('만났다');
  });
});
