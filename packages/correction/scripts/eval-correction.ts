/**
 * `npm run eval:correction`: the correction engine's figures.
 *
 * 1. Held-out corpus text (the test part of ../shared/corpora, never used for training, tuning
 *    or rule writing): space F1 for run-together, damaged and as-written input; the checker's
 *    spacing fixes gap by gap; issues per 1,000 eojeol on the sentences as written, with the
 *    hand-reviewed sample (src/fixtures/heldout-review.tsv) separating real slips in
 *    the corpus from false alarms.
 * 2. The team's development set (src/fixtures), per category: an upper bound, since
 *    it was written alongside the rules.
 *
 * Options: --part dev (tune on the dev part instead; the review file covers the test part),
 * --limit N (first N lines), --review (print the sample's unreviewed issues as review lines),
 * --verbose (the dev set's misses and false positives), --external (Korean UI strings shipped in
 * installed packages), --no-models / --no-dictionary (the engine without them).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createChecker } from '../src/checker.ts';
import { countWords, evaluate } from '../src/evaluation.ts';
import { DEV_GROUPS, DEV_PROSE } from '../src/fixtures/dev-set.ts';
import { CATEGORIES, type Category } from '../src/types.ts';
import {
  createEngineChecker,
  loadEngineModels,
  loadKoreanDictionary,
} from '../src/node/engine-files.ts';
import { loadMisspellingLexicon } from '../src/node/lexicon-file.ts';
import {
  measureFrequentMistakes,
  parseFrequentMistakes,
} from '../src/lexicon/frequent-mistakes.ts';
import { NOISE_TYPES, loadNoiseLexicon, noiseForPart, scoreNoise } from './noise.ts';
import { readCorpus, type CorpusPart } from './corpus.ts';
import { scoreSlips, slipDamages, slipRows } from './noise/real-slips.ts';
import {
  loadWriterContext,
  mixRows,
  scoreWriterErrors,
  writerCases,
  writerRows,
} from './noise/writer-errors.ts';
import {
  parseReview,
  raisedIssues,
  reviewLine,
  sampleIssues,
  spacingFigures,
  type Review,
} from './heldout.ts';

const argv = process.argv;
const flag = (name: string) => argv.includes(`--${name}`);
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const part = (option('part') ?? 'test') as CorpusPart;
const limit = Number(option('limit') ?? Infinity);
const useDictionary = !flag('no-dictionary');
const useModels = !flag('no-models');
const REVIEW_FILE = join(import.meta.dirname, '../src/fixtures/heldout-review.tsv');
const SAMPLE = 150;

const models = useModels ? loadEngineModels() : null;
const lexicon = loadMisspellingLexicon();
const checker =
  useDictionary && useModels
    ? await createEngineChecker()
    : await createChecker({
        ...(useDictionary ? { loadDictionary: loadKoreanDictionary } : {}),
        models,
        lexicon,
      });
const f3 = (n: number) => n.toFixed(3);
const pad = (s: string | number, n: number) => String(s).padStart(n);
const prf = (tp: number, fp: number, fn: number) => {
  const p = tp + fp === 0 ? 1 : tp / (tp + fp);
  const r = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f = p + r === 0 ? 0 : (1.25 * p * r) / (0.25 * p + r);
  return { p, r, f };
};

console.log(
  `Dadeum correction evaluation (dictionary: ${useDictionary ? 'hunspell ko (speller)' : 'none'}, ` +
    `models: ${useModels ? 'analyser + spacing + syllable + contextual LM' : 'none'})`,
);

// --- 1. held-out corpus text ----------------------------------------------------------------
const lines = readCorpus(part).slice(0, limit);
console.log(
  `\n== Held-out corpus text: the ${part} part of ../shared/corpora (${lines.length} lines) ==`,
);
if (part !== 'test') console.log('(not the test part: figures for tuning, not for reporting)');

let spacingRow: { tp: number; fp: number; fn: number } | null = null;
if (models) {
  const t0 = performance.now();
  const s = spacingFigures(lines, checker, models);
  console.log(
    `\nSpacing: space-position F1 per sentence, averaged (${s.sentences} sentences, ` +
      `${((performance.now() - t0) / 1000).toFixed(0)} s)`,
  );
  console.log(
    'input                              as typed   model   checker (its spacing fixes applied)',
  );
  const row = (label: string, c: typeof s.runTogether) =>
    console.log(
      `${label.padEnd(34)} ${pad(f3(c.input), 8)} ${pad(f3(c.model), 7)} ${pad(f3(c.checker), 9)}`,
    );
  row('run together (all spaces removed)', s.runTogether);
  row('damaged (15% dropped, 5% inserted)', s.damaged);
  row('  5% of the spaces inserted instead', s.damagedBySpaces);
  row('as written', s.asGiven);
  spacingRow = s.damaged;
  const d = prf(s.damaged.tp, s.damaged.fp, s.damaged.fn);
  console.log(
    `checker on damaged input, gap by gap: ${s.damaged.tp} fixed, ${s.damaged.fp} made wrong, ` +
      `${s.damaged.fn} left wrong: precision ${f3(d.p)}, recall ${f3(d.r)}, F0.5 ${f3(d.f)}`,
  );
  console.log(
    `checker on text as written: ${s.asGiven.fp} gaps changed of ` +
      `${lines.reduce((n, l) => n + l.text.replace(/\s/g, '').length, 0)} characters`,
  );
  // Reported, never used to pick what counts: every file stays in the headline above.
  console.log(
    "\nby corpus file (the reference is each file's own spacing, slips included):\n" +
      'file          sentences   damaged: input  checker | as written: gaps changed per 100 sentences',
  );
  for (const [source, f] of [...s.bySource].sort((a, b) => b[1].sentences - a[1].sentences))
    console.log(
      `${source.padEnd(13)} ${pad(String(f.sentences), 9)}   ${pad(f3(f.damaged.input), 14)} ` +
        `${pad(f3(f.damaged.checker), 8)} | ${pad(((100 * f.asGiven.fp) / Math.max(1, f.sentences)).toFixed(1), 11)}`,
    );
}

const raised = raisedIssues(lines, checker);
const per1000 = (n: number) => (n / Math.max(1, raised.eojeol)) * 1000;
console.log(
  `\nIssues on the sentences as written: ${raised.issues.length} in ${raised.eojeol} eojeol = ` +
    `${per1000(raised.issues.length).toFixed(2)} per 1,000 eojeol (false alarms and real slips together)`,
);
for (const [id, n] of [...raised.byRule].sort((a, b) => b[1] - a[1]))
  console.log(`  ${id.padEnd(34)} ${pad(n, 5)}  ${per1000(n).toFixed(2)}`);
console.log('by source (eojeol, issues per 1,000 eojeol):');
for (const [source, s] of [...raised.bySource].sort())
  console.log(
    `  ${source.padEnd(12)} ${pad(s.eojeol, 7)}  ${((s.issues / Math.max(1, s.eojeol)) * 1000).toFixed(2)}`,
  );

const reviews: Map<string, Review> =
  part === 'test' && existsSync(REVIEW_FILE)
    ? parseReview(readFileSync(REVIEW_FILE, 'utf8'))
    : new Map();
const sample = sampleIssues(raised.issues, SAMPLE);
const verdicts = { slip: 0, 'false-alarm': 0, artifact: 0 };
const perCategory = new Map<Category, { slip: number; fa: number }>();
const unreviewed = sample.filter((r) => !reviews.has(r.id));
for (const r of sample) {
  const v = reviews.get(r.id);
  if (!v) continue;
  verdicts[v.verdict]++;
  const c = perCategory.get(r.issue.category) ?? { slip: 0, fa: 0 };
  if (v.verdict === 'false-alarm') c.fa++;
  else c.slip++;
  perCategory.set(r.issue.category, c);
}
const reviewed = sample.length - unreviewed.length;
if (part === 'test') {
  console.log(
    `\nHand review of a fixed random sample of ${sample.length} of these issues ` +
      `(${reviewed} reviewed, src/fixtures/heldout-review.tsv):`,
  );
  console.log(
    `  real slips in the corpus ${verdicts.slip}, corpus artifacts (text removed from the ` +
      `source, e.g. inline code) ${verdicts.artifact}, false alarms ${verdicts['false-alarm']}`,
  );
  if (reviewed > 0) {
    const share = verdicts['false-alarm'] / reviewed;
    console.log(
      `  estimated false alarms: ${(share * 100).toFixed(0)}% of issues = ` +
        `${per1000(raised.issues.length * share).toFixed(2)} per 1,000 eojeol`,
    );
  }
  if (unreviewed.length > 0)
    console.log(`  ${unreviewed.length} sampled issues are not reviewed yet (--review lists them)`);
  if (flag('review')) for (const r of unreviewed) console.log(reviewLine(r));
} else if (flag('review')) for (const r of sample) console.log(reviewLine(r));

// Injected errors: punctuation, numeral and spelling noise (jamo typos, spellings by ear) put
// into the same held-out sentences (scripts/noise.ts and spelling-noise.ts document
// the distribution), scored edit by edit. Spelling cases are fair ones only: hunspell and the
// analyser decide that the clean word is a word and the noisy one is not.
const noiseLexicon = await loadNoiseLexicon();
const noise = scoreNoise(
  checker,
  noiseForPart(part, {
    seed: 13,
    limit: 3000,
    spellingLimit: 2000,
    lexicon: noiseLexicon,
  }),
);
console.log(
  `\nInjected errors in ${part} sentences (${noise.punctuation.cases} punctuation, ` +
    `${noise.numerals.cases} numeral, ${noise.spelling.cases} spelling, ` +
    `${noise.confusable.cases} confusable-word cases, ` +
    `scripts/noise.ts); spelling: detected = an issue on the damaged word, exact fix = ` +
    `its first suggestion restores it, precision = exact fixes / issues on the damaged word:`,
);
const noiseRow = (name: string, x: (typeof noise)['spelling'], spelling: boolean) =>
  console.log(
    `  ${name.padEnd(24)} n=${pad(x.cases, 4)}  ` +
      (spelling
        ? `detected ${f3(x.detection)}  exact fix ${f3(x.recall)}`
        : `recall ${f3(x.recall)}`) +
      `  precision ${f3(x.precision)}`,
  );
for (const t of NOISE_TYPES)
  if (noise.byType[t].cases > 0)
    noiseRow(
      t,
      noise.byType[t],
      t.startsWith('typo.') || t.startsWith('pron.') || t.startsWith('conf.'),
    );
noiseRow('all punctuation', noise.punctuation, false);
noiseRow('all numerals', noise.numerals, false);
noiseRow('all jamo typos', noise.typos, true);
noiseRow('all by ear', noise.pronunciation, true);
noiseRow('all spelling', noise.spelling, true);
noiseRow('all confusable words', noise.confusable, true);

// Issue 34 §3's slips, class by class (scripts/noise/real-slips.ts documents the model).
const slips = scoreSlips(checker, slipDamages(lines, noiseLexicon, { seed: 13, limit: 400 }));
console.log(
  `\nTyping and writing slips in ${part} sentences (scripts/noise/real-slips.ts, up to 400 per ` +
    `class; detected = an issue on the slip, exact fix = its first suggestion undoes it, ` +
    `precision = exact fixes / issues on the slip):`,
);
for (const row of slipRows(slips)) console.log(row);

// The writer errors the other noise lacks, then every class mixed by how often real writers
// make it (scripts/noise/writer-errors.ts documents the model and the weights).
const writer = scoreWriterErrors(
  checker,
  writerCases(lines, await loadWriterContext(), { seed: 13, limit: 200 }),
);
console.log(
  `\nWriter errors in ${part} sentences (scripts/noise/writer-errors.ts, up to 200 per class; ` +
    `loanwords, real words, conjugation, suffixes, auxiliaries, endings, dialect, word order; ` +
    `the same definitions as the slips):`,
);
for (const row of writerRows(writer)) console.log(row);
for (const row of mixRows(noise, slips.byClass, writer, spacingRow)) console.log(row);

// The frequent-mistake list: public material, each pair with its source (not the corpora).
const frequent = measureFrequentMistakes(
  checker,
  parseFrequentMistakes(
    readFileSync(join(import.meta.dirname, '../src/data/frequent-mistakes.tsv'), 'utf8'),
  ),
  lexicon,
);
console.log(
  `\nFrequent-mistake list (src/data/frequent-mistakes.tsv, ${frequent.pairs} pairs ` +
    `from public orthography material): exact fix ${frequent.exactFix}/${frequent.pairs} = ` +
    `${f3(frequent.exactFixRate)}; ${frequent.inLexicon} of the pairs are also lexicon entries, ` +
    `the other ${frequent.outsideLexicon.pairs}: ${f3(frequent.outsideLexicon.exactFixRate)}`,
);

// --- 2. per category: held-out beside the development set -----------------------------------
const report = evaluate(checker, DEV_GROUPS, DEV_PROSE);
console.log(
  `\n== Per category: held-out text beside the team's development set ==\n` +
    `held-out: SPACING from the damaged-input run (gap by gap), PUNCTUATION and SPELLING from ` +
    `the injected errors (SPELLING recall: exact fix), precision of the other categories from ` +
    `the reviewed sample (slips and artifacts count as right)\n` +
    `dev set: ${report.sentences} sentence pairs, ${report.negatives} correct sentences per ` +
    `rule, ${DEV_PROSE.length} prose passages (${report.prose.words} words), written by the team\n`,
);
console.log('              held-out                      | dev set');
console.log('category      precision  recall  F0.5      |  TP   FP   FN  precision  recall  F0.5');
for (const c of CATEGORIES) {
  let held = '      -        -       -   ';
  if (c === 'SPACING' && spacingRow) {
    const x = prf(spacingRow.tp, spacingRow.fp, spacingRow.fn);
    held = `${pad(f3(x.p), 9)} ${pad(f3(x.r), 7)} ${pad(f3(x.f), 6)}   `;
  } else if (c === 'PUNCTUATION' || c === 'SPELLING') {
    const x = c === 'SPELLING' ? noise.spelling : noise.punctuation;
    const f =
      x.precision + x.recall === 0
        ? 0
        : (1.25 * x.precision * x.recall) / (0.25 * x.precision + x.recall);
    held = `${pad(f3(x.precision), 9)} ${pad(f3(x.recall), 7)} ${pad(f3(f), 6)}   `;
  } else {
    const v = perCategory.get(c);
    if (v && v.slip + v.fa > 0) held = `${pad(f3(v.slip / (v.slip + v.fa)), 9)}       -       -   `;
  }
  const s = report.categories[c];
  console.log(
    `${c.padEnd(12)} ${held}   | ${pad(s.truePositives, 4)} ${pad(s.falsePositives, 4)} ${pad(s.falseNegatives, 4)}   ${pad(f3(s.precision), 7)}  ${pad(f3(s.recall), 6)}  ${f3(s.f05)}`,
  );
}
const o = report.overall;
console.log(
  `${'ALL'.padEnd(12)} ${' '.repeat(29)}   | ${pad(o.truePositives, 4)} ${pad(o.falsePositives, 4)} ${pad(o.falseNegatives, 4)}   ${pad(f3(o.precision), 7)}  ${pad(f3(o.recall), 6)}  ${f3(o.f05)}`,
);
console.log(
  `dev set: sentences fully corrected ${report.exactSentences}/${report.sentences}; correct ` +
    `rule negatives with an issue ${report.negativesWithIssues}/${report.negatives}; false alarms ` +
    `on correct prose ${report.prose.issues} in ${report.prose.words} words`,
);
if (flag('verbose')) {
  console.log('\ndev-set false positives:');
  for (const { text, issue } of report.falsePositives)
    console.log(`  [${issue.ruleId}] ${issue.original} -> ${issue.suggestions[0]} in: ${text}`);
  for (const issue of report.prose.examples)
    console.log(`  [prose ${issue.ruleId}] ${issue.original} -> ${issue.suggestions[0]}`);
  console.log('\ndev-set misses:');
  for (const { text, edit } of report.missed)
    console.log(`  [${edit.category}] ${edit.original} -> ${edit.replacement} in: ${text}`);
}

/**
 * Korean UI strings shipped inside installed packages (read in place, never copied): another
 * text nobody on the team wrote.
 */
const EXTERNAL = [
  'node_modules/lighthouse/shared/localization/locales/ko.json',
  'node_modules/axe-core/locales/ko.json',
  'node_modules/typescript/lib/ko/diagnosticMessages.generated.json',
];
if (flag('external')) {
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
    `\nKorean UI strings in installed packages (${used.length} files): ${strings.length} strings, ` +
      `${words} words, ${found.length} issues = ${((found.length / Math.max(1, words)) * 1000).toFixed(2)} per 1,000 words`,
  );
  if (flag('verbose')) for (const line of found) console.log(line);
}
