import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type EngineModels,
  MAX_WORD_LENGTH,
  createContext,
  createSpellCache,
  findProtectedRanges,
  regexRule,
  tokenRule,
  tokenize,
} from './context.ts';
import { loadEngineModels } from './node/engine-files.ts';
import type { Finding } from './types.ts';

let models: EngineModels;
beforeAll(() => {
  models = loadEngineModels();
});

/** Text of Korean words, spaces of every kind, punctuation, quotes, emoji and Latin letters. */
const mixedText = fc.string({
  unit: fc.constantFrom(
    ...'가나다를은 수있다했습니다학교에서'.split(''),
    ' ',
    '  ',
    '\n',
    '\t',
    '\u00a0',
    '\u3000',
    ...'.,!?"“”‘’()「」…~'.split(''),
    '😀',
    '👍🏽',
    '𠀀', // a Hanja outside the BMP (a surrogate pair)
    'a',
    'Z',
    '1',
  ),
  maxLength: 60,
});

const noDictionary = () => null;

describe('tokenize', () => {
  it('splits at whitespace and strips quotes, brackets and punctuation from the core', () => {
    const text = '“안녕하세요,” 그가\t(조용히)\n말했다...';
    expect(tokenize(text).map((t) => [t.text, t.core, text.slice(t.coreStart, t.coreEnd)])).toEqual(
      [
        ['“안녕하세요,”', '안녕하세요', '안녕하세요'],
        ['그가', '그가', '그가'],
        ['(조용히)', '조용히', '조용히'],
        ['말했다...', '말했다', '말했다'],
      ],
    );
  });

  it('keeps an emoji (a surrogate pair) whole inside its word', () => {
    const text = '좋아요😀 👍🏽최고';
    const tokens = tokenize(text);
    expect(tokens.map((t) => t.core)).toEqual(['좋아요😀', '👍🏽최고']);
    expect(tokens[1]?.start).toBe(text.indexOf('👍'));
  });

  it('gives a word of punctuation only an empty core', () => {
    const [dash] = tokenize('“…”');
    expect(dash?.core).toBe('');
    expect(dash?.coreStart).toBe(dash?.coreEnd);
  });

  it('maps every token and core onto the text, in order, covering every non-space (property)', () => {
    fc.assert(
      fc.property(mixedText, (text) => {
        const tokens = tokenize(text);
        let last = 0;
        tokens.forEach((t, i) => {
          expect(t.index).toBe(i);
          expect(t.start).toBeGreaterThanOrEqual(last);
          expect(text.slice(t.start, t.end)).toBe(t.text);
          expect(text.slice(t.coreStart, t.coreEnd)).toBe(t.core);
          expect(t.start).toBeLessThanOrEqual(t.coreStart);
          expect(t.coreStart).toBeLessThanOrEqual(t.coreEnd);
          expect(t.coreEnd).toBeLessThanOrEqual(t.end);
          expect(t.text).not.toMatch(/\s/);
          last = t.end;
        });
        expect(tokens.map((t) => t.text)).toEqual(text.split(/\s+/).filter(Boolean));
      }),
    );
  });
});

describe('findProtectedRanges and isProtected', () => {
  it('protects URLs, e-mail addresses, code, placeholders, mentions and hashtags, sorted', () => {
    const text =
      '메일은 kim@example.com 으로, 주소는 https://dadeum.kr/a?b=1 이고 `코드 안` 과 ${이름} 님 @철수 #해시';
    const ranges = findProtectedRanges(text);
    // Ranges may overlap (a URL's host is a bare domain too); their union is what is protected.
    const covered = Array.from({ length: text.length }, () => false);
    for (const [a, b] of ranges) for (let i = a; i < b; i++) covered[i] = true;
    const union = text
      .split('')
      .map((c, i) => (covered[i] ? c : ' '))
      .join('')
      .split(/ +/)
      .filter(Boolean);
    expect(union).toEqual([
      'kim@example.com',
      'https://dadeum.kr/a?b=1',
      '`코드',
      '안`',
      '${이름}',
      '@철수',
      '#해시',
    ]);
    const starts = findProtectedRanges(text).map(([a]) => a);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('answers for a span that touches a protected range and not for one beside it', () => {
    const text = '여기 `코드` 다음';
    const ctx = createContext(text, noDictionary, false);
    const code = text.indexOf('`');
    expect(ctx.isProtected(code, code + 1)).toBe(true);
    expect(ctx.isProtected(0, code + 1)).toBe(true);
    expect(ctx.isProtected(0, code)).toBe(false);
    expect(ctx.isProtected(code + 4, text.length)).toBe(false);
  });
});

describe('createSpellCache', () => {
  it('answers null without a dictionary', () => {
    expect(createSpellCache(null)('학교')).toBeNull();
  });

  it('asks the dictionary once per word and again after the cache is cleared when full', () => {
    const asked: string[] = [];
    const spell = createSpellCache(
      {
        spell: (w) => {
          asked.push(w);
          return w !== '핵교';
        },
      },
      2,
    );
    expect([spell('학교'), spell('핵교'), spell('학교'), spell('핵교')]).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(asked).toEqual(['학교', '핵교']);
    spell('교실'); // full: cleared, then 교실 kept
    spell('학교');
    expect(asked).toEqual(['학교', '핵교', '교실', '학교']);
  });
});

describe('createContext', () => {
  it('without models has no analysis', () => {
    const ctx = createContext('학교에 간다', noDictionary, false);
    expect(ctx.models).toBeNull();
    expect(ctx.morphs()).toEqual([]);
    expect(ctx.morphsIn(0, 6)).toEqual([]);
  });

  it('memoises a computation per key for the one check', () => {
    const ctx = createContext('학교', noDictionary, false);
    let runs = 0;
    expect(ctx.memo('a', () => ++runs)).toBe(1);
    expect(ctx.memo('a', () => ++runs)).toBe(1);
    expect(ctx.memo('b', () => ++runs)).toBe(2);
  });

  it('never expires without a deadline and stays expired once a past deadline is seen', () => {
    expect(createContext('학교', noDictionary, false).expired()).toBe(false);
    const late = createContext('학교', noDictionary, false, null, 0);
    expect(late.expired()).toBe(true);
    expect(late.expired()).toBe(true);
  });

  it('gives each word its own morphs, punctuation and emoji kept out of the core', () => {
    const text = '“학교에서” 친구를😀 만났다.';
    const ctx = createContext(text, noDictionary, false, models);
    const surfaces = ctx.tokens.map((t) =>
      ctx
        .morphsIn(t.coreStart, t.coreEnd)
        .map((m) => m.surface)
        .join('|'),
    );
    expect(surfaces[0]).toBe('학교|에서');
    expect(surfaces[1]?.startsWith('친구|를')).toBe(true);
    expect(surfaces[2]).toBe('만났|다');
    // One analysis per check: the same array serves every call.
    expect(ctx.morphs()).toBe(ctx.morphs());
  });

  it('morphsIn returns exactly the morphs overlapping the span, in order, inside the text (property)', () => {
    fc.assert(
      fc.property(mixedText, fc.nat(), fc.nat(), (text, a, b) => {
        const ctx = createContext(text, noDictionary, false, models);
        const all = ctx.morphs();
        for (const m of all) {
          expect(m.start).toBeGreaterThanOrEqual(0);
          expect(m.end).toBeLessThanOrEqual(text.length);
          expect(m.start).toBeLessThan(m.end);
          expect(text.slice(m.start, m.end)).toBe(m.surface);
        }
        for (let i = 1; i < all.length; i++)
          expect(all[i]?.start).toBeGreaterThanOrEqual(all[i - 1]?.end as number);
        const start = text.length === 0 ? 0 : a % (text.length + 1);
        const end = start + (text.length === 0 ? 0 : b % (text.length + 1 - start));
        expect(ctx.morphsIn(start, end)).toEqual(all.filter((m) => m.end > start && m.start < end));
      }),
      { numRuns: 200 },
    );
  });
});

describe('regexRule', () => {
  const message = { ko: '고칩니다', en: 'Fix it' };

  it('refuses a pattern without the global flag', () => {
    expect(() =>
      regexRule({
        id: 'spelling.misspelling',
        pattern: /x/,
        replace: () => 'y',
        message,
        reference: null,
      }),
    ).toThrow(/must be global/);
  });

  it('reports the named group span, skips protected text and suggestions equal to the original', () => {
    const rule = regexRule({
      id: 'spelling.misspelling',
      pattern: /(?<x>됬)다/dg,
      replace: (m) => (m.index === 0 ? '됬' : '됐'),
      message,
      reference: null,
    });
    const text = '됬다 그리고 됬다 `됬다` 됬다';
    const out: Finding[] = [];
    rule.run(createContext(text, noDictionary, false), out);
    expect(out.map((f) => [f.offset, f.length, f.suggestions, f.category])).toEqual([
      [7, 1, ['됐'], 'SPELLING'],
      [15, 1, ['됐'], 'SPELLING'],
    ]);
  });

  it('refuses an id the registry does not know', () => {
    expect(() =>
      regexRule({
        id: 'no.such-rule',
        pattern: /x/g,
        replace: () => 'y',
        message,
        reference: null,
      }),
    ).toThrow(/not in the registry/);
  });
});

describe('tokenRule', () => {
  it('checks each word core, but not one longer than MAX_WORD_LENGTH', () => {
    const seen: string[] = [];
    const rule = tokenRule('spelling.misspelling', (token) => {
      seen.push(token.core);
      return {
        start: token.coreStart,
        end: token.coreEnd,
        suggestions: [token.core === '됬다' ? '됐다' : token.core],
        message: { ko: '고칩니다', en: 'Fix it' },
        reference: null,
      };
    });
    const long = '가'.repeat(MAX_WORD_LENGTH + 1);
    const text = `(됬다) 좋다 ${long} !!`;
    const out: Finding[] = [];
    rule.run(createContext(text, noDictionary, false), out);
    expect(seen).toEqual(['됬다', '좋다']);
    expect(out.map((f) => [f.offset, f.length, f.suggestions])).toEqual([[1, 2, ['됐다']]]);
  });
});
