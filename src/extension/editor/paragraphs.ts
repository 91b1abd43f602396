/** Paragraphs, Hangul detection and the issues of a whole text put together from paragraphs. */
import type { CorrectionIssue } from '@/contracts/correction';

export interface Paragraph {
  /** Offset in the whole text (UTF-16 code units). */
  start: number;
  text: string;
}

/** Hangul syllables, jamo and compatibility jamo. */
const HANGUL = /[\u1100-\u11FF\u3130-\u318F\uA960-\uA97F\uAC00-\uD7A3\uD7B0-\uD7FF]/;

export function hasHangul(text: string): boolean {
  return HANGUL.test(text);
}

export function splitParagraphs(text: string): Paragraph[] {
  const out: Paragraph[] = [];
  let start = 0;
  for (const line of text.split('\n')) {
    out.push({ start, text: line });
    start += line.length + 1;
  }
  return out;
}

/** The paragraphs worth sending: with Hangul, not blank, within the API's length limit. */
export function checkableParagraphs(text: string, maxLength: number): Paragraph[] {
  return splitParagraphs(text).filter(
    (p) => p.text.trim().length > 0 && p.text.length <= maxLength && hasHangul(p.text),
  );
}

/** An issue placed in the whole text. */
export interface PlacedIssue extends CorrectionIssue {
  /** Offset in the whole text. */
  start: number;
  end: number;
  /** Identifies this occurrence while its paragraph is unchanged (for "ignore once"). */
  key: string;
}

export function placeIssues(
  paragraph: Paragraph,
  issues: readonly CorrectionIssue[],
): PlacedIssue[] {
  return issues
    .filter((issue) => issue.offset + issue.length <= paragraph.text.length)
    .map((issue) => ({
      ...issue,
      start: paragraph.start + issue.offset,
      end: paragraph.start + issue.offset + issue.length,
      key: `${issue.ruleId}:${issue.offset}:${issue.length}:${paragraph.text}`,
    }));
}

/** The issue under a caret or click position (inclusive of both ends). */
export function issueAt(issues: readonly PlacedIssue[], offset: number): PlacedIssue | null {
  return issues.find((issue) => offset >= issue.start && offset <= issue.end) ?? null;
}
