import { beforeAll, describe, expect, it } from 'vitest';
import { type Context, createContext } from '../context.ts';
import type { EngineModels } from '../context.ts';
import { loadEngineModels } from '../node/engine-files.ts';
import { rankInContext, scoreInContext } from './in-context.ts';

let models: EngineModels;
beforeAll(() => {
  models = loadEngineModels();
});
const ctxOf = (text: string): Context => createContext(text, () => null, false, models);

describe('rankInContext', () => {
  it('puts the suggestion the sentence reads likelier first (어떻해 해야 -> 어떻게, 어떻해? -> 어떡해)', () => {
    const a = '시험을 망쳤는데 어떻해 해야 할지 모르겠어.';
    const at = a.indexOf('어떻해');
    expect(rankInContext(ctxOf(a), at, at + 3, ['어떡해', '어떻게'])).toEqual(['어떻게', '어떡해']);
    const b = '시험을 망쳤는데 어떻해?';
    const bt = b.indexOf('어떻해');
    expect(rankInContext(ctxOf(b), bt, bt + 3, ['어떡해', '어떻게'])).toEqual(['어떡해', '어떻게']);
  });

  it('moves a suggestion ahead only by the margin asked for', () => {
    const text = '시험을 망쳤는데 어떻해 해야 할지 모르겠어.';
    const at = text.indexOf('어떻해');
    const [a, b] = scoreInContext(ctxOf(text), at, at + 3, ['어떡해', '어떻게'])!;
    const gain = (b?.logProb as number) - (a?.logProb as number);
    expect(gain).toBeGreaterThan(1);
    expect(rankInContext(ctxOf(text), at, at + 3, ['어떡해', '어떻게'], gain - 0.01)[0]).toBe(
      '어떻게',
    );
    expect(rankInContext(ctxOf(text), at, at + 3, ['어떡해', '어떻게'], gain + 0.01)[0]).toBe(
      '어떡해',
    );
  });

  it('keeps the order without the model or with one suggestion', () => {
    const text = '시험을 망쳤는데 어떻해 해야 할지 모르겠어.';
    const at = text.indexOf('어떻해');
    const bare = createContext(text, () => null, false, { ...models, contextLm: null });
    expect(rankInContext(bare, at, at + 3, ['어떡해', '어떻게'])).toEqual(['어떡해', '어떻게']);
    expect(rankInContext(ctxOf(text), at, at + 3, ['어떡해'])).toEqual(['어떡해']);
  });

  it('reads only the sentence of the span: what follows its end does not change the score', () => {
    const one = ctxOf('우리 같이 가요.');
    const two = ctxOf('우리 같이 가요. 그리고 밥을 먹었다.');
    const [a] = scoreInContext(one, 3, 5, ['같이'])!;
    const [b] = scoreInContext(two, 3, 5, ['같이'])!;
    expect(a?.logProb).toBeCloseTo(b?.logProb as number, 6);
  });
});
