import { applySuggestions, type Checker } from './checker.ts';
import { CATEGORIES, type Category, type Issue } from './types.ts';
import type { DevGroup } from './fixtures/dev-types.ts';

export interface GoldEdit {
  offset: number;
  length: number;
  original: string;
  replacement: string;
  category: Category;
}

export interface ParsedCase {
  input: string;
  expected: string;
  edits: GoldEdit[];
}

const MARKUP = /\{([^{}>]*)>([^{}|]*)(?:\|([A-Z]+))?\}/g;

/** Parse `{wrong>right}` / `{wrong>right|CATEGORY}` markup into input, expected text and edits. */
export function parseMarkup(source: string, defaultCategory: Category): ParsedCase {
  let input = '';
  let expected = '';
  let last = 0;
  const edits: GoldEdit[] = [];
  for (const m of source.matchAll(MARKUP)) {
    const [whole, wrong = '', right = '', cat] = m;
    const plain = source.slice(last, m.index);
    input += plain;
    expected += plain;
    const category = (cat ?? defaultCategory) as Category;
    if (!CATEGORIES.includes(category)) throw new Error(`unknown category in ${source}`);
    edits.push({
      offset: input.length,
      length: wrong.length,
      original: wrong,
      replacement: right,
      category,
    });
    input += wrong;
    expected += right;
    last = m.index + whole.length;
  }
  input += source.slice(last);
  expected += source.slice(last);
  return { input, expected, edits };
}

export interface CategoryScore {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  f05: number;
}

export interface ProseScore {
  words: number;
  issues: number;
  falseAlarmsPer1000Words: number;
  examples: Issue[];
  sentences: string[];
}

export interface EvaluationReport {
  categories: Record<Category, CategoryScore>;
  overall: CategoryScore;
  sentences: number;
  exactSentences: number;
  negatives: number;
  negativesWithIssues: number;
  prose: ProseScore;
  /** True and false positives per rule id. */
  rules: Record<string, { truePositives: number; falsePositives: number }>;
  falsePositives: Array<{ text: string; issue: Issue }>;
  missed: Array<{ text: string; edit: GoldEdit }>;
}

function score(tp: number, fp: number, fn: number): CategoryScore {
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const b2 = 0.25;
  const f05 =
    precision + recall === 0 ? 0 : ((1 + b2) * precision * recall) / (b2 * precision + recall);
  return { truePositives: tp, falsePositives: fp, falseNegatives: fn, precision, recall, f05 };
}

/** An issue matches a gold edit when applying each alone to the input gives the same text. */
function applyOne(text: string, offset: number, length: number, replacement: string): string {
  return text.slice(0, offset) + replacement + text.slice(offset + length);
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => w.length > 0).length;
}

export function evaluate(
  checker: Checker,
  groups: readonly DevGroup[],
  prose: readonly string[],
): EvaluationReport {
  const counts = new Map<Category, { tp: number; fp: number; fn: number }>(
    CATEGORIES.map((c) => [c, { tp: 0, fp: 0, fn: 0 }]),
  );
  const get = (c: Category) => counts.get(c) as { tp: number; fp: number; fn: number };
  const falsePositives: EvaluationReport['falsePositives'] = [];
  const rules: EvaluationReport['rules'] = {};
  const rule = (id: string) => (rules[id] ??= { truePositives: 0, falsePositives: 0 });
  const missed: EvaluationReport['missed'] = [];
  let sentences = 0;
  let exactSentences = 0;
  let negatives = 0;
  let negativesWithIssues = 0;

  for (const group of groups) {
    for (const source of group.positives) {
      const { input, expected, edits } = parseMarkup(source, group.category);
      const issues = checker.check(input);
      sentences++;
      if (applySuggestions(input, issues) === expected) exactSentences++;
      const matched = new Set<number>();
      for (const issue of issues) {
        const result = applyOne(input, issue.offset, issue.length, issue.suggestions[0] ?? '');
        const idx = edits.findIndex(
          (e, i) =>
            !matched.has(i) &&
            e.category === issue.category &&
            applyOne(input, e.offset, e.length, e.replacement) === result,
        );
        if (idx >= 0) {
          matched.add(idx);
          get(issue.category).tp++;
          rule(issue.ruleId).truePositives++;
        } else {
          get(issue.category).fp++;
          rule(issue.ruleId).falsePositives++;
          falsePositives.push({ text: input, issue });
        }
      }
      edits.forEach((e, i) => {
        if (matched.has(i)) return;
        get(e.category).fn++;
        missed.push({ text: input, edit: e });
      });
    }
    for (const text of group.negatives) {
      negatives++;
      const issues = checker.check(text);
      if (issues.length > 0) negativesWithIssues++;
      for (const issue of issues) {
        get(issue.category).fp++;
        rule(issue.ruleId).falsePositives++;
        falsePositives.push({ text, issue });
      }
    }
  }

  let words = 0;
  const proseIssues: Issue[] = [];
  const proseSentences: string[] = [];
  for (const text of prose) {
    words += countWords(text);
    const issues = checker.check(text);
    if (issues.length > 0) proseSentences.push(text);
    proseIssues.push(...issues);
  }

  const categories = Object.fromEntries(
    CATEGORIES.map((c) => {
      const { tp, fp, fn } = get(c);
      return [c, score(tp, fp, fn)];
    }),
  ) as Record<Category, CategoryScore>;
  const total = [...counts.values()].reduce(
    (a, b) => ({ tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn }),
    { tp: 0, fp: 0, fn: 0 },
  );
  return {
    categories,
    overall: score(total.tp, total.fp, total.fn),
    sentences,
    exactSentences,
    negatives,
    negativesWithIssues,
    prose: {
      words,
      issues: proseIssues.length,
      falseAlarmsPer1000Words: words === 0 ? 0 : (proseIssues.length / words) * 1000,
      examples: proseIssues,
      sentences: proseSentences,
    },
    rules,
    falsePositives,
    missed,
  };
}
