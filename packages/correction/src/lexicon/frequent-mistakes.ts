/**
 * The frequent-mistake list (src/data/frequent-mistakes.tsv): wrong -> right pairs from
 * public orthography resources, each in a carrier sentence with `{wrong>right}` markup. Pure:
 * reading the file is the caller's job (scripts/eval-correction.ts, the tests).
 */
import { applySuggestions, type Checker, createCheckerWith } from '../checker.ts';
import { type GoldEdit, parseMarkup } from '../evaluation.ts';
import type { LexiconEntry } from './lexicon.ts';
import { lexiconRule } from './rule.ts';

export interface FrequentMistake {
  wrong: string;
  right: string;
  /** The carrier sentence with markup. */
  sentence: string;
  input: string;
  expected: string;
  edit: GoldEdit;
  source: string;
  line: number;
}

const HEADER = 'wrong\tright\tsentence\tsource';

export function parseFrequentMistakes(text: string): FrequentMistake[] {
  const out: FrequentMistake[] = [];
  let sawHeader = false;
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '' || raw.startsWith('#')) return;
    if (!sawHeader) {
      if (raw !== HEADER) throw new Error(`line ${line}: header must be ${HEADER}`);
      sawHeader = true;
      return;
    }
    const cells = raw.split('\t');
    if (cells.length !== 4) throw new Error(`line ${line}: expected 4 columns`);
    const [wrong, right, sentence, source] = cells as [string, string, string, string];
    const { input, expected, edits } = parseMarkup(sentence, 'SPELLING');
    const [edit, ...more] = edits;
    if (!edit || more.length > 0 || edit.original !== wrong || edit.replacement !== right)
      throw new Error(`line ${line}: the sentence must mark exactly {${wrong}>${right}}`);
    if (source.trim() === '') throw new Error(`line ${line}: source is required`);
    out.push({ wrong, right, sentence, input, expected, edit, source, line });
  });
  if (!sawHeader) throw new Error('the list has no header line');
  return out;
}

function applyOne(text: string, offset: number, length: number, replacement: string): string {
  return text.slice(0, offset) + replacement + text.slice(offset + length);
}

/** True when one issue of the checker, applied alone, makes exactly the gold fix. */
export function fixesExactly(checker: Checker, item: FrequentMistake): boolean {
  const goal = applyOne(item.input, item.edit.offset, item.edit.length, item.edit.replacement);
  return checker
    .check(item.input)
    .some((i) => applyOne(item.input, i.offset, i.length, i.suggestions[0] ?? '') === goal);
}

export interface FrequentMistakeScore {
  pairs: number;
  /** Pairs whose gold fix one issue makes exactly (span-agnostic, like evaluate()). */
  exactFix: number;
  exactFixRate: number;
  /** Sentences that come out exactly right after applying every first suggestion. */
  sentenceExact: number;
  /** With a lexicon given: pairs the lexicon rule alone fixes exactly ... */
  inLexicon: number;
  /** ... and the score on the other pairs. */
  outsideLexicon: { pairs: number; exactFix: number; exactFixRate: number };
  misses: FrequentMistake[];
}

/** The exact-fix rate of a checker on the list; with the lexicon, also split by lexicon coverage. */
export function measureFrequentMistakes(
  checker: Checker,
  items: readonly FrequentMistake[],
  lexicon: readonly LexiconEntry[] | null = null,
): FrequentMistakeScore {
  const lexiconOnly = lexicon ? createCheckerWith(null, { rules: [lexiconRule(lexicon)] }) : null;
  let exactFix = 0;
  let sentenceExact = 0;
  let inLexicon = 0;
  const outside = { pairs: 0, exactFix: 0 };
  const misses: FrequentMistake[] = [];
  for (const item of items) {
    const fixed = fixesExactly(checker, item);
    if (fixed) exactFix++;
    else misses.push(item);
    if (applySuggestions(item.input, checker.check(item.input)) === item.expected) sentenceExact++;
    if (lexiconOnly && fixesExactly(lexiconOnly, item)) inLexicon++;
    else {
      outside.pairs++;
      if (fixed) outside.exactFix++;
    }
  }
  const rate = (n: number, d: number) => (d === 0 ? 0 : n / d);
  return {
    pairs: items.length,
    exactFix,
    exactFixRate: rate(exactFix, items.length),
    sentenceExact,
    inLexicon,
    outsideLexicon: { ...outside, exactFixRate: rate(outside.exactFix, outside.pairs) },
    misses,
  };
}
