import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { applySuggestions, type Checker } from './checker.ts';
import { createEngineChecker } from './node/engine-files.ts';
import type { Finding, Issue } from './types.ts';
import { toWholeWords } from './whole-words.ts';

const finding = (offset: number, length: number, suggestion: string, ruleId = 'r.a'): Finding => ({
  offset,
  length,
  suggestions: [suggestion],
  ruleId,
  category: 'SPELLING',
  message: { ko: `${ruleId} 메시지`, en: `${ruleId} message` },
  reference: null,
});
const PRIORITIES = new Map([
  ['r.a', 10],
  ['r.b', 20],
]);
const show = (text: string, findings: Finding[]) =>
  toWholeWords(findings, text, PRIORITIES).map(
    (f) => `${text.slice(f.offset, f.offset + f.length)}→${f.suggestions[0]}`,
  );

describe('toWholeWords', () => {
  it('widens a fix inside a word to the whole word', () => {
    // 있[읍니다] → 있습니다; 상대적[로] → 상대적으로
    expect(show('감사히 받았읍니다.', [finding(6, 3, '습니다')])).toEqual([
      '받았읍니다→받았습니다',
    ]);
    expect(show('상대적로 정확한 숫자', [finding(3, 1, '으로')])).toEqual(['상대적로→상대적으로']);
  });

  it('takes in the ending after a tense (맞췄다 is one word: 다 is no particle after it)', () => {
    expect(show('정답을 맞췄다.', [finding(4, 2, '맞혔')])).toEqual(['맞췄다→맞혔다']);
    expect(show('내가 하겟다.', [finding(3, 2, '하겠')])).toEqual(['하겟다→하겠다']);
    // After a noun the particle stays out as before (메세지다: the word is 메세지).
    expect(show('이건 메세지다.', [finding(3, 3, '메시지')])).toEqual(['메세지→메시지']);
  });

  it('leaves the particles after the word out of the card', () => {
    // 몇일을: the word is 몇일, its particle 을 stays out.
    expect(show('몇일을 기다렸다', [finding(0, 2, '며칠')])).toEqual(['몇일→며칠']);
    expect(show('그 메세지까지도 지웠다', [finding(2, 3, '메시지')])).toEqual(['메세지→메시지']);
    // A fix inside the word takes in the rest of the word, not the particle.
    expect(show('몇일을 기다렸다', [finding(1, 1, '칠')])).toEqual(['몇일→몇칠']);
    // An ending is part of the word.
    expect(show('어제 됬어요', [finding(3, 1, '됐')])).toEqual(['됬어요→됐어요']);
  });

  it('keeps punctuation, brackets and quotes around the word out of the card', () => {
    expect(show('곧 방학이예요.', [finding(4, 3, '이에요')])).toEqual(['방학이예요→방학이에요']);
    expect(show('“아젠다”를 세팅', [finding(1, 3, '어젠다')])).toEqual(['아젠다→어젠다']);
  });

  it('takes in both words when the fix is the mark between them', () => {
    expect(show('즉,창의성의 재료', [finding(1, 2, ', 창')])).toEqual(['즉,창의성의→즉, 창의성의']);
  });

  it('leaves a fix that already covers whole words as it is', () => {
    const text = '할수 있다';
    const f = finding(0, 2, '할 수');
    expect(toWholeWords([f], text, PRIORITIES)).toEqual([f]);
  });

  it('makes one card of two fixes in one word, led by the higher priority, naming both', () => {
    // 않되요: 않 → 안 (r.a), 되요 → 돼요 (r.b)
    const text = '그러면 않되요';
    const [card, ...rest] = toWholeWords(
      [finding(4, 1, '안 ', 'r.a'), finding(5, 2, '돼요', 'r.b')],
      text,
      PRIORITIES,
    );
    expect(rest).toEqual([]);
    expect(text.slice(card!.offset, card!.offset + card!.length)).toBe('않되요');
    expect(card!.suggestions).toEqual(['안 돼요']);
    expect(card!.ruleId).toBe('r.b');
    expect(card!.message.ko).toContain('r.a 메시지');
    expect(card!.message.ko).toContain('r.b 메시지');
  });

  it('never widens across a whole-sentence respacing', () => {
    const text = '그사람이 왔다';
    const whole: Finding = { ...finding(0, 7, '그 사람이 왔다'), absorbs: true };
    expect(toWholeWords([whole], text, PRIORITIES)).toEqual([whole]);
  });

  it('keeps the text each fix makes: applying the cards equals applying the fixes (property)', () => {
    const syllable = fc.integer({ min: 0xac00, max: 0xd7a3 }).map((c) => String.fromCharCode(c));
    const piece = fc.oneof(syllable, syllable, syllable, fc.constantFrom(' ', '.', ',', '“', '”'));
    fc.assert(
      fc.property(
        fc.array(piece, { minLength: 1, maxLength: 40 }).map((a) => a.join('')),
        fc.array(fc.tuple(fc.nat(), fc.nat({ max: 3 }), fc.constantFrom('가', '나 다', '')), {
          maxLength: 6,
        }),
        (text, raw) => {
          // Sorted, non-overlapping findings, as the checker hands them over.
          const findings: Finding[] = [];
          let at = 0;
          for (const [gap, length, suggestion] of raw) {
            const offset = at + (gap % 5);
            if (offset + length > text.length) break;
            findings.push(finding(offset, length, suggestion, gap % 2 ? 'r.a' : 'r.b'));
            at = offset + Math.max(length, 1);
          }
          const cards = toWholeWords(findings, text, PRIORITIES);
          expect(applySuggestions(text, cards)).toBe(applySuggestions(text, findings));
          for (let i = 1; i < cards.length; i++)
            expect(cards[i]!.offset).toBeGreaterThanOrEqual(
              cards[i - 1]!.offset + cards[i - 1]!.length,
            );
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('the checker with wholeWords', () => {
  let checker: Checker;
  beforeAll(async () => {
    checker = await createEngineChecker();
  });
  const cards = (issues: Issue[]) => issues.map((i) => `${i.original}→${i.suggestions[0]}`);

  it('shows whole words on the cards and fixes the text exactly as without', () => {
    for (const text of ['상대적로 정확한 숫자', '몇일을 기다렸다.', '밤새 술을 마셨나봐.']) {
      const parts = checker.check(text);
      const whole = checker.check(text, { wholeWords: true });
      expect(applySuggestions(text, whole)).toBe(applySuggestions(text, parts));
    }
    expect(cards(checker.check('상대적로 정확한 숫자', { wholeWords: true }))).toContain(
      '상대적로→상대적으로',
    );
    expect(cards(checker.check('몇일을 기다렸다.', { wholeWords: true }))).toContain('몇일→며칠');
  });
});
