import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildLexicon } from '../../scripts/lexicon/build-lexicon.ts';
import { buildCurated } from '../../scripts/lexicon/curated.ts';
import { LEXICON_HEADER, LEXICON_SAMPLE, lexiconRow as row } from '../fixtures/lexicon-sample.ts';
import { LexiconFormatError, formatLexiconLine, parseLexicon } from './lexicon.ts';

const DATA = join(import.meta.dirname, '../data');

describe('parseLexicon', () => {
  it('reads entries, alternatives and contexts', () => {
    const entries = parseLexicon(LEXICON_SAMPLE);
    expect(entries).toHaveLength(12);
    expect(entries[0]).toMatchObject({
      wrong: '메세지',
      right: ['메시지'],
      kind: 'loanword',
      match: 'stem',
      context: null,
      ref: '외래어 표기법',
      line: 3,
    });
    expect(entries[3]?.ref).toBeNull();
    expect(entries[5]?.context).toEqual({ afterFinal: ['ㅆ', 'ㅄ'] });
    expect(entries[7]?.context).toEqual({ prev: ['날씨가', '하늘이'] });
    expect(entries[8]?.right).toEqual(['어떡해', '어떻게']);
  });

  it('rejects malformed lines with their line number', () => {
    const bad = (line: string) => () => parseLexicon(`${LEXICON_HEADER}\n${line}`);
    expect(bad(row('a', 'b', 'spelling', 'exact', '', '', 'x', ''))).toThrow(/line 2: wrong form/);
    expect(bad(row('가', '나', 'typo', 'exact', '', '', 'x', ''))).toThrow(/unknown kind/);
    expect(bad(row('가', '나', 'spelling', 'fuzzy', '', '', 'x', ''))).toThrow(/unknown match/);
    expect(bad(row('가', '나', 'spelling', 'exact', '', '', '', ''))).toThrow(/source/);
    expect(bad(row('가', '가', 'spelling', 'exact', '', '', 'x', ''))).toThrow(/right form/);
    expect(bad(row('가', '나', 'spelling', 'exact', 'next=다', '', 'x', ''))).toThrow(/context/);
    expect(bad('가\t나')).toThrow(/columns/);
    expect(() => parseLexicon('wrong\tright\n')).toThrow(LexiconFormatError);
    const dup = row('가', '나', 'spelling', 'exact', '', '', 'x', '');
    expect(() => parseLexicon(`${LEXICON_HEADER}\n${dup}\n${dup}`)).toThrow(/line 3: duplicate/);
  });

  it('writes back the lines it reads (the generator formats entries this way)', () => {
    const lines = LEXICON_SAMPLE.split('\n').slice(2);
    expect(parseLexicon(LEXICON_SAMPLE).map(formatLexiconLine)).toEqual(lines);
  });
});

describe('the shipped lexicon (src/data/misspellings.tsv)', () => {
  const text = readFileSync(join(DATA, 'misspellings.tsv'), 'utf8');
  const entries = parseLexicon(text);

  it('is what the generator builds from its seeds', () => {
    expect(buildLexicon().text).toBe(text);
  });

  it('has at least 3,000 pairs, each with a source', () => {
    expect(entries.length).toBeGreaterThanOrEqual(3000);
    for (const e of entries) expect(e.source.length, e.wrong).toBeGreaterThan(0);
    const kinds = new Set(entries.map((e) => e.kind));
    for (const k of [
      'spelling',
      'standard-form',
      'loanword',
      'saisiot',
      'pronunciation',
      'i-hi',
      'dueum',
      'ending',
    ])
      expect(kinds.has(k as never), k).toBe(true);
  });

  it('never suggests a form that is itself listed as wrong', () => {
    const wrong = new Set(entries.filter((e) => e.context === null).map((e) => e.wrong));
    for (const e of entries)
      for (const r of e.right) expect(wrong.has(r), `${e.wrong} -> ${r}`).toBe(false);
  });
});

describe('the curated table (src/data/curated-misspellings.json)', () => {
  it('is what the generator builds from seeds/curated.txt', async () => {
    const { text, entries } = await buildCurated();
    expect(readFileSync(join(DATA, 'curated-misspellings.json'), 'utf8')).toBe(text);
    expect(entries.length).toBeGreaterThan(100);
    expect(entries[0]).toEqual({
      wrong: '몇일',
      right: ['며칠'],
      reference: '한글 맞춤법 제27항 [붙임 2]',
    });
    expect(entries.find((e) => e.wrong === '금새')).toMatchObject({ whole: true });
    expect(entries.find((e) => e.wrong === '읍니다')).toMatchObject({ inside: true });
  });
});
