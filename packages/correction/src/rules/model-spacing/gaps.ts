/**
 * The gaps of a compact text (src/spacing/features.ts: the text without its spaces, and where
 * the writer typed them) as the statistical spacing rules read them: the kind of characters
 * beside a gap, and the typed words around it.
 */
import type { CompactText } from '../../spacing/features.ts';

const HANGUL = /[가-힣]/;
export const isHangul = (ch: string | undefined) => ch !== undefined && HANGUL.test(ch);
const hangulCode = (c: number) => c >= 0xac00 && c <= 0xd7a3;
/** [가-힣A-Za-z0-9] (false for NaN, beyond the text). */
const wordCode = (c: number) =>
  hangulCode(c) || (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
/**
 * A gap between letters or digits with Hangul on at least one side: the spacing rules' gaps
 * (spaces beside punctuation and brackets are the punctuation rules'). Read by code unit: it is
 * asked of every gap, and text[g] makes a new string of each syllable.
 */
export const wordGap = (text: string, g: number) => {
  const a = text.charCodeAt(g - 1);
  const b = text.charCodeAt(g);
  return (hangulCode(a) || hangulCode(b)) && wordCode(a) && wordCode(b);
};

export function countHangul(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xac00 && c <= 0xd7a3) n++;
  }
  return n;
}

/** Where the typed word that goes on after gap g ends (the next typed space, or the end). */
export function typedWordEnd(compact: CompactText, g: number): number {
  let end = g + 1;
  while (end < compact.compact.length && compact.observed[end] !== 1) end++;
  return end;
}

/** The two typed words around the typed space at gap g (without edge punctuation). */
export function wordsAround(compact: CompactText, g: number): [string, string] {
  const text = compact.compact;
  let a = g - 1;
  while (a > 0 && compact.observed[a] !== 1) a--;
  let b = g + 1;
  while (b < text.length && compact.observed[b] !== 1) b++;
  return [text.slice(a, g).replace(/^[^가-힣]+/u, ''), text.slice(g, b).replace(/[^가-힣]+$/u, '')];
}

/** The Hangul pieces of the typed words on either side of gap g, or null if either has more. */
export function hangulPieces(compact: CompactText, g: number): [string, string] | null {
  const [left, right] = wordsAround(compact, g);
  return /^[가-힣]+$/u.test(left) && /^[가-힣]+$/u.test(right) ? [left, right] : null;
}

/** The typed word (between typed spaces) that contains gap g. */
export function wordAround(compact: CompactText, g: number): string {
  let a = g - 1;
  while (a > 0 && compact.observed[a] !== 1) a--;
  let b = g;
  while (b < compact.compact.length && compact.observed[b] !== 1) b++;
  return compact.compact.slice(a, b).replace(/[^가-힣]+$/u, '');
}

export const LATIN_OR_DIGIT = /[A-Za-z0-9]/;
const LATIN = /[A-Za-z]/;
const DIGIT = /[0-9]/;

/**
 * Does the typed space at gap g split a run of Latin letters, or one of digits, whose left
 * piece is at least two long (Reac t, 20 01년)? A single letter is an initial or a label
 * (J et al, A B를), and letters mixed with digits are codes (SU3 8TZ, iPhone 15).
 */
export function splitsLatinOrNumber(compact: CompactText, g: number): boolean {
  const text = compact.compact;
  const kind = DIGIT.test(text[g - 1] as string) ? DIGIT : LATIN;
  if (g < 2 || compact.observed[g - 1] === 1 || !kind.test(text[g - 2] as string)) return false;
  let a = g - 1;
  while (a > 0 && compact.observed[a] !== 1 && LATIN_OR_DIGIT.test(text[a - 1] as string)) a--;
  let b = g + 1;
  while (b < text.length && compact.observed[b] !== 1 && LATIN_OR_DIGIT.test(text[b] as string))
    b++;
  for (let i = a; i < b; i++) if (!kind.test(text[i] as string)) return false;
  return true;
}

/** The text of a compact text with a space before each gap where `spaces` says so. */
export function spacedText(compact: CompactText, spaces: (g: number) => boolean): string {
  let out = '';
  for (let i = 0; i < compact.compact.length; i++) {
    if (i > 0 && spaces(i)) out += ' ';
    out += compact.compact[i];
  }
  return out;
}
