/**
 * Cards show whole words (issue 34, "cards people can trust"): a finding that covers part of a
 * word (있[읍니다] → 습니다, 상대적[로] → 으로) is widened to the whole word, its suggestion
 * spliced into it (있읍니다 → 있습니다), so the member sees what the word becomes. Two findings
 * that then share a word become one card that makes both fixes and names both.
 *
 * A word is a run of letters and digits (Hangul, jamo, Latin, digits) without the particles
 * after it (몇일을: the word is 몇일, src/lexicon/noun-tail.ts): punctuation, brackets and
 * quotes around it stay out of the card (생일[이예요]. → 생일이에요, the period kept), but a
 * finding that covers punctuation between two words (즉[,창]의성의) takes in both words. Text
 * under a whole-sentence respacing is left as it is. Nothing widens past MAX_WIDENING characters
 * on a side (a very long "word" is no word a card can show).
 */
import { isNounTail } from './lexicon/noun-tail.ts';
import type { Finding } from './types.ts';

const MAX_WIDENING = 24;

/** A letter or digit of a word (Hangul syllables and jamo, Latin letters, digits). */
const isWordChar = (ch: string | undefined): boolean =>
  ch !== undefined && /[\p{Script=Hangul}\p{L}\p{N}]/u.test(ch);

/**
 * A syllable with the final ㅆ (했, 았, 었, 였 ...) or 겠 ends a verb's tense, never a noun: what
 * follows it is an ending (맞췄[다], not a particle 다 after a noun).
 */
const endsTense = (ch: string | undefined): boolean => {
  const code = ch === undefined ? -1 : ch.charCodeAt(0) - 0xac00;
  return (code >= 0 && code < 11172 && code % 28 === 20) || ch === '겠';
};

/** The finding widened to whole words, or the finding itself when it already covers them. */
function widened(f: Finding, text: string): Finding {
  if (f.absorbs) return f;
  let start = f.offset;
  let end = f.offset + f.length;
  // Widen left when the finding starts inside a word or right after a word it touches.
  const touchesLeft = isWordChar(text[start - 1]) && (f.length === 0 || !/^\s/.test(text[start]!));
  if (touchesLeft)
    while (start > 0 && isWordChar(text[start - 1]) && f.offset - start < MAX_WIDENING) start--;
  // A particle after the fixed word is not part of the word (몇일을 → 몇일 → 며칠, as the
  // personal dictionary keeps words): the card stops before it.
  let tail = end;
  while (tail < text.length && isWordChar(text[tail])) tail++;
  const particleAfter =
    tail > end &&
    !endsTense(text[end - 1]) &&
    !endsTense(f.suggestions[0]?.at(-1)) &&
    isNounTail(text.slice(end, tail));
  const touchesRight =
    !particleAfter && isWordChar(text[end]) && (f.length === 0 || !/\s$/.test(text[end - 1]!));
  if (touchesRight)
    while (end < text.length && isWordChar(text[end]) && end - (f.offset + f.length) < MAX_WIDENING)
      end++;
  // A word longer than the limit on either side: keep the finding as the rule made it.
  if (isWordChar(text[start - 1]) && touchesLeft) return f;
  if (isWordChar(text[end]) && touchesRight) return f;
  if (start === f.offset && end === f.offset + f.length) return f;
  const before = text.slice(start, f.offset);
  const after = text.slice(f.offset + f.length, end);
  return {
    ...f,
    offset: start,
    length: end - start,
    suggestions: f.suggestions.map((s) => before + s + after),
  };
}

/** Applies each finding's first suggestion to `text.slice(start, end)` (findings sorted, apart). */
function spliced(text: string, start: number, end: number, findings: readonly Finding[]): string {
  let out = '';
  let at = start;
  for (const f of findings) {
    out +=
      text.slice(at, f.offset) + (f.suggestions[0] ?? text.slice(f.offset, f.offset + f.length));
    at = f.offset + f.length;
  }
  return out + text.slice(at, end);
}

/**
 * Widens sorted, non-overlapping findings to whole words and merges those that then share a
 * word: the merged card makes every fix, carries the rule, category and reference of the
 * highest-priority finding, and says each message once.
 */
export function toWholeWords(
  findings: readonly Finding[],
  text: string,
  priorities: ReadonlyMap<string, number>,
): Finding[] {
  const out: Finding[] = [];
  let group: { originals: Finding[]; wide: Finding[] } | null = null;
  const flush = () => {
    if (!group) return;
    const { originals, wide } = group;
    if (wide.length === 1) out.push(wide[0]!);
    else {
      const start = Math.min(...wide.map((w) => w.offset));
      const end = Math.max(...wide.map((w) => w.offset + w.length));
      const lead = [...originals].sort(
        (a, b) => (priorities.get(b.ruleId) ?? 0) - (priorities.get(a.ruleId) ?? 0),
      )[0]!;
      const say = (lang: 'ko' | 'en') =>
        [...new Set(originals.map((f) => f.message[lang]))].join(' ');
      out.push({
        ...lead,
        offset: start,
        length: end - start,
        suggestions: [spliced(text, start, end, originals)],
        message: { ko: say('ko'), en: say('en') },
      });
    }
    group = null;
  };
  for (const f of findings) {
    let w = widened(f, text);
    const last = group?.wide.at(-1);
    const groupEnd = group ? Math.max(...group.wide.map((g) => g.offset + g.length)) : -1;
    if (group && last && w.offset < groupEnd) {
      if (!f.absorbs && !last.absorbs) {
        group.originals.push(f);
        group.wide.push(w);
        continue;
      }
      w = f; // beside a whole-sentence respacing: as the rule made it
    }
    flush();
    group = { originals: [f], wide: [w] };
  }
  flush();
  // Never overlapping (a respacing beside a widened word): then the findings as the rules made them.
  for (let i = 1; i < out.length; i++)
    if (out[i]!.offset < out[i - 1]!.offset + out[i - 1]!.length) return [...findings];
  return out;
}
