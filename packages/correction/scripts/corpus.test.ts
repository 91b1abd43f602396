import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// A corpus folder of our own: readCorpus reads CORPORA_DIR once and caches it (this file only).
const dir = mkdtempSync(join(tmpdir(), 'corpus-test-'));
const lines = Array.from({ length: 60 }, (_, i) => `문장 ${i}번은 여기에 있다.`);
writeFileSync(join(dir, 'b.txt'), `${lines.slice(30).join('\n')}\n\n   \n`);
// Decomposed (NFD) text with spaces around it comes back composed and trimmed.
writeFileSync(
  join(dir, 'a.txt'),
  ` ${lines[0]?.normalize('NFD')} \n${lines.slice(1, 30).join('\n')}`,
);
writeFileSync(join(dir, 'notes.md'), '이 파일은 읽지 않는다.');
process.env.CORPORA_DIR = dir;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the corpus reader (scripts/corpus.ts)', () => {
  it('gives readCorpus and forEachCorpusLine the same lines of each part, in file then line order', async () => {
    const { forEachCorpusLine, partOf, readCorpus } = await import('./corpus.ts');
    const all: string[] = [];
    for (const part of ['train', 'dev', 'test'] as const) {
      const streamed: { source: string; text: string }[] = [];
      forEachCorpusLine(dir, part, (l) => streamed.push(l));
      expect(readCorpus(part)).toEqual(streamed);
      for (const l of streamed) expect(partOf(l.text)).toBe(part);
      all.push(...streamed.map((l) => l.text));
    }
    expect(all.sort()).toEqual([...lines].sort());
    const train = readCorpus('train');
    const firstB = train.findIndex((l) => l.source === 'b');
    expect(train.slice(firstB).every((l) => l.source === 'b')).toBe(true);
  });

  it('says where the corpora should be when the folder is missing', async () => {
    const { forEachCorpusLine } = await import('./corpus.ts');
    expect(() => forEachCorpusLine(join(dir, 'nope'), 'dev', () => {})).toThrow(/CORPORA_DIR/);
  });
});
