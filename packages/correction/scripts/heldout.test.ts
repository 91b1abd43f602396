import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { alignedSpaces, parseReview, spacingFigures } from './heldout.ts';
import { createEngineChecker, loadEngineModels } from '../src/node/engine-files.ts';
import { damage, spaceF1, spacingExample, withSpaces } from './spacing-data.ts';
import { seededRandom } from '../src/seeded-random.ts';
import { partOf } from './corpus.ts';

describe('corpus split', () => {
  it('puts a line in the same part whatever its surrounding whitespace, about 80/10/10', () => {
    expect(partOf('  오늘은 날씨가 좋다. ')).toBe(partOf('오늘은 날씨가 좋다.'));
    const counts = { train: 0, dev: 0, test: 0 };
    for (let i = 0; i < 5000; i++) counts[partOf(`문장 ${i}`)]++;
    expect(counts.train / 5000).toBeGreaterThan(0.75);
    expect(counts.dev / 5000).toBeGreaterThan(0.07);
    expect(counts.test / 5000).toBeGreaterThan(0.07);
  });
});

describe('space F1 (the Kiwi spacing benchmark measure)', () => {
  it('scores positions of spaces in the space-free string', () => {
    expect(spaceF1([0, 1, 0, 1], [0, 1, 0, 1])).toBe(1);
    expect(spaceF1([0, 1, 0, 1], [0, 0, 0, 0])).toBe(0);
    expect(spaceF1([0, 0, 0], [0, 0, 0])).toBe(1);
    expect(spaceF1([0, 1, 0, 1], [0, 1, 1, 0])).toBeCloseTo(0.5);
  });

  it('damage drops and inserts spaces at the rates asked (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (seed) => {
        const gold = Uint8Array.from({ length: 4001 }, (_, i) => (i > 0 && i % 3 === 0 ? 1 : 0));
        const noisy = damage(gold, 0.15, 0.05, seededRandom(seed));
        let dropped = 0;
        let inserted = 0;
        for (let g = 1; g < gold.length; g++) {
          if (gold[g] && !noisy[g]) dropped++;
          if (!gold[g] && noisy[g]) inserted++;
        }
        expect(dropped / 1333).toBeGreaterThan(0.1);
        expect(dropped / 1333).toBeLessThan(0.2);
        expect(inserted / 2667).toBeGreaterThan(0.03);
        expect(inserted / 2667).toBeLessThan(0.07);
        expect(withSpaces('가나다', [0, 1, 0])).toBe('가 나다');
      }),
      { numRuns: 20 },
    );
  });
});

describe('spacing figures per corpus file', () => {
  it('split the headline: per file they average back to it, and each file counts its own sentences', async () => {
    const lines = [
      ...[
        '오늘은 날씨가 좋아서 공원에 갔다.',
        '회의 자료를 미리 보내 주시면 좋겠습니다.',
        '그는 책을 읽었다.',
      ].map((text) => ({ source: 'edited', text })),
      ...['보고싶다 진짜', '내일 뭐해?', '할수있을까', '밥 먹었어?', '비가오네'].map((text) => ({
        source: 'chat',
        text,
      })),
    ];
    const s = spacingFigures(lines, await createEngineChecker(), loadEngineModels());
    expect(s.sentences).toBe(8);
    expect([...s.bySource.keys()].sort()).toEqual(['chat', 'edited']);
    expect(s.bySource.get('edited')?.sentences).toBe(3);
    expect(s.bySource.get('chat')?.sentences).toBe(5);
    for (const key of ['damaged', 'asGiven'] as const) {
      let input = 0;
      let checker = 0;
      let changed = 0;
      for (const f of s.bySource.values()) {
        input += f[key].input * f.sentences;
        checker += f[key].checker * f.sentences;
        changed += f[key].tp + f[key].fp;
      }
      expect(input / 8).toBeCloseTo(s[key].input, 10);
      expect(checker / 8).toBeCloseTo(s[key].checker, 10);
      expect(changed).toBe(s[key].tp + s[key].fp);
    }
    // As written, the input is its own reference; the chat lines typed without spaces get
    // their spaces from the checker, which the reference counts as changes.
    expect(s.bySource.get('chat')?.asGiven.input).toBe(1);
    expect(s.bySource.get('chat')?.asGiven.fp).toBeGreaterThan(0);
  });
});

describe('what a member gets from a respacing that also fixes spelling', () => {
  const spacesAfter = (typed: string, fixed: string) => {
    const { compact } = spacingExample(typed);
    const out = alignedSpaces(fixed, compact.compact, compact.observed);
    return withSpaces(compact.compact, out);
  };

  it('carries the fixed spacing onto the typed characters, the typed one where a stretch grew or shrank', () => {
    // 컨텐츠 → 콘텐츠 replaces one for one; 보여질 → 보일 shrinks, so its inner gaps stay as typed.
    expect(spacesAfter('더많은 컨텐츠가보여질 때까지', '더 많은 콘텐츠가 보일 때까지')).toBe(
      '더 많은 컨텐츠가 보여질 때까지',
    );
    expect(spacesAfter('그는 집 에 갔다', '그는 집에 갔다')).toBe('그는 집에 갔다');
  });

  it('equals the fixed spacing whenever only spaces differ (property)', () => {
    const syllables = fc.constantFrom('가', '나', '다', '라', '마');
    fc.assert(
      fc.property(
        fc.array(syllables, { minLength: 2, maxLength: 30 }),
        fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
        fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
        (chars, a, b) => {
          const spaced = (flags: boolean[]) =>
            chars.map((c, i) => (i > 0 && flags[i] ? ' ' : '') + c).join('');
          expect(spacesAfter(spaced(a), spaced(b))).toBe(spaced(b));
        },
      ),
    );
  });
});

describe('the hand review of held-out issues', () => {
  it('is well formed: every line has a known verdict, the sample is covered', () => {
    const file = join(import.meta.dirname, '../src/fixtures/heldout-review.tsv');
    const reviews = parseReview(readFileSync(file, 'utf8'));
    // 150 sampled issues; the same sentence can occur twice in the corpora (same id).
    expect(reviews.size).toBeGreaterThanOrEqual(140);
    for (const r of reviews.values())
      expect(['slip', 'false-alarm', 'artifact']).toContain(r.verdict);
    expect(() => parseReview('abc\trule\tmaybe\tx\ty\t')).toThrow(/bad verdict/);
  });
});
