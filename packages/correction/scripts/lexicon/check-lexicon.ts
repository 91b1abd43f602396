/**
 * Reviews src/data/misspellings.tsv against three independent signals and prints
 * every entry that needs a human verdict:
 *
 *   npx tsx scripts/lexicon/check-lexicon.ts [--out report.txt]
 *
 * 1. hunspell (dictionary-ko): is the wrong form a known word? (hunspell also rejects ~12% of
 *    correct words and accepts some non-standard ones, so this is one signal among three.)
 * 2. mecab-ko-dic (the analyser's dictionary, read from the kuromoji-ko package): is the wrong
 *    form a dictionary entry of its own, and (for prefix matches) do other entries start with it?
 *    Is every right form analysable without unknown morphemes (catches typos in the data)?
 * 3. The corpora's train and dev parts (never test): how often does the entry fire on edited
 *    text, with examples, so a correct homograph shows up before it reaches users.
 *
 * Entries flagged here were reviewed by hand; the verdicts are in the seed files (a note on the
 * entry, or the form in seeds/exclude.tsv with the reason).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createAnalyzer } from '../../src/analysis/analyzer.ts';
import { createCheckerWith } from '../../src/checker.ts';
import { parseLexicon } from '../../src/lexicon/lexicon.ts';
import { lexiconRule } from '../../src/lexicon/rule.ts';
import { loadAnalyzerDictionary, loadKoreanDictionary } from '../../src/node/engine-files.ts';
import { readCorpus } from '../corpus.ts';
import { LEXICON_FILE } from './build-lexicon.ts';

/** All mecab-ko-dic surfaces with their parts of speech. */
function mecabSurfaces(): Map<string, Set<string>> {
  const require = createRequire(import.meta.url);
  const pkg = join(dirname(require.resolve('kuromoji-ko')), '..');
  const read = (name: string) => gunzipSync(readFileSync(join(pkg, 'dict', `${name}.dat.gz`)));
  const tid = read('tid');
  const pos = read('tid_pos');
  const decoder = new TextDecoder();
  const out = new Map<string, Set<string>>();
  for (let i = 0; i < tid.length / 10; i++) {
    let at = tid.readInt32LE(i * 10 + 6);
    let end = at;
    while (pos[end] !== 0 && end < pos.length) end++;
    const line = decoder.decode(pos.subarray(at, end));
    at = line.indexOf(',');
    const surface = line.slice(0, at);
    const p = line.slice(at + 1, line.indexOf(',', at + 1));
    let set = out.get(surface);
    if (!set) out.set(surface, (set = new Set()));
    set.add(p);
  }
  return out;
}

function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as string) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const entries = parseLexicon(readFileSync(LEXICON_FILE, 'utf8'));
const hunspell = await loadKoreanDictionary();
const analyzer = createAnalyzer(await loadAnalyzerDictionary());
const surfaces = mecabSurfaces();
const sorted = [...surfaces.keys()].sort();

// Corpus firing counts with the lexicon rule alone.
const rule = lexiconRule(entries);
const checker = createCheckerWith(null, { rules: [rule] });
const byLine = new Map(entries.map((e) => [e.wrong, e]));
const fired = new Map<string, { n: number; examples: string[] }>();
let lines = 0;
for (const part of ['train', 'dev'] as const) {
  for (const { text } of readCorpus(part)) {
    lines++;
    for (const issue of checker.check(text)) {
      const rec = fired.get(issue.original) ?? { n: 0, examples: [] };
      rec.n++;
      if (rec.examples.length < 3)
        rec.examples.push(text.slice(Math.max(0, issue.offset - 20), issue.offset + 25));
      fired.set(issue.original, rec);
    }
  }
}

const report: string[] = [];
const flagged = { hunspell: 0, mecabWord: 0, mecabPrefix: 0, rightUnknown: 0, corpus: 0 };
for (const e of entries) {
  const notes: string[] = [];
  const single = !e.wrong.includes(' ');
  if (single && (e.match === 'exact' || e.match === 'noun') && hunspell.spell(e.wrong)) {
    notes.push('hunspell knows it');
    flagged.hunspell++;
  }
  const pos = surfaces.get(e.wrong);
  if (pos && e.match !== 'inside' && e.match !== 'suffix') {
    notes.push(`mecab-ko-dic entry ${[...pos].join('/')}`);
    flagged.mecabWord++;
  }
  if (e.match === 'stem') {
    const from = lowerBound(sorted, e.wrong);
    const longer: string[] = [];
    for (let i = from; i < sorted.length && (sorted[i] as string).startsWith(e.wrong); i++)
      if (sorted[i] !== e.wrong) longer.push(sorted[i] as string);
    if (longer.length > 0) {
      notes.push(`mecab entries start with it: ${longer.slice(0, 6).join(' ')}`);
      flagged.mecabPrefix++;
    }
  }
  for (const r of e.right) {
    const unknown = analyzer.analyze(r).filter((m) => m.unknown);
    if (unknown.length > 0) {
      notes.push(`right form ${r} has unknown morphs ${unknown.map((m) => m.surface).join(',')}`);
      flagged.rightUnknown++;
    }
  }
  const f = fired.get(e.wrong);
  if (f) {
    notes.push(`fires ${f.n}x on train+dev: ${f.examples.map((x) => `«${x}»`).join(' ')}`);
    flagged.corpus++;
  }
  if (notes.length > 0)
    report.push(`${e.wrong}\t${e.right.join('|')}\t${e.match}\t${notes.join(' ; ')}`);
}
void byLine;
const summary = `${entries.length} entries, ${lines} corpus lines (train+dev); flagged: ${JSON.stringify(flagged)}`;
const outIndex = process.argv.indexOf('--out');
if (outIndex > 0)
  writeFileSync(process.argv[outIndex + 1] as string, `${summary}\n${report.join('\n')}\n`);
else console.log(report.join('\n'));
console.log(summary);
