/**
 * The issues given rules raise on a corpus part's text as written, to judge by hand (issue 34:
 * every new flag on correct text is listed and judged).
 *
 *   npx tsx scripts/noise/new-flags.ts --part test --rules spelling.ime-jamo,punctuation.stray-mark
 */
import { createEngineChecker } from '../../src/node/engine-files.ts';
import { type CorpusPart, readCorpus } from '../corpus.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const part = (arg('part') ?? 'dev') as CorpusPart;
const rules = new Set((arg('rules') ?? '').split(',').filter(Boolean));
const checker = await createEngineChecker();
let eojeol = 0;
let flags = 0;
for (const line of readCorpus(part)) {
  eojeol += line.text.split(/\s+/).filter(Boolean).length;
  for (const i of checker.check(line.text)) {
    if (!rules.has(i.ruleId)) continue;
    flags++;
    const around = line.text.slice(Math.max(0, i.offset - 30), i.offset + i.length + 30);
    console.log(
      `${i.ruleId}\t${line.source}\t${i.original} -> ${i.suggestions[0]}\t${around.replace(/\s+/g, ' ')}`,
    );
  }
}
console.log(
  `${flags} flags in ${eojeol} eojeol = ${((flags / eojeol) * 1000).toFixed(3)} per 1,000`,
);
