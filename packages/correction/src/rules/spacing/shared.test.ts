import { beforeAll, describe, expect, it } from 'vitest';
import { POS } from '../../analysis/pos.ts';
import { type Context, createContext, createSpellCache } from '../../context.ts';
import { loadEngineModels, loadKoreanDictionary } from '../../node/engine-files.ts';
import { MESSAGES } from '../../messages.ts';
import type { SpellDictionary } from '../../types.ts';
import { ALL_RULES } from '../rule-set.ts';
import {
  afterVerbEnding,
  endsInAdnominalL,
  endsSentence,
  gateRejects,
  joinPrevious,
  plainPrevious,
} from './shared.ts';

let dictionary: SpellDictionary;
beforeAll(async () => {
  dictionary = await loadKoreanDictionary();
});

/** The context a rule sees for `text`, with the speller and the analysis, or without them. */
function contextOf(text: string, models = true): Context {
  return createContext(
    text,
    createSpellCache(models ? dictionary : null),
    models,
    models ? loadEngineModels() : null,
  );
}

describe('what the spacing families share', () => {
  it('finds the plain word before a token, and joins the two over both words', () => {
    const ctx = contextOf('지금 까지 (그) 까지');
    const [now, until, , last] = ctx.tokens;
    expect(plainPrevious(ctx, until!)).toBe(now);
    // A mark on the word before, or two spaces, is no plain neighbour.
    expect(plainPrevious(ctx, last!)).toBeNull();
    expect(plainPrevious(contextOf('지금  까지'), contextOf('지금  까지').tokens[1]!)).toBeNull();
    const message = { ko: '붙여 씁니다.', en: 'Attached.' };
    expect(joinPrevious(now!, until!, message, null)).toEqual({
      start: 0,
      end: 5,
      suggestions: ['지금까지'],
      message,
      reference: null,
    });
  });

  it('trusts the rule without a dictionary and asks the dictionary with one', () => {
    expect(gateRejects(contextOf('', false), '그때')).toBe(true);
    expect(gateRejects(contextOf(''), '그때')).toBe(false);
    expect(gateRejects(contextOf(''), '할수')).toBe(true);
  });

  it('reads an adnominal -ㄹ from the syllable, or from the analysis for other -ㄹ syllables', () => {
    const ctx = contextOf('헤어질수 있다 아플때 하늘때');
    const [parting, , hurting, sky] = ctx.tokens;
    expect(endsInAdnominalL(ctx, parting!, '헤어질')).toBe(true);
    expect(endsInAdnominalL(ctx, hurting!, '아플')).toBe(true);
    expect(endsInAdnominalL(ctx, sky!, '하늘')).toBe(false);
    // Without the analysis, only the syllables of the list (할, 갈, 볼 ...) count.
    const bare = contextOf('헤어질수 할수', false);
    expect(endsInAdnominalL(bare, bare.tokens[0]!, '헤어질')).toBe(false);
    expect(endsInAdnominalL(bare, bare.tokens[1]!, '할')).toBe(true);
  });

  it('asks whether a verb’s ending ends at the cut with the right word after it', () => {
    const verb = (m: { first: string }) => m.first === POS.verb || m.first === POS.auxiliary;
    const next = new Set<string>([POS.verb, POS.auxiliary]);
    const atCut = (text: string, cut: number) =>
      afterVerbEnding(contextOf(text).morphs(), cut, POS.connectiveEnding, '게', verb, next);
    expect(atCut('하게되었다', 2)).toBe(true);
    // 가게 is a noun here, and 하고 the particle after it.
    expect(atCut('가게하고 식당', 2)).toBe(false);
  });

  it('tells the last word of a sentence', () => {
    const ctx = contextOf('힘든걸요. 벌써 떠난걸\n다음');
    const [hard, already, left, next] = ctx.tokens;
    expect(endsSentence(ctx, hard!)).toBe(true);
    expect(endsSentence(ctx, already!)).toBe(false);
    expect(endsSentence(ctx, left!)).toBe(true);
    expect(endsSentence(ctx, next!)).toBe(true);
  });

  it('gives every spacing rule of the families its message in the catalog, under its id', () => {
    const ids = new Set(ALL_RULES.map((r) => r.id).filter((id) => id.startsWith('spacing.')));
    // The spacing model's rules (../model-spacing.ts) and the numerals' are not in these families.
    for (const id of [
      'spacing.restore',
      'spacing.respace',
      'spacing.model',
      'spacing.numeral-counter',
    ])
      ids.delete(id);
    expect(ids.size).toBe(47);
    for (const id of ids) expect(MESSAGES[id], id).toMatchObject({ ko: expect.any(String) });
  });
});
