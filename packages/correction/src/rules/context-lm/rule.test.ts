import { beforeAll, describe, expect, it } from 'vitest';
import { type Checker, createCheckerWith } from '../../checker.ts';
import { createContext } from '../../context.ts';
import data from '../../data/rules/context-lm.json' with { type: 'json' };
import { loadEngineModels } from '../../node/engine-files.ts';
import { DIRECTIONS, alternativesOf, gainOf, reverseOf, wordsOf } from './alternatives.ts';
import { contextLmRule } from './rule.ts';

let checker: Checker;
let withoutLm: Checker;
beforeAll(() => {
  const models = loadEngineModels();
  checker = createCheckerWith(null, { models, rules: [contextLmRule] });
  withoutLm = createCheckerWith(null, {
    models: { ...models, contextLm: null },
    rules: [contextLmRule],
  });
});

const fixOf = (text: string) => checker.check(text).map((i) => [i.original, i.suggestions[0]]);

describe('grammar.context-lm', () => {
  it('replaces a real word the sentence reads far likelier with its partner, as a whole word', () => {
    expect(fixOf('우리 가치 가요.')).toEqual([['가치', '같이']]);
    expect(fixOf('나랑 가치 놀자.')).toEqual([['가치', '같이']]);
    expect(fixOf('얼굴이 붉은 빛을 띄었다.')).toEqual([['띄었다', '띠었다']]);
    expect(fixOf('좋은 하루 되시길 바랩니다.')).toEqual([['바랩니다', '바랍니다']]);
  });

  it('leaves the words alone where they are right', () => {
    for (const text of [
      '그는 가치 있는 일을 했다.',
      '이 가치는 크다.',
      '우리는 같이 살았다.',
      '얼굴이 붉은 빛을 띠었다.',
      '눈에 띄는 옷을 입었다.',
      '색이 바랜 사진을 꺼냈다.',
      '오래되어 색이 바랩니다.',
      '그 사람은 반듯이 누웠다.',
      '물을 식혀 마셨다.',
      '우리는 산 너머 마을에 산다.',
      '학교에 들렀다가 집에 갔다.',
    ])
      expect(checker.check(text), text).toEqual([]);
  });

  it('speaks Korean and English, names both words, cites the norm, shows no template particles', () => {
    const [ko] = checker.check('우리 가치 가요.');
    expect(ko?.message).toBe(
      '이 문맥에서는 ‘같이’가 맞는 말로 보입니다. ‘가치’와 ‘같이’는 소리나 모양이 비슷하지만 뜻이 다릅니다.',
    );
    expect(ko?.reference).toBe('표준국어대사전');
    const [en] = checker.check('얼굴이 붉은 빛을 띄었다.', { language: 'en' });
    expect(en?.message).toBe(
      'In this sentence “띠었다” looks like the word meant: “띄다” and “띠다” look or sound alike but mean different things.',
    );
  });

  it('stays silent without the contextual model', () => {
    expect(withoutLm.check('우리 가치 가요.')).toEqual([]);
  });

  it('has a margin only for directions of its sets, and each direction has a reverse', () => {
    const margins: Record<string, number> = data.margins;
    for (const [direction, margin] of Object.entries(margins)) {
      expect(DIRECTIONS).toContain(direction);
      expect(margin).toBeGreaterThan(0);
    }
    for (const d of DIRECTIONS) {
      expect(DIRECTIONS).toContain(reverseOf(d));
      expect(reverseOf(reverseOf(d))).toBe(d);
      const { written, other } = wordsOf(d);
      expect(written).not.toBe(other);
    }
  });

  it('weighs a swap by the same window both ways: the gain only changes sign', () => {
    const models = loadEngineModels();
    const a = createContext('우리 가치 가요.', () => null, false, models);
    const b = createContext('우리 같이 가요.', () => null, false, models);
    const [altA] = alternativesOf(a, a.tokens[1]!);
    const [altB] = alternativesOf(b, b.tokens[1]!);
    expect(altA?.replacement).toBe('같이');
    expect(altB?.replacement).toBe('가치');
    expect(gainOf(a, altA!)).toBeCloseTo(-(gainOf(b, altB!) as number), 6);
  });
});
