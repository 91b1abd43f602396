/**
 * What the noise generators of this folder share (real-slips.ts, writer-errors.ts): the Hangul
 * words of a sentence, a seeded pick, and how a case is scored against the checker.
 */
import { applySuggestions, type Checker } from '../../src/checker.ts';

export interface Word {
  text: string;
  start: number;
  end: number;
}

/** The all-Hangul words of a sentence (between spaces, punctuation after them allowed). */
export function hangulWords(text: string): Word[] {
  return [...text.matchAll(/(?<![^\s"'“‘(])[가-힣]+/g)].map((m) => ({
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
}

export const pick = <T>(random: () => number, list: readonly T[]): T | undefined =>
  list.length === 0 ? undefined : list[Math.floor(random() * list.length)];

/** A case's one edit: in the noisy sentence [offset, offset + length) becomes `replacement`. */
export interface Edit {
  offset: number;
  length: number;
  original: string;
  replacement: string;
}

export interface CaseScore {
  cases: number;
  detected: number;
  exact: number;
  /** Issues touching the damaged span that make another edit. */
  wrong: number;
  detection: number;
  exactFix: number;
  precision: number;
}

export type Counts = Pick<CaseScore, 'cases' | 'detected' | 'exact' | 'wrong'>;
export const blank = (): Counts => ({ cases: 0, detected: 0, exact: 0, wrong: 0 });
export const add = (a: Counts, b: Counts): Counts => ({
  cases: a.cases + b.cases,
  detected: a.detected + b.detected,
  exact: a.exact + b.exact,
  wrong: a.wrong + b.wrong,
});
export const finish = (s: Counts): CaseScore => ({
  ...s,
  detection: s.cases === 0 ? 0 : s.detected / s.cases,
  exactFix: s.cases === 0 ? 0 : s.exact / s.cases,
  precision: s.exact + s.wrong === 0 ? 1 : s.exact / (s.exact + s.wrong),
});

/**
 * One case, as scoreNoise counts them: detected = an issue overlapping the damaged span (or
 * touching it, for an edit that inserts); exact fix = one issue, applied alone, gives the gold
 * sentence (compared composed: a fix of decomposed text may compose more than the word it
 * fixes); wrong = the other issues touching the span (±1 character).
 */
export function scoreCase(checker: Checker, noisy: string, edit: Edit): Counts {
  const { offset, length, replacement } = edit;
  const goal = (noisy.slice(0, offset) + replacement + noisy.slice(offset + length)).normalize(
    'NFC',
  );
  const one = { ...blank(), cases: 1 };
  for (const i of checker.check(noisy)) {
    if (i.offset > offset + length + 1 || i.offset + i.length < offset - 1) continue;
    if (length === 0 || (i.offset < offset + length && i.offset + i.length > offset))
      one.detected = 1;
    if (one.exact === 0 && applySuggestions(noisy, [i]).normalize('NFC') === goal) one.exact = 1;
    else one.wrong++;
  }
  return one;
}

const f3 = (n: number) => n.toFixed(3);

/** One printed row: the type or class, its cases and its three figures. */
export const scoreRow = (
  name: string,
  s: Pick<CaseScore, 'cases' | 'detection' | 'exactFix' | 'precision'>,
) =>
  `  ${name.padEnd(24)} n=${String(s.cases).padStart(4)}  detected ${f3(s.detection)}  ` +
  `exact fix ${f3(s.exactFix)}  precision ${f3(s.precision)}`;
