import { describe, expect, it } from 'vitest';
import { toCompact } from '../../spacing/features.ts';
import type { Finding } from '../../types.ts';
import { flipGroups, pushFlips } from './flips.ts';
import { readingsOf } from './testing.ts';

describe('flipped gaps as findings', () => {
  it('group the flips into the words they change', () => {
    const c = toCompact('학 교에 갔다 왔다');
    expect(flipGroups(c, [1])).toEqual([[0, 3, [1]]]);
    expect(flipGroups(c, [1, 6])).toEqual([
      [0, 3, [1]],
      [5, 7, [6]],
    ]);
  });

  it('say whether a space is missing, a particle is written apart or a word is split', async () => {
    const findings = async (text: string, flips: number[]) => {
      const { ctx, s } = await readingsOf(text);
      const out: Finding[] = [];
      pushFlips(ctx, s, flips, out);
      return out.map(
        (f) =>
          `${ctx.text.slice(f.offset, f.offset + f.length)}>${f.suggestions[0]}: ${f.message.ko}`,
      );
    };
    expect(await findings('비가 그칠줄 알았다.', [4])).toEqual([
      '그칠줄>그칠 줄: 띄어 써야 할 곳을 붙여 썼습니다.',
    ]);
    expect(await findings('서울 부터 갔다.', [2])).toEqual([
      '서울 부터>서울부터: 조사나 어미, 접미사는 앞말에 붙여 씁니다.',
    ]);
    expect(await findings('오늘 학 교에 갔다.', [3])).toEqual([
      '학 교에>학교에: 한 단어를 띄어 썼습니다.',
    ]);
  });
});
