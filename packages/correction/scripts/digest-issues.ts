/**
 * `npm run digest:correction [-- --out FILE] [--compare FILE] [--parts train,dev,test]`
 *
 * Proof that a refactoring changed nothing a user sees: checks every corpus line of the given
 * parts as written, run together, damaged (the evaluation's seeds) and damaged by spaces, in
 * Korean and in English, and writes one line per check with a hash of the issues it returned
 * (every field: offsets, suggestions, category, rule id, message, reference). `--compare` reads
 * an earlier digest and prints the checks that differ, with both issue lists for the first few;
 * it exits 1 when any differ. Needs the corpora (../shared/corpora or CORPORA_DIR).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createEngineChecker } from '../src/node/engine-files.ts';
import { seededRandom } from '../src/seeded-random.ts';
import type { Issue } from '../src/types.ts';
import { readCorpus, type CorpusPart } from './corpus.ts';
import { damage, spacingExample, withSpaces } from './spacing-data.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    compare: { type: 'string' },
    parts: { type: 'string', default: 'train,dev,test' },
  },
});

const checker = await createEngineChecker();
const parts = (values.parts ?? '').split(',').filter(Boolean) as CorpusPart[];
const lines: string[] = [];
const texts = new Map<string, string>();
const hashOf = (issues: Issue[]) =>
  createHash('sha1').update(JSON.stringify(issues)).digest('hex').slice(0, 16);
const started = performance.now();
let checks = 0;

for (const part of parts) {
  // The evaluation's own sequences (scripts/heldout.ts, spacingFigures).
  const random = seededRandom(20261123);
  const randomBySpaces = seededRandom(20261124);
  const corpus = readCorpus(part);
  for (let n = 0; n < corpus.length; n++) {
    const line = (corpus[n] as { text: string }).text;
    const inputs: Array<[string, string]> = [['written', line]];
    const { compact } = spacingExample(line);
    if (compact.compact.length >= 2 && /[가-힣]/.test(compact.compact)) {
      const gold = compact.observed;
      const otherGaps = Math.max(1, gold.length - 1 - compact.observedCount);
      const together = new Uint8Array(gold.length);
      const damaged = damage(gold, 0.15, 0.05, random);
      const bySpaces = damage(
        gold,
        0.15,
        (0.05 * compact.observedCount) / otherGaps,
        randomBySpaces,
      );
      inputs.push(
        ['together', withSpaces(compact.compact, together)],
        ['damaged', withSpaces(compact.compact, damaged)],
        ['by-spaces', withSpaces(compact.compact, bySpaces)],
      );
    }
    for (const [kind, text] of inputs)
      for (const language of ['ko', 'en'] as const) {
        const key = `${part}\t${n}\t${kind}\t${language}`;
        const issues = checker.check(text, { language });
        checks++;
        lines.push(`${key}\t${hashOf(issues)}`);
        if (values.compare) texts.set(key, text);
      }
  }
}

const total = createHash('sha1').update(lines.join('\n')).digest('hex');
console.log(
  `${checks} checks of ${parts.join('+')} in ${((performance.now() - started) / 1000).toFixed(0)} s; digest ${total}`,
);
if (values.out) writeFileSync(values.out, `${lines.join('\n')}\n`);
if (values.compare) {
  const before = new Map(
    readFileSync(values.compare, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => {
        const cut = l.lastIndexOf('\t');
        return [l.slice(0, cut), l.slice(cut + 1)] as const;
      }),
  );
  let differ = 0;
  for (const l of lines) {
    const cut = l.lastIndexOf('\t');
    const key = l.slice(0, cut);
    const was = before.get(key);
    if (was === l.slice(cut + 1)) continue;
    differ++;
    if (differ <= 5) {
      const text = texts.get(key) as string;
      const language = key.endsWith('en') ? 'en' : 'ko';
      console.log(`differs: ${key}${was === undefined ? ' (not in the earlier digest)' : ''}`);
      console.log(`  text: ${text}`);
      console.log(`  now:  ${JSON.stringify(checker.check(text, { language }))}`);
    }
  }
  console.log(differ === 0 ? 'identical to the earlier digest' : `${differ} checks differ`);
  if (differ > 0 || before.size !== lines.length) process.exitCode = 1;
}
