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

/** The end of a sentence: its final punctuation (and closing quotes or brackets), then space. */
const SENTENCE_END = /[.!?…。！？][.!?…"'”’)\]」』】》]*\s+/gu;

/** The last match of `pattern` ending within (from, to], by its end; -1 when none. */
function lastBoundary(text: string, pattern: RegExp, from: number, to: number): number {
  let best = -1;
  pattern.lastIndex = from;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const end = match.index + match[0].length;
    if (end > to) break;
    if (end > from) best = end;
  }
  return best;
}

/**
 * A paragraph cut into pieces of at most `maxLength` characters, each ending where a sentence
 * ends (after its punctuation and the spaces that follow), else after a space, else at the
 * length itself (never between the two halves of a surrogate pair). The pieces put together
 * are the paragraph, and each keeps its own start in the whole text, so issues map back.
 */
export function splitWithin(paragraph: Paragraph, maxLength: number): Paragraph[] {
  const { text } = paragraph;
  const out: Paragraph[] = [];
  let from = 0;
  while (text.length - from > maxLength) {
    const to = from + maxLength;
    let cut = lastBoundary(text, SENTENCE_END, from, to);
    if (cut < 0) cut = lastBoundary(text, /\s+/gu, from, to);
    if (cut < 0) {
      cut = to;
      const code = text.charCodeAt(cut - 1);
      if (code >= 0xd800 && code <= 0xdbff && cut - 1 > from) cut -= 1;
    }
    out.push({ start: paragraph.start + from, text: text.slice(from, cut) });
    from = cut;
  }
  out.push({ start: paragraph.start + from, text: text.slice(from) });
  return out;
}

/**
 * The pieces worth sending: paragraphs (longer ones cut into pieces of at most `maxLength`
 * characters, the plan's per check, at sentence ends), with Hangul, not blank.
 */
export function checkableParagraphs(text: string, maxLength: number): Paragraph[] {
  return splitParagraphs(text)
    .flatMap((p) => splitWithin(p, maxLength))
    .filter((p) => p.text.trim().length > 0 && hasHangul(p.text));
}

/** An issue placed in the whole text. */
export interface PlacedIssue extends CorrectionIssue {
  /** Offset in the whole text. */
  start: number;
  end: number;
  /** Identifies this occurrence while its paragraph is unchanged (for "ignore once"). */
  key: string;
  /**
   * The whole word the issue lies in, as the personal dictionary keeps it ('' when the issue is
   * not inside one word): an issue on '되' of '안되요' is the word '안되요', one on '몇일' of
   * '몇일을' the word '몇일' (a particle after it is not part of the word).
   */
  word: string;
}

/** Particles that may follow a word in the same eojeol, longest first. */
const PARTICLES = [
  '에게서',
  '께서',
  '에서',
  '에게',
  '한테',
  '으로',
  '까지',
  '부터',
  '처럼',
  '보다',
  '이랑',
  '이나',
  '을',
  '를',
  '이',
  '가',
  '은',
  '는',
  '에',
  '께',
  '로',
  '와',
  '과',
  '의',
  '도',
  '만',
  '랑',
];
const EDGE_PUNCTUATION = /^[\s"'“‘(「『【<《[{]+|[\s"'”’)」』】>》\]}.,!?;:…~·]+$/gu;

/**
 * The word around `[start, end)` of `text`: the eojeol (between spaces) without edge
 * punctuation, and without a particle after the word when the issue lies before it. '' when the
 * issue spans spaces or has no text of its own.
 */
export function wordAround(text: string, start: number, end: number): string {
  if (end <= start || /\s/.test(text.slice(start, end))) return '';
  let from = start;
  while (from > 0 && !/\s/.test(text[from - 1]!)) from -= 1;
  let to = end;
  while (to < text.length && !/\s/.test(text[to]!)) to += 1;
  const raw = text.slice(from, to);
  const lead = raw.length - raw.replace(/^[\s"'“‘(「『【<《[{]+/u, '').length;
  let word = raw.replace(EDGE_PUNCTUATION, '');
  const issueEnd = end - from - lead;
  // A closing quote or bracket after the issue ends the word (“금새”라고 -> 금새).
  const closing = word.slice(issueEnd).search(/["'”’)」』】>》\]}.,!?;:…~·]/u);
  if (closing >= 0) word = word.slice(0, issueEnd + closing);
  for (const particle of PARTICLES) {
    if (word.endsWith(particle) && word.length - particle.length >= issueEnd) {
      word = word.slice(0, -particle.length);
      break;
    }
  }
  return word;
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
      word: wordAround(paragraph.text, issue.offset, issue.offset + issue.length),
    }));
}

/** The issue under a caret or click position (inclusive of both ends). */
export function issueAt(issues: readonly PlacedIssue[], offset: number): PlacedIssue | null {
  return issues.find((issue) => offset >= issue.start && offset <= issue.end) ?? null;
}
