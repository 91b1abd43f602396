import { beforeAll, describe, expect, it } from 'vitest';
import { applySuggestions, type Checker } from '../../checker.ts';
import { createEngineChecker } from '../../node/engine-files.ts';
import { hasLoanSyllable, respellings } from './loanwords.ts';

let checker: Checker;
beforeAll(async () => {
  checker = await createEngineChecker();
});
const mine = (text: string) => checker.check(text).filter((i) => i.ruleId === 'spelling.loanword');
const fix = (text: string) => applySuggestions(text, mine(text));

describe('loanwords by the regularities of 외래어 표기법', () => {
  it('respell one syllable by one regularity', () => {
    const of = (word: string) => respellings(word).map((r) => `${r.word}:${r.by}`);
    expect(of('리더쉽')).toContain('리더십:sh');
    expect(of('스케쥴')).toContain('스케줄:palatal');
    expect(of('커피숖')).toContain('커피숍:coda');
    expect(of('써비스')).toContain('서비스:tensed');
    expect(of('클레식')).toContain('클래식:vowel');
    expect(of('네트웤')).toContain('네트워크:split');
    expect(hasLoanSyllable('클래식')).toBe(true);
    expect(hasLoanSyllable('레이저')).toBe(true);
    expect(hasLoanSyllable('번식')).toBe(false);
    expect(hasLoanSyllable('애벌레')).toBe(false);
  });

  it('fix unlisted variants, whole word with its particle as written', () => {
    expect(fix('나는 클레식을 즐겨 듣는다.')).toBe('나는 클래식을 즐겨 듣는다.');
    expect(fix('팀장에게는 리더쉽이 필요하다.')).toBe('팀장에게는 리더십이 필요하다.');
    expect(fix('역 앞 커피숖에서 만났다.')).toBe('역 앞 커피숍에서 만났다.');
    expect(fix('휴대폰 베터리가 금방 닳는다.')).toBe('휴대폰 배터리가 금방 닳는다.');
    expect(fix('이번 주 스케쥴을 정리했다.')).toBe('이번 주 스케줄을 정리했다.');
    expect(fix('소셜 네트웤에서 화제가 됐다.')).toBe('소셜 네트워크에서 화제가 됐다.');
    expect(fix('수술용 마슼을 썼다.')).toBe('수술용 마스크를 썼다.');
    expect(fix('야구 경기에서 스트라잌이 나왔다.')).toBe('야구 경기에서 스트라이크가 나왔다.');
    const [issue] = mine('팀장에게는 리더쉽이 필요하다.');
    expect(issue).toMatchObject({
      original: '리더쉽이',
      suggestions: ['리더십이'],
      category: 'SPELLING',
      reference: '외래어 표기법 제3장 제1절 제3항',
    });
    expect(issue?.message).toBe(
      '외래어의 [ʃ] 소리는 모음 [i] 앞에서 ‘시’로 적습니다(외래어 표기법 제3장 제1절 제3항). ‘리더쉽이’ 대신 ‘리더십이’로 적습니다.',
    );
    expect(mine('나는 클레식을 즐겨 듣는다.')[0]?.message).toBe(
      '외래어 표기법의 표기 일람표(제2장)에 따라 ‘클레식을’ 대신 ‘클래식을’로 적습니다.',
    );
  });

  it('leave correct loanwords, native and Sino-Korean words, names and typos of other words', () => {
    expect(mine('클래식과 재즈를 들으며 리더십과 스케줄을 이야기했다.')).toEqual([]);
    expect(mine('하루에도 몇 번씩 마음이 바뀐다.')).toEqual([]);
    expect(mine('이 선배랑 나는 썸인가?')).toEqual([]);
    expect(mine('알, 에벌레, 번데기를 거친다.')).toEqual([]);
    expect(mine('작은 방 문지방에 짝대기 하나를 걸쳤다.')).toEqual([]);
    expect(mine('오후 네시에 만나자.')).toEqual([]);
  });
});
