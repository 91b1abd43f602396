import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alternation, anyOf, escapeRegex, lookup } from './patterns.ts';

describe('escapeRegex', () => {
  it('makes any string match itself literally and only as a whole (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'가a.*+?^${}()|[]\\/-'.split('')), maxLength: 12 }),
        (s) => {
          const re = new RegExp(`^${escapeRegex(s)}$`, 'u');
          expect(re.test(s)).toBe(true);
          expect(re.test(`${s}x`)).toBe(false);
        },
      ),
    );
  });

  it('leaves Korean words alone', () => {
    expect(escapeRegex('되어서')).toBe('되어서');
    expect(escapeRegex('(주)')).toBe('\\(주\\)');
  });
});

describe('alternation', () => {
  it('puts the longer of two words that start alike first, so it wins', () => {
    const re = new RegExp(`(?:${alternation(['할', '할수록', '할수'])})`, 'g');
    expect('할수록 할수 할'.match(re)).toEqual(['할수록', '할수', '할']);
  });

  it('takes any iterable and escapes every word', () => {
    const source = alternation(new Set(['a.b', 'c']));
    expect(source).toBe('a\\.b|c');
    expect(new RegExp(`^(?:${source})$`).test('axb')).toBe(false);
  });
});

describe('anyOf', () => {
  it('keeps the list’s order, so the earlier word decides a tie', () => {
    expect(anyOf(['할', '할수록'])).toBe('할|할수록');
    expect('할수록'.match(new RegExp(anyOf(['할', '할수록'])))?.[0]).toBe('할');
  });
});

describe('lookup', () => {
  it('replaces by the named group x through the table, or null for a word it lacks', () => {
    const replace = lookup({ 됬: '됐', 햇: '했' });
    const re = /(?<x>됬|햇|갔)다/g;
    const found = [...'됬다 햇다 갔다'.matchAll(re)].map((m) => replace(m));
    expect(found).toEqual(['됐', '했', null]);
    expect(replace(/다/.exec('다') as RegExpExecArray)).toBeNull();
  });
});
