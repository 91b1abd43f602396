/**
 * Figures on corpus text the team did not write (scripts/corpus.ts): spacing F1 in
 * three conditions, the checker's spacing edits scored gap by gap, and the issues raised on the
 * sentences as written (false-alarm candidates, reviewed by hand in
 * src/fixtures/heldout-review.tsv). eval-correction.ts prints them for the test part;
 * the dev part is for tuning.
 */
import { createHash } from 'node:crypto';
import { applySuggestions, type Checker } from '../src/checker.ts';
import type { EngineModels } from '../src/context.ts';
import { scoreGaps } from '../src/spacing/model.ts';
import { analyseTypedGaps, toCompact } from '../src/spacing/features.ts';
import type { Category, Issue } from '../src/types.ts';
import { seededRandom } from '../src/seeded-random.ts';
import type { CorpusLine } from './corpus.ts';
import { damage, spaceF1, spacingExample, withSpaces } from './spacing-data.ts';

export interface SpacingCondition {
  /** Mean space F1 of the input as it is, of the model's respacing, of the checker's fixes. */
  input: number;
  model: number;
  checker: number;
  /** Gap-level counts of the checker's fixes: right changes, wrong changes, gaps left wrong. */
  tp: number;
  fp: number;
  fn: number;
}

export interface SpacingFigures {
  sentences: number;
  runTogether: SpacingCondition;
  damaged: SpacingCondition;
  /**
   * The other reading of the issue's "15% of spaces dropped and 5% inserted": as many spaces
   * inserted as 5% of the sentence's spaces (about 2% of the other gaps, where `damaged`
   * inserts at 5% of them). Reported beside `damaged`, which stays the headline.
   */
  damagedBySpaces: SpacingCondition;
  asGiven: SpacingCondition;
  /**
   * The damaged headline and the sentences as written, per corpus file: the files differ in
   * how carefully their own spacing was edited (chat lines are typed casually), and a slip in
   * the reference counts against a checker that fixes it.
   */
  bySource: Map<
    string,
    { sentences: number; damaged: SpacingCondition; asGiven: SpacingCondition }
  >;
}

const empty = (): SpacingCondition => ({ input: 0, model: 0, checker: 0, tp: 0, fp: 0, fn: 0 });

/** Does the issue's first suggestion differ from the text it replaces only in whitespace? */
function movesSpacesOnly(text: string, issue: Issue): boolean {
  const suggestion = issue.suggestions[0];
  if (suggestion === undefined) return false;
  const original = text.slice(issue.offset, issue.offset + issue.length);
  return original !== suggestion && original.replace(/\s/g, '') === suggestion.replace(/\s/g, '');
}

/**
 * Spaces of `text` carried onto the gaps of `compact` when the two differ in other characters
 * too: a respacing that folds in a spelling fix (컨텐츠가보여질 → 콘텐츠가 보일) is what the member
 * gets, spaces included. The characters are aligned by edit distance; a gap takes the spacing
 * of `text` where both its characters are kept or replaced one for one, the typed spacing
 * (`typed`) inside a stretch that grew or shrank.
 */
export function alignedSpaces(text: string, compact: string, typed: Uint8Array): Uint8Array {
  const fixed = toCompact(text);
  const a = compact;
  const b = fixed.compact;
  const at = new Int32Array(a.length).fill(-1);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) at[head] = head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  ) {
    at[a.length - 1 - tail] = b.length - 1 - tail;
    tail++;
  }
  const n = a.length - head - tail;
  const m = b.length - head - tail;
  if (n > 0 && m > 0) {
    // Edit distance over the differing middle, then the path back: diagonal steps align.
    const width = m + 1;
    const cost = new Int32Array((n + 1) * width);
    for (let i = 0; i <= n; i++) cost[i * width] = i;
    for (let j = 0; j <= m; j++) cost[j] = j;
    for (let i = 1; i <= n; i++)
      for (let j = 1; j <= m; j++) {
        const same = a[head + i - 1] === b[head + j - 1] ? 0 : 1;
        cost[i * width + j] = Math.min(
          (cost[(i - 1) * width + j - 1] as number) + same,
          (cost[(i - 1) * width + j] as number) + 1,
          (cost[i * width + j - 1] as number) + 1,
        );
      }
    let i = n;
    let j = m;
    while (i > 0 && j > 0) {
      const here = cost[i * width + j] as number;
      const same = a[head + i - 1] === b[head + j - 1] ? 0 : 1;
      if (here === (cost[(i - 1) * width + j - 1] as number) + same) {
        at[head + i - 1] = head + j - 1;
        i--;
        j--;
      } else if (here === (cost[(i - 1) * width + j] as number) + 1) i--;
      else j--;
    }
  }
  const out = Uint8Array.from(typed);
  for (let g = 1; g < a.length; g++) {
    const left = at[g - 1] as number;
    const right = at[g] as number;
    if (left >= 0 && right === left + 1) out[g] = fixed.observed[right] as number;
  }
  return out;
}

/**
 * Space F1 per sentence, averaged (the Kiwi spacing benchmark's measure), for run-together
 * input (every space removed), damaged input (each space dropped with p = 0.15, a space added
 * at each other gap with p = 0.05, fixed seed), the same with as many spaces added as 5% of the
 * sentence's spaces (`damagedBySpaces`) and the sentence as written.
 */
export function spacingFigures(
  lines: readonly CorpusLine[],
  checker: Checker,
  models: EngineModels,
): SpacingFigures {
  const random = seededRandom(20261123);
  // Its own sequence, so that adding the condition left the other figures as they were.
  const randomBySpaces = seededRandom(20261124);
  const out = {
    runTogether: empty(),
    damaged: empty(),
    damagedBySpaces: empty(),
    asGiven: empty(),
  };
  let sentences = 0;
  const bySource: SpacingFigures['bySource'] = new Map();
  for (const line of lines) {
    const example = spacingExample(line.text);
    const { compact } = example;
    if (compact.compact.length < 2 || !/[가-힣]/.test(compact.compact)) continue;
    sentences++;
    let source = bySource.get(line.source);
    if (!source) {
      source = { sentences: 0, damaged: empty(), asGiven: empty() };
      bySource.set(line.source, source);
    }
    source.sentences++;
    const gold = compact.observed;
    const otherGaps = Math.max(1, gold.length - 1 - compact.observedCount);
    const inputs: Array<[SpacingCondition, Uint8Array]> = [
      [out.runTogether, new Uint8Array(gold.length)],
      [out.damaged, damage(gold, 0.15, 0.05, random)],
      [
        out.damagedBySpaces,
        damage(gold, 0.15, (0.05 * compact.observedCount) / otherGaps, randomBySpaces),
      ],
      [out.asGiven, gold],
    ];
    for (const [figures, spaces] of inputs) {
      figures.input += spaceF1(gold, spaces);
      const text = withSpaces(compact.compact, spaces);
      const typed = spaces.some((v) => v === 1);
      // As the checker does: typed text read through the analysis of the text as typed.
      const p = typed
        ? scoreGaps(
            models.analyzer,
            models.spacing,
            { ...compact, observed: spaces },
            spaces,
            analyseTypedGaps(models.analyzer, toCompact(text), models.analyzer.analyze(text)),
          )
        : scoreGaps(models.analyzer, models.spacing, compact, null);
      figures.model += spaceF1(
        gold,
        Array.from(p, (v) => (v >= 0.5 ? 1 : 0)),
      );
      // What a member gets: the spacing suggestions and any other fix that only moves spaces
      // (있다 . is a punctuation issue). A respacing that folds in a spelling fix changes other
      // characters too; its spaces are carried over by aligning the characters.
      const issues = checker.check(text);
      const spacesOnly = issues.filter((i: Issue) => movesSpacesOnly(text, i));
      const spacing = issues.filter(
        (i: Issue) => i.category === 'SPACING' || spacesOnly.includes(i),
      );
      const fixed = alignedSpaces(applySuggestions(text, spacing), compact.compact, spaces);
      const checkerF1 = spaceF1(gold, fixed);
      figures.checker += checkerF1;
      const perSource =
        figures === out.damaged ? source.damaged : figures === out.asGiven ? source.asGiven : null;
      if (perSource) {
        perSource.input += spaceF1(gold, spaces);
        perSource.checker += checkerF1;
      }
      for (let g = 1; g < gold.length; g++) {
        const changed = fixed[g] !== spaces[g];
        const right = fixed[g] === gold[g];
        if (changed && right) figures.tp++;
        else if (changed) figures.fp++;
        else if (!right) figures.fn++;
        if (perSource && changed) perSource[right ? 'tp' : 'fp']++;
        else if (perSource && !right) perSource.fn++;
      }
    }
  }
  const average = (f: SpacingCondition, n: number) => {
    f.input /= Math.max(1, n);
    f.model /= Math.max(1, n);
    f.checker /= Math.max(1, n);
  };
  for (const f of Object.values(out)) average(f, sentences);
  for (const f of bySource.values()) {
    average(f.damaged, f.sentences);
    average(f.asGiven, f.sentences);
  }
  return { sentences, ...out, bySource };
}

export interface RaisedIssue {
  /** Stable id: hash of the sentence, the span and the rule (the review file's key). */
  id: string;
  source: string;
  sentence: string;
  issue: Issue;
}

export interface FalseAlarmFigures {
  sentences: number;
  eojeol: number;
  issues: RaisedIssue[];
  byRule: Map<string, number>;
  /** Eojeol and issues per corpus file. */
  bySource: Map<string, { eojeol: number; issues: number }>;
  byCategory: Map<Category, number>;
}

export function issueId(sentence: string, issue: Issue): string {
  return createHash('sha1')
    .update(`${sentence}\u0000${issue.offset}\u0000${issue.length}\u0000${issue.ruleId}`)
    .digest('hex')
    .slice(0, 12);
}

/** Every issue the checker raises on the sentences as written. */
export function raisedIssues(lines: readonly CorpusLine[], checker: Checker): FalseAlarmFigures {
  const issues: RaisedIssue[] = [];
  const byRule = new Map<string, number>();
  const bySource = new Map<string, { eojeol: number; issues: number }>();
  const byCategory = new Map<Category, number>();
  let eojeol = 0;
  for (const { source, text } of lines) {
    const words = text.split(/\s+/).filter(Boolean).length;
    eojeol += words;
    const s = bySource.get(source) ?? { eojeol: 0, issues: 0 };
    s.eojeol += words;
    bySource.set(source, s);
    for (const issue of checker.check(text)) {
      s.issues++;
      issues.push({ id: issueId(text, issue), source, sentence: text, issue });
      byRule.set(issue.ruleId, (byRule.get(issue.ruleId) ?? 0) + 1);
      byCategory.set(issue.category, (byCategory.get(issue.category) ?? 0) + 1);
    }
  }
  return { sentences: lines.length, eojeol, issues, byRule, byCategory, bySource };
}

export type Verdict = 'slip' | 'false-alarm' | 'artifact';

export interface Review {
  verdict: Verdict;
  note: string;
}

/** The review file: id, rule, verdict, original → suggestion, context, note (TSV, # comments). */
export function parseReview(text: string): Map<string, Review> {
  const out = new Map<string, Review>();
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [id = '', , verdict = '', , , note = ''] = line.split('\t');
    if (verdict !== 'slip' && verdict !== 'false-alarm' && verdict !== 'artifact')
      throw new Error(`review: bad verdict ${JSON.stringify(verdict)} for ${id}`);
    out.set(id, { verdict, note });
  }
  return out;
}

/** One review line for an issue, verdict left for the reviewer to fill in. */
export function reviewLine(r: RaisedIssue, verdict = '?'): string {
  const { issue, sentence } = r;
  const before = sentence.slice(Math.max(0, issue.offset - 15), issue.offset);
  const after = sentence.slice(issue.offset + issue.length, issue.offset + issue.length + 15);
  const clean = (s: string) => s.replace(/[\t\n]/g, ' ');
  return [
    r.id,
    issue.ruleId,
    verdict,
    `${clean(issue.original)} → ${clean(issue.suggestions[0] ?? '')}`,
    clean(`${before}⟦${issue.original}⟧${after}`),
    '',
  ].join('\t');
}

/** A deterministic sample: the issues whose id sorts first (ids are hashes, so it is random). */
export function sampleIssues(issues: readonly RaisedIssue[], size: number): RaisedIssue[] {
  return [...issues].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).slice(0, size);
}

export { withSpaces };
