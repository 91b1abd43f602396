import { beforeAll, describe, expect, it } from 'vitest';
import { type Checker, createCheckerWith } from '../checker.ts';
import { createEngineChecker } from '../node/engine-files.ts';
import { type SlipCase, expectSlip, fixAll } from '../node/family-checker.ts';
import { MISSPELLINGS, spellingRules } from './spelling.ts';

// The spelling rules need neither the dictionary nor the models.
const checker = createCheckerWith(null, { rules: spellingRules });
const fix = (text: string) => fixAll(checker, text);

describe('spelling.misspelling (the curated table)', () => {
  it('corrects a misspelt word at the start of a word, keeping what follows', () => {
    expect(fix('몇일 뒤에 보자.')).toBe('며칠 뒤에 보자.');
    expect(fix('입맛이 땡기네.')).toBe('입맛이 당기네.');
    expect(fix('어의가 없네.')).toBe('어이가 없네.');
    expect(fix('웃도리를 입었다.')).toBe('윗도리를 입었다.');
  });

  it('says what is wrong with particles by the sound of the words, and cites the norm', () => {
    const [issue] = checker.check('몇일 뒤에 보자.');
    expect(issue).toMatchObject({
      ruleId: 'spelling.misspelling',
      category: 'SPELLING',
      message: '‘몇일’은 잘못된 표기입니다. ‘며칠’로 적습니다.',
      reference: '한글 맞춤법 제27항 [붙임 2]',
    });
    expect(checker.check('어의없다')[0]?.message).toBe(
      '‘어의없’은 잘못된 표기입니다. ‘어이없’으로 적습니다.',
    );
    expect(checker.check('금새 퍼졌다.', { language: 'en' })[0]).toMatchObject({
      message: '“금새” is misspelled; the standard spelling is “금세”.',
      reference: '표준국어대사전 ‘금세’',
    });
  });

  it('offers every right form, the first as the fix', () => {
    expect(checker.check('어떻해?')[0]?.suggestions).toEqual(['어떡해', '어떻게']);
  });

  it('gives an entry its own message where it has one', () => {
    const [ko] = checker.check('가능한 빨리 와.');
    expect(ko).toMatchObject({
      suggestions: ['가능한 한 빨리'],
      message: '‘가능한’ 뒤에 ‘한’을 넣어 ‘가능한 한’(가능한 범위 안에서)으로 씁니다.',
      reference: '표준국어대사전 ‘가능하다’',
    });
    expect(checker.check('가능한 빨리 와.', { language: 'en' })[0]?.message).toBe(
      'Write “가능한 한” (as far as possible): “가능한” alone needs the noun “한” after it.',
    );
  });

  it('matches whole words only where the entry says so, and inside words where it may', () => {
    expect(checker.check('금새우를 먹었다.')).toEqual([]);
    expect(fix('했읍니다만')).toBe('했습니다만');
    expect(fix('재고 없슴')).toBe('재고 없음');
    // Not inside a word otherwise: 몇일 needs no Hangul before it.
    expect(checker.check('가몇일')).toEqual([]);
  });

  it('reads its entries from the data built from seeds/curated.txt', () => {
    expect(MISSPELLINGS.length).toBeGreaterThan(100);
    expect(MISSPELLINGS.find((e) => e.wrong === '가능한 많이')?.message?.en).toMatch(/가능한 한/);
  });
});

describe('spelling.kkeo', () => {
  it('writes 거 (것) after a pronoun as 거', () => {
    const [issue] = checker.check('내 꺼야.');
    expect(issue).toMatchObject({
      original: '꺼',
      suggestions: ['거'],
      message: '‘것’을 이르는 ‘거’는 소리 나는 대로 ‘꺼’로 적지 않습니다.',
      reference: '한글 맞춤법 제53항',
    });
    expect(fix('누구 꺼예요?')).toBe('누구 거예요?');
    expect(checker.check('내 꺼야.', { language: 'en' })[0]?.message).toBe(
      '“거” (short for 것) is not written “꺼”, as it sounds.',
    );
  });

  it('leaves 꺼내다 and 끄다 alone', () => {
    for (const text of ['내 꺼내 줄게.', '불 꺼 줘.', '그거 꺼'])
      expect(checker.check(text), text).toEqual([]);
  });
});

describe('spelling.myeochil', () => {
  it('writes 몇 일 as 며칠', () => {
    const [issue] = checker.check('몇 일 동안 비가 왔다.');
    expect(issue).toMatchObject({
      original: '몇 일',
      suggestions: ['며칠'],
      message: '‘몇 일’은 잘못된 표기입니다. ‘며칠’로 적습니다.',
      reference: '한글 맞춤법 제27항 [붙임 2]',
    });
    expect(checker.check('몇 일 동안', { language: 'en' })[0]?.message).toBe(
      '“몇 일” is misspelled; the standard spelling is “며칠”.',
    );
  });

  it('leaves 몇 일 before 을, 를 and 들 alone (a few tasks)', () => {
    for (const text of ['몇 일을 했다.', '몇 일들']) expect(checker.check(text), text).toEqual([]);
  });
});

describe('in the whole engine', () => {
  let engine: Checker;
  beforeAll(async () => {
    engine = await createEngineChecker();
  });

  const slips: SlipCase[] = [
    {
      rule: 'spelling.misspelling',
      ko: ['오늘 못 갈 것 같애.', '같아', '‘같애’는 잘못된 표기입니다. ‘같아’로 적습니다.'],
      en: ['하루하루가 똑같애.', '“똑같애” is misspelled; the standard spelling is “똑같아”.'],
      negatives: ['오늘 못 갈 것 같아.', '하루하루가 똑같아.'],
    },
    {
      rule: 'spelling.misspelling',
      ko: [
        '자료를 가능한 빨리 보내 주세요.',
        '가능한 한 빨리',
        '‘가능한’ 뒤에 ‘한’을 넣어 ‘가능한 한’(가능한 범위 안에서)으로 씁니다.',
      ],
      en: [
        '가능한 많이 알려 주세요.',
        'Write “가능한 한” (as far as possible): “가능한” alone needs the noun “한” after it.',
      ],
      negatives: [
        '가능한 한 빨리 보내 주세요.',
        '가능한 방법을 모두 찾아보자.',
        '친구를 사귀었어.',
      ],
    },
    {
      rule: 'spelling.myeochil',
      ko: ['오늘이 몇 일이야?', '며칠', '‘몇 일’은 잘못된 표기입니다. ‘며칠’로 적습니다.'],
      en: ['몇 일 전에 만났어.', '“몇 일” is misspelled; the standard spelling is “며칠”.'],
      // A few tasks.
      negatives: ['몇 일을 해도 끝이 안 보인다.', '며칠 뒤에 보자.'],
    },
    {
      rule: 'spelling.kkeo',
      ko: ['그건 내 꺼야.', '거', '‘것’을 이르는 ‘거’는 소리 나는 대로 ‘꺼’로 적지 않습니다.'],
      en: ['누구 꺼예요?', '“거” (short for 것) is not written “꺼”, as it sounds.'],
      // 끄다 and 꺼내다.
      negatives: ['불 꺼.', '내 꺼내 줄게.', '제 방 불 좀 꺼 줘.'],
    },
  ];
  it.each(slips)('$rule: fixes $ko.0, leaving close correct text', (slip) =>
    expectSlip(engine, slip),
  );
});
