import { beforeAll, describe, expect, it } from 'vitest';
import type { Checker } from '../checker.ts';
import { familyChecker, fixAll } from '../node/family-checker.ts';
import { particleRules } from './particles.ts';

let engine: Checker;
let dictionaryOnly: Checker;
let bare: Checker;
beforeAll(async () => {
  engine = await familyChecker(particleRules);
  dictionaryOnly = await familyChecker(particleRules, { models: false });
  bare = await familyChecker(particleRules, { dictionary: false, models: false });
});

describe('grammar.particle-agreement', () => {
  it('picks the form of each particle the last sound calls for', () => {
    expect(fixAll(engine, '사람를 만났다.')).toBe('사람을 만났다.');
    expect(fixAll(engine, '친구을 만났다.')).toBe('친구를 만났다.');
    expect(fixAll(engine, '친구이 왔다.')).toBe('친구가 왔다.');
    expect(fixAll(engine, '책는 재미있다.')).toBe('책은 재미있다.');
    expect(fixAll(engine, '연필과 지우개와 책와 공책')).toBe('연필과 지우개와 책과 공책');
    // After ㄹ, (으)로 takes 로.
    expect(fixAll(engine, '서울으로 간다')).toBe('서울로 간다');
  });

  it('says which sound calls for the form, in Korean and English, citing the particle', () => {
    const [consonant] = engine.check('사람를 만났다.');
    expect(consonant).toMatchObject({
      original: '를',
      message: '받침이 있는 말 뒤에는 조사 ‘을’ 형태를 씁니다.',
      reference: '표준국어대사전 ‘을’',
    });
    const [vowel] = engine.check('학교으로 갔다.', { language: 'en' });
    expect(vowel?.message).toBe('After a word ending in a vowel, use the particle “로”.');
    expect(engine.check('학교으로 갔다.')[0]?.message).toBe(
      '받침이 없는 말 뒤에는 조사 ‘로’ 형태를 씁니다.',
    );
    expect(engine.check('사람를 만났다.', { language: 'en' })[0]?.message).toBe(
      'After a word ending in a consonant, use the particle “을”.',
    );
  });

  it('leaves words that only end like a particle, names and road names alone', () => {
    for (const text of [
      '가을 하늘',
      '고양이 한 마리',
      '레이가 왔다',
      '종로 1가에서 만나',
      '집으로 가자',
      '칼로 잘랐다',
      '사과 하나',
    ])
      expect(engine.check(text), text).toEqual([]);
  });

  it('needs the analysis to tell a particle from a noun of its own (수학여행가)', () => {
    expect(engine.check('수학여행가!')).toEqual([]);
    expect(dictionaryOnly.check('수학여행가!').map((i) => i.suggestions[0])).toEqual(['이']);
  });

  it('flags only the unambiguous forms without a dictionary', () => {
    expect(fixAll(bare, '사람를 만나 학교으로 갔다.')).toBe('사람을 만나 학교로 갔다.');
    for (const text of ['친구이 왔다.', '책는 재미있다.', '친구을 만났다'])
      expect(bare.check(text), text).toEqual([]);
  });
});
