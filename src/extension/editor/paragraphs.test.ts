import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkableParagraphs, splitWithin, type Paragraph } from './paragraphs';

/** Korean-looking text: syllables, sentence ends, quotes, spaces, newlines and emoji. */
const text = fc
  .array(
    fc.oneof(
      { arbitrary: fc.constantFrom('가', '나', '몇일', '됬', '동안', '비가', '왔다'), weight: 6 },
      { arbitrary: fc.constantFrom(' ', '  ', '\t'), weight: 3 },
      { arbitrary: fc.constantFrom('.', '?', '!', '…', '."', '.” ', '。'), weight: 2 },
      { arbitrary: fc.constantFrom('\n', '😀', 'ab', '\u00a0'), weight: 1 },
    ),
    { maxLength: 400 },
  )
  .map((pieces) => pieces.join(''));

describe('long paragraphs in pieces within the plan’s characters per check', () => {
  it('pieces put together are the paragraph; none is over the cap; each start maps back', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 2, max: 120 }), fc.nat(1000), (s, max, start) => {
        const paragraph: Paragraph = { start, text: s };
        const pieces = splitWithin(paragraph, max);
        expect(pieces.map((p) => p.text).join('')).toBe(s);
        let at = start;
        for (const piece of pieces) {
          expect(piece.start).toBe(at);
          expect(s.slice(piece.start - start, piece.start - start + piece.text.length)).toBe(
            piece.text,
          );
          expect(piece.text.length).toBeLessThanOrEqual(max);
          at += piece.text.length;
        }
        // Only the last piece may be empty (an empty paragraph).
        expect(pieces.slice(0, -1).every((p) => p.text.length > 0)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('never cuts an emoji in half, and cuts at a sentence end when one is within the cap', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 2, max: 120 }), (s, max) => {
        const pieces = splitWithin({ start: 0, text: s }, max);
        for (const piece of pieces.slice(0, -1)) {
          expect(piece.text).not.toMatch(/[\ud800-\udbff]$/);
          const from = piece.start;
          const window = s.slice(from, from + max);
          const sentenceEnd = /[.!?…。！？][.!?…"'”’)\]」』】》]*\s+/u.test(window);
          // A sentence end in reach wins: the piece then ends with its punctuation and spaces.
          if (sentenceEnd && s.length - from > max) expect(piece.text).toMatch(/\s$/);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('sends every Hangul piece of the text and nothing else, each placed at its offset', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 2, max: 120 }), (s, max) => {
        const pieces = checkableParagraphs(s, max);
        for (const piece of pieces) {
          expect(s.slice(piece.start, piece.start + piece.text.length)).toBe(piece.text);
          expect(piece.text.length).toBeLessThanOrEqual(max);
          expect(piece.text.trim()).not.toBe('');
        }
        // Nothing with Hangul is left out.
        const covered = new Set(
          pieces.flatMap((p) => Array.from({ length: p.text.length }, (_, i) => p.start + i)),
        );
        for (let i = 0; i < s.length; i++) {
          if (/[가-힣]/.test(s[i]!)) expect(covered.has(i)).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('a long Korean text is cut after its sentences', () => {
    const sentence = '오늘은 날씨가 좋아서 공원에 갔다. ';
    const long = sentence.repeat(200);
    const pieces = splitWithin({ start: 0, text: long }, 2000);
    expect(pieces.length).toBe(
      Math.ceil(long.length / (sentence.length * Math.floor(2000 / sentence.length))),
    );
    for (const piece of pieces)
      expect(piece.text.endsWith('갔다. ') || piece === pieces.at(-1)).toBe(true);
  });
});

describe('the first pieces sent', () => {
  it('are as long as the smallest plan allows (the contract and the content script agree)', async () => {
    const { DEFAULT_PLAN_CHECK_LENGTH } = await import('@/contracts/correction');
    const { DEFAULT_PIECE_LENGTH } = await import('./editor-types');
    expect(DEFAULT_PIECE_LENGTH).toBe(DEFAULT_PLAN_CHECK_LENGTH);
  });
});
