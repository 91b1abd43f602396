import { readCorpus } from './corpus.ts';

/**
 * The 1,000-character windows of held-out text (the test part) that `bench:correction`,
 * `bench:ab` and the profile helper check: 64 windows, 137 characters apart, of the first 3,000
 * test lines joined.
 */
export function benchWindows(count = 64, size = 1000): string[] {
  const text = readCorpus('test')
    .slice(0, 3000)
    .map((l) => l.text)
    .join(' ');
  return Array.from({ length: count }, (_, i) => {
    const start = (i * 137) % (text.length - size);
    return text.slice(start, start + size);
  });
}
