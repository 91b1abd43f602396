import { beforeAll, describe, expect, it } from 'vitest';
import { type EngineModels, createContext } from '../../context.ts';
import { loadEngineModels } from '../../node/engine-files.ts';
import { verbFormOf } from './verb-forms.ts';

let models: EngineModels;
beforeAll(() => {
  models = loadEngineModels();
});

/** The confusable verb of the last word of the text, if any. */
const formOf = (text: string) => {
  const ctx = createContext(text, () => null, false, models);
  const token = ctx.tokens.at(-1);
  return token ? verbFormOf(ctx, token) : null;
};

describe('verbFormOf', () => {
  it('names the verb and spells the same form as the other', () => {
    expect(formOf('편지를 붙였다')).toEqual({
      lemma: '붙이다',
      other: '부치다',
      start: 4,
      end: 6,
      replacement: '부쳤',
    });
    expect(formOf('우표를 부쳤다')).toMatchObject({ lemma: '부치다', replacement: '붙였' });
    expect(formOf('북쪽을 가리켰다')).toMatchObject({ lemma: '가리키다', replacement: '가르쳤' });
    expect(formOf('수학을 가르쳤다')).toMatchObject({ lemma: '가르치다', replacement: '가리켰' });
    expect(formOf('가방을 메고')).toMatchObject({ lemma: '메다', replacement: '매' });
    expect(formOf('넥타이를 매고')).toMatchObject({ lemma: '매다', replacement: '메' });
  });

  it('writes 낫다 as ㅅ-irregular: 나 before a vowel, 낫 before a consonant', () => {
    expect(formOf('상처가 낳았다')).toMatchObject({ lemma: '낳다', replacement: '나' });
    expect(formOf('빨리 낳고')).toMatchObject({ lemma: '낳다', replacement: '낫' });
    expect(formOf('새끼를 나았다')).toMatchObject({ lemma: '낫다', replacement: '낳' });
  });

  it('reads no confusable verb in other words', () => {
    for (const text of ['앞으로 나아가다', '형편이 나아졌다', '부친의 뜻', '매수드', '학교에'])
      expect(formOf(text), text).toBeNull();
  });
});
