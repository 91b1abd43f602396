import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildLexicon } from '../../scripts/lexicon/build-lexicon.ts';
import { measureFrequentMistakes, parseFrequentMistakes } from './frequent-mistakes.ts';
import { ALL_RULES, applySuggestions, createCheckerWith } from '../checker.ts';
import { LEXICON_COLUMNS, LexiconFormatError, parseLexicon } from './lexicon.ts';
import { isNounTail } from './noun-tail.ts';
import { lexiconMessage, lexiconRule } from './rule.ts';

const HEADER = LEXICON_COLUMNS.join('\t');
const DATA_FILE = join(import.meta.dirname, '../data/misspellings.tsv');
const row = (...cells: string[]) => cells.join('\t');

const SAMPLE = [
  '# a comment',
  HEADER,
  row('메세지', '메시지', 'loanword', 'stem', '', '외래어 표기법', '외래어 표기 용례', ''),
  row('케익', '케이크', 'loanword', 'noun', '', '외래어 표기법', '외래어 표기 용례', ''),
  row('설레임', '설렘', 'spelling', 'noun', '', '표준국어대사전 ‘설레다’', '표준국어대사전', ''),
  row('금새', '금세', 'spelling', 'exact', '', '', '표준국어대사전', ''),
  row('함니다', '합니다', 'pronunciation', 'inside', '', '한글 맞춤법 제1항', '표준 발음법', ''),
  row('씀니다', '습니다', 'pronunciation', 'inside', 'after-final=ㅆ|ㅄ', '', 'x', ''),
  row('지만서도', '지만', 'standard-form', 'suffix', '', '표준어 규정 제25항', 'x', ''),
  row('개였다', '갰다|개었다', 'spelling', 'exact', 'prev=날씨가|하늘이', '', 'x', ''),
  row('어떻해', '어떡해|어떻게', 'spelling', 'exact', '', '', 'x', ''),
  row('파토 났', '파투 났', 'spelling', 'stem', '', '', 'x', ''),
  row('장마비', '장맛비', 'saisiot', 'noun', '', '한글 맞춤법 제30항', 'x', ''),
  row('인삿말', '인사말', 'saisiot', 'noun', '', '한글 맞춤법 제30항', 'x', ''),
].join('\n');

describe('parseLexicon', () => {
  it('reads entries, alternatives and contexts', () => {
    const entries = parseLexicon(SAMPLE);
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
    const bad = (line: string) => () => parseLexicon(`${HEADER}\n${line}`);
    expect(bad(row('a', 'b', 'spelling', 'exact', '', '', 'x', ''))).toThrow(/line 2: wrong form/);
    expect(bad(row('가', '나', 'typo', 'exact', '', '', 'x', ''))).toThrow(/unknown kind/);
    expect(bad(row('가', '나', 'spelling', 'fuzzy', '', '', 'x', ''))).toThrow(/unknown match/);
    expect(bad(row('가', '나', 'spelling', 'exact', '', '', '', ''))).toThrow(/source/);
    expect(bad(row('가', '가', 'spelling', 'exact', '', '', 'x', ''))).toThrow(/right form/);
    expect(bad(row('가', '나', 'spelling', 'exact', 'next=다', '', 'x', ''))).toThrow(/context/);
    expect(bad('가\t나')).toThrow(/columns/);
    expect(() => parseLexicon('wrong\tright\n')).toThrow(LexiconFormatError);
    const dup = row('가', '나', 'spelling', 'exact', '', '', 'x', '');
    expect(() => parseLexicon(`${HEADER}\n${dup}\n${dup}`)).toThrow(/line 3: duplicate/);
  });
});

describe('isNounTail', () => {
  it('accepts particles, the plural and a closing copula', () => {
    for (const t of ['', '를', '들도', '에서도', '입니다', '이에요', '까지만', '들이었다', '처럼'])
      expect(isNounTail(t), t).toBe(true);
  });
  it('rejects other continuations', () => {
    // 캐롤라인 is not 캐롤 + 라 + 인; 근대국가 is not 근대국 + 가 + ...
    for (const t of ['라인', '가의', '론', '스', '하다', '입니다요요', '를를를를'])
      expect(isNounTail(t), t).toBe(false);
  });
});

describe('lexiconMessage', () => {
  it('picks particles by the final sound, never 은(는) or (으)로', () => {
    expect(lexiconMessage('loanword', '메세지', '메시지').ko).toBe(
      '‘메세지’는 외래어 표기법에 맞지 않습니다. ‘메시지’로 적습니다.',
    );
    expect(lexiconMessage('spelling', '설레임', '설렘').ko).toBe(
      '‘설레임’은 잘못된 표기입니다. ‘설렘’으로 적습니다.',
    );
    expect(lexiconMessage('spelling', '할려고', '하려고').ko).toContain('‘하려고’로');
    expect(lexiconMessage('spelling', '치뤘', '치렀').ko).toContain('‘치렀’으로');
    expect(lexiconMessage('spelling', '모밀', '메밀').ko).toContain('‘메밀’로'); // ㄹ takes 로
    expect(lexiconMessage('standard-form', '아지랭이', '아지랑이').ko).toBe(
      '‘아지랭이’는 표준어가 아닙니다. ‘아지랑이’가 표준어입니다.',
    );
    expect(lexiconMessage('saisiot', '장마비', '장맛비').ko).toBe(
      '사이시옷을 넣어 ‘장맛비’로 적습니다.',
    );
    expect(lexiconMessage('saisiot', '인삿말', '인사말').ko).toContain('사이시옷을 넣지 않고');
    for (const kind of [
      'spelling',
      'loanword',
      'i-hi',
      'dueum',
      'ending',
      'pronunciation',
    ] as const) {
      const m = lexiconMessage(kind, '가나', '다라');
      expect(m.ko).not.toMatch(/\(은\)|\(는\)|\(으\)|\(이\)|\(가\)/);
      expect(m.en.length).toBeGreaterThan(10);
    }
  });
});

describe('lexiconRule', () => {
  const checker = createCheckerWith(null, { rules: [lexiconRule(parseLexicon(SAMPLE))] });
  const fix = (text: string) => applySuggestions(text, checker.check(text));

  it('matches each kind of entry', () => {
    expect(fix('메세지를 보냈다.')).toBe('메시지를 보냈다.');
    expect(fix('메세지함을 열었다.')).toBe('메시지함을 열었다.'); // stem: anything may follow
    expect(fix('케익도 샀다. 케익입니다.')).toBe('케이크도 샀다. 케이크입니다.');
    expect(fix('첫 출근의 설레임은 잊을 수 없다.')).toBe('첫 출근의 설렘은 잊을 수 없다.');
    expect(fix('소문이 금새 퍼졌다.')).toBe('소문이 금세 퍼졌다.');
    expect(fix('정말 감사함니다!')).toBe('정말 감사합니다!');
    expect(fix('여기 있씀니다.')).toBe('여기 있습니다.');
    expect(fix('그렇지만서도 간다.')).toBe('그렇지만 간다.');
    expect(fix('약속이 파토 났어.')).toBe('약속이 파투 났어.');
    expect(fix('장마비가 내린다.')).toBe('장맛비가 내린다.');
  });

  it('respects contexts and word boundaries', () => {
    expect(fix('오후에 날씨가 개였다.')).toBe('오후에 날씨가 갰다.');
    expect(checker.check('그건 개였다.')).toEqual([]); // 개 (dog) + 였다
    expect(checker.check('금새우를 먹었다.')).toEqual([]); // exact: 금새우 is not 금새
    expect(checker.check('케익스피어')).toEqual([]); // noun: no particle after 케익
    expect(checker.check('씀니다')).toEqual([]); // after-final=ㅆ: nothing before it
    expect(checker.check('알렉산드레 파토가 골을 넣었다.')).toEqual([]);
    expect(checker.check('https://example.com/메세지를')).toEqual([]); // protected
  });

  it('reports the entry reference, both suggestions and the message language', () => {
    const [issue] = checker.check('이제 어떻해?');
    expect(issue).toMatchObject({
      original: '어떻해',
      suggestions: ['어떡해', '어떻게'],
      ruleId: 'spelling.lexicon',
      category: 'SPELLING',
    });
    const [loan] = checker.check('메세지', { language: 'en' });
    expect(loan?.reference).toBe('외래어 표기법');
    expect(loan?.message).toMatch(/loanword orthography/);
  });
});

describe('the shipped lexicon (src/data/misspellings.tsv)', () => {
  const text = readFileSync(DATA_FILE, 'utf8');
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

describe('the frequent-mistake list (src/data/frequent-mistakes.tsv)', () => {
  const items = parseFrequentMistakes(
    readFileSync(join(import.meta.dirname, '../data/frequent-mistakes.tsv'), 'utf8'),
  );
  const lexicon = parseLexicon(readFileSync(DATA_FILE, 'utf8'));

  it('has at least 500 distinct pairs, each with its source and a carrier sentence', () => {
    expect(items.length).toBeGreaterThanOrEqual(500);
    expect(new Set(items.map((i) => i.wrong)).size).toBe(items.length);
    for (const i of items) {
      expect(i.source.length, i.wrong).toBeGreaterThan(0);
      expect(i.input).toContain(i.wrong);
      expect(i.expected).toContain(i.right);
    }
  });

  it('rejects a sentence whose markup does not match its pair', () => {
    expect(() =>
      parseFrequentMistakes('wrong\tright\tsentence\tsource\n가\t나\t{다>라} 문장\tx'),
    ).toThrow(/line 2/);
  });

  it('measures the exact-fix rate, split by lexicon coverage', () => {
    // The full rule set plus the lexicon rule, as the checker's `lexicon` option builds it.
    const checker = createCheckerWith(null, { rules: [...ALL_RULES, lexiconRule(lexicon)] });
    const score = measureFrequentMistakes(checker, items, lexicon);
    expect(score.pairs).toBe(items.length);
    expect(score.inLexicon + score.outsideLexicon.pairs).toBe(items.length);
    expect(score.exactFixRate).toBeGreaterThanOrEqual(0.8);
    expect(score.misses.length).toBe(items.length - score.exactFix);
  });
});
