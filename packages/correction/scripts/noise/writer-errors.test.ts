import { beforeAll, describe, expect, it } from 'vitest';
import type { CorpusLine } from '../corpus.ts';
import {
  CLASS_WEIGHTS,
  WRITER_CLASSES,
  WRITER_TYPES,
  isLoanword,
  loanSpellings,
  weightedMix,
  writerCases,
  writerDamages,
  type WriterContext,
  type WriterType,
} from './writer-errors.ts';
import { seededRandom } from '../../src/seeded-random.ts';

// Sentences of our own, each holding at least one error a type can make.
const SENTENCES = [
  '회의 자료를 메시지로 보냈다.',
  '오늘은 카페에서 주스를 마셨어요.',
  '생일 케이크를 사서 집에 갔다.',
  '팀장은 리더십이 뛰어난 사람이다.',
  '그는 약속을 잊어버리고 지갑까지 잃었다.',
  '결제는 다음 주에 끝난다.',
  '이 문제의 답을 맞혔다.',
  '이 일은 내일까지 해야 돼요.',
  '자료가 모두 정리되는 대로 알려 주세요.',
  '그는 끝내 오지 않았다.',
  '합격 확률이 생각보다 낮았다.',
  '방을 깨끗이 치우고 나왔다.',
  '동생은 고양이를 좋아한다.',
  '날씨가 갑자기 추워졌다.',
  '그건 제 잘못이 아니에요.',
  '내일 다시 전화할 거예요.',
  '그때는 그곳에 살았었다.',
  '조금 있다가 다시 연락할게요.',
  '밥을 먹고 학교에 갔다.',
  '며칠 동안 비가 내렸다.',
  '문의 사항이 있습니다.',
  '어제는 숙제를 안 했다.',
  '그는 공부 안 했다고 말했다.',
  '그 애는 동네에서 소문난 멋쟁이다.',
  '우리는 사과를 먹었다.',
];

let ctx: WriterContext;
beforeAll(async () => {
  const { loadWriterContext } = await import('./writer-errors.ts');
  ctx = await loadWriterContext();
});

const lines: CorpusLine[] = SENTENCES.map((text) => ({ source: 'own', text }));

describe('the writer-error noise (scripts/noise/writer-errors.ts)', () => {
  it('spells loanwords the ways writers do', () => {
    expect(loanSpellings('메시지', 'loan.vowel')).toContain('메세지');
    expect(loanSpellings('캐릭터', 'loan.vowel')).toContain('케릭터');
    expect(loanSpellings('콘텐츠', 'loan.vowel')).toContain('컨텐츠');
    expect(loanSpellings('카페', 'loan.tensed')).toEqual(['까페']);
    expect(loanSpellings('서비스', 'loan.tensed')).toEqual(['써비스']);
    expect(loanSpellings('주스', 'loan.palatal')).toEqual(['쥬스']);
    expect(loanSpellings('텔레비전', 'loan.palatal')).toEqual(['텔레비젼']);
    expect(loanSpellings('케이크', 'loan.coda')).toEqual(['케잌']);
    expect(loanSpellings('콘셉트', 'loan.coda')).toEqual(['콘셉']);
    expect(loanSpellings('리더십', 'loan.ship')).toEqual(['리더쉽']);
    expect(loanSpellings('수십', 'loan.ship')).toEqual([]);
  });

  it('tells loanwords by their syllables, not by a list of misspellings', () => {
    const none = { listed: new Set<string>() };
    expect(isLoanword('케이크', none)).toBe(true);
    expect(isLoanword('스테이크', none)).toBe(true);
    expect(isLoanword('서비스', none)).toBe(false); // one loan syllable: the gloss list must have it
    expect(isLoanword('메시지', { listed: new Set(['메시지']) })).toBe(true);
    for (const native of [
      '학교',
      '사람',
      '주장',
      '조사',
      '차량',
      '개념',
      '쓰레기',
      '스스로',
      '주체',
    ])
      expect(isLoanword(native, none)).toBe(false);
  });

  it('makes the error each type names, in words that hold it', () => {
    const random = seededRandom(1);
    const made = (text: string, type: WriterType) =>
      writerDamages(text, type, ctx, random).map((d) => `${d.gold}>${d.noisy}`);
    expect(made('이 일은 내일까지 해야 돼요.', 'form.doe')).toEqual(['돼요>되요']);
    expect(made('그는 끝내 오지 않았다.', 'form.an')).toEqual(['않았다>안았다']);
    expect(made('합격 확률이 생각보다 낮았다.', 'suffix.yul')).toEqual(['확률이>확율이']);
    expect(made('방을 깨끗이 치우고 나왔다.', 'suffix.ihi')).toEqual(['깨끗이>깨끗히']);
    expect(made('동생은 고양이를 좋아한다.', 'aux.hada')).toEqual(['좋아한다>좋아 한다']);
    expect(made('날씨가 갑자기 추워졌다.', 'aux.jida')).toEqual(['추워졌다>추워 졌다']);
    expect(made('그건 제 잘못이 아니에요.', 'tense.yeyo')).toEqual(['아니에요>아니예요']);
    expect(made('내일 다시 전화할 거예요.', 'tense.yeyo')).toEqual(['거예요>거에요']);
    expect(made('며칠 동안 비가 내렸다.', 'dialect.myeochil')).toEqual(['며칠>몇일']);
    expect(made('문의 사항이 있습니다.', 'dialect.eup')).toEqual(['있습니다>있읍니다']);
    expect(made('그는 공부 안 했다고 말했다.', 'order.neg')).toEqual([
      '공부 안 했다고>안 공부했다고',
    ]);
    expect(made('결제는 다음 주에 끝난다.', 'real.pair')).toEqual(['결제는>결재는']);
    expect(made('이 문제의 답을 맞혔다.', 'real.pair')).toEqual(['맞혔다>맞췄다']);
    // A slip already in the corpus is never "damaged" into the right form (gold = the slip).
    expect(made('오늘은 내 생일이예요.', 'tense.yeyo')).toEqual([]);
    expect(made('그건 아니예요.', 'tense.yeyo')).toEqual([]);
    // The sentences as written are not damaged where the type has nothing to act on.
    expect(made('밥을 먹고 학교에 갔다.', 'loan.vowel')).toEqual([]);
    expect(made('밥을 먹고 학교에 갔다.', 'dialect.eup')).toEqual([]);
  });

  it('lands one-key typos of real.key on other known words', () => {
    const random = seededRandom(3);
    for (const d of writerDamages('우리는 사과를 먹었다.', 'real.key', ctx, random)) {
      expect(ctx.lexicon.spell(d.noisy)).toBe(true);
      expect(d.noisy).not.toBe(d.gold);
    }
  });

  it('draws the same cases for the same seed, each one error from the sentence as written', () => {
    const a = writerCases(lines, ctx, { seed: 5, limit: 40 });
    const b = writerCases(lines, ctx, { seed: 5, limit: 40 });
    expect(b).toEqual(a);
    expect(a.length).toBeGreaterThan(15);
    const sentences = new Set<string>();
    for (const c of a) {
      const { offset, length, original, replacement } = c.edit;
      expect(c.noisy.slice(offset, offset + length)).toBe(original);
      expect(c.noisy.slice(0, offset) + replacement + c.noisy.slice(offset + length)).toBe(c.clean);
      expect(c.noisy).not.toBe(c.clean);
      expect(sentences.has(c.clean)).toBe(false);
      sentences.add(c.clean);
    }
  });

  it('has cases of every class on sentences of our own', () => {
    const cases = writerCases(lines, ctx, { seed: 5, limit: 40 });
    const classes = new Set(cases.map((c) => c.type.split('.')[0]));
    for (const cls of Object.keys(WRITER_CLASSES)) expect(classes).toContain(cls);
    expect(WRITER_TYPES.length).toBe(Object.values(WRITER_CLASSES).flat().length);
  });

  it('weighs every class of the model, and mixes only the classes it has figures for', () => {
    const total = Object.values(CLASS_WEIGHTS).reduce((s, w) => s + w, 0);
    expect(total).toBeCloseTo(1, 6);
    const one = { cases: 10, detection: 1, exactFix: 0.5, precision: 1 };
    const none = { cases: 10, detection: 0, exactFix: 0, precision: 0 };
    const mix = weightedMix(
      new Map([
        ['loan', one],
        ['real', none],
      ]),
    );
    const share =
      (CLASS_WEIGHTS.loan as number) /
      ((CLASS_WEIGHTS.loan as number) + (CLASS_WEIGHTS.real as number));
    expect(mix.detection).toBeCloseTo(share, 6);
    expect(mix.exactFix).toBeCloseTo(share / 2, 6);
    expect(mix.missing).toContain('punctuation');
    expect(mix.missing).toContain('spacing');
  });
});
