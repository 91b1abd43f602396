import { describe, expect, it } from 'vitest';
import { splitsOneWord, standsAlone } from './split-word.ts';
import { readingsOf } from './testing.ts';

const splits = async (text: string, g: number) => {
  const { ctx, s } = await readingsOf(text);
  return splitsOneWord(ctx, s.compact, s.joinedAround(g), g, s.typed()[g] as number);
};

describe('a typed space that splits one word', () => {
  it("is found by the dictionary, the analysis or the train part's counts", async () => {
    expect(await splits('오늘 학 교에서 만났다.', 3)).toBe(true); // 학 | 교에서
    expect(await splits('대학 교에 갔다.', 2)).toBe(true); // 대학 | 교에: one noun
    expect(await splits('그는 혜 안으로 보았다.', 3)).toBe(true); // 혜 | 안으로
  });

  it('is not one between two words, two nouns or after a negation', async () => {
    expect(await splits('오늘 학교에서 만났다.', 2)).toBe(false);
    expect(await splits('허위 정보를 퍼뜨렸다.', 2)).toBe(false);
    expect(await splits('그건 안 돼요.', 3)).toBe(false);
  });

  it('knows a word that stands on its own from a particle or a fragment', async () => {
    const word = await readingsOf('오늘 학교에 갔다.');
    expect(standsAlone(word.ctx, word.s.compact, 2)).toBe(true); // 학교에
    const particle = await readingsOf('서울 부터 갔다.');
    expect(standsAlone(particle.ctx, particle.s.compact, 2)).toBe(false); // 부터
  });
});
