/**
 * `npm run eval:correction`: precision, recall and F0.5 per category on the team's
 * development set (src/correction/fixtures), and false alarms per 1,000 words of correct
 * prose. `--no-dictionary` evaluates the dictionary-free configuration; `--verbose` lists
 * every false positive and missed edit.
 */
import { createChecker } from '../src/correction/checker.ts';
import { countWords, evaluate } from '../src/correction/evaluation.ts';
import { DEV_GROUPS, DEV_PROSE } from '../src/correction/fixtures/dev-set.ts';
import { loadKoreanDictionary } from '../src/correction/node-loader.ts';
import { CATEGORIES } from '../src/correction/types.ts';

const useDictionary = !process.argv.includes('--no-dictionary');
const verbose = process.argv.includes('--verbose');

const checker = await createChecker(useDictionary ? { loadDictionary: loadKoreanDictionary } : {});
const report = evaluate(checker, DEV_GROUPS, DEV_PROSE);

const pct = (n: number) => n.toFixed(3);
console.log(`Dadeum correction evaluation (dictionary: ${useDictionary ? 'hunspell ko' : 'none'})`);
console.log(
  `dev set: ${report.sentences} sentence pairs, ${report.negatives} correct sentences per rule, ` +
    `${DEV_PROSE.length} prose passages (${report.prose.words} words)`,
);
console.log('');
console.log('category      TP   FP   FN   precision  recall  F0.5');
for (const c of CATEGORIES) {
  const s = report.categories[c];
  console.log(
    `${c.padEnd(12)} ${String(s.truePositives).padStart(3)}  ${String(s.falsePositives).padStart(3)}  ${String(s.falseNegatives).padStart(3)}   ${pct(s.precision).padStart(7)}  ${pct(s.recall).padStart(6)}  ${pct(s.f05)}`,
  );
}
const o = report.overall;
console.log(
  `${'ALL'.padEnd(12)} ${String(o.truePositives).padStart(3)}  ${String(o.falsePositives).padStart(3)}  ${String(o.falseNegatives).padStart(3)}   ${pct(o.precision).padStart(7)}  ${pct(o.recall).padStart(6)}  ${pct(o.f05)}`,
);
console.log('');
console.log(
  `sentences fully corrected by applying every first suggestion: ${report.exactSentences}/${report.sentences}`,
);
console.log(
  `correct rule negatives with an issue: ${report.negativesWithIssues}/${report.negatives}`,
);
console.log(
  `false alarms on correct prose: ${report.prose.issues} in ${report.prose.words} words = ` +
    `${report.prose.falseAlarmsPer1000Words.toFixed(2)} per 1,000 words`,
);
if (verbose) {
  console.log('\nper rule (true positives / false positives):');
  for (const [id, r] of Object.entries(report.rules).sort())
    console.log(`  ${id.padEnd(34)} ${String(r.truePositives).padStart(3)} / ${r.falsePositives}`);
  console.log('\nfalse positives:');
  for (const { text, issue } of report.falsePositives)
    console.log(
      `  [${issue.ruleId}] ${JSON.stringify(issue.original)} -> ${JSON.stringify(issue.suggestions[0])} in: ${text}`,
    );
  for (const issue of report.prose.examples)
    console.log(
      `  [prose ${issue.ruleId}] ${JSON.stringify(issue.original)} -> ${JSON.stringify(issue.suggestions[0])}`,
    );
  console.log('\nmissed:');
  for (const { text, edit } of report.missed)
    console.log(
      `  [${edit.category}] ${JSON.stringify(edit.original)} -> ${JSON.stringify(edit.replacement)} in: ${text}`,
    );
}

/**
 * Held-out check: professionally translated Korean UI strings that ship inside installed
 * packages (read in place, never copied into the repository). The rules were not tuned on
 * them; every issue found there is either a real error in those strings or a false alarm.
 */
const EXTERNAL = [
  'node_modules/lighthouse/shared/localization/locales/ko.json',
  'node_modules/axe-core/locales/ko.json',
  'node_modules/typescript/lib/ko/diagnosticMessages.generated.json',
];
if (process.argv.includes('--external')) {
  const { existsSync, readFileSync } = await import('node:fs');
  const strings: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (/[가-힣]/.test(v)) strings.push(v);
    } else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  const used = EXTERNAL.filter((f) => existsSync(f));
  for (const f of used) walk(JSON.parse(readFileSync(f, 'utf8')));
  let words = 0;
  const found: string[] = [];
  for (const s of strings) {
    words += countWords(s);
    for (const i of checker.check(s))
      found.push(
        `  [${i.ruleId}] ${JSON.stringify(i.original)} -> ${JSON.stringify(i.suggestions[0])} in: ${s.slice(Math.max(0, i.offset - 20), i.offset + 25).replace(/\s+/g, ' ')}`,
      );
  }
  console.log(
    `\nheld-out Korean UI strings (${used.length} files): ${strings.length} strings, ${words} words, ` +
      `${found.length} issues = ${((found.length / Math.max(1, words)) * 1000).toFixed(2)} per 1,000 words`,
  );
  if (verbose) for (const line of found) console.log(line);
}
