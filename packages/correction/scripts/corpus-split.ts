/**
 * `npm run corpus:split`: writes the train / dev / test parts of ../shared/corpora to
 * .data/corpus/{train,dev,test}.txt (source<TAB>line) and prints their sizes and digests, so a
 * change in the corpora or the split shows. Every other script computes the same split on the
 * fly from `partOf()`; these files are for reading, not an input.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countSyllables, corporaDir, readCorpus } from './corpus.ts';

const out = join(import.meta.dirname, '../.data/corpus');
mkdirSync(out, { recursive: true });
console.log(`corpora: ${corporaDir()}`);
console.log('part    lines   syllables  sha1 (first 12)');
for (const part of ['train', 'dev', 'test'] as const) {
  const lines = readCorpus(part);
  const body = lines.map((l) => `${l.source}\t${l.text}`).join('\n') + '\n';
  writeFileSync(join(out, `${part}.txt`), body);
  const syllables = lines.reduce((n, l) => n + countSyllables(l.text), 0);
  const digest = createHash('sha1').update(body).digest('hex').slice(0, 12);
  console.log(
    `${part.padEnd(6)} ${String(lines.length).padStart(6)}  ${String(syllables).padStart(10)}  ${digest}`,
  );
}
console.log(`written to ${out}`);
