/**
 * Building a rule's regular expression from the word lists of its data file
 * (src/data/rules/<family>.json), so that a linguist adds a word without touching a pattern.
 */

/** The regular-expression source that matches `s` literally. */
export function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The words as one alternation, longest first: a longer form wins where two start alike. */
export function alternation(words: Iterable<string>): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegex)
    .join('|');
}

/** The words as one alternation in their own order (the list's order decides ties). */
export function anyOf(words: readonly string[]): string {
  return words.map(escapeRegex).join('|');
}

/** A replacement that looks the named group `x` of a match up in `table`. */
export function lookup(
  table: Readonly<Record<string, string>>,
): (m: RegExpExecArray) => string | null {
  return (m) => table[m.groups?.x ?? ''] ?? null;
}
